// What the work a public read causes costs its address (http/public-work-budget.ts), in units of
// about a millisecond of the server's time. Every read costs one unit on arrival; what it made the
// server do besides is added here as it is done, by the reader that made it happen: a load shared
// by a crowd is paid by whoever started it, the others pay nothing more. The figures are counts
// of work, not timings, so one read costs the same on a busy machine as on an idle one; decision
// 0039 has the measurements they come from.

export const readCosts = {
  /** An answer cut from a season's index (a schedule page, the home's lists, a card's game). */
  slice: 1,
  /** A loader's database queries (a team, a player, a game, the standings, bracket, leaders). */
  load: 20,
  /** The address resolved to a league and its season. */
  resolve: 3,
  /** A season's index of `games` checked against the database's fingerprint. */
  check: (games: number) => 1 + Math.ceil(games / 500),
  /** Games that changed read again and patched into their season's index of `games`. */
  patch: (games: number) => 1 + Math.ceil(games / 500),
  /** A season's index built: a unit per 25 games read, and a few for the teams and rosters. */
  build: (games: number) => 5 + Math.ceil(games / 25),
  /** An answer of `bytes` sent (compressed, for most readers): a unit per 64 KiB. */
  sent: (bytes: number) => Math.floor(bytes / 65_536),
  /** A payload made into `bytes` of JSON and hashed: a unit per 64 KiB. */
  serialised: (bytes: number) => Math.floor(bytes / 65_536),
  /** A payload rendered into `bytes` of HTML and hashed: a unit per 16 KiB. */
  rendered: (bytes: number) => Math.floor(bytes / 16_384),
};
