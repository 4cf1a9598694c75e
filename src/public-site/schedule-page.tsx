// Schedule and results, filtered by team and day range with a plain GET form: it works with
// JavaScript off, and the filtered address can be shared. A large league's games come a page at a
// time, with plain links to the earlier and later ones.
import type { PublicSchedule } from '../contract/public-league.ts';
import type { ZoneChoice } from './format.ts';
import { GameList } from './game-list.tsx';
import { leagueLinks, withQuery } from './links.ts';
import type { Words } from './words.ts';

export interface ScheduleFilter {
  team: string | null;
  from: string | null;
  to: string | null;
  season: string | null;
}

export function SchedulePage(props: {
  data: PublicSchedule;
  filter: ScheduleFilter;
  zone: ZoneChoice;
  words: Words;
}) {
  const { data, filter, zone, words } = props;
  const { t } = words;
  const slug = data.league.slug;
  return (
    <>
      <h1>{t('schedule.title')}</h1>
      <form className="ps-filter" method="get" action={leagueLinks.schedule(slug)}>
        {filter.season !== null && <input type="hidden" name="season" value={filter.season} />}
        {words.asked !== null && <input type="hidden" name="lang" value={words.asked} />}
        <label>
          <span>{words.tc('term.team')}</span>
          <select name="team" defaultValue={filter.team ?? ''}>
            <option value="">{t('schedule.allTeams')}</option>
            {data.teams.map((team) => (
              <option key={team.id} value={team.id}>
                {team.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('schedule.from')}</span>
          <input type="date" name="from" defaultValue={filter.from ?? ''} />
        </label>
        <label>
          <span>{t('schedule.to')}</span>
          <input type="date" name="to" defaultValue={filter.to ?? ''} />
        </label>
        <button type="submit">{t('schedule.show')}</button>
      </form>
      <GameList
        slug={slug}
        games={data.games}
        zone={zone}
        words={words}
        label={t('schedule.games')}
        empty={t('schedule.empty')}
      />
      <Pages data={data} filter={filter} words={words} />
    </>
  );
}

/** Links to the pages before and after this one, with the same filters; none on a single page. */
function Pages(props: { data: PublicSchedule; filter: ScheduleFilter; words: Words }) {
  const { data, filter, words } = props;
  const { t } = words;
  const pages = Math.ceil(data.total / data.pageSize);
  if (pages <= 1) return null;
  const link = (page: number) =>
    withQuery(leagueLinks.schedule(data.league.slug), {
      season: filter.season,
      team: filter.team,
      from: filter.from,
      to: filter.to,
      page: String(page),
      lang: words.asked,
    });
  return (
    <nav className="ps-pages" aria-label={t('schedule.pages')}>
      {data.page > 1 && (
        <a rel="prev" href={link(Math.min(data.page, pages) - 1)}>
          {t('schedule.earlier')}
        </a>
      )}
      <span>{t('schedule.pageOf', { page: data.page, pages })}</span>
      {data.page < pages && (
        <a rel="next" href={link(data.page + 1)}>
          {t('schedule.later')}
        </a>
      )}
    </nav>
  );
}
