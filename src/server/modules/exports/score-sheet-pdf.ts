// The printable score sheet of one game as a PDF (A4 portrait): the header, each team's players,
// fouls, team fouls and timeouts, then the score by period and the running score. PDFKit lays it
// out; DejaVu Sans (free licence, from the dejavu-fonts-ttf package) is embedded, subset, so
// names such as "Dončić", "Şahin" or "Øre" print as written (the PDF standard fonts only cover
// Latin-1).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { LiveGame } from '../../../contract/live-games.ts';
import {
  teamFoulWindowText,
  type ScoreSheet,
  type SheetTeam,
} from '../../../domain/exports/score-sheet.ts';
import type { TeamSide } from '../../../domain/game/events.ts';
import { beyondArcLabels } from '../../../domain/season/rules.ts';

const require = createRequire(import.meta.url);
let fonts: { regularPath: string; regular: Buffer; bold: Buffer } | null = null;

/** Read once per process; PDFKit subsets them into each document. */
function loadFonts() {
  if (!fonts) {
    const regularPath = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
    fonts = {
      regularPath,
      regular: fs.readFileSync(regularPath),
      bold: fs.readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
    };
  }
  return fonts;
}

export interface SheetHeader {
  game: LiveGame;
  phase: 'regular' | 'playoff';
  officials: string;
  status: LiveGame['status'];
  forfeitedBy: TeamSide | null;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 36;
const CONTENT = A4.width - 2 * MARGIN;
const GREY = '#555555';
const RULE = '#bbbbbb';

/** "Sat, 4 Jul 2026, 19:30 (Europe/Madrid)" at the venue, or "Date not set". */
function sheetDateTime(scheduledAt: string | null, timeZone: string): string {
  if (!scheduledAt) return 'Date not set';
  const text = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(new Date(scheduledAt));
  return `${text} (${timeZone})`;
}

const statusWords: Record<LiveGame['status'], string> = {
  scheduled: 'Scheduled',
  live: 'In progress',
  final: 'Final',
  cancelled: 'Cancelled',
  forfeit: 'Forfeit',
};

interface Column {
  label: string;
  width: number;
  align: 'left' | 'right' | 'center';
}

export function renderScoreSheetPdf(sheet: ScoreSheet, header: SheetHeader): Promise<Buffer> {
  const { game } = header;
  const font = loadFonts();
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'portrait',
    margin: MARGIN,
    // Never the default Helvetica: it cannot print most names outside Western Europe.
    font: font.regularPath,
    // The page footers are written once the number of pages is known.
    bufferPages: true,
    info: {
      Title: `Score sheet: ${game.home.name} vs ${game.away.name}`,
      Author: 'Tempo',
      Subject: `${game.tournamentName} – ${game.seasonName}`,
    },
  });
  doc.registerFont('regular', font.regular);
  doc.registerFont('bold', font.bold);

  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  let y = MARGIN;
  const bottom = A4.height - MARGIN - 22;
  const ensure = (height: number) => {
    if (y + height <= bottom) return;
    doc.addPage();
    y = MARGIN;
  };
  const text = (
    value: string,
    x: number,
    width: number,
    opts: {
      size?: number;
      bold?: boolean;
      align?: Column['align'];
      color?: string;
      /** Let the text wrap onto more lines (fouls); otherwise one line, cut with an ellipsis. */
      wrap?: boolean;
    } = {},
  ) => {
    const size = opts.size ?? 9;
    doc
      .font(opts.bold ? 'bold' : 'regular')
      .fontSize(size)
      .fillColor(opts.color ?? 'black');
    const align = opts.align ?? 'left';
    if (opts.wrap) {
      doc.text(value, x, y, { width, align });
      return doc.heightOfString(value, { width });
    }
    // A height of one line makes PDFKit cut what does not fit with "…" instead of wrapping.
    doc.text(value, x, y, { width, align, height: size * 1.2, ellipsis: true });
    return size * 1.2;
  };
  /** The largest font size (down to `min`) at which `value` fits `width` on one line. */
  const fitSize = (value: string, width: number, size: number, min: number) => {
    doc.font('bold');
    let s = size;
    while (s > min && doc.fontSize(s).widthOfString(value) > width) s -= 0.5;
    return s;
  };
  const rule = (x = MARGIN, width = CONTENT) => {
    doc
      .moveTo(x, y)
      .lineTo(x + width, y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
  };
  /** Draws a row; returns its height (a wrapping column can make it taller). */
  const row = (
    columns: Column[],
    cells: string[],
    opts: { bold?: boolean; size?: number; wrapColumn?: number } = {},
  ) => {
    let x = MARGIN;
    let height = 0;
    columns.forEach((c, i) => {
      const wrap = i === opts.wrapColumn;
      const used = text(cells[i] ?? '', x + 2, c.width - 4, { ...opts, align: c.align, wrap });
      height = Math.max(height, used);
      x += c.width;
    });
    return height;
  };

  // ---- header --------------------------------------------------------------------------------
  text('SCORE SHEET', MARGIN, CONTENT / 2, { size: 8, bold: true, color: GREY });
  text(`${game.tournamentName} – ${game.seasonName}`, MARGIN + CONTENT / 2, CONTENT / 2, {
    size: 8,
    color: GREY,
    align: 'right',
  });
  y += 14;
  const final = sheet.finalScore;
  const half = (CONTENT - 90) / 2;
  // Long club names shrink (down to 9 pt) rather than run into the score.
  const nameSize = Math.min(
    fitSize(game.home.name, half - 4, 15, 9),
    fitSize(game.away.name, half - 4, 15, 9),
  );
  text(game.home.name, MARGIN, half, { size: nameSize, bold: true, align: 'right' });
  text(`${final.home} – ${final.away}`, MARGIN + half, 90, {
    size: 15,
    bold: true,
    align: 'center',
  });
  text(game.away.name, MARGIN + half + 90, half, { size: nameSize, bold: true });
  y += 20;
  text(`Home (A) · ${game.home.shortName}`, MARGIN, half, { size: 8, color: GREY, align: 'right' });
  text(statusWords[header.status], MARGIN + half, 90, { size: 8, color: GREY, align: 'center' });
  text(`Away (B) · ${game.away.shortName}`, MARGIN + half + 90, half, { size: 8, color: GREY });
  y += 16;
  const facts: [string, string][] = [
    ['When', sheetDateTime(game.scheduledAt, game.timezone)],
    ['Where', [game.venue, game.court].filter(Boolean).join(' · ') || 'Not set'],
    [
      'Round',
      [game.round, header.phase === 'playoff' ? 'Playoffs' : 'Regular season']
        .filter(Boolean)
        .join(' · '),
    ],
    ['Officials', header.officials || 'Not recorded'],
  ];
  if (header.status === 'forfeit' && header.forfeitedBy) {
    facts.push(['Forfeit', `Forfeited by ${game[header.forfeitedBy].name}`]);
  }
  for (const [label, value] of facts) {
    text(label, MARGIN, 60, { size: 8, bold: true, color: GREY });
    text(value, MARGIN + 60, CONTENT - 60, { size: 9 });
    y += 12;
  }
  y += 4;
  rule();
  y += 8;

  // ---- teams ---------------------------------------------------------------------------------
  const columns: Column[] = [
    { label: '#', width: 26, align: 'right' },
    { label: 'Player', width: 150, align: 'left' },
    { label: 'S', width: 16, align: 'center' },
    { label: 'PTS', width: 36, align: 'center' },
    { label: 'Fouls', width: 124, align: 'left' },
    { label: 'FG', width: 56, align: 'right' },
    { label: beyondArcLabels(game.rules).short, width: 56, align: 'right' },
    { label: 'FT', width: 59.28, align: 'right' },
  ];
  const ma = (m: number, a: number) => `${m}/${a}`;

  const teamBlock = (team: SheetTeam, label: string) => {
    ensure(60);
    text(`${label}: ${team.name} (${team.shortName})`, MARGIN, CONTENT * 0.65, {
      size: 11,
      bold: true,
    });
    text(team.coach ? `Coach: ${team.coach}` : '', MARGIN + CONTENT * 0.65, CONTENT * 0.35, {
      size: 8,
      color: GREY,
      align: 'right',
    });
    y += 16;
    row(
      columns,
      columns.map((c) => c.label),
      { bold: true, size: 8 },
    );
    y += 11;
    rule();
    y += 3;
    if (team.players.length === 0) {
      text('No players on the roster.', MARGIN + 2, CONTENT, { size: 8, color: GREY });
      y += 12;
    }
    for (const p of team.players) {
      ensure(24);
      const height = row(
        columns,
        [
          p.jersey,
          p.name,
          p.starter ? '•' : '',
          String(p.points),
          p.fouls.map((f) => f.mark).join(' '),
          ma(p.fieldGoalsMade, p.fieldGoalsAttempted),
          ma(p.threesMade, p.threesAttempted),
          ma(p.freeThrowsMade, p.freeThrowsAttempted),
        ],
        { wrapColumn: 4 },
      );
      y += Math.max(12, height + 1.5);
    }
    rule();
    y += 3;
    const t = team.totals;
    row(
      columns,
      [
        '',
        'Team totals',
        '',
        String(t.points),
        `${t.fouls} in all`,
        ma(t.fieldGoalsMade, t.fieldGoalsAttempted),
        ma(t.threesMade, t.threesAttempted),
        ma(t.freeThrowsMade, t.freeThrowsAttempted),
      ],
      { bold: true },
    );
    y += 14;
    const lines: [string, string][] = [
      [
        'Team fouls',
        team.teamFouls.length
          ? team.teamFouls
              .map((n, i) => `${sheet.periods[i]?.label ?? `P${i + 1}`}: ${n}`)
              .join('   ')
          : 'None recorded',
      ],
      [
        'Timeouts',
        team.timeouts.length
          ? team.timeouts.map((to) => `${to.periodLabel} ${to.clock}`).join('   ')
          : 'None taken',
      ],
    ];
    if (team.coachBenchFouls.length) {
      lines.push(['Coach/bench', team.coachBenchFouls.map((f) => f.mark).join(' ')]);
    }
    for (const [label, value] of lines) {
      ensure(22);
      text(label, MARGIN, 70, { size: 8, bold: true, color: GREY });
      const height = text(value, MARGIN + 70, CONTENT - 70, { size: 8, wrap: true });
      y += Math.max(11, height + 1.5);
    }
    y += 10;
  };
  teamBlock(sheet.home, 'Home (A)');
  teamBlock(sheet.away, 'Away (B)');

  // ---- score by period -------------------------------------------------------------------------
  ensure(60);
  text('Score by period', MARGIN, CONTENT, { size: 11, bold: true });
  y += 16;
  const periodCols: Column[] = [
    { label: 'Team', width: 150, align: 'left' },
    ...sheet.periods.map((p) => ({ label: p.label, width: 36, align: 'right' as const })),
    { label: 'Final', width: 44, align: 'right' },
  ];
  row(
    periodCols,
    periodCols.map((c) => c.label),
    { bold: true, size: 8 },
  );
  y += 11;
  rule(
    MARGIN,
    periodCols.reduce((n, c) => n + c.width, 0),
  );
  y += 3;
  for (const side of ['home', 'away'] as const) {
    row(periodCols, [
      game[side].name,
      ...sheet.periods.map((p) => String(p[side])),
      String(final[side]),
    ]);
    y += 12;
  }
  if (!sheet.hasLog) {
    y += 2;
    text('The result was entered by hand: no plays were recorded for this game.', MARGIN, CONTENT, {
      size: 8,
      color: GREY,
    });
    y += 12;
  }
  y += 10;

  // ---- running score ---------------------------------------------------------------------------
  if (sheet.scoring.length > 0) {
    ensure(40);
    text('Running score', MARGIN, CONTENT, { size: 11, bold: true });
    y += 16;
    const perColumn = 3;
    const gap = 12;
    const colWidth = (CONTENT - gap * (perColumn - 1)) / perColumn;
    const cells: Column[] = [
      { label: 'Per.', width: 24, align: 'left' },
      { label: 'Clock', width: 30, align: 'right' },
      { label: 'Team', width: 34, align: 'center' },
      { label: '#', width: 20, align: 'right' },
      { label: 'Pts', width: 22, align: 'right' },
      { label: 'Score', width: colWidth - 130, align: 'right' },
    ];
    const lineHeight = 10;
    const drawHeader = () => {
      for (let c = 0; c < perColumn; c++) {
        let x = MARGIN + c * (colWidth + gap);
        for (const cell of cells) {
          text(cell.label, x + 1, cell.width - 2, { size: 7, bold: true, align: cell.align });
          x += cell.width;
        }
      }
      y += lineHeight;
    };
    let index = 0;
    while (index < sheet.scoring.length) {
      ensure(lineHeight * 3);
      drawHeader();
      const rowsHere = Math.max(1, Math.floor((bottom - y) / lineHeight));
      const top = y;
      for (let c = 0; c < perColumn && index < sheet.scoring.length; c++) {
        y = top;
        for (let r = 0; r < rowsHere && index < sheet.scoring.length; r++, index++) {
          const play = sheet.scoring[index]!;
          let x = MARGIN + c * (colWidth + gap);
          const values = [
            play.periodLabel,
            play.clock,
            game[play.team].shortName,
            play.jersey ?? '',
            play.points > 0 ? `+${play.points}` : String(play.points),
            `${play.score.home}–${play.score.away}`,
          ];
          cells.forEach((cell, i) => {
            text(values[i]!, x + 1, cell.width - 2, { size: 7, align: cell.align });
            x += cell.width;
          });
          y += lineHeight;
        }
      }
      y = top + rowsHere * lineHeight;
      if (index < sheet.scoring.length) {
        doc.addPage();
        y = MARGIN;
      }
    }
  }

  // ---- footnote on every page ------------------------------------------------------------------
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing inside the bottom margin would otherwise make PDFKit start a new page.
    doc.page.margins.bottom = 0;
    const foot = (line: string, offset: number) =>
      doc
        .font('regular')
        .fontSize(7)
        .fillColor(GREY)
        .text(line, MARGIN, A4.height - MARGIN - offset, {
          width: CONTENT,
          lineBreak: false,
          ellipsis: true,
          height: 10,
        });
    foot(
      'Fouls: P personal, O offensive, T technical, U unsportsmanlike, D disqualifying, C coach, B bench, followed by the period. S: starter.',
      14,
    );
    foot(
      `${teamFoulWindowText(game.rules)}. Made with Tempo. Page ${i - range.start + 1} of ${range.count}.`,
      5,
    );
  }
  doc.end();
  return done;
}
