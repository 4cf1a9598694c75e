// Layout checks any screen's tables can share: every header cell stands over its column. A column's
// header and body cells must have the same edges (a row with a cell too many or too few shifts
// them) and put their content on the same side, where what a reader sees (text, a badge, a logo)
// starts (left) or ends (right) at the same place within a pixel — "Player" right-aligned beside a right-aligned name column, or
// "PTS" left-aligned over figures set to the right, fails.
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Each misaligned column of the page's tables, described for the failure message. */
export async function misalignedColumns(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    /**
     * Where what a reader sees in a cell starts and ends: its text (visually hidden spans left
     * out), and anything drawn as a shape of its own (a badge's pill, a logo, an avatar's square,
     * a colour dot), whose edge is where the eye sees the column.
     */
    const contentBox = (cell: Element): { left: number; right: number } | null => {
      let left = Infinity;
      let right = -Infinity;
      const take = (rect: DOMRect) => {
        if (rect.width === 0) return;
        left = Math.min(left, rect.left);
        right = Math.max(right, rect.right);
      };
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if ((node.textContent ?? '').trim() === '') continue;
        const parent = node.parentElement;
        if (!parent || parent.getBoundingClientRect().width <= 1) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) take(rect);
      }
      for (const el of cell.querySelectorAll('*')) {
        const box = el.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) continue;
        const style = getComputedStyle(el);
        const painted =
          el.matches('img, svg, canvas') ||
          style.backgroundImage !== 'none' ||
          !/^(transparent|rgba\(.*,\s*0\))$/.test(style.backgroundColor) ||
          parseFloat(style.borderLeftWidth) > 0;
        if (painted) take(box);
      }
      return left === Infinity ? null : { left, right };
    };
    /** 'left' or 'right', resolving start/end by the cell's direction. */
    const side = (cell: Element): string => {
      const style = getComputedStyle(cell);
      const rtl = style.direction === 'rtl';
      switch (style.textAlign) {
        case 'start':
          return rtl ? 'right' : 'left';
        case 'end':
          return rtl ? 'left' : 'right';
        default:
          return style.textAlign;
      }
    };
    /** The row's cells by column index, a cell spanning columns left out of the comparison. */
    const byColumn = (row: HTMLTableRowElement): Map<number, HTMLTableCellElement> => {
      const cells = new Map<number, HTMLTableCellElement>();
      let index = 0;
      for (const cell of row.cells) {
        if (cell.colSpan === 1) cells.set(index, cell);
        index += cell.colSpan;
      }
      return cells;
    };
    const tables = [...document.querySelectorAll('table')].filter(
      (table) => table.getBoundingClientRect().width > 0,
    );
    tables.forEach((table, t) => {
      const name =
        table.caption?.textContent?.trim() ||
        table.closest('section')?.querySelector('h2')?.textContent?.trim() ||
        `table ${t + 1}`;
      const headerRow = table.tHead?.rows[table.tHead.rows.length - 1];
      if (!headerRow) return;
      const headers = byColumn(headerRow);
      const bodyRows = [
        ...[...table.tBodies].flatMap((body) => [...body.rows]),
        ...(table.tFoot ? [...table.tFoot.rows] : []),
      ];
      for (const row of bodyRows) {
        const width = [...row.cells].reduce((n, cell) => n + cell.colSpan, 0);
        const headerWidth = [...headerRow.cells].reduce((n, cell) => n + cell.colSpan, 0);
        if (width !== headerWidth) {
          problems.push(`${name}: a row has ${width} columns under ${headerWidth} headers`);
        }
        for (const [column, cell] of byColumn(row)) {
          const header = headers.get(column);
          if (!header) continue;
          const label = `${name}, column "${header.textContent?.trim() ?? column}"`;
          const h = header.getBoundingClientRect();
          const c = cell.getBoundingClientRect();
          if (Math.abs(h.left - c.left) > 1 || Math.abs(h.right - c.right) > 1) {
            problems.push(
              `${label}: header spans ${h.left.toFixed(0)}–${h.right.toFixed(0)}, cell ${c.left.toFixed(0)}–${c.right.toFixed(0)}`,
            );
            continue;
          }
          const headerSide = side(header);
          const cellSide = side(cell);
          if (headerSide !== cellSide) {
            problems.push(
              `${label}: header set ${headerSide}, cell "${cell.textContent?.trim()}" ${cellSide}`,
            );
            continue;
          }
          const headerText = contentBox(header);
          const cellText = contentBox(cell);
          if (!headerText || !cellText || headerSide === 'center') continue;
          const edge = headerSide === 'right' ? 'right' : 'left';
          if (Math.abs(headerText[edge] - cellText[edge]) > 1) {
            problems.push(
              `${label}: header's ${edge} edge at ${headerText[edge].toFixed(1)}, cell "${cell.textContent?.trim()}" at ${cellText[edge].toFixed(1)}`,
            );
          }
        }
      }
    });
    return [...new Set(problems)];
  });
}

/** Fails with every misaligned column of the page's tables. */
export async function expectTablesAligned(page: Page) {
  expect(await misalignedColumns(page), `tables on ${page.url()}`).toEqual([]);
}
