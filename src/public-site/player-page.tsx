// A player: team, averages and game log when the plan has player statistics. The name is already
// in the form the organiser chose.
import type { PublicPlayerPage } from '../contract/public-league.ts';
import { formatDay, formatPct, formatStat, type ZoneChoice, zoneFor } from './format.ts';
import { leagueLinks } from './links.ts';
import { type Column, DataTable } from './data-table.tsx';
import { columnWords, statColumns, statLineColumns } from './stat-cells.tsx';
import type { Words } from './words.ts';

export function PlayerPage(props: { data: PublicPlayerPage; zone: ZoneChoice; words: Words }) {
  const { data, zone, words } = props;
  const { t, tc, link, locale } = words;
  const slug = data.league.slug;
  const { stats } = data;
  type LogRow = NonNullable<typeof stats>['gameLog'][number];
  const gameLogColumns: Array<Column<LogRow>> = [
    {
      id: 'date',
      header: t('player.date'),
      align: 'start',
      cell: (row) => formatDay(locale, row.scheduledAt, zoneFor(row.timezone, zone)),
    },
    {
      id: 'opponent',
      header: t('player.opponent'),
      align: 'start',
      rowHeader: true,
      cell: (row) => (
        <a href={link(leagueLinks.game(slug, row.gameId))}>
          {t(row.home ? 'player.vs' : 'player.at', { team: row.opponentShortName })}
        </a>
      ),
    },
    {
      id: 'result',
      header: t('player.result'),
      align: 'start',
      cell: (row) =>
        [
          row.result === null ? '' : t(row.result === 'W' ? 'player.won' : 'player.lost'),
          row.teamScore !== null && row.opponentScore !== null
            ? `${row.teamScore}–${row.opponentScore}`
            : '',
        ]
          .filter((part) => part !== '')
          .join(' '),
    },
    ...statLineColumns<LogRow>(words, (row) => row.line),
  ];
  const teamLink = <a href={link(leagueLinks.team(slug, data.team.id))}>{data.team.name}</a>;
  return (
    <>
      <h1>{data.player.name}</h1>
      <p className="ps-lead">
        #{data.player.jersey}
        {data.player.position !== null && <> · {tc(`position.${data.player.position}`)}</>} ·{' '}
        {teamLink}
      </p>
      {stats === null ? (
        <p className="ps-empty">{t('site.noPlayerStats')}</p>
      ) : (
        <>
          <section aria-labelledby="player-averages">
            <h2 id="player-averages">{t('player.averages', { count: stats.games })}</h2>
            <dl className="ps-averages">
              {statColumns.map((c) => {
                const column = columnWords(words, c.label);
                return (
                  <div key={c.key}>
                    <dt title={column.title}>{column.label}</dt>
                    <dd>{formatStat(locale, stats.perGame[c.key])}</dd>
                  </div>
                );
              })}
              {(
                [
                  ['box.fgPct', stats.pct.fieldGoalPct],
                  ['box.3pPct', stats.pct.threePct],
                  ['box.ftPct', stats.pct.freeThrowPct],
                ] as const
              ).map(([label, value]) => {
                const column = columnWords(words, label);
                return (
                  <div key={label}>
                    <dt title={column.title}>{column.label}</dt>
                    <dd>{formatPct(locale, value)}</dd>
                  </div>
                );
              })}
            </dl>
          </section>
          <section aria-labelledby="game-log">
            <h2 id="game-log">{t('player.gameLog')}</h2>
            {stats.gameLog.length === 0 ? (
              <p className="ps-empty">{t('player.gameLogEmpty')}</p>
            ) : (
              <DataTable
                columns={gameLogColumns}
                rows={stats.gameLog}
                rowKey={(row) => row.gameId}
              />
            )}
          </section>
        </>
      )}
    </>
  );
}
