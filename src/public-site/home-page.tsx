/** @jsxImportSource preact */
/** @jsxRuntime automatic */
// The league's front page: games being played now with their running scores, what is coming up,
// and the latest results.
import type { PublicHome } from '../contract/public-league.ts';
import type { ZoneChoice } from './format.ts';
import { GameList } from './game-list.tsx';

export function HomePage(props: { data: PublicHome; zone: ZoneChoice }) {
  const { data, zone } = props;
  const slug = data.league.slug;
  return (
    <>
      <h1>{data.league.name}</h1>
      {data.league.description !== '' && <p class="ps-lead">{data.league.description}</p>}
      <section aria-labelledby="live-now">
        <h2 id="live-now">Live now</h2>
        <GameList
          slug={slug}
          games={data.live}
          zone={zone}
          label="Live games"
          empty="No game is being played right now."
        />
      </section>
      <section aria-labelledby="upcoming">
        <h2 id="upcoming">Upcoming</h2>
        <GameList
          slug={slug}
          games={data.upcoming}
          zone={zone}
          label="Upcoming games"
          empty="No games scheduled yet."
        />
      </section>
      <section aria-labelledby="recent">
        <h2 id="recent">Recent results</h2>
        <GameList
          slug={slug}
          games={data.recent}
          zone={zone}
          label="Recent results"
          empty="No results yet."
        />
      </section>
    </>
  );
}
