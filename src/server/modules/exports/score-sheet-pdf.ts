// The printable score sheet of one game as a PDF (A4 portrait), in the tournament's language: the
// header, each team's players, fouls, team fouls and timeouts, then the score by period and the
// running score. PDFKit lays it out in the fonts of server/pdf/pdf-fonts.ts, embedded and subset,
// so names such as "Dončić", "Şahin", "Øre" or "王小明" print as written (the PDF standard fonts
// only cover Latin-1).
import PDFDocument from 'pdfkit';
import type { LiveGame } from '../../../contract/live-games.ts';
import type { ScoreSheet, SheetTeam } from '../../../domain/exports/score-sheet.ts';
import type { TeamSide } from '../../../domain/game/events.ts';
import { formatDateTime } from '../../../i18n/intl-format.ts';
import { defaultPdfFont, pdfScripts, type PdfFontLog } from '../../pdf/pdf-fonts.ts';
import { beyondArc, dateLocale, periodNamer, type ExportWords } from './export-words.ts';

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

interface Column {
  label: string;
  width: number;
  align: 'left' | 'right' | 'center';
}

export function renderScoreSheetPdf(
  sheet: ScoreSheet,
  header: SheetHeader,
  words: ExportWords,
  log: PdfFontLog,
): Promise<Buffer> {
  const { game } = header;
  const { t, common } = words;
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'portrait',
    margin: MARGIN,
    // Never the default Helvetica: it cannot print most names outside Western Europe.
    font: defaultPdfFont(),
    // The page footers are written once the number of pages is known.
    bufferPages: true,
    lang: words.locale,
    info: {
      Title: t('pdf.docTitle', { home: game.home.name, away: game.away.name }),
      Author: 'Tempo',
      Subject: `${game.tournamentName} – ${game.seasonName}`,
    },
  });
  const scripts = pdfScripts(doc, log);

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
  /** Draws text at y; returns the height it took. */
  const text = (
    value: string,
    x: number,
    width: number,
    opts: {
      size?: number;
      bold?: boolean;
      align?: Column['align'];
      color?: string;
      /** Let the text wrap onto more lines (names, fouls); otherwise one line, cut with "…". */
      wrap?: boolean;
    } = {},
  ) => {
    const size = opts.size ?? 9;
    doc.fillColor(opts.color ?? 'black');
    const align = opts.align ?? 'left';
    const weight = opts.bold ? 'bold' : 'regular';
    scripts.text(value, x, y, size, weight, { width, align, oneLine: !opts.wrap });
    return opts.wrap ? Math.max(size * 1.2, doc.y - y) : size * 1.2;
  };
  /** The largest font size (down to `min`) at which `value` fits `width` on one line. */
  const fitSize = (value: string, width: number, size: number, min: number) => {
    let s = size;
    while (s > min && scripts.widthOf(value, s, 'bold') > width) s -= 0.5;
    return s;
  };
  /** A column of labels (8 pt bold) as wide as its longest, at least `min`. */
  const labelWidth = (lines: readonly [string, string][], min: number) =>
    Math.max(min, ...lines.map(([label]) => Math.ceil(scripts.widthOf(label, 8, 'bold')) + 6));
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
    opts: { bold?: boolean; size?: number; wrapColumns?: readonly number[] } = {},
  ) => {
    let x = MARGIN;
    let height = 0;
    columns.forEach((c, i) => {
      const wrap = opts.wrapColumns?.includes(i);
      const used = text(cells[i] ?? '', x + 2, c.width - 4, { ...opts, align: c.align, wrap });
      height = Math.max(height, used);
      x += c.width;
    });
    return height;
  };
  // The same names the sheet's periods were labelled with.
  const periodName = periodNamer(words, game.rules);
  const sideName = (side: TeamSide) => t('pdf.side', { side });

  // ---- header --------------------------------------------------------------------------------
  text(t('pdf.heading'), MARGIN, CONTENT / 2, { size: 8, bold: true, color: GREY });
  text(`${game.tournamentName} – ${game.seasonName}`, MARGIN + CONTENT / 2, CONTENT / 2, {
    size: 8,
    color: GREY,
    align: 'right',
  });
  y += 14;
  const final = sheet.finalScore;
  const half = (CONTENT - 90) / 2;
  // Long club names shrink (down to 11 pt), then wrap rather than run into the score.
  const nameSize = Math.min(
    fitSize(game.home.name, half - 4, 15, 11),
    fitSize(game.away.name, half - 4, 15, 11),
  );
  const namesTop = y;
  const homeHeight = text(game.home.name, MARGIN, half, {
    size: nameSize,
    bold: true,
    align: 'right',
    wrap: true,
  });
  text(`${final.home} – ${final.away}`, MARGIN + half, 90, {
    size: 15,
    bold: true,
    align: 'center',
  });
  const awayHeight = text(game.away.name, MARGIN + half + 90, half, {
    size: nameSize,
    bold: true,
    wrap: true,
  });
  y = namesTop + Math.max(20, homeHeight + 2, awayHeight + 2);
  const sideLine = (side: TeamSide) =>
    t('pdf.sideTeam', { side: sideName(side), shortName: game[side].shortName });
  text(sideLine('home'), MARGIN, half, { size: 8, color: GREY, align: 'right' });
  text(t('pdf.status', { status: header.status }), MARGIN + half, 90, {
    size: 8,
    color: GREY,
    align: 'center',
  });
  text(sideLine('away'), MARGIN + half + 90, half, { size: 8, color: GREY });
  y += 16;
  const when = game.scheduledAt
    ? t('pdf.dateTime', {
        dateTime: formatDateTime(dateLocale(words.locale), new Date(game.scheduledAt), {
          timeZone: game.timezone,
          weekday: 'short',
          day: 'numeric',
          month: 'short',
          year: 'numeric',
          hour: '2-digit',
          minute: '2-digit',
          hour12: false,
        }),
        timeZone: game.timezone,
      })
    : t('pdf.dateNotSet');
  const facts: [string, string][] = [
    [t('pdf.when'), when],
    [t('pdf.where'), [game.venue, game.court].filter(Boolean).join(' · ') || t('pdf.notSet')],
    [
      t('pdf.round'),
      [game.round, t('pdf.phase', { phase: header.phase })].filter(Boolean).join(' · '),
    ],
    [t('pdf.officials'), header.officials || t('pdf.notRecorded')],
  ];
  if (header.status === 'forfeit' && header.forfeitedBy) {
    facts.push([t('pdf.forfeit'), t('pdf.forfeitedBy', { team: game[header.forfeitedBy].name })]);
  }
  const factWidth = labelWidth(facts, 60);
  for (const [label, value] of facts) {
    text(label, MARGIN, factWidth, { size: 8, bold: true, color: GREY });
    const height = text(value, MARGIN + factWidth, CONTENT - factWidth, { size: 9, wrap: true });
    y += Math.max(12, height + 1);
  }
  y += 4;
  rule();
  y += 8;

  // ---- teams ---------------------------------------------------------------------------------
  const columns: Column[] = [
    { label: '#', width: 26, align: 'right' },
    { label: common('term.player'), width: 150, align: 'left' },
    { label: t('pdf.col.starter'), width: 20, align: 'center' },
    { label: common('box.pts'), width: 36, align: 'center' },
    { label: common('term.fouls'), width: 120, align: 'left' },
    { label: common('box.fg'), width: 56, align: 'right' },
    { label: beyondArc(words, game.rules), width: 56, align: 'right' },
    { label: common('box.ft'), width: 59.28, align: 'right' },
  ];
  const ma = (m: number, a: number) => `${m}/${a}`;

  const teamBlock = (team: SheetTeam) => {
    ensure(60);
    const titleTop = y;
    const title = t('pdf.teamTitle', {
      side: sideName(team.side),
      team: team.name,
      shortName: team.shortName,
    });
    const titleHeight = text(title, MARGIN, CONTENT * 0.65, { size: 11, bold: true, wrap: true });
    const coach = team.coach ? t('pdf.coach', { name: team.coach }) : '';
    text(coach, MARGIN + CONTENT * 0.65, CONTENT * 0.35, {
      size: 8,
      color: GREY,
      align: 'right',
    });
    y = titleTop + Math.max(16, titleHeight + 3);
    row(
      columns,
      columns.map((c) => c.label),
      { bold: true, size: 8 },
    );
    y += 11;
    rule();
    y += 3;
    if (team.players.length === 0) {
      text(t('pdf.noPlayers'), MARGIN + 2, CONTENT, { size: 8, color: GREY });
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
        { wrapColumns: [1, 4] },
      );
      y += Math.max(12, height + 1.5);
    }
    rule();
    y += 3;
    const totals = team.totals;
    row(
      columns,
      [
        '',
        t('pdf.teamTotals'),
        '',
        String(totals.points),
        t('pdf.foulsInAll', { count: totals.fouls }),
        ma(totals.fieldGoalsMade, totals.fieldGoalsAttempted),
        ma(totals.threesMade, totals.threesAttempted),
        ma(totals.freeThrowsMade, totals.freeThrowsAttempted),
      ],
      { bold: true },
    );
    y += 14;
    const lines: [string, string][] = [
      [
        common('term.teamFouls'),
        team.teamFouls.length
          ? team.teamFouls
              .map((count, i) => t('pdf.periodCount', { period: periodName(i + 1), count }))
              .join('   ')
          : t('pdf.noneRecorded'),
      ],
      [
        common('term.timeouts'),
        team.timeouts.length
          ? team.timeouts.map((to) => `${to.periodLabel} ${to.clock}`).join('   ')
          : t('pdf.noneTaken'),
      ],
    ];
    if (team.coachBenchFouls.length) {
      lines.push([t('pdf.coachBench'), team.coachBenchFouls.map((f) => f.mark).join(' ')]);
    }
    const width = labelWidth(lines, 70);
    for (const [label, value] of lines) {
      ensure(22);
      text(label, MARGIN, width, { size: 8, bold: true, color: GREY });
      const height = text(value, MARGIN + width, CONTENT - width, { size: 8, wrap: true });
      y += Math.max(11, height + 1.5);
    }
    y += 10;
  };
  teamBlock(sheet.home);
  teamBlock(sheet.away);

  // ---- score by period -------------------------------------------------------------------------
  ensure(60);
  text(t('pdf.scoreByPeriod'), MARGIN, CONTENT, { size: 11, bold: true });
  y += 16;
  const periodCols: Column[] = [
    { label: common('term.team'), width: 150, align: 'left' },
    ...sheet.periods.map((p) => ({ label: p.label, width: 36, align: 'right' as const })),
    { label: t('pdf.col.final'), width: 44, align: 'right' },
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
    const height = row(
      periodCols,
      [game[side].name, ...sheet.periods.map((p) => String(p[side])), String(final[side])],
      { wrapColumns: [0] },
    );
    y += Math.max(12, height + 1.5);
  }
  if (!sheet.hasLog) {
    y += 2;
    text(t('pdf.handEntered'), MARGIN, CONTENT, { size: 8, color: GREY });
    y += 12;
  }
  y += 10;

  // ---- running score ---------------------------------------------------------------------------
  if (sheet.scoring.length > 0) {
    ensure(40);
    text(t('pdf.runningScore'), MARGIN, CONTENT, { size: 11, bold: true });
    y += 16;
    const perColumn = 3;
    const gap = 12;
    const colWidth = (CONTENT - gap * (perColumn - 1)) / perColumn;
    const cells: Column[] = [
      { label: t('pdf.col.period'), width: 24, align: 'left' },
      { label: t('pdf.col.clock'), width: 30, align: 'right' },
      { label: common('term.team'), width: 34, align: 'center' },
      { label: '#', width: 20, align: 'right' },
      { label: t('pdf.col.points'), width: 22, align: 'right' },
      { label: t('pdf.col.score'), width: colWidth - 130, align: 'right' },
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
    foot(t('pdf.legend'), 14);
    foot(
      t('pdf.footer', {
        teamFoulWindow: t('pdf.teamFoulWindow', { reset: game.rules.teamFoulsReset }),
        page: i - range.start + 1,
        pages: range.count,
      }),
      5,
    );
  }
  doc.end();
  return done;
}
