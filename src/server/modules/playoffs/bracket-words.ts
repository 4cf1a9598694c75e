// A bracket in words, in the tournament's language: what its JSON's text fields say (`label`,
// `source`, `conflict`) beside the same as data, and the round a bracket game is created with.
// The words are the public site's (namespace `public`), so a league's JSON and its pages agree;
// a conflict only the organiser sees is the server's.
import type { MatchName, Source } from '../../../domain/bracket/bracket.ts';
import { matchValues } from '../../../i18n/bracket-values.ts';
import type { ServerI18n } from '../../i18n/server-i18n.ts';

/** What changed under a started game, as data (bracket-plan.ts). */
export type ConflictCause =
  { kind: 'notNeeded' } | { kind: 'seeds' } | { kind: 'winner' | 'loser'; slot: string };

export interface BracketWords {
  match(name: MatchName): string;
  /** "Seed 3", "Winner of Quarter-final 1"; `name` is the earlier match's, for a winner or loser. */
  source(source: Source, name: MatchName | undefined): string;
  conflict(cause: ConflictCause, name: MatchName | undefined): string;
}

export function bracketWords(i18n: ServerI18n, locale: string): BracketWords {
  const t = i18n.t(locale, 'public');
  const server = i18n.t(locale, 'server');
  const match = (name: MatchName) => t('bracket.match', matchValues(name));
  return {
    match,
    source(source, name) {
      if (source.kind === 'seed') return t('bracket.source.seed', { seed: source.seed });
      if (!name) return source.slot;
      const key = source.kind === 'winner' ? 'bracket.source.winner' : 'bracket.source.loser';
      return t(key, matchValues(name));
    },
    conflict(cause, name) {
      const earlier =
        cause.kind === 'winner' || cause.kind === 'loser' ? (name ? match(name) : cause.slot) : '';
      return server('playoffs.conflict', { kind: cause.kind, match: earlier });
    },
  };
}
