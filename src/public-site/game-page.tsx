// One game: the score and clock, play-by-play (newest first), box score, score flow, and the shot
// chart when the plan includes shots. A live page is re-rendered by the browser as plays arrive.
import type { GameCharts } from '../contract/season-stats.ts';
import type { PublicGamePage } from '../contract/public-league.ts';
import { formatClock, formatGameTime, periodLabel, zoneFor } from './format.ts';
import type { ZoneChoice } from './format.ts';
import { leagueLinks } from './links.ts';
import { playText } from './play-text.ts';
import { statLineColumns } from './stat-cells.tsx';
import { type Column, DataTable } from './data-table.tsx';
import type { StatLine } from '../domain/stats/game-box.ts';
import type { Words } from './words.ts';

/** The clock as the live stream last told it; without one, the latest play's time is shown. */
export interface LiveClock {
  period: number;
  remainingMs: number;
}

function statusLine(words: Words, data: PublicGamePage, clock: LiveClock | null): string {
  const { game } = data;
  const { t, tc } = words;
  switch (game.status) {
    case 'live': {
      const latest = data.plays[0];
      const period = clock?.period ?? latest?.period ?? game.period;
      if (period === null || period === undefined) return tc('status.live');
      const ms = clock?.remainingMs ?? latest?.clockMs;
      const label = periodLabel(words, period);
      return ms === undefined
        ? t('game.livePeriod', { period: label })
        : t('game.livePeriodClock', { period: label, clock: formatClock(ms) });
    }
    case 'final':
    case 'forfeit':
    case 'cancelled':
      return tc(`status.${game.status}`);
    default:
      return tc('status.scheduled');
  }
}

function ScoreFlow(props: { charts: GameCharts; home: string; away: string; words: Words }) {
  const { scoreFlow, periodEnds } = props.charts;
  const { t } = props.words;
  const last = scoreFlow[scoreFlow.length - 1];
  if (last === undefined) return <p className="ps-empty">{t('game.noPoints')}</p>;
  const width = 320;
  const height = 160;
  const maxX = Math.max(last.elapsedMs, ...periodEnds, 1);
  const maxY = Math.max(...scoreFlow.map((p) => Math.max(p.home, p.away)), 1);
  const x = (ms: number) => ((ms / maxX) * width).toFixed(1);
  const y = (points: number) => (height - (points / maxY) * height).toFixed(1);
  const line = (side: 'home' | 'away') =>
    ['0,' + String(height), ...scoreFlow.map((p) => `${x(p.elapsedMs)},${y(p[side])}`)].join(' ');
  return (
    <figure className="ps-figure">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={t('game.scoreFlowLabel', {
          home: props.home,
          homeScore: last.home,
          away: props.away,
          awayScore: last.away,
        })}
      >
        {periodEnds.map((ms) => (
          <line key={ms} x1={x(ms)} x2={x(ms)} y1="0" y2={height} className="ps-grid" />
        ))}
        <polyline points={line('home')} className="ps-flow-home" fill="none" />
        <polyline points={line('away')} className="ps-flow-away" fill="none" />
      </svg>
      <figcaption>
        <span className="ps-key-home">{props.home}</span>{' '}
        <span className="ps-key-away">{props.away}</span>
      </figcaption>
    </figure>
  );
}

function ShotChart(props: { charts: GameCharts; homeId: string; words: Words }) {
  const { shots } = props.charts;
  const { t } = props.words;
  const made = shots.filter((s) => s.made).length;
  return (
    <figure className="ps-figure">
      <svg
        viewBox="0 0 100 94"
        role="img"
        aria-label={t('game.shotChartLabel', { made, count: shots.length })}
      >
        <rect x="0" y="0" width="100" height="94" className="ps-court" />
        <path d="M 6 0 L 6 14 A 44 44 0 0 0 94 14 L 94 0" className="ps-court-line" fill="none" />
        {shots.map((shot, i) => (
          <circle
            key={i}
            cx={(shot.x * 100).toFixed(1)}
            cy={(shot.y * 94).toFixed(1)}
            r="1.8"
            className={`${shot.teamId === props.homeId ? 'ps-shot-home' : 'ps-shot-away'} ${shot.made ? 'ps-made' : 'ps-missed'}`}
          />
        ))}
      </svg>
      <figcaption>{t('game.shotKey')}</figcaption>
    </figure>
  );
}

/** A box score's row: a player's line, or the team's totals under them. */
type BoxRow =
  | { kind: 'player'; player: PublicGamePage['box']['home'][number]; line: StatLine }
  | { kind: 'team'; line: StatLine };

