// Names as strangers see them, players' and coaches': the organiser picks the form once for the
// whole public side of a tournament (pages, JSON, embeds, images and the anonymous live state),
// and every one of those goes through here, so no page can show more of a name than the organiser
// allowed.
import type { PublicNameDisplay } from '../../../contract/public-league.ts';

export interface NamedPlayer {
  firstName: string;
  lastName: string;
  jersey: string;
}

/** A roster name split as the live outputs show it, already in the public form. */
export interface PublicNameParts {
  firstName: string;
  lastName: string;
}

/** "Maya Lopez", "Maya L." or "#23". */
export function publicName(player: NamedPlayer, display: PublicNameDisplay): string {
  if (display === 'jersey') return `#${player.jersey.trim()}`;
  const { firstName, lastName } = publicNameParts(player, display);
  return [firstName, lastName].filter((part) => part !== '').join(' ');
}

/**
 * The first and last name fields of a roster entry in the public form. The jersey form keeps
 * nothing of the name: both are empty, and the outputs show the number they always show beside it.
 */
export function publicNameParts(player: NamedPlayer, display: PublicNameDisplay): PublicNameParts {
  if (display === 'jersey') return { firstName: '', lastName: '' };
  const firstName = player.firstName.trim();
  const lastName = player.lastName.trim();
  switch (display) {
    case 'full':
      return { firstName, lastName };
    case 'initial': {
      const initial = [...lastName][0];
      return { firstName, lastName: initial ? `${initial.toUpperCase()}.` : '' };
    }
  }
}

/**
 * Anyone else the public side names, typed as one name (a team's coach), in the same form as the
 * players: whole, its first word and the initial of the rest ("Quinn O."), or nothing in the
 * jersey form, where there is no number to show instead.
 */
export function publicPersonName(name: string, display: PublicNameDisplay): string {
  if (display === 'jersey') return '';
  if (display === 'full') return name.trim();
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return publicName({ firstName, lastName: rest.join(' '), jersey: '' }, display);
}
