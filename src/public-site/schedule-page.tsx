/** @jsxImportSource preact */
/** @jsxRuntime automatic */
// Schedule and results, filtered by team and day range with a plain GET form: it works with
// JavaScript off, and the filtered address can be shared.
import type { PublicSchedule } from '../contract/public-league.ts';
import type { ZoneChoice } from './format.ts';
import { GameList } from './game-list.tsx';
import { leagueLinks } from './links.ts';

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
}) {
  const { data, filter, zone } = props;
  const slug = data.league.slug;
  return (
    <>
      <h1>Schedule and results</h1>
      <form class="ps-filter" method="get" action={leagueLinks.schedule(slug)}>
        {filter.season !== null && <input type="hidden" name="season" value={filter.season} />}
        <label>
          <span>Team</span>
          <select name="team">
            <option value="" selected={filter.team === null}>
              All teams
            </option>
            {data.teams.map((team) => (
              <option key={team.id} value={team.id} selected={filter.team === team.id}>
                {team.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>From</span>
          <input type="date" name="from" value={filter.from ?? ''} />
        </label>
        <label>
          <span>To</span>
          <input type="date" name="to" value={filter.to ?? ''} />
        </label>
        <button type="submit">Show games</button>
      </form>
      <GameList
        slug={slug}
        games={data.games}
        zone={zone}
        label="Games"
        empty="No games match these filters."
      />
    </>
  );
}
