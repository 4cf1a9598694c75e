// The embeds other sites frame: standings, schedule and results, and a live-score ticker, in the
// tournament's language (or `?lang=`'s). Plain HTML written on the server with a few inline styles
// and no UI kit, so a club's page loads a few kilobytes per frame; the ticker alone loads a small
// script (ticker-script.ts) that refreshes it. Every piece of text goes through escapeMarkup.
import type {
  PublicGame,
  PublicHome,
  PublicLeague,
  PublicStandings,
} from '../../../contract/public-league.ts';
import type { EmbedTheme } from '../../../contract/public-share.ts';
import type { Words } from '../../../public-site/words.ts';
import type { PublicAround } from '../public-league/public-answers.ts';
import { dayText, hasScore, statusLabel, timeText } from './game-labels.ts';
import { escapeMarkup as x, safeColour } from './markup.ts';

const palettes: Record<EmbedTheme, string> = {
  light: '--bg:#ffffff;--fg:#1a1b1e;--muted:#5c5f66;--line:#dee2e6;--stripe:#f8f9fa;--live:#c92a2a',
  dark: '--bg:#1a1b1e;--fg:#f1f3f5;--muted:#adb5bd;--line:#373a40;--stripe:#25262b;--live:#ff8787',
};

const styles = `
*{box-sizing:border-box}
body{margin:0;padding:8px;background:var(--bg);color:var(--fg);font:14px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
h1{font-size:16px;margin:0 0 8px}
h2{font-size:14px;margin:12px 0 4px;color:var(--muted);text-transform:uppercase;letter-spacing:.04em}
a{color:inherit}
table{border-collapse:collapse;width:100%}
th,td{padding:4px 6px;text-align:right;border-bottom:1px solid var(--line)}
th{color:var(--muted);font-weight:600}
th:nth-child(2),td:nth-child(2){text-align:left}
tbody tr:nth-child(odd){background:var(--stripe)}
.games{list-style:none;margin:0;padding:0}
.games li{display:flex;gap:8px;align-items:center;padding:6px 4px;border-bottom:1px solid var(--line)}
.when{color:var(--muted);min-width:92px;font-variant-numeric:tabular-nums}
.teams{flex:1}
.score{font-weight:700;font-variant-numeric:tabular-nums}
.live{color:var(--live);font-weight:700}
.swatch{display:inline-block;width:10px;height:10px;border-radius:2px;margin-right:4px;vertical-align:baseline}
.ticker{display:flex;gap:8px;overflow-x:auto;list-style:none;margin:0;padding:0;scroll-snap-type:x mandatory}
.ticker li{flex:0 0 auto;min-width:150px;padding:6px 10px;border:1px solid var(--line);border-radius:6px;scroll-snap-align:start}
.ticker .row{display:flex;justify-content:space-between;gap:12px}
.ticker .status{font-size:12px;color:var(--muted)}
.empty{color:var(--muted)}
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
footer{margin-top:8px;font-size:12px;color:var(--muted);display:flex;justify-content:space-between}
`;

interface Page {
  league: PublicLeague;
  words: Words;
  theme: EmbedTheme;
  title: string;
  body: string;
  /** The league site's home, for the footer link. */
  siteUrl: string;
  /** A script's path; only the ticker has one. */
  script?: string;
}

function page({ league, words, theme, title, body, siteUrl, script }: Page): string {
  const { t } = words;
  const powered = league.poweredBy ? `<span>${x(t('embed.poweredBy'))}</span>` : '';
  return (
    `<!doctype html><html lang="${x(words.locale)}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>${x(title)} · ${x(league.name)}</title>` +
    `<style>:root{${palettes[theme]};color-scheme:${theme}}${styles}</style>` +
    (script ? `<script src="${x(script)}" defer></script>` : '') +
    `</head><body><main>${body}</main>` +
    `<footer><a href="${x(siteUrl)}" target="_blank" rel="noopener">${x(t('embed.fullSite', { league: league.name }))}</a>${powered}</footer>` +
    `</body></html>`
  );
}

/** Markup already written, placed as it is among a message's escaped words. */
interface Markup {
  html: string;
}

function swatch(colour: string): string {
  return `<span class="swatch" style="background:${safeColour(colour, '#868e96')}" aria-hidden="true"></span>`;
}

function gameItem(words: Words, game: PublicGame, gameUrl: (id: string) => string): string {
  const status = statusLabel(words, game);
  const when = status
    ? `<span class="${game.status === 'live' ? 'live' : ''}">${x(status)}</span>`
    : `${x(dayText(words, game.scheduledAt, game.timezone))} ${x(timeText(words.locale, game.scheduledAt, game.timezone))}`;
  const score = hasScore(game)
    ? ` <span class="score">${game.homeScore ?? ''}–${game.awayScore ?? ''}</span>`
    : '';
  return (
    `<li><span class="when">${when}</span>` +
    `<a class="teams" href="${x(gameUrl(game.id))}" target="_blank" rel="noopener">` +
    // The message's words escaped, each team's name after its colour in its place.
    words.tc
      .rich<Markup>('vs', {
        home: { html: `${swatch(game.home.primaryColor)}${x(game.home.name)}` },
        away: { html: `${swatch(game.away.primaryColor)}${x(game.away.name)}` },
      })
      .map((part) => (typeof part === 'string' ? x(part) : part.html))
      .join('') +
    `</a>${score}</li>`
  );
}

export interface EmbedContext {
  words: Words;
  theme: EmbedTheme;
  /** Absolute address of the league's home page. */
  siteUrl: string;
}

const gameUrlIn = (siteUrl: string) => (id: string) => `${siteUrl}/games/${encodeURIComponent(id)}`;

