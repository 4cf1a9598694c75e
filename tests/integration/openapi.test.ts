// The OpenAPI document is for code generators: it passes Redocly's recommended rules, says which
// operations need the session cookie (and the server agrees), declares the media types the routes
// really send, and a client generated from it (openapi-typescript, openapi-fetch) type-checks.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount } from '../support/auth-requests.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

interface Operation {
  operationId: string;
  security?: Array<Record<string, string[]>>;
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
}
interface Document {
  openapi: string;
  servers: Array<{ url: string }>;
  security: Array<Record<string, string[]>>;
  components: {
    schemas: Record<string, unknown>;
    securitySchemes: Record<string, { type: string; in: string; name: string }>;
  };
  paths: Record<string, Record<string, Operation>>;
}

const publicUrl = 'https://scores.tempo.test';
// Inside the repository, so the generated client resolves openapi-fetch from node_modules.
const workDir = path.resolve('.tmp/openapi-client');

let t: TestApp;
let doc: Document;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: publicUrl });
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  doc = res.json<Document>();
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.mkdirSync(workDir, { recursive: true });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(workDir, { recursive: true, force: true });
});

const operations = () =>
  Object.entries(doc.paths).flatMap(([url, item]) =>
    Object.entries(item).map(([method, op]) => ({ method: method.toUpperCase(), url, op })),
  );
const isEmptyObject = (o: object) => Object.keys(o).length === 0;
const mediaTypes = (op: Operation | undefined, status: string) =>
  Object.keys(op?.responses[status]?.content ?? {});

