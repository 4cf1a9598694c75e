// A team: record, roster, players' season averages (when the plan has player statistics) and its
// games.
import type { PublicTeamPage } from '../contract/public-league.ts';
import { formatPct, type ZoneChoice } from './format.ts';
import { GameListSection } from './game-list.tsx';
import { leagueLinks } from './links.ts';
import { columnWords, StatCells, StatHeaderCells } from './stat-cells.tsx';
import type { Words } from './words.ts';

export function TeamPage(props: { data: PublicTeamPage; zone: ZoneChoice; words: Words }) {
  const { data, zone, words } = props;
  const { t, tc, link, locale } = words;
  const slug = data.league.slug;
  const fgPct = columnWords(words, 'box.fgPct');
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
          <div className="ps-scroll">
            <table className="ps-table">
              <thead>
                <tr>
                  <th scope="col">{tc('term.player')}</th>
                  <th scope="col" title={t('team.games.long')}>
                    {t('team.games.short')}
                  </th>
                  <StatHeaderCells words={words} />
                  <th scope="col" title={fgPct.title}>
                    {fgPct.label}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.players.map((player) => (
                  <tr key={player.id}>
                    <th scope="row">
                      <a href={link(leagueLinks.player(slug, player.id))}>{player.name}</a>
                    </th>
                    <td>{player.games}</td>
                    <StatCells line={player.perGame} locale={locale} />
                    <td>{formatPct(locale, player.pct.fieldGoalPct)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
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
