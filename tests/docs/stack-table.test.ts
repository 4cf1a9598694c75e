// The stack table of docs/architecture.md names the libraries Tempo is built on, some with their
// major version: each must be a dependency in package.json, at that version.
import { describe, expect, it } from 'vitest';
import pkg from '../../package.json' with { type: 'json' };
import { readDoc, tableAfter } from './markdown-table.ts';

const installed: Record<string, string> = { ...pkg.dependencies, ...pkg.devDependencies };

/** The names the table gives libraries, and the package each one is. */
const libraryPackages: Record<string, string> = {
  React: 'react',
  'React Router': 'react-router',
  'React Compiler': 'babel-plugin-react-compiler',
  Preact: 'preact',
  Vite: 'vite',
  'TanStack Query': '@tanstack/react-query',
  Mantine: '@mantine/core',
  Fastify: 'fastify',
  zod: 'zod',
  Redocly: '@redocly/cli',
  helmet: '@fastify/helmet',
  'Better Auth': 'better-auth',
  Drizzle: 'drizzle-orm',
  PGlite: '@electric-sql/pglite',
  nodemailer: 'nodemailer',
  Stripe: 'stripe',
  Vitest: 'vitest',
  Playwright: '@playwright/test',
  axe: '@axe-core/playwright',
  'fast-check': 'fast-check',
  HiGHS: 'highs',
  TypeScript: 'typescript',
};

/** What the table names with a version that is not a package, and where that version is set. */
const otherVersions: Record<string, string> = {
  'Node.js': pkg.engines.node.replace(/^>=/, ''),
  // The version the server's document declares (server/http/openapi-document.ts).
  OpenAPI: '3.1.0',
};

const table = tableAfter(readDoc('docs/architecture.md'), '## Stack')
  .map(([, choice]) => choice!)
  .join('\n');

describe("docs/architecture.md's stack table", () => {
  it('names only libraries package.json has', () => {
    const named = Object.keys(libraryPackages).filter((name) =>
      new RegExp(`(^|[^\\w-])${name.replace('.', '\\.')}($|[^\\w-])`).test(table),
    );
    expect(named).toContain('React');
    expect(named.filter((name) => !(libraryPackages[name]! in installed))).toEqual([]);
  });

  it('gives the versions package.json has', () => {
    const versioned = [...table.matchAll(/([A-Z][\w.]*(?: [A-Z][\w.]*)*) (\d+)(?:\.(\d+))?\b/g)];
    expect(versioned.length).toBeGreaterThan(0);
    for (const [written, name, major, minor] of versioned) {
      const library = libraryPackages[name!];
      const actual = library ? installed[library] : otherVersions[name!];
      expect(actual, `"${written}": add ${name} to this test's lists`).toBeDefined();
      const [actualMajor, actualMinor] = actual!.split('.');
      expect(actualMajor, written).toBe(major);
      if (minor !== undefined) expect(actualMinor, written).toBe(minor);
    }
  });
});
