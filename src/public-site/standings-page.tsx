// The standings table, with why a team is above one it was level with.
import type { ReactNode } from 'react';
import type { PublicStandings } from '../contract/public-league.ts';
import { leagueLinks } from './links.ts';
import type { Words } from './words.ts';

type Row = PublicStandings['rows'][number];

/** "ahead of Celtics on head-to-head", in the page's language (the JSON's is the tournament's). */
function tiebreakNote(words: Words, row: Row): string | null {
  if (!row.tiebreak) return row.tiebreakNote;
  return words.t(`standings.tiebreakNote.${row.tiebreak.tiebreaker}`, {
    team: row.tiebreak.aheadOf.teamName,
  });
}

/** The figures' columns: abbreviation and full name, in the order of the row's cells. */
const columns = [
  ['standings.played', 'standings.played.long'],
  ['standings.wins', 'standings.wins.long'],
  ['standings.losses', 'standings.losses.long'],
  ['standings.pointsFor', 'standings.pointsFor.long'],
  ['standings.pointsAgainst', 'standings.pointsAgainst.long'],
  ['standings.difference', 'standings.difference.long'],
  ['standings.points', 'standings.points.long'],
] as const;

export function StandingsPage(props: { data: PublicStandings; words: Words }) {
  const { data, words } = props;
  const { t } = words;
  const notes = data.rows.filter((row) => tiebreakNote(words, row) !== null);
  return (
    <>
      <h1>{t('standings.title')}</h1>
      {data.rows.length === 0 ? (
        <p className="ps-empty">{t('standings.empty')}</p>
      ) : (
        <div className="ps-scroll">
          <table className="ps-table">
            <caption className="ps-sr">
              {t('standings.caption', { name: data.league.season?.name ?? data.league.name })}
            </caption>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{words.tc('term.team')}</th>
                {columns.map(([label, title]) => (
                  <th key={label} scope="col" title={t(title)}>
                    {t(label)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.rows.map((row) => (
                <tr key={row.teamId}>
                  <td>{row.rank}</td>
                  <th scope="row">
                    <a href={words.link(leagueLinks.team(data.league.slug, row.teamId))}>
                      {row.teamName}
                    </a>
                    {notes.includes(row) && <sup aria-hidden="true">*</sup>}
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
          <h2 id="tiebreaks">{t('standings.tiebreaks')}</h2>
          <ul className="ps-notes">
            {notes.map((row) => (
              <li key={row.teamId}>
                {t.rich('standings.footnote', {
                  team: row.teamName,
                  note: tiebreakNote(words, row) ?? '',
                  strong: (chunks: ReactNode[]) => <strong key="strong">{chunks}</strong>,
                })}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