export function standingsEmbed(data: PublicStandings, ctx: EmbedContext): string {
  const rows = data.rows
    .map(
      (r) =>
        `<tr><td>${r.rank}</td><td>${x(r.teamName)}</td><td>${r.played}</td><td>${r.wins}</td>` +
        `<td>${r.losses}</td><td>${r.pointDifference > 0 ? '+' : ''}${r.pointDifference}</td></tr>`,
    )
    .join('');
  const { t, tc } = ctx.words;
  const season = data.league.season ? ` · ${x(data.league.season.name)}` : '';
  const column = (label: string, title: string) =>
    `<th scope="col"><abbr title="${x(title)}">${x(label)}</abbr></th>`;
  const body =
    `<h1>${x(t('embed.standings'))}${season}</h1>` +
    (data.rows.length === 0
      ? `<p class="empty">${x(t('embed.noTeams'))}</p>`
      : `<table><thead><tr>${column('#', t('embed.rank'))}<th scope="col">${x(tc('term.team'))}</th>` +
        column(t('embed.played'), t('embed.played.long')) +
        column(t('embed.won'), t('embed.won.long')) +
        column(t('embed.lost'), t('embed.lost.long')) +
        `${column('+/−', t('embed.difference.long'))}</tr></thead>` +
        `<tbody>${rows}</tbody></table>`);
  return page({
    league: data.league,
    words: ctx.words,
    theme: ctx.theme,
    title: t('embed.standings'),
    body,
    siteUrl: ctx.siteUrl,
  });
}

/** How many games each list of the schedule embed shows. */
export const scheduleEmbedLimit = 10;

/** The next games (live ones first among them) and the latest results. */
export function scheduleEmbed(data: PublicAround, ctx: EmbedContext): string {
  const { upcoming, results } = data;
  const { words } = ctx;
  const { t } = words;
  const list = (games: PublicGame[], empty: string) =>
    games.length === 0
      ? `<p class="empty">${x(empty)}</p>`
      : `<ul class="games">${games.map((g) => gameItem(words, g, gameUrlIn(ctx.siteUrl))).join('')}</ul>`;
  const body =
    `<h1>${x(t('embed.scheduleAndResults'))}</h1>` +
    `<h2>${x(t('embed.upcoming'))}</h2>${list(upcoming, t('embed.noGames'))}` +
    `<h2>${x(t('embed.results'))}</h2>${list(results, t('embed.noResults'))}`;
  return page({
    league: data.league,
    words,
    theme: ctx.theme,
    title: t('embed.schedule'),
    body,
    siteUrl: ctx.siteUrl,
  });
}

/** The day `at` falls on in `timeZone`, as YYYY-MM-DD (en-CA writes dates that way). */
function dayIn(at: Date, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone }).format(at);
  } catch {
    return at.toISOString().slice(0, 10);
  }
}

/** Live games first, then the rest of today's (at each venue), in start order. */
export function tickerGames(home: PublicHome, now: Date): PublicGame[] {
  const today = (g: PublicGame) =>
    g.scheduledAt !== null && dayIn(new Date(g.scheduledAt), g.timezone) === dayIn(now, g.timezone);
  const seen = new Set(home.live.map((g) => g.id));
  const others = [...home.upcoming, ...home.recent]
    .filter((g) => !seen.has(g.id) && today(g))
    .sort((a, b) => Date.parse(a.scheduledAt ?? '') - Date.parse(b.scheduledAt ?? ''));
  return [...home.live, ...others];
}

function tickerItem(words: Words, game: PublicGame, gameUrl: (id: string) => string): string {
  const status = statusLabel(words, game);
  const scored = hasScore(game);
  const side = (name: string, colour: string, score: number | null) =>
    `<span class="row"><span>${swatch(colour)}${x(name)}</span><span class="score">${scored ? (score ?? '') : ''}</span></span>`;
  return (
    `<li data-game="${x(game.id)}"><a href="${x(gameUrl(game.id))}" target="_blank" rel="noopener">` +
    side(game.home.shortName, game.home.primaryColor, game.homeScore) +
    side(game.away.shortName, game.away.primaryColor, game.awayScore) +
    `<span class="status${game.status === 'live' ? ' live' : ''}">${x(status ?? timeText(words.locale, game.scheduledAt, game.timezone))}</span>` +
    `</a></li>`
  );
}

export function tickerEmbed(
  home: PublicHome,
  ctx: EmbedContext & { script: string },
  now: Date,
): string {
  const { words } = ctx;
  const { t } = words;
  const games = tickerGames(home, now);
  const body =
    // A heading for screen readers; the ticker is too small to spare the line.
    `<section aria-labelledby="ticker-title"><h1 id="ticker-title" class="sr-only">${x(t('embed.liveScores'))}</h1>` +
    (games.length === 0
      ? `<p class="empty" data-ticker>${x(t('embed.noGamesToday'))}</p>`
      : `<ul class="ticker" data-ticker>${games.map((g) => tickerItem(words, g, gameUrlIn(ctx.siteUrl))).join('')}</ul>`) +
    `</section>`;
  return page({
    league: home.league,
    words,
    theme: ctx.theme,
    title: t('embed.liveScores'),
    body,
    siteUrl: ctx.siteUrl,
    script: ctx.script,
  });
}

/** What a frame shows when the league is not published (or never was): a 404's body. */
export function unavailableEmbed(words: Words, theme: EmbedTheme): string {
  const { t } = words;
  return (
    `<!doctype html><html lang="${x(words.locale)}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><title>${x(t('embed.notAvailable'))}</title>` +
    `<style>:root{${palettes[theme]};color-scheme:${theme}}${styles}</style></head>` +
    `<body><main><p class="empty">${x(t('embed.notAvailable.message'))}</p></main></body></html>`
  );
}
