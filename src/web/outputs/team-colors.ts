// Team colours on outputs: premium owners get their teams' own colours and logos; free owners get
// Tempo's neutral palette (docs/product/plans.md), so the plan gate is decided in one place.
import type { LiveGame, LiveTeam } from '../../contract/live-games.ts';
import type { TeamSide } from '../../domain/game/events.ts';
import { hasFeature } from '../../domain/plans/plans.ts';

export interface TeamLook {
  background: string;
  /** Text on `background`, black or white, whichever reads better. */
  ink: string;
  logoUrl: string | null;
}

const neutral: Record<TeamSide, string> = { home: '#2f3a4a', away: '#4a3a2f' };

function parseHex(color: string): [number, number, number] | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (match === null) return null;
  let hex = match[1]!;
  if (hex.length === 3) hex = [...hex].map((c) => c + c).join('');
  const n = Number.parseInt(hex, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function luminance([r, g, b]: [number, number, number]): number {
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** Black or white, by WCAG contrast against the colour. */
export function inkFor(color: string): string {
  const rgb = parseHex(color);
  if (rgb === null) return '#ffffff';
  const l = luminance(rgb);
  return (l + 0.05) / 0.05 > 1.05 / (l + 0.05) ? '#000000' : '#ffffff';
}

export function brandedOutputs(game: LiveGame): boolean {
  return hasFeature(game.ownerTier, 'customOutputBranding');
}

export function showsPoweredBy(game: LiveGame): boolean {
  return !hasFeature(game.ownerTier, 'noPoweredByMark');
}

export function teamLook(game: LiveGame, side: TeamSide): TeamLook {
  const team: LiveTeam = game[side];
  if (!brandedOutputs(game)) return { background: neutral[side], ink: '#ffffff', logoUrl: null };
  const valid = parseHex(team.primaryColor) !== null;
  const background = valid ? team.primaryColor : neutral[side];
  return { background, ink: valid ? inkFor(background) : '#ffffff', logoUrl: team.logoUrl };
}
