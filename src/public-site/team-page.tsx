// A team: record, roster, players' season averages (when the plan has player statistics) and its
// games.
import type { PublicTeamPage } from '../contract/public-league.ts';
import { formatPct, type ZoneChoice } from './format.ts';
import { GameListSection } from './game-list.tsx';
import { leagueLinks } from './links.ts';
import { type Column, DataTable } from './data-table.tsx';
import { columnWords, statLineColumns } from './stat-cells.tsx';
import type { Words } from './words.ts';

export function TeamPage(props: { data: PublicTeamPage; zone: ZoneChoice; words: Words }) {
  const { data, zone, words } = props;
  const { t, tc, link, locale } = words;
  const slug = data.league.slug;
  const fgPct = columnWords(words, 'box.fgPct');
  const averages: Array<Column<PublicTeamPage['players'][number]>> = [
    {
      id: 'player',
      header: tc('term.player'),
      align: 'start',
      rowHeader: true,
      cell: (player) => <a href={link(leagueLinks.player(slug, player.id))}>{player.name}</a>,
    },
    {
      id: 'games',
      header: t('team.games.short'),
      title: t('team.games.long'),
      align: 'end',
      cell: (player) => player.games,
    },
    ...statLineColumns<PublicTeamPage['players'][number]>(words, (player) => player.perGame),
    {
      id: 'fgPct',
      header: fgPct.label,
      title: fgPct.title,
      align: 'end',
      cell: (player) => formatPct(locale, player.pct.fieldGoalPct),
    },
  ];
  const record = { wins: data.record.wins, losses: data.record.losses };
  return (
    <>
      <h1>{data.team.name}</h1>
      <p className="ps-lead">
        {data.team.coachName === ''
          ? t('team.record', record)
          : t('team.recordCoach', { ...record, coach: data.team.coachName })}
      </p>
      <section aria-labelledby="roster">
        <h2 id="roster">{t('team.roster')}</h2>
        {data.roster.length === 0 ? (
          <p className="ps-empty">{t('team.rosterEmpty')}</p>
        ) : (
          <ul className="ps-roster">
            {data.roster.map((player) => (
              <li key={player.id}>
                <a href={link(leagueLinks.player(slug, player.id))}>
                  <span className="ps-jersey">#{player.jersey}</span> {player.name}
                </a>
                {player.position !== null && (
                  <span className="ps-position"> {tc(`position.${player.position}`)}</span>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      {data.players.length > 0 && (
        <section aria-labelledby="averages">
          <h2 id="averages">{t('team.averages')}</h2>
          <DataTable columns={averages} rows={data.players} rowKey={(player) => player.id} />
        </section>
      )}
      <GameListSection
        id="team-games"
        title={t('team.games')}
        slug={slug}
        games={data.games}
        zone={zone}
        words={words}
        label={t('team.gamesOf', { team: data.team.name })}
        empty={t('team.gamesEmpty')}
      />
    </>
  );
}
