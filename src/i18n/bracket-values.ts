// A bracket match's name (domain/bracket) as the values of the catalogues' match messages: `game`
// 0 for a name without a number ("Final"). The server, the web app and the public site word it.

export function matchValues(name: { stage: string; round: number; game: number | null }) {
  return { stage: name.stage, round: name.round, game: name.game ?? 0 };
}
