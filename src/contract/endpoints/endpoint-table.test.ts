// The table as a whole: what no single endpoint can check about itself.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { successOf, type EndpointDefinition } from '../endpoint.ts';

const dir = path.dirname(fileURLToPath(import.meta.url));
const files = fs.readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));

async function loadTable(): Promise<{ name: string; e: EndpointDefinition }[]> {
  const modules = await Promise.all(
    files.map(
      async (f) => [f, (await import(path.join(dir, f))) as Record<string, unknown>] as const,
    ),
  );
  return modules.flatMap(([file, exports]) =>
    Object.entries(exports)
      .filter(([, value]) => typeof value === 'object' && value !== null && 'operationId' in value)
      .map(([name, value]) => ({ name: `${file}:${name}`, e: value as EndpointDefinition })),
  );
}

describe('the endpoint table', () => {
  it('names every operation once, and registers each method and path once', async () => {
    const table = await loadTable();
    expect(table.length).toBeGreaterThan(40);
    const ids = table.map(({ e }) => e.operationId);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    const routes = table.map(({ e }) => `${e.method} ${e.path}`);
    expect(routes.filter((r, i) => routes.indexOf(r) !== i)).toEqual([]);
  });

  it("declares a schema for exactly the path's :name segments", async () => {
    for (const { name, e } of await loadTable()) {
      const segments = [...e.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]).sort();
      const declared = Object.keys(e.params?.shape ?? {}).sort();
      expect({ name, params: declared }).toEqual({ name, params: segments });
    }
  });

  it('gives every endpoint a successful answer for callEndpoint to read', async () => {
    for (const { e } of await loadTable()) {
      expect(() => successOf(e)).not.toThrow();
    }
  });
});