function BoxScore(props: { data: PublicGamePage; side: 'home' | 'away'; words: Words }) {
  const { data, side, words } = props;
  const { t, tc, link } = words;
  const columns: Array<Column<BoxRow>> = [
    {
      id: 'player',
      header: tc('term.player'),
      align: 'start',
      rowHeader: true,
      cell: (row) => {
        if (row.kind === 'team') return tc('term.team');
        const { player } = row;
        const name = `#${player.jersey} ${player.name}`;
        return (
          <>
            {player.hasPage ? (
              <a href={link(leagueLinks.player(data.league.slug, player.id))}>{name}</a>
            ) : (
              name
            )}
            {player.starter && <span className="ps-sr"> {t('game.starter')}</span>}
          </>
        );
      },
    },
    ...statLineColumns<BoxRow>(words, (row) => row.line),
  ];
  return (
    <DataTable
      caption={data.game[side].name}
      columns={columns}
      rows={data.box[side].map((player): BoxRow => ({ kind: 'player', player, line: player.line }))}
      rowKey={(row) => (row.kind === 'player' ? row.player.id : 'team')}
      footer={{ kind: 'team', line: data.teamTotals[side] }}
    />
  );
}

export function GamePage(props: {
  data: PublicGamePage;
  zone: ZoneChoice;
  clock: LiveClock | null;
  words: Words;
}) {
  const { data, zone, words } = props;
  const { t, tc, link } = words;
  const { game } = data;
  const slug = data.league.slug;
  const scored = game.homeScore !== null && game.awayScore !== null;
  const teamName = (teamId: string | null) =>
    teamId === game.home.id
      ? game.home.shortName
      : teamId === game.away.id
        ? game.away.shortName
        : '';
  return (
    <>
      <h1>{tc('vs', { home: game.home.name, away: game.away.name })}</h1>
      <p className="ps-lead">
        {formatGameTime(words, game.scheduledAt, zoneFor(game.timezone, zone))}
        {[game.round, game.venue, game.court]
          .filter((s) => s !== '')
          .map((s) => ` · ${s}`)
          .join('')}
      </p>
      <section className="ps-scoreboard" aria-labelledby="score" aria-live="polite">
        <h2 id="score" className="ps-sr">
          {tc('term.score')}
        </h2>
        <p className="ps-score-team">
          <a href={link(leagueLinks.team(slug, game.home.id))}>{game.home.name}</a>
          <span className="ps-score" data-side="home">
            {scored ? game.homeScore : '–'}
          </span>
        </p>
        <p className="ps-score-team">
          <a href={link(leagueLinks.team(slug, game.away.id))}>{game.away.name}</a>
          <span className="ps-score" data-side="away">
            {scored ? game.awayScore : '–'}
          </span>
        </p>
        <p className="ps-game-status" data-testid="game-status">
          {statusLine(words, data, props.clock)}
        </p>
      </section>
      {data.charts !== null && (
        <section aria-labelledby="score-flow">
          <h2 id="score-flow">{t('game.scoreFlow')}</h2>
          <ScoreFlow
            charts={data.charts}
            home={game.home.shortName}
            away={game.away.shortName}
            words={words}
          />
        </section>
      )}
      {data.charts !== null && data.charts.shots.length > 0 && (
        <section aria-labelledby="shot-chart">
          <h2 id="shot-chart">{t('game.shotChart')}</h2>
          <ShotChart charts={data.charts} homeId={game.home.id} words={words} />
        </section>
      )}
      {(data.box.home.length > 0 || data.box.away.length > 0) && (
        <section aria-labelledby="box-score">
          <h2 id="box-score">{t('game.boxScore')}</h2>
          <BoxScore data={data} side="home" words={words} />
          <BoxScore data={data} side="away" words={words} />
        </section>
      )}
      <section aria-labelledby="plays">
        <h2 id="plays">{t('game.plays')}</h2>
        {data.plays.length === 0 ? (
          <p className="ps-empty">{t('game.noPlays')}</p>
        ) : (
          <ol className="ps-plays" reversed>
            {data.plays.map((play) => (
              <li key={play.seq}>
                <span className="ps-play-time">
                  {periodLabel(words, play.period)} {formatClock(play.clockMs)}
                </span>
                <span className="ps-play-team">{teamName(play.teamId)}</span>
                <span className="ps-play-text">
                  {play.detail ? playText(words, play.detail) : play.text}
                </span>
                <span className="ps-play-score">
                  {play.homeScore}–{play.awayScore}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}
