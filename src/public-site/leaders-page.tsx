// Stat leaders by category, with the minimum-games rule that decides who qualifies, worded in the
// page's language from the categories' keys and the rule's numbers (the JSON's own labels are in
// the tournament's language, and `?lang=` may ask for another).
import type { PublicLeaders } from '../contract/public-league.ts';
import {
  leaderCategoryLabel,
  leaderCategoryUnit,
  minimumGamesRuleText,
} from '../i18n/leader-words.ts';
import { formatStat } from './format.ts';
import { leagueLinks } from './links.ts';
import type { Words } from './words.ts';

export function LeadersPage(props: { data: PublicLeaders; words: Words }) {
  const { data, words } = props;
  const { t, tc, link, locale } = words;
  const slug = data.league.slug;
  return (
    <>
      <h1>{t('leaders.title')}</h1>
      {data.leaders.length === 0 ? (
        <p className="ps-empty">
          {data.league.playerStats ? t('leaders.empty') : t('site.noPlayerStats')}
        </p>
      ) : (
        <>
          <p className="ps-lead">{minimumGamesRuleText(tc, data.minimumGames)}</p>
          <div className="ps-leaders">
            {data.leaders.map((category) => {
              const label = leaderCategoryLabel(tc, category);
              return (
                <section key={category.key} aria-labelledby={`leaders-${category.key}`}>
                  <h2 id={`leaders-${category.key}`}>
                    {label} <span className="ps-unit">{leaderCategoryUnit(tc, category)}</span>
                  </h2>
                  <table className="ps-table">
                    <thead>
                      <tr>
                        <th scope="col">#</th>
                        <th scope="col">{tc('term.player')}</th>
                        <th scope="col">{tc('term.team')}</th>
                        <th scope="col">{label}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {category.leaders.map((leader) => (
                        <tr key={leader.playerId}>
                          <td>{leader.rank}</td>
                          <th scope="row">
                            <a href={link(leagueLinks.player(slug, leader.playerId))}>
                              {leader.name}
                            </a>
                          </th>
                          <td>
                            <a href={link(leagueLinks.team(slug, leader.teamId))}>
                              {leader.teamShortName}
                            </a>
                          </td>
                          <td>{formatStat(locale, leader.value)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </section>
              );
            })}
          </div>
        </>
      )}
    </>
  );
}
