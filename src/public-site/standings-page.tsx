/** @jsxImportSource preact */
/** @jsxRuntime automatic */
// The standings table, with why a team is above one it was level with.
import type { PublicStandings } from '../contract/public-league.ts';
import { leagueLinks } from './links.ts';

export function StandingsPage(props: { data: PublicStandings }) {
  const { data } = props;
  const notes = data.rows.filter((row) => row.tiebreakNote !== null);
  return (
    <>
      <h1>Standings</h1>
      {data.rows.length === 0 ? (
        <p class="ps-empty">No standings yet: they start with the first result.</p>
      ) : (
        <div class="ps-scroll">
          <table class="ps-table">
            <caption class="ps-sr">
              Standings of {data.league.season?.name ?? data.league.name}
            </caption>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Team</th>
                <th scope="col" title="Played">
                  P
                </th>
                <th scope="col" title="Wins">
                  W
                </th>
                <th scope="col" title="Losses">
                  L
                </th>
                <th scope="col" title="Points for">
                  PF
                </th>
                <th scope="col" title="Points against">
                  PA
                </th>
                <th scope="col" title="Point difference">
                  +/−
                </th>
                <th scope="col" title="Standings points">
                  Pts
                </th>
              </tr>
            </thead>
            <tbody>
              {data.rows.map((row) => (
                <tr key={row.teamId}>
                  <td>{row.rank}</td>
                  <th scope="row">
                    <a href={leagueLinks.team(data.league.slug, row.teamId)}>{row.teamName}</a>
                    {row.tiebreakNote !== null && <sup aria-hidden="true">*</sup>}
                  </th>
                  <td>{row.played}</td>
                  <td>{row.wins}</td>
                  <td>{row.losses}</td>
                  <td>{row.pointsFor}</td>
                  <td>{row.pointsAgainst}</td>
                  <td>
                    {row.pointDifference > 0 ? `+${row.pointDifference}` : row.pointDifference}
                  </td>
                  <td>{row.standingsPoints}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {notes.length > 0 && (
        <section aria-labelledby="tiebreaks">
          <h2 id="tiebreaks">Tiebreaks</h2>
          <ul class="ps-notes">
            {notes.map((row) => (
              <li key={row.teamId}>
                <strong>{row.teamName}</strong>: {row.tiebreakNote}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
