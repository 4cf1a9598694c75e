// The preview cards as SVG (1200×630, the size link previews use), rasterised by sharp in
// card-renderer.ts. Pure functions of the public payloads, so the SVG text itself is the card's
// version: the same data (and language) gives the same bytes. Every text has its box, and
// card-text.ts lays it out inside: names of any length and script wrap, shrink or are cut there,
// never reaching the score, the badge or the other team's columns. The words are the tournament's
// language.
import type { PublicGame, PublicStandings } from '../../../contract/public-league.ts';
import type { GameTeam } from '../../../contract/games.ts';
import type { Words } from '../../../public-site/words.ts';
import { CardPen, type Box, type TextStyle } from './card-text.ts';
import { dayText, hasScore, statusLabel, timeText } from './game-labels.ts';
import { safeColour, textOn } from './markup.ts';

export const cardSize = { width: 1200, height: 630 } as const;

const ink = '#0f172a';
const paper = '#ffffff';
const muted = '#94a3b8';
const live = '#e03131';
const stripe = '#1e293b';

/** The card: its glyph outlines (used by `body`'s text) first, then the background and `body`. */
function frame(pen: CardPen, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${cardSize.width}" height="${cardSize.height}" viewBox="0 0 ${cardSize.width} ${cardSize.height}">` +
    `${pen.defs()}<rect width="100%" height="100%" fill="${ink}"/>${body}</svg>`
  );
}

const box = (x: number, y: number, width: number, height: number): Box => ({
  x,
  y,
  width,
  height,
});

/** Text in a box: the style's size unless the text needs less. */
const plain = (fill: string, size: number, minSize: number): TextStyle => ({
  weight: 'regular',
  size,
  minSize,
  fill,
});
const bold = (fill: string, size: number, minSize: number): TextStyle => ({
  ...plain(fill, size, minSize),
  weight: 'bold',
});

/** A team's panel, 540 wide: its label, its name on up to two lines, its short name. */
function teamPanel(pen: CardPen, team: GameTeam, x0: number, label: string): string {
  const colour = safeColour(team.primaryColor, '#334155');
  const fill = textOn(colour);
  // A margin of 24 inside the panel, which the text never crosses.
  const inner = (y: number, height: number) => box(x0 + 24, y, 492, height);
  return (
    `<rect x="${x0}" y="150" width="540" height="300" rx="24" fill="${colour}"/>` +
    `<rect x="${x0}" y="420" width="540" height="30" fill="${safeColour(team.secondaryColor, colour)}"/>` +
    pen.text(label, inner(182, 36), { ...plain(fill, 24, 14), align: 'middle', opacity: 0.8 }) +
    pen.text(team.name, inner(224, 112), { ...bold(fill, 52, 22), lines: 2, align: 'middle' }) +
    pen.text(team.shortName, inner(338, 52), {
      ...plain(fill, 40, 20),
      align: 'middle',
      opacity: 0.85,
    })
  );
}

/** A game: both teams in their colours, the score (or the start time at the venue) and status. */
export function gameCardSvg(words: Words, leagueName: string, game: PublicGame): string {
  const { t } = words;
  const pen = new CardPen();
  const status = statusLabel(words, game);
  const scored = hasScore(game);
  const centre =
    scored && game.homeScore !== null && game.awayScore !== null
      ? `${game.homeScore} – ${game.awayScore}`
      : timeText(words.locale, game.scheduledAt, game.timezone) || t('card.vs');
  const badge = status ?? dayText(words, game.scheduledAt, game.timezone);
  const badgeColour = game.status === 'live' ? live : stripe;
  const where = [game.round, game.venue, game.court].filter((s) => s.trim() !== '').join(' · ');
  return frame(
    pen,
    // The league's name stops short of the badge, the venue short of the score.
    pen.text(leagueName, box(60, 40, 800, 56), bold(paper, 34, 20)) +
      `<rect x="880" y="40" width="260" height="60" rx="30" fill="${badgeColour}"/>` +
      pen.text(badge, box(894, 44, 232, 52), { ...bold(paper, 30, 16), align: 'middle' }) +
      teamPanel(pen, game.home, 40, t('card.home')) +
      teamPanel(pen, game.away, 620, t('card.away')) +
      `<rect x="420" y="480" width="360" height="110" rx="20" fill="${paper}"/>` +
      pen.text(centre, box(436, 488, 328, 94), {
        ...bold(ink, scored ? 72 : 60, 28),
        align: 'middle',
      }) +
      pen.text(where, box(60, 516, 340, 40), plain(muted, 24, 16)),
  );
}

/** How many rows of the table fit on a card. */
export const standingsCardRows = 6;

/** The figures' columns: their right edges line up with the headings'. */
const figureColumns = [
  { x: 830, width: 70 },
  { x: 940, width: 70 },
  { x: 1040, width: 100 },
] as const;

/** The top of the table: rank, team, won, lost, points difference. */
export function standingsCardSvg(words: Words, standings: PublicStandings): string {
  const { t } = words;
  const pen = new CardPen();
  const { league, rows } = standings;
  const title = league.season ? `${league.name} · ${league.season.name}` : league.name;
  const top = rows.slice(0, standingsCardRows);
  const headings = [t('card.won'), t('card.lost'), '+/−'];
  const head =
    pen.text(title, box(60, 36, 1080, 60), bold(paper, 40, 22)) +
    pen.text(t('card.standings'), box(60, 104, 700, 36), plain(muted, 26, 16)) +
    headings
      .map((heading, i) => {
        const column = figureColumns[i]!;
        return pen.text(heading, box(column.x, 108, column.width, 32), {
          ...plain(muted, 24, 12),
          align: 'end',
        });
      })
      .join('');
  const body =
    top.length === 0
      ? pen.text(t('card.noGames'), box(60, 320, 1080, 60), {
          ...plain(muted, 36, 18),
          align: 'middle',
        })
      : top
          .map((row, i) => {
            const y = 200 + i * 72;
            const diff =
              row.pointDifference > 0 ? `+${row.pointDifference}` : `${row.pointDifference}`;
            const cell = (x: number, width: number) => box(x, y - 46, width, 68);
            const figures = [`${row.wins}`, `${row.losses}`, diff]
              .map((figure, f) => {
                const column = figureColumns[f]!;
                return pen.text(figure, cell(column.x, column.width), {
                  ...plain(paper, 34, 16),
                  align: 'end',
                });
              })
              .join('');
            return (
              (i % 2 === 0
                ? `<rect x="40" y="${y - 46}" width="1120" height="68" rx="10" fill="${stripe}"/>`
                : '') +
              pen.text(`${row.rank}`, cell(50, 80), { ...bold(paper, 34, 18), align: 'middle' }) +
              // The name stops short of the figures.
              pen.text(row.teamName, cell(150, 670), plain(paper, 34, 20)) +
              figures
            );
          })
          .join('');
  return frame(pen, head + body);
}
