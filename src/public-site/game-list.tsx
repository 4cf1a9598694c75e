/** @jsxImportSource preact */
/** @jsxRuntime automatic */
// A list of games as the home, schedule and team pages show them: when (in the reader's zone once
// the browser knows it), where, who, and the score or the live period.
import type { PublicGame } from '../contract/public-league.ts';
import { formatGameTime, periodLabel, zoneFor, type ZoneChoice } from './format.ts';
import { leagueLinks } from './links.ts';

function statusText(game: PublicGame): string {
  switch (game.status) {
    case 'live':
      return game.period === null ? 'Live' : `Live · ${periodLabel(game.period)}`;
    case 'final':
      return 'Final';
    case 'forfeit':
      return 'Forfeit';
    case 'cancelled':
      return 'Cancelled';
    default:
      return '';
  }
}

function hasScore(game: PublicGame): boolean {
  return game.homeScore !== null && game.awayScore !== null && game.status !== 'scheduled';
}

export function GameCard(props: { slug: string; game: PublicGame; zone: ZoneChoice }) {
  const { game, slug } = props;
  const scored = hasScore(game);
  const status = statusText(game);
  return (
    <li class={`ps-game ps-game-${game.status}`} data-game-id={game.id}>
      <a class="ps-game-link" href={leagueLinks.game(slug, game.id)}>
        <span class="ps-game-when">
          {formatGameTime(game.scheduledAt, zoneFor(game.timezone, props.zone))}
        </span>
        <span class="ps-game-teams">
          <span class="ps-team-line">
            <span class="ps-team-name">{game.home.name}</span>
            {scored && <span class="ps-team-score">{game.homeScore}</span>}
          </span>
          <span class="ps-team-line">
            <span class="ps-team-name">{game.away.name}</span>
            {scored && <span class="ps-team-score">{game.awayScore}</span>}
          </span>
        </span>
        <span class="ps-game-meta">
          {status !== '' && <span class="ps-game-status">{status}</span>}
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
  empty: string;
  label: string;
}) {
  if (props.games.length === 0) return <p class="ps-empty">{props.empty}</p>;
  return (
    <ul class="ps-games" aria-label={props.label}>
      {props.games.map((game) => (
        <GameCard key={game.id} slug={props.slug} game={game} zone={props.zone} />
      ))}
    </ul>
  );
}
