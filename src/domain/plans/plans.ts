// The one place the plans' limits, gates and prices are written (docs/product/plans.md). The server
// enforces them; the web app reads the same values to show limits before a user hits them.
import type { PlanTier } from './effective-tier.ts';

/** Numbers a plan allows; `null` means unlimited. */
export interface PlanLimits {
  /** Tournaments the user owns that are not archived. */
  tournamentsOwned: number | null;
  /** Seasons with status draft or active in one tournament (completed seasons do not count). */
  openSeasonsPerTournament: number | null;
  teamsPerSeason: number | null;
}

export const consoleKinds = [
  'timescore',
  'timeonly',
  'statstwo',
  'statsteamA',
  'statsteamB',
] as const;
export type ConsoleKind = (typeof consoleKinds)[number];

export const outputKinds = [
  'scoreboard',
  'statsheet',
  'scoreboardoffline',
  'localscoreboard',
  'scoreboard-view',
] as const;
export type OutputKind = (typeof outputKinds)[number];

/** Premium-only features, each named once so every gate and every upgrade prompt agree. */
export const premiumFeatureIds = [
  'statsConsoles',
  'playerStatSheet',
  'overlayThemes',
  'customOutputBranding',
  'noPoweredByMark',
  'exports',
  'playoffs',
  'moreTournaments',
  'moreSeasons',
  'moreTeams',
] as const;
export type PremiumFeature = (typeof premiumFeatureIds)[number];

/**
 * What each feature is called in a premium gate's answer. Apart from the ids, so a page that only
 * checks a plan (an overlay's branding) does not carry the sentences.
 */
export const premiumFeatures: Readonly<Record<PremiumFeature, string>> = {
  statsConsoles: 'The stats consoles (player statistics)',
  playerStatSheet: 'Player lines on the stat sheet',
  overlayThemes: 'Overlay themes',
  customOutputBranding: 'Custom colours and logos on outputs',
  noPoweredByMark: 'Outputs without the “powered by Tempo” mark',
  exports: 'Exports (CSV box score, PDF score sheet, iCal schedule)',
  playoffs: 'Playoff brackets',
  moreTournaments: 'More than one tournament',
  moreSeasons: 'More than one open season per tournament',
  moreTeams: 'More than 12 teams in a season',
};

/**
 * What every premium gate says. The plan comes first so the sentence reads right whether the
 * feature's name is singular or plural ("Tempo Premium includes the stats consoles …").
 */
export function premiumRequiredMessage(feature: PremiumFeature): string {
  const name = premiumFeatures[feature];
  const inSentence = /^[A-Z][a-z]/.test(name) ? name.charAt(0).toLowerCase() + name.slice(1) : name;
  return `Tempo Premium includes ${inSentence}.`;
}

export interface Plan {
  tier: PlanTier;
  name: string;
  limits: PlanLimits;
  /** Features of `premiumFeatures` this plan includes. */
  features: readonly PremiumFeature[];
  consoles: readonly ConsoleKind[];
}

export const plans: Record<PlanTier, Plan> = {
  free: {
    tier: 'free',
    name: 'Free',
    limits: { tournamentsOwned: 1, openSeasonsPerTournament: 1, teamsPerSeason: 12 },
    features: [],
    consoles: ['timescore', 'timeonly'],
  },
  'tempo-premium': {
    tier: 'tempo-premium',
    name: 'Tempo Premium',
    limits: { tournamentsOwned: null, openSeasonsPerTournament: null, teamsPerSeason: null },
    features: premiumFeatureIds,
    consoles: consoleKinds,
  },
};

export const passIds = ['premium-1m', 'premium-12m'] as const;
export type PassId = (typeof passIds)[number];

export interface Pass {
  id: PassId;
  name: string;
  months: number;
  /** Integer minor units (cents); never a float, never taken from the browser. */
  amount: number;
  currency: 'usd';
}

export const passes: Record<PassId, Pass> = {
  'premium-1m': {
    id: 'premium-1m',
    name: 'Premium — 1 month',
    months: 1,
    amount: 999,
    currency: 'usd',
  },
  'premium-12m': {
    id: 'premium-12m',
    name: 'Premium — 12 months',
    months: 12,
    amount: 7900,
    currency: 'usd',
  },
};

export function hasFeature(tier: PlanTier, feature: PremiumFeature): boolean {
  return plans[tier].features.includes(feature);
}

export function canUseConsole(tier: PlanTier, kind: ConsoleKind): boolean {
  return plans[tier].consoles.includes(kind);
}

/** True when one more item fits under a limit (`null` = unlimited). */
export function withinLimit(limit: number | null, current: number): boolean {
  return limit === null || current < limit;
}

/**
 * The new expiry after buying a pass: extends from the later of now and the current expiry,
 * so buying while premium never loses days. Calendar months, clamped to the month's last day.
 */
export function extendExpiry(currentExpiry: Date | null, now: Date, months: number): Date {
  const from = currentExpiry && currentExpiry.getTime() > now.getTime() ? currentExpiry : now;
  const result = new Date(from.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0),
  ).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

export function isPassId(value: unknown): value is PassId {
  return typeof value === 'string' && (passIds as readonly string[]).includes(value);
}

/**
 * Where a pass bought (or granted) now would end: premium time still running is kept, an expired or
 * revoked pass counts from now.
 */
export function expiryAfterPurchase(
  effective: PlanTier,
  premiumExpiresAt: Date | null,
  now: Date,
  months: number,
): Date {
  const running = effective === 'tempo-premium' ? premiumExpiresAt : null;
  return extendExpiry(running, now, months);
}
