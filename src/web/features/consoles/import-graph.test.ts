// The consoles' folders in their order (README.md): no file imports itself back through others,
// type imports included, and no folder imports one after it. A circle makes the order a lie and
// lets the file a bundler evaluates first see the others half-made. ESLint's import-x/no-cycle
// passes over type-only imports, which is how the frame and the clock once imported each other,
// so this test reads every import itself.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const folder = import.meta.dirname;

type Graph = Map<string, string[]>;

/** Every .ts/.tsx file under `dir`, to the files of `dir` it imports (statically, dynamically, types too). */
function importGraph(dir: string): Graph {
  const files = fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => path.join(dir, f));
  const graph: Graph = new Map();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map((i) => i.fileName)
      .filter((name) => name.startsWith('.'))
      .map((name) => path.resolve(path.dirname(file), name))
      .filter((target) => files.includes(target));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Each circle of `graph`, as the files along it from the first back to that one. */
function cycles(graph: Graph): string[][] {
  const found: string[][] = [];
  const done = new Set<string>();
  const trail: string[] = [];
  const visit = (file: string) => {
    const at = trail.indexOf(file);
    if (at >= 0) {
      found.push([...trail.slice(at), file]);
      return;
    }
    if (done.has(file)) return;
    trail.push(file);
    for (const next of graph.get(file) ?? []) visit(next);
    trail.pop();
    done.add(file);
  };
  for (const file of graph.keys()) visit(file);
  return found;
}

/** The folders in README.md's order: each may import from itself and the ones before it. */
const layers = ['text', 'store', 'panels', 'clock', 'stats', 'frame', 'pages'];

/**
 * Each import of a file that is not a test (nor a test helper of `testing/`) into a later folder,
 * or into `testing/`, as "from -> to" relative to `dir`.
 */
function layerBreaches(graph: Graph, dir: string): string[] {
  const name = (file: string) => path.relative(dir, file).split(path.sep).join('/');
  const folderOf = (file: string) => name(file).split('/')[0] ?? '';
  return [...graph].flatMap(([from, targets]) => {
    if (/\.test\.tsx?$/.test(from) || folderOf(from) === 'testing') return [];
    const own = layers.indexOf(folderOf(from));
    return targets
      .filter((to) => {
        const theirs = layers.indexOf(folderOf(to));
        return theirs === -1 || theirs > own;
      })
      .map((to) => `${name(from)} -> ${name(to)}`);
  });
}

describe('the consoles import graph', () => {
  const graph = importGraph(folder);
  const name = (file: string) => path.relative(folder, file).split(path.sep).join('/');
  const edges = [...graph].flatMap(([from, to]) => to.map((t) => `${name(from)} -> ${name(t)}`));

  it('reads the imports of every sub-folder, type-only and lazy ones too', () => {
    expect(edges).toContain('frame/console-frame.tsx -> clock/clock-conflicts.tsx');
    expect(edges).toContain('clock/clock-controls.ts -> store/loaded-console.ts');
    expect(edges).toContain('stats/lazy-box-score.tsx -> stats/box-score.tsx');
  });

  it('has no circle', () => {
    expect(cycles(graph).map((circle) => circle.map(name).join(' -> '))).toEqual([]);
  });

  it('imports, outside tests, only from the same folder or the ones before it', () => {
    expect(layerBreaches(graph, folder)).toEqual([]);
  });

  it('would name a circle and an import into a later folder', () => {
    const a = path.join(folder, 'a.ts');
    const b = path.join(folder, 'b.ts');
    const c = path.join(folder, 'c.ts');
    const circle = new Map([
      [a, [b]],
      [b, [c]],
      [c, [b]],
    ]);
    expect(cycles(circle).map((found) => found.map(name).join(' -> '))).toEqual([
      'b.ts -> c.ts -> b.ts',
    ]);
    const backwards = new Map([
      [path.join(folder, 'store/undo.ts'), [path.join(folder, 'panels/game-controls.tsx')]],
      [path.join(folder, 'panels/game-controls.tsx'), [path.join(folder, 'store/undo.ts')]],
      [path.join(folder, 'clock/clock-bar.tsx'), [path.join(folder, 'testing/test-game.ts')]],
      [path.join(folder, 'stats/foul-sheet.test.tsx'), [path.join(folder, 'pages/page.tsx')]],
    ]);
    expect(layerBreaches(backwards, folder)).toEqual([
      'store/undo.ts -> panels/game-controls.tsx',
      'clock/clock-bar.tsx -> testing/test-game.ts',
    ]);
  });
});
