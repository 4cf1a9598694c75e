// The preview cards as SVG (1200×630, the size link previews use), rasterised by sharp in
// card-renderer.ts. Pure functions of the public payloads, so the SVG text itself is the card's
// version: the same data (and language) gives the same bytes. Text is DejaVu Sans, the font the
// PDFs embed; the words are the tournament's language.
import type { PublicGame, PublicStandings } from '../../../contract/public-league.ts';
import type { GameTeam } from '../../../contract/games.ts';
import type { Words } from '../../../public-site/words.ts';
import { dayText, hasScore, statusLabel, timeText } from './game-labels.ts';
import { clip, escapeMarkup as x, safeColour, textOn } from './markup.ts';

export const cardSize = { width: 1200, height: 630 } as const;

const ink = '#0f172a';
const paper = '#ffffff';
const muted = '#94a3b8';
const live = '#e03131';
const font = `font-family="DejaVu Sans, sans-serif"`;

function frame(body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${cardSize.width}" height="${cardSize.height}" viewBox="0 0 ${cardSize.width} ${cardSize.height}">` +
    `<rect width="100%" height="100%" fill="${ink}"/>${body}</svg>`
  );
}

/** Shrinks long names so that they fit a column of `width` pixels (DejaVu is about 0.62 em wide). */
function fittedSize(text: string, width: number, max: number, min: number): number {
  const fit = Math.floor(width / (0.62 * Math.max(1, [...text].length)));
  return Math.max(min, Math.min(max, fit));
}

function teamPanel(team: GameTeam, x0: number, label: string): string {
  const colour = safeColour(team.primaryColor, '#334155');
  const name = clip(team.name, 30);
  const size = fittedSize(name, 500, 52, 26);
  const centre = x0 + 270;
  return (
    `<rect x="${x0}" y="150" width="540" height="300" rx="24" fill="${colour}"/>` +
    `<rect x="${x0}" y="420" width="540" height="30" fill="${safeColour(team.secondaryColor, colour)}"/>` +
    `<text x="${centre}" y="210" ${font} font-size="24" fill="${textOn(colour)}" text-anchor="middle" opacity="0.8">${x(label)}</text>` +
    `<text x="${centre}" y="290" ${font} font-size="${size}" font-weight="bold" fill="${textOn(colour)}" text-anchor="middle">${x(name)}</text>` +
    `<text x="${centre}" y="370" ${font} font-size="40" fill="${textOn(colour)}" text-anchor="middle" opacity="0.85">${x(team.shortName)}</text>`
  );
}

/** A game: both teams in their colours, the score (or the start time at the venue) and status. */
export function gameCardSvg(words: Words, leagueName: string, game: PublicGame): string {
  const { t } = words;
  const status = statusLabel(words, game);
  const scored = hasScore(game);
  const centre =
    scored && game.homeScore !== null && game.awayScore !== null
      ? `${game.homeScore} – ${game.awayScore}`
      : timeText(words.locale, game.scheduledAt, game.timezone) || t('card.vs');
  const badge = status ?? dayText(words, game.scheduledAt, game.timezone);
  const badgeColour = game.status === 'live' ? live : '#1e293b';
  const where = [game.round, game.venue, game.court].filter((s) => s.trim() !== '').join(' · ');
  return frame(
    `<text x="60" y="80" ${font} font-size="34" font-weight="bold" fill="${paper}">${x(clip(leagueName, 48))}</text>` +
      `<rect x="880" y="40" width="260" height="60" rx="30" fill="${badgeColour}"/>` +
      `<text x="1010" y="82" ${font} font-size="30" font-weight="bold" fill="${paper}" text-anchor="middle">${x(badge)}</text>` +
      teamPanel(game.home, 40, t('card.home')) +
      teamPanel(game.away, 620, t('card.away')) +
      `<rect x="420" y="480" width="360" height="110" rx="20" fill="${paper}"/>` +
      `<text x="600" y="562" ${font} font-size="${scored ? 72 : 60}" font-weight="bold" fill="${ink}" text-anchor="middle">${x(centre)}</text>` +
      `<text x="60" y="545" ${font} font-size="24" fill="${muted}">${x(clip(where, 26))}</text>`,
  );
}

/** How many rows of the table fit on a card. */
export const standingsCardRows = 6;

/** The top of the table: rank, team, won, lost, points difference. */
export function standingsCardSvg(words: Words, standings: PublicStandings): string {
  const { t } = words;
  const { league, rows } = standings;
  const title = league.season ? `${league.name} · ${league.season.name}` : league.name;
  const top = rows.slice(0, standingsCardRows);
  const head =
    `<text x="60" y="80" ${font} font-size="40" font-weight="bold" fill="${paper}">${x(clip(title, 44))}</text>` +
    `<text x="60" y="130" ${font} font-size="26" fill="${muted}">${x(t('card.standings'))}</text>` +
    `<g ${font} font-size="24" fill="${muted}"><text x="900" y="130" text-anchor="end">${x(t('card.won'))}</text><text x="1010" y="130" text-anchor="end">${x(t('card.lost'))}</text><text x="1140" y="130" text-anchor="end">+/−</text></g>`;
  const body =
    top.length === 0
      ? `<text x="600" y="360" ${font} font-size="36" fill="${muted}" text-anchor="middle">${x(t('card.noGames'))}</text>`
      : top
          .map((row, i) => {
            const y = 200 + i * 72;
            const diff =
              row.pointDifference > 0 ? `+${row.pointDifference}` : `${row.pointDifference}`;
            return (
              (i % 2 === 0
                ? `<rect x="40" y="${y - 46}" width="1120" height="68" rx="10" fill="#1e293b"/>`
                : '') +
              `<g ${font} font-size="34" fill="${paper}">` +
              `<text x="90" y="${y}" text-anchor="middle" font-weight="bold">${row.rank}</text>` +
              `<text x="150" y="${y}">${x(clip(row.teamName, 36))}</text>` +
              `<text x="900" y="${y}" text-anchor="end">${row.wins}</text>` +
              `<text x="1010" y="${y}" text-anchor="end">${row.losses}</text>` +
              `<text x="1140" y="${y}" text-anchor="end">${x(diff)}</text></g>`
            );
          })
          .join('');
  return frame(head + body);
}
