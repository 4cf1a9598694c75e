// The standings table, with why a team is above one it was level with.
import type { ReactNode } from 'react';
import type { PublicStandings } from '../contract/public-league.ts';
import type { MessageKey } from '../i18n/catalogues.ts';
import { type Column, DataTable } from './data-table.tsx';
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

/** The figures' columns: abbreviation, full name and the row's figure. */
const figures: Array<{
  id: string;
  label: MessageKey<'public'>;
  title: MessageKey<'public'>;
  value: (row: Row) => string | number;
}> = [
  {
    id: 'played',
    label: 'standings.played',
    title: 'standings.played.long',
    value: (r) => r.played,
  },
  { id: 'wins', label: 'standings.wins', title: 'standings.wins.long', value: (r) => r.wins },
  {
    id: 'losses',
    label: 'standings.losses',
    title: 'standings.losses.long',
    value: (r) => r.losses,
  },
  {
    id: 'pointsFor',
    label: 'standings.pointsFor',
    title: 'standings.pointsFor.long',
    value: (r) => r.pointsFor,
  },
  {
    id: 'pointsAgainst',
    label: 'standings.pointsAgainst',
    title: 'standings.pointsAgainst.long',
    value: (r) => r.pointsAgainst,
  },
  {
    id: 'difference',
    label: 'standings.difference',
    title: 'standings.difference.long',
    value: (r) => (r.pointDifference > 0 ? `+${r.pointDifference}` : r.pointDifference),
  },
  {
    id: 'points',
    label: 'standings.points',
    title: 'standings.points.long',
    value: (r) => r.standingsPoints,
  },
];

export function StandingsPage(props: { data: PublicStandings; words: Words }) {
  const { data, words } = props;
  const { t } = words;
  const notes = data.rows.filter((row) => tiebreakNote(words, row) !== null);
  const columns: Array<Column<Row>> = [
    { id: 'rank', header: '#', align: 'end', cell: (row) => row.rank },
    {
      id: 'team',
      header: words.tc('term.team'),
      align: 'start',
      rowHeader: true,
      cell: (row) => (
        <>
          <a href={words.link(leagueLinks.team(data.league.slug, row.teamId))}>{row.teamName}</a>
          {notes.includes(row) && <sup aria-hidden="true">*</sup>}
        </>
      ),
    },
    ...figures.map((f): Column<Row> => ({
      id: f.id,
      header: t(f.label),
      title: t(f.title),
      align: 'end',
      cell: f.value,
    })),
  ];
  return (
    <>
      <h1>{t('standings.title')}</h1>
      {data.rows.length === 0 ? (
        <p className="ps-empty">{t('standings.empty')}</p>
      ) : (
        <DataTable
          caption={t('standings.caption', { name: data.league.season?.name ?? data.league.name })}
          captionHidden
          columns={columns}
          rows={data.rows}
          rowKey={(row) => row.teamId}
        />
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
