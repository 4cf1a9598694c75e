// The league's front page: games being played now with their running scores, what is coming up,
// and the latest results.
import type { PublicHome } from '../contract/public-league.ts';
import type { ZoneChoice } from './format.ts';
import { GameListSection } from './game-list.tsx';
import type { Words } from './words.ts';

export function HomePage(props: { data: PublicHome; zone: ZoneChoice; words: Words }) {
  const { data, zone, words } = props;
  const { t } = words;
  const list = { slug: data.league.slug, zone, words };
  return (
    <>
      <h1>{data.league.name}</h1>
      {data.league.description !== '' && <p className="ps-lead">{data.league.description}</p>}
      <GameListSection
        {...list}
        id="live-now"
        title={t('home.live.title')}
        games={data.live}
        label={t('home.live.label')}
        empty={t('home.live.empty')}
      />
      <GameListSection
        {...list}
        id="upcoming"
        title={t('home.upcoming.title')}
        games={data.upcoming}
        label={t('home.upcoming.label')}
        empty={t('home.upcoming.empty')}
      />
      <GameListSection
        {...list}
        id="recent"
        title={t('home.recent.title')}
        games={data.recent}
        label={t('home.recent.label')}
        empty={t('home.recent.empty')}
      />
    </>
  );
}