describe('the OpenAPI document', () => {
  it("passes Redocly's recommended rules without an error or a warning", async () => {
    const file = path.join(workDir, 'openapi.json');
    fs.writeFileSync(file, JSON.stringify(doc));
    const report = await redoclyLint(file);
    const problems = report.problems.map(
      (p) => `${p.severity} ${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`,
    );
    expect(problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });

  it('names every operation once', () => {
    const ids = operations().map(({ op }) => op.operationId);
    expect(ids.length).toBeGreaterThan(50);
    for (const id of ids) expect(id).toMatch(/^[a-z]+[A-Z][A-Za-z0-9]*$/);
    expect(new Set(ids).size).toBe(ids.length);
    // Every route is in the endpoint table, which names its operation.
    expect(doc.paths['/api/seasons/{seasonId}/teams']?.get?.operationId).toBe('listTeams');
    expect(doc.paths['/api/seasons/{seasonId}/games']?.get?.operationId).toBe('listSeasonGames');
  });

  it('points at PUBLIC_URL and declares the session cookie the server sets', async () => {
    expect(doc.servers).toEqual([expect.objectContaining({ url: publicUrl })]);
    expect(doc.security).toEqual([{ session: [] }]);
    const scheme = doc.components.securitySchemes.session;
    expect(scheme).toMatchObject({ type: 'apiKey', in: 'cookie' });
    const account = await registerAccount(t.app, undefined, { origin: publicUrl });
    expect(account.cookie.split('=')[0]).toBe(scheme?.name);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: account.cookie },
    });
    expect(me.statusCode).toBe(200);
  });

  it('marks as open exactly the reads that answer without a session', async () => {
    const reads = operations().filter(({ method }) => method === 'GET');
    // `[]`, or `[{}, …]`: an empty requirement is met without any credential.
    const open = reads.filter(
      ({ op }) => op.security && (op.security.length === 0 || op.security.some(isEmptyObject)),
    );
    expect(open.map(({ url }) => url)).toEqual(
      expect.arrayContaining(['/api/health', '/api/public/games/{gameId}/state', '/api/time']),
    );
    for (const { url, op } of reads) {
      // Unknown ids: an open route answers 404 (or 200), a closed one 401 before looking.
      const res = await t.app.inject({ method: 'GET', url: url.replace(/\{\w+\}/g, 'unknown') });
      const isOpen = open.some((o) => o.op === op);
      expect({ url, status: res.statusCode === 401 ? 401 : 'not 401' }).toEqual({
        url,
        status: isOpen ? 'not 401' : 401,
      });
    }
  });

  it('declares files and streams in their media types and their errors in JSON', () => {
    const pdf = doc.paths['/api/games/{gameId}/score-sheet.pdf']?.get;
    expect(mediaTypes(pdf, '200')).toEqual(['application/pdf']);
    expect(pdf?.responses['200']?.content?.['application/pdf']?.schema).toMatchObject({
      format: 'binary',
    });
    expect(mediaTypes(pdf, '404')).toEqual(['application/json']);
    const csv = doc.paths['/api/seasons/{seasonId}/stats.csv']?.get;
    expect(mediaTypes(csv, '200')).toEqual(['text/csv']);
    expect(mediaTypes(csv, '402')).toEqual(['application/json']);
    const feed = doc.paths['/api/calendars/{calendarToken}/season.ics']?.get;
    expect(mediaTypes(feed, '200')).toEqual(['text/calendar']);
    expect(mediaTypes(feed, '402')).toEqual(['text/plain']);
    const stream = doc.paths['/api/games/{gameId}/stream']?.get;
    expect(mediaTypes(stream, '200')).toEqual(['text/event-stream']);
    expect(mediaTypes(stream, '401')).toEqual(['application/json']);
    // Every upload is stored and served as WebP: a logo or photo, and an upload's preview.
    for (const path of ['/api/uploads/{uploadId}/{token}', '/api/uploads/{uploadId}']) {
      const image = doc.paths[path]?.get;
      expect(mediaTypes(image, '200')).toEqual(['image/webp']);
      expect(mediaTypes(image, '404')).toEqual(['application/json']);
    }
  });

  it('refers to the shared entities by $ref', () => {
    const teams = doc.paths['/api/seasons/{seasonId}/teams']?.get;
    expect(teams?.responses['200']?.content?.['application/json']?.schema).toMatchObject({
      properties: { teams: { items: { $ref: '#/components/schemas/Team' } } },
    });
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining(['ApiError', 'Tournament', 'Season', 'Team', 'Player', 'Game']),
    );
    expect(mediaTypes(teams, '404')).toEqual(['application/json']);
    expect(teams?.responses['404']?.content?.['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/ApiError',
    });
  });

  it('generates a typed client that compiles, and whose types refuse a wrong use', async () => {
    fs.writeFileSync(path.join(workDir, 'api.ts'), astToString(await openapiTS(doc as never)));
    const client = path.join(workDir, 'client.ts');
    fs.writeFileSync(
      client,
      `import createClient from 'openapi-fetch';
import type { components, paths } from './api.ts';

type Team = components['schemas']['Team'];
const api = createClient<paths>({ baseUrl: '${publicUrl}' });

export async function teamNames(seasonId: string): Promise<string[]> {
  const { data, error } = await api.GET('/api/seasons/{seasonId}/teams', {
    params: { path: { seasonId } },
  });
  if (error) throw new Error(error.message);
  return data.teams.map((team: Team) => team.name);
}

export async function renameTeam(teamId: string, name: string): Promise<string | undefined> {
  const { data } = await api.PATCH('/api/teams/{teamId}', {
    params: { path: { teamId } },
    body: { name },
  });
  return data?.name;
}

export async function scoreSheet(gameId: string) {
  return api.GET('/api/games/{gameId}/score-sheet.pdf', {
    params: { path: { gameId } },
    parseAs: 'blob',
  });
}

export function wrongUses(team: Team) {
  // @ts-expect-error a team's name is a string
  const n: number = team.name;
  // @ts-expect-error the season's teams need its id
  void api.GET('/api/seasons/{seasonId}/teams', { params: { path: {} } });
  // @ts-expect-error no such operation
  void api.GET('/api/seasons/{seasonId}/no-such-thing');
  return n;
}
`,
    );
    const program = ts.createProgram([client], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      allowImportingTsExtensions: true,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      types: [],
      // The libraries' own declarations are not what is tested here.
      skipLibCheck: true,
    });
    const diagnostics = ts
      .getPreEmitDiagnostics(program)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(diagnostics).toEqual([]);
  });
});

interface LintReport {
  totals: { errors: number; warnings: number; ignored: number };
  problems: Array<{
    ruleId: string;
    severity: string;
    message: string;
    location: Array<{ pointer: string }>;
  }>;
}

/** Redocly's CLI with the repository's redocly.yaml; it exits 1 on errors, with the report. */
function redoclyLint(file: string): Promise<LintReport> {
  const cli = path.resolve('node_modules/@redocly/cli/bin/cli.js');
  const args = [cli, 'lint', file, '--config', 'redocly.yaml', '--format', 'json'];
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [...args, '--max-problems', '1000'], { env }, (err, stdout) => {
      try {
        resolve(JSON.parse(stdout) as LintReport);
      } catch {
        reject(err ?? new Error(`Redocly printed no report: ${stdout}`));
      }
    });
  });
}
