// Which output a URL asks for. The output page has no router (its bundle must stay small), and
// the same pattern tells the server and the dev server which paths get output.html.
export const outputKindsServed = [
  'scoreboard',
  'statsheet',
  'scoreboardoffline',
  'localscoreboard',
] as const;
export type OutputPageKind = (typeof outputKindsServed)[number];

/** Keep in step with src/server/http/static-web.ts (the server cannot import web code). */
export const outputPathPattern =
  /^\/tournaments\/([^/]+)\/seasons\/([^/]+)\/games\/([^/]+)\/output\/([^/]+)\/?$/;

export interface OutputRoute {
  tournamentId: string;
  seasonId: string;
  gameId: string;
  /** null: an output this version does not know. */
  kind: OutputPageKind | null;
}

export function parseOutputPath(pathname: string): OutputRoute | null {
  const match = outputPathPattern.exec(pathname);
  if (match === null) return null;
  const [, tournamentId, seasonId, gameId, kind] = match.map((part) => decodeURIComponent(part));
  const known = (outputKindsServed as readonly string[]).includes(kind!);
  return {
    tournamentId: tournamentId!,
    seasonId: seasonId!,
    gameId: gameId!,
    kind: known ? (kind as OutputPageKind) : null,
  };
}
