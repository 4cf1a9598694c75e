// A list of games as the home, schedule and team pages show them: when (in the reader's zone once
// the browser knows it), where, who, and the score or the live period.
import type { PublicGame } from '../contract/public-league.ts';
import { formatGameTime, periodLabel, zoneFor, type ZoneChoice } from './format.ts';
import { leagueLinks } from './links.ts';
import type { Words } from './words.ts';

function statusText(words: Words, game: PublicGame): string {
  const { t, tc } = words;
  switch (game.status) {
    case 'live':
      return game.period === null
        ? tc('status.live')
        : t('game.livePeriod', { period: periodLabel(words, game.period) });
    case 'final':
      return tc('status.final');
    case 'forfeit':
      return tc('status.forfeit');
    case 'cancelled':
      return tc('status.cancelled');
    default:
      return '';
  }
}

function hasScore(game: PublicGame): boolean {
  return game.homeScore !== null && game.awayScore !== null && game.status !== 'scheduled';
}

export function GameCard(props: {
  slug: string;
  game: PublicGame;
  zone: ZoneChoice;
  words: Words;
}) {
  const { game, slug, words } = props;
  const scored = hasScore(game);
  const status = statusText(words, game);
  return (
    <li className={`ps-game ps-game-${game.status}`} data-game-id={game.id}>
      <a className="ps-game-link" href={words.link(leagueLinks.game(slug, game.id))}>
        <span className="ps-game-when">
          {formatGameTime(words, game.scheduledAt, zoneFor(game.timezone, props.zone))}
        </span>
        <span className="ps-game-teams">
          <span className="ps-team-line">
            <span className="ps-team-name">{game.home.name}</span>
            {scored && <span className="ps-team-score">{game.homeScore}</span>}
          </span>
          <span className="ps-team-line">
            <span className="ps-team-name">{game.away.name}</span>
            {scored && <span className="ps-team-score">{game.awayScore}</span>}
          </span>
        </span>
        <span className="ps-game-meta">
          {status !== '' && <span className="ps-game-status">{status}</span>}
          {[game.round, game.venue, game.court].filter((s) => s !== '').join(' · ')}
        </span>
      </a>
    </li>
  );
}

export function GameList(props: {
  slug: string;
  games: PublicGame[];
  zone: ZoneChoice;
  words: Words;
  empty: string;
  label: string;
}) {
  if (props.games.length === 0) return <p className="ps-empty">{props.empty}</p>;
  return (
    <ul className="ps-games" aria-label={props.label}>
      {props.games.map((game) => (
        <GameCard
          key={game.id}
          slug={props.slug}
          game={game}
          zone={props.zone}
          words={props.words}
        />
      ))}
    </ul>
  );
}

/** A titled section of games: the home page's three and the team page's one. */
export function GameListSection(
  props: Parameters<typeof GameList>[0] & { id: string; title: string },
) {
  const { id, title, ...list } = props;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <GameList {...list} />
    </section>
  );
}
