// The embeds other sites frame: standings, schedule and results, and a live-score ticker, in the
// tournament's language (or `?lang=`'s). React components rendered to static HTML on the server
// with a few inline styles and no UI kit or client bundle, so a club's page loads a few kilobytes
// per frame; the ticker alone loads a small script (ticker-script.ts) that refreshes it. React
// escapes every piece of text; the data comes through the public answers, which leave out the
// characters no name may show (domain/text/display-text.ts).
import { Fragment, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
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
import { safeColour } from './markup.ts';

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

/** The stylesheet: constant text of this module, written into the page as it is. */
function Styles({ theme }: { theme: EmbedTheme }) {
  const css = `:root{${palettes[theme]};color-scheme:${theme}}${styles}`;
  return <style dangerouslySetInnerHTML={{ __html: css }} />;
}

function EmbedDocument(props: {
  locale: string;
  title: string;
  theme: EmbedTheme;
  script?: string;
  children: ReactNode;
}) {
  return (
    <html lang={props.locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <title>{props.title}</title>
        <Styles theme={props.theme} />
        {props.script && <script src={props.script} defer />}
      </head>
      <body>{props.children}</body>
    </html>
  );
}

/** React writes the `<html>` element; the doctype before it is the document's. */
function htmlDocument(root: ReactNode): string {
  return `<!doctype html>${renderToStaticMarkup(root)}`;
}

interface Page {
  league: PublicLeague;
  words: Words;
  theme: EmbedTheme;
  title: string;
  /** The league site's home, for the footer link. */
  siteUrl: string;
  /** A script's path; only the ticker has one. */
  script?: string;
  children: ReactNode;
}

function EmbedPage({ league, words, theme, title, siteUrl, script, children }: Page) {
  const { t } = words;
  return (
    <EmbedDocument
      locale={words.locale}
      title={`${title} · ${league.name}`}
      theme={theme}
      script={script}
    >
      <main>{children}</main>
      <footer>
        <a href={siteUrl} target="_blank" rel="noopener">
          {t('embed.fullSite', { league: league.name })}
        </a>
        {league.poweredBy && <span>{t('embed.poweredBy')}</span>}
      </footer>
    </EmbedDocument>
  );
}

function Swatch({ colour }: { colour: string }) {
  return (
    <span
      className="swatch"
      style={{ background: safeColour(colour, '#868e96') }}
      aria-hidden="true"
    />
  );
}

function GameItem({ words, game, gameUrl }: { words: Words; game: PublicGame; gameUrl: string }) {
  const status = statusLabel(words, game);
  return (
    <li>
      <span className="when">
        {status ? (
          <span className={game.status === 'live' ? 'live' : ''}>{status}</span>
        ) : (
          `${dayText(words, game.scheduledAt, game.timezone)} ${timeText(words.locale, game.scheduledAt, game.timezone)}`
        )}
      </span>
      <a className="teams" href={gameUrl} target="_blank" rel="noopener">
        {/* The message's words, each team's name after its colour in its place. */}
        {words.tc.rich<ReactNode>('vs', {
          home: (
            <Fragment key="home">
              <Swatch colour={game.home.primaryColor} />
              {game.home.name}
            </Fragment>
          ),
          away: (
            <Fragment key="away">
              <Swatch colour={game.away.primaryColor} />
              {game.away.name}
            </Fragment>
          ),
        })}
      </a>
      {hasScore(game) && (
        <>
          {' '}
          <span className="score">{`${game.homeScore ?? ''}–${game.awayScore ?? ''}`}</span>
        </>
      )}
    </li>
  );
}

export interface EmbedContext {
  words: Words;
  theme: EmbedTheme;
  /** Absolute address of the league's home page. */
  siteUrl: string;
}

const gameUrlIn = (siteUrl: string, id: string) => `${siteUrl}/games/${encodeURIComponent(id)}`;

function Column({ label, title }: { label: string; title: string }) {
  return (
    <th scope="col">
      <abbr title={title}>{label}</abbr>
    </th>
  );
}

export function standingsEmbed(data: PublicStandings, ctx: EmbedContext): string {
  const { t, tc } = ctx.words;
  return htmlDocument(
    <EmbedPage {...ctx} league={data.league} title={t('embed.standings')}>
      <h1>
        {t('embed.standings')}
        {data.league.season && ` · ${data.league.season.name}`}
      </h1>
      {data.rows.length === 0 ? (
        <p className="empty">{t('embed.noTeams')}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <Column label="#" title={t('embed.rank')} />
              <th scope="col">{tc('term.team')}</th>
              <Column label={t('embed.played')} title={t('embed.played.long')} />
              <Column label={t('embed.won')} title={t('embed.won.long')} />
              <Column label={t('embed.lost')} title={t('embed.lost.long')} />
              <Column label="+/−" title={t('embed.difference.long')} />
            </tr>
          </thead>
          <tbody>
            {data.rows.map((r) => (
              <tr key={r.teamId}>
                <td>{r.rank}</td>
                <td>{r.teamName}</td>
                <td>{r.played}</td>
                <td>{r.wins}</td>
                <td>{r.losses}</td>
                <td>{`${r.pointDifference > 0 ? '+' : ''}${r.pointDifference}`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </EmbedPage>,
  );
}

/** How many games each list of the schedule embed shows. */
export const scheduleEmbedLimit = 10;

function GameList(props: { words: Words; siteUrl: string; games: PublicGame[]; empty: string }) {
  if (props.games.length === 0) return <p className="empty">{props.empty}</p>;
  return (
    <ul className="games">
      {props.games.map((g) => (
        <GameItem
          key={g.id}
          words={props.words}
          game={g}
          gameUrl={gameUrlIn(props.siteUrl, g.id)}
        />
      ))}
    </ul>
  );
}

/** The next games (live ones first among them) and the latest results. */
export function scheduleEmbed(data: PublicAround, ctx: EmbedContext): string {
  const { words, siteUrl } = ctx;
  const { t } = words;
  return htmlDocument(
    <EmbedPage {...ctx} league={data.league} title={t('embed.schedule')}>
      <h1>{t('embed.scheduleAndResults')}</h1>
      <h2>{t('embed.upcoming')}</h2>
      <GameList words={words} siteUrl={siteUrl} games={data.upcoming} empty={t('embed.noGames')} />
      <h2>{t('embed.results')}</h2>
      <GameList words={words} siteUrl={siteUrl} games={data.results} empty={t('embed.noResults')} />
    </EmbedPage>,
  );
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

function TickerSide(props: {
  name: string;
  colour: string;
  score: number | null;
  scored: boolean;
}) {
  return (
    <span className="row">
      <span>
        <Swatch colour={props.colour} />
        {props.name}
      </span>
      <span className="score">{props.scored ? (props.score ?? '') : ''}</span>
    </span>
  );
}

function TickerItem({ words, game, gameUrl }: { words: Words; game: PublicGame; gameUrl: string }) {
  const status = statusLabel(words, game);
  const scored = hasScore(game);
  return (
    <li data-game={game.id}>
      <a href={gameUrl} target="_blank" rel="noopener">
        <TickerSide
          name={game.home.shortName}
          colour={game.home.primaryColor}
          score={game.homeScore}
          scored={scored}
        />
        <TickerSide
          name={game.away.shortName}
          colour={game.away.primaryColor}
          score={game.awayScore}
          scored={scored}
        />
        <span className={game.status === 'live' ? 'status live' : 'status'}>
          {status ?? timeText(words.locale, game.scheduledAt, game.timezone)}
        </span>
      </a>
    </li>
  );
}

export function tickerEmbed(
  home: PublicHome,
  ctx: EmbedContext & { script: string },
  now: Date,
): string {
  const { words, siteUrl } = ctx;
  const { t } = words;
  const games = tickerGames(home, now);
  return htmlDocument(
    <EmbedPage {...ctx} league={home.league} title={t('embed.liveScores')}>
      {/* A heading for screen readers; the ticker is too small to spare the line. */}
      <section aria-labelledby="ticker-title">
        <h1 id="ticker-title" className="sr-only">
          {t('embed.liveScores')}
        </h1>
        {games.length === 0 ? (
          <p className="empty" data-ticker="">
            {t('embed.noGamesToday')}
          </p>
        ) : (
          <ul className="ticker" data-ticker="">
            {games.map((g) => (
              <TickerItem key={g.id} words={words} game={g} gameUrl={gameUrlIn(siteUrl, g.id)} />
            ))}
          </ul>
        )}
      </section>
    </EmbedPage>,
  );
}

/** What a frame shows when the league is not published (or never was): a 404's body. */
export function unavailableEmbed(words: Words, theme: EmbedTheme): string {
  const { t } = words;
  return htmlDocument(
    <EmbedDocument locale={words.locale} title={t('embed.notAvailable')} theme={theme}>
      <main>
        <p className="empty">{t('embed.notAvailable.message')}</p>
      </main>
    </EmbedDocument>,
  );
}
