/** @jsxImportSource preact */
/** @jsxRuntime automatic */
// A player: team, averages and game log when the plan has player statistics. The name is already
// in the form the organiser chose.
import type { PublicPlayerPage } from '../contract/public-league.ts';
import { formatDay, formatPct, formatStat, type ZoneChoice, zoneFor } from './format.ts';
import { leagueLinks } from './links.ts';
import { StatCells, StatHeaderCells, statColumns } from './stat-cells.tsx';

export function PlayerPage(props: { data: PublicPlayerPage; zone: ZoneChoice }) {
  const { data, zone } = props;
  const slug = data.league.slug;
  const { stats } = data;
  return (
    <>
      <h1>{data.player.name}</h1>
      <p class="ps-lead">
        #{data.player.jersey}
        {data.player.position !== null && <> · {data.player.position}</>} ·{' '}
        <a href={leagueLinks.team(slug, data.team.id)}>{data.team.name}</a>
      </p>
      {stats === null ? (
        <p class="ps-empty">This league does not publish player statistics.</p>
      ) : (
        <>
          <section aria-labelledby="player-averages">
            <h2 id="player-averages">Averages over {stats.games} games</h2>
            <dl class="ps-averages">
              {statColumns.map((c) => (
                <div key={c.key}>
                  <dt title={c.title}>{c.label}</dt>
                  <dd>{formatStat(stats.perGame[c.key])}</dd>
                </div>
              ))}
              <div>
                <dt title="Field goal percentage">FG%</dt>
                <dd>{formatPct(stats.pct.fieldGoalPct)}</dd>
              </div>
              <div>
                <dt title="Three-point percentage">3P%</dt>
                <dd>{formatPct(stats.pct.threePct)}</dd>
              </div>
              <div>
                <dt title="Free throw percentage">FT%</dt>
                <dd>{formatPct(stats.pct.freeThrowPct)}</dd>
              </div>
            </dl>
          </section>
          <section aria-labelledby="game-log">
            <h2 id="game-log">Game log</h2>
            {stats.gameLog.length === 0 ? (
              <p class="ps-empty">No games played yet.</p>
            ) : (
              <div class="ps-scroll">
                <table class="ps-table">
                  <thead>
                    <tr>
                      <th scope="col">Date</th>
                      <th scope="col">Opponent</th>
                      <th scope="col">Result</th>
                      <StatHeaderCells />
                    </tr>
                  </thead>
                  <tbody>
                    {stats.gameLog.map((row) => (
                      <tr key={row.gameId}>
                        <td>{formatDay(row.scheduledAt, zoneFor(row.timezone, zone))}</td>
                        <th scope="row">
                          <a href={leagueLinks.game(slug, row.gameId)}>
                            {row.home ? 'vs' : 'at'} {row.opponentShortName}
                          </a>
                        </th>
                        <td>
                          {row.result ?? ''}{' '}
                          {row.teamScore !== null && row.opponentScore !== null
                            ? `${row.teamScore}–${row.opponentScore}`
                            : ''}
                        </td>
                        <StatCells line={row.line} />
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        </>
      )}
    </>
  );
}
