/** @jsxImportSource preact */
/** @jsxRuntime automatic */
// A team: record, roster, players' season averages (when the plan has player statistics) and its
// games.
import type { PublicTeamPage } from '../contract/public-league.ts';
import { formatPct, type ZoneChoice } from './format.ts';
import { GameList } from './game-list.tsx';
import { leagueLinks } from './links.ts';
import { StatCells, StatHeaderCells } from './stat-cells.tsx';

export function TeamPage(props: { data: PublicTeamPage; zone: ZoneChoice }) {
  const { data, zone } = props;
  const slug = data.league.slug;
  return (
    <>
      <h1>{data.team.name}</h1>
      <p class="ps-lead">
        Record {data.record.wins}–{data.record.losses}
        {data.team.coachName !== '' && <> · Coach {data.team.coachName}</>}
      </p>
      <section aria-labelledby="roster">
        <h2 id="roster">Roster</h2>
        {data.roster.length === 0 ? (
          <p class="ps-empty">No players listed yet.</p>
        ) : (
          <ul class="ps-roster">
            {data.roster.map((player) => (
              <li key={player.id}>
                <a href={leagueLinks.player(slug, player.id)}>
                  <span class="ps-jersey">#{player.jersey}</span> {player.name}
                </a>
                {player.position !== null && <span class="ps-position"> {player.position}</span>}
              </li>
            ))}
          </ul>
        )}
      </section>
      {data.players.length > 0 && (
        <section aria-labelledby="averages">
          <h2 id="averages">Season averages</h2>
          <div class="ps-scroll">
            <table class="ps-table">
              <thead>
                <tr>
                  <th scope="col">Player</th>
                  <th scope="col" title="Games">
                    G
                  </th>
                  <StatHeaderCells />
                  <th scope="col" title="Field goal percentage">
                    FG%
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.players.map((player) => (
                  <tr key={player.id}>
                    <th scope="row">
                      <a href={leagueLinks.player(slug, player.id)}>{player.name}</a>
                    </th>
                    <td>{player.games}</td>
                    <StatCells line={player.perGame} />
                    <td>{formatPct(player.pct.fieldGoalPct)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
      <section aria-labelledby="team-games">
        <h2 id="team-games">Games</h2>
        <GameList
          slug={slug}
          games={data.games}
          zone={zone}
          label={`Games of ${data.team.name}`}
          empty="No games scheduled yet."
        />
      </section>
    </>
  );
}
