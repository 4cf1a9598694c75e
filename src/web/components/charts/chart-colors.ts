// Team colours for charts. A team's own colour is used when it reads on the page (WCAG 2's 3:1
// for graphics) and differs enough from the other team's; otherwise its second colour, then a
// fixed pair that passes on the light and the dark theme.

export interface TeamColors {
  primaryColor: string;
  secondaryColor: string;
}

const fallback = {
  light: { home: '#1864ab', away: '#d9480f' },
  dark: { home: '#74c0fc', away: '#ffa94d' },
} as const;
/** The page backgrounds of Mantine's light and dark schemes (white and dark-7). */
const background = { light: '#ffffff', dark: '#242424' } as const;

function rgb(hex: string): [number, number, number] | null {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return null;
  const n = parseInt(m[1]!, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function luminance([r, g, b]: [number, number, number]): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG 2 contrast ratio of two #rrggbb colours (1–21); 1 when either is not such a colour. */
export function contrastRatio(a: string, b: string): number {
  const ca = rgb(a);
  const cb = rgb(b);
  if (!ca || !cb) return 1;
  const [hi, lo] = [luminance(ca), luminance(cb)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Far enough apart in RGB to tell two lines apart at a glance. */
function distinct(a: string, b: string): boolean {
  const ca = rgb(a);
  const cb = rgb(b);
  if (!ca || !cb) return false;
  return Math.hypot(ca[0] - cb[0], ca[1] - cb[1], ca[2] - cb[2]) >= 120;
}

export function chartTeamColors(
  home: TeamColors,
  away: TeamColors,
  scheme: 'light' | 'dark',
): { home: string; away: string } {
  const page = background[scheme];
  const readable = (c: string) => contrastRatio(c, page) >= 3;
  const homeColor =
    [home.primaryColor, home.secondaryColor].find(readable) ?? fallback[scheme].home;
  const awayColor =
    [away.primaryColor, away.secondaryColor, fallback[scheme].away, fallback[scheme].home].find(
      (c) => readable(c) && distinct(c, homeColor),
    ) ?? fallback[scheme].away;
  return { home: homeColor, away: awayColor };
}
