// Stat leaders by category, with the minimum-games rule that decides who qualifies, worded in the
// page's language from the categories' keys and the rule's numbers (the JSON's own labels are in
// the tournament's language, and `?lang=` may ask for another).
import type { PublicLeaders } from '../contract/public-league.ts';
import type { MessageKey } from '../i18n/catalogues.ts';
import {
  isPercentCategory,
  leaderCategoryLabel,
  leaderCategoryUnit,
  minimumGamesRuleText,
} from '../i18n/leader-words.ts';
import { type Column, DataTable } from './data-table.tsx';
import { formatPct, formatStat } from './format.ts';
import { leagueLinks } from './links.ts';
import type { Words } from './words.ts';

type Category = PublicLeaders['leaders'][number];
type Leader = Category['leaders'][number];

/** The value column's abbreviation: the box score's, so the column stays as narrow as its figures. */
const valueColumns: Readonly<Record<string, MessageKey<'common'>>> = {
  points: 'box.pts',
  rebounds: 'box.reb',
  assists: 'box.ast',
  steals: 'box.stl',
  blocks: 'box.blk',
  fieldGoalPct: 'box.fgPct',
  threePct: 'box.3pPct',
  freeThrowPct: 'box.ftPct',
};

function valueHeader(words: Words, category: Category, label: string): string {
  if (category.key === 'threePct' && category.beyondArcPoints === 2)
    return words.t('leaders.twoPct');
  const key = valueColumns[category.key];
  return key ? words.tc(key) : label;
}

/** The heading: "Points per game"; a percentage's label already says "%", so it gets no unit. */
function CategoryHeading(props: { category: Category; label: string; words: Words }) {
  const { category, label, words } = props;
  return (
    <h2 id={`leaders-${category.key}`}>
      {label}
      {!isPercentCategory(category) && (
        <>
          {' '}
          <span className="ps-unit">{leaderCategoryUnit(words.tc, category)}</span>
        </>
      )}
    </h2>
  );
}

export function LeadersPage(props: { data: PublicLeaders; words: Words }) {
  const { data, words } = props;
  const { t, tc, link, locale } = words;
  const slug = data.league.slug;
  // Every category is empty only before the first counted game: once one is played, its players
  // rank in the per-game categories, and an empty category means nobody reached its minimum.
  const noGames = data.leaders.every((category) => category.leaders.length === 0);
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
              const columns: Array<Column<Leader>> = [
                { id: 'rank', header: '#', align: 'end', cell: (leader) => leader.rank },
                {
                  id: 'player',
                  header: tc('term.player'),
                  align: 'start',
                  rowHeader: true,
                  cell: (leader) => (
                    <a href={link(leagueLinks.player(slug, leader.playerId))}>{leader.name}</a>
                  ),
                },
                {
                  id: 'team',
                  header: tc('term.team'),
                  align: 'start',
                  cell: (leader) => (
                    <a href={link(leagueLinks.team(slug, leader.teamId))}>{leader.teamShortName}</a>
                  ),
                },
                {
                  id: 'value',
                  header: valueHeader(words, category, label),
                  title: label,
                  align: 'end',
                  cell: (leader) =>
                    isPercentCategory(category)
                      ? formatPct(locale, leader.value)
                      : formatStat(locale, leader.value),
                },
              ];
              return (
                <section key={category.key} aria-labelledby={`leaders-${category.key}`}>
                  <CategoryHeading category={category} label={label} words={words} />
                  {category.leaders.length === 0 ? (
                    <p className="ps-empty">
                      {noGames ? t('leaders.noGames') : t('leaders.nobodyQualifies')}
                    </p>
                  ) : (
                    <DataTable
                      columns={columns}
                      rows={category.leaders}
                      rowKey={(leader) => leader.playerId}
                    />
                  )}
                </section>
              );
            })}
          </div>
        </>
      )}
    </>
  );
}
