// Reads the tables the docs hold facts in, so tests can compare them with the code.
import fs from 'node:fs';
import path from 'node:path';

/** A Markdown file of the repository, by its path from the root. */
export function readDoc(file: string): string {
  return fs.readFileSync(path.join(import.meta.dirname, '..', '..', file), 'utf8');
}

/**
 * The rows of the first table after `heading` (a whole heading line, `## Stack`), each row its
 * cells' text, trimmed; the header row and its separator left out.
 */
export function tableAfter(markdown: string, heading: string): string[][] {
  const lines = markdown.split('\n');
  const start = lines.indexOf(heading);
  if (start < 0) throw new Error(`no heading "${heading}"`);
  const first = lines.findIndex((line, i) => i > start && line.startsWith('|'));
  if (first < 0) throw new Error(`no table after "${heading}"`);
  const end = lines.findIndex((line, i) => i > first && !line.startsWith('|'));
  return lines.slice(first + 2, end < 0 ? undefined : end).map((line) =>
    line
      .slice(1, -1)
      .split('|')
      .map((cell) => cell.trim()),
  );
}
