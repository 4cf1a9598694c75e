// A bracket's words in the page's language, from the data the API sends beside its own text
// (which is in the tournament's language): a match's name, where a side comes from, a round's
// column title and what a conflict asks the organiser to do.
import type { BracketMatch, BracketMatchName } from '../../../contract/playoffs.ts';
import { matchValues } from '../../../i18n/bracket-values.ts';
import type { MessageKey } from '../../../i18n/catalogues.ts';
import type { Translate } from '../../../i18n/translator.ts';

type ManageT = Translate<MessageKey<'manage'>>;

/** "Quarter-final 2", "Losers round 3 · Game 1", "Grand final". */
export function matchLabel(t: ManageT, name: BracketMatchName): string {
  return t('playoffs.match', matchValues(name));
}

/** A round's column: "Quarter-finals", "Losers round 3"; `count` matches in it. */
export function columnTitle(t: ManageT, name: BracketMatchName, count: number): string {
  return t('playoffs.column', { stage: name.stage, round: name.round, count });
}

/** "Seed 3", "Winner of Quarter-final 1", "Loser of Semi-final 2". */
export function sourceWords(t: ManageT, side: BracketMatch['home']): string {
  const { from } = side;
  if (from.kind === 'seed') return t('playoffs.source.seed', { seed: from.seed ?? 0 });
  // An earlier match the bracket no longer names: the API's own words say it.
  if (!from.match) return side.source;
  const key = from.kind === 'winner' ? 'playoffs.source.winner' : 'playoffs.source.loser';
  return t(key, matchValues(from.match));
}

/** What changed under a started game and what to do about it; null when nothing did. */
export function conflictWords(t: ManageT, match: BracketMatch): string | null {
  const cause = match.conflictCause;
  if (!cause) return match.conflict;
  return t('playoffs.conflict', {
    kind: cause.kind,
    match: cause.match ? matchLabel(t, cause.match) : '',
  });
}
