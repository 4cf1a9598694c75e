// Logos and players' photos at the addresses of their versions (decision 0037): an address of its
// own for each new image, asked again rather than kept for a year, and gone the moment the image
// is replaced or removed, its player deleted or no longer shown in public. A photo is for the
// members of its tournament, and for strangers only while the player is shown on the public site.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiError } from '../../src/contract/api-error.ts';
import { apiPath, managementPaths, publicLeaguePaths } from '../../src/contract/api-paths.ts';
import type { PublicHome } from '../../src/contract/public-league.ts';
import type { Player, Team } from '../../src/contract/teams.ts';
import type { Tournament, Upload } from '../../src/contract/tournaments.ts';
import { migrationsFolder } from '../../src/server/db/migrations-folder.ts';
import { openPglite } from '../../src/server/db/open-pglite.ts';
import { uploads } from '../../src/server/db/tournament-schema.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import {
  addMember,
  anonymous,
  createPlayer,
  createSeason,
  createTeam,
  createTournament,
  expectStatus,
  makePremium,
  newUser,
  type Client,
} from './support/management.ts';

let t: TestApp;
let owner: Client;
let viewer: Client;
let stranger: Client;
let fan: Client;
let tournamentId: string;
let seasonId: string;
let teamId: string;

const playerUrl = (playerId: string) => apiPath(managementPaths.player, { playerId });
const siteUrl = () => apiPath(publicLeaguePaths.settings, { tournamentId });

let colour = 0;
/** A fresh image uploaded by `who`. */
async function upload(who: Client): Promise<Upload> {
  colour += 1;
  const background = `#${(colour * 2_654_435).toString(16).padStart(6, '0').slice(-6)}`;
  const png = await sharp({ create: { width: 12, height: 12, channels: 3, background } })
    .png()
    .toBuffer();
  const res = await t.app.inject({
    method: 'POST',
    url: managementPaths.uploads,
    headers: { cookie: who.cookie, 'content-type': 'image/png' },
    payload: png,
  });
  return expectStatus(res, 201).json<Upload>();
}

async function playerWithPhoto(who = owner) {
  const photo = await upload(who);
  const player = expectStatus(
    await who.post(apiPath(managementPaths.teamPlayers, { teamId }), {
      firstName: 'Maya',
      lastName: 'Lopez',
      jersey: String(10 + colour),
      photoId: photo.id,
    }),
    201,
  ).json<Player>();
  return { player, photo, url: player.photoUrl! };
}

function status(res: LightMyRequestResponse) {
  return res.statusCode;
}

async function statuses(url: string, callers: Client[]) {
  return Promise.all(callers.map(async (c) => status(await c.get(url))));
}

async function site(body: Record<string, unknown>) {
  expectStatus(await owner.patch(siteUrl(), body), 200);
}

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  owner = await newUser(t, 'organiser');
  await makePremium(t, owner.id);
  viewer = await newUser(t, 'viewer');
  stranger = await newUser(t, 'stranger');
  fan = anonymous(t);
  tournamentId = (await createTournament(owner, 'Photo League')).id;
  await addMember(t, tournamentId, viewer.id, 'viewer');
  seasonId = (await createSeason(owner, tournamentId)).id;
  teamId = (await createTeam(owner, seasonId, 'Harbour Hawks')).id;
  await owner.patch(siteUrl(), { slug: `photos-${randomUUID().slice(0, 8)}` });
});

afterAll(async () => {
  await t.close();
});

describe('a player’s photo', () => {
  it('has an address of its version, with a secret the upload’s id does not give', async () => {
    const { photo, url } = await playerWithPhoto();
    const [, uploadId, token] = /^\/api\/uploads\/([^/]+)\/([0-9a-f]{32})$/.exec(url) ?? [];
    expect(uploadId).toBe(photo.id);
    expect(token).toBeDefined();
    expect(token).not.toContain(photo.id);
    const served = expectStatus(await viewer.get(url), 200);
    expect(served.headers['content-type']).toBe('image/webp');
    // The upload's own address was the form's preview: it shows nobody the photo in use.
    expect(await statuses(photo.url, [owner, viewer, fan])).toEqual([404, 404, 404]);
  });

  it('is asked for again at each use, and answers 304 to a member who holds it', async () => {
    const { url } = await playerWithPhoto();
    const served = expectStatus(await viewer.get(url), 200);
    expect(served.headers['cache-control']).toBe('private, no-cache');
    const etag = String(served.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await t.app.inject({
      method: 'GET',
      url,
      headers: { cookie: viewer.cookie, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('shows strangers only while the player is shown on the public site', async () => {
    const { player, url } = await playerWithPhoto();
    const who = [owner, viewer, stranger, fan];
    // Site off: the tournament's members only.
    expect(await statuses(url, who)).toEqual([200, 200, 404, 404]);
    await site({ enabled: true, nameDisplay: 'full' });
    expect(await statuses(url, who)).toEqual([200, 200, 200, 200]);
    // Names as jersey numbers only: a face would say who the player is.
    await site({ nameDisplay: 'jersey' });
    expect(await statuses(url, who)).toEqual([200, 200, 404, 404]);
    await site({ nameDisplay: 'initial' });
    expect(await statuses(url, who)).toEqual([200, 200, 200, 200]);
    // An inactive player is off the public roster.
    expectStatus(await owner.patch(playerUrl(player.id), { active: false }), 200);
    expect(await statuses(url, who)).toEqual([200, 200, 404, 404]);
    expectStatus(await owner.patch(playerUrl(player.id), { active: true }), 200);
    await site({ enabled: false });
    const gone = await fan.get(url);
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['cache-control']).toBe('no-store');
    expect(gone.json<ApiError>().message).toBe('Image not found');
  });

  it('is gone once replaced or removed: a new photo has a new address', async () => {
    await site({ enabled: true, nameDisplay: 'full' });
    const { player, url } = await playerWithPhoto();
    // Saving the form with the same photo keeps its address.
    const same = expectStatus(
      await owner.patch(playerUrl(player.id), { photoId: player.photoId, position: 'PG' }),
      200,
    ).json<Player>();
    expect(same.photoUrl).toBe(url);

    const next = await upload(owner);
    const replaced = expectStatus(
      await owner.patch(playerUrl(player.id), { photoId: next.id }),
      200,
    ).json<Player>();
    expect(replaced.photoUrl).not.toBe(url);
    expect(await statuses(url, [owner, viewer, fan])).toEqual([404, 404, 404]);
    expect(await statuses(replaced.photoUrl!, [owner, viewer, fan])).toEqual([200, 200, 200]);

    const removed = expectStatus(
      await owner.patch(playerUrl(player.id), { photoId: null }),
      200,
    ).json<Player>();
    expect(removed.photoUrl).toBeNull();
    expect(await statuses(replaced.photoUrl!, [owner, viewer, fan])).toEqual([404, 404, 404]);
    await site({ enabled: false });
  });

  it('is gone once the player is removed', async () => {
    const { player, url } = await playerWithPhoto();
    expect(status(await viewer.get(url))).toBe(200);
    expectStatus(await owner.del(playerUrl(player.id)), 204);
    expect(await statuses(url, [owner, viewer])).toEqual([404, 404]);
  });

  it('goes with a team copied to another season at an address of the copy’s own', async () => {
    const { player, url } = await playerWithPhoto();
    const next = (await createSeason(owner, tournamentId, '2027')).id;
    const copied = expectStatus(
      await owner.post(apiPath(managementPaths.seasonTeamsCopy, { seasonId: next }), {
        fromSeasonId: seasonId,
        withPlayers: true,
      }),
      201,
    ).json<{ teams: Team[] }>();
    const copy = expectStatus(
      await owner.get(apiPath(managementPaths.teamPlayers, { teamId: copied.teams[0]!.id })),
      200,
    )
      .json<{ players: Player[] }>()
      .players.find((p) => p.jersey === player.jersey)!;
    expect(copy.photoUrl).not.toBeNull();
    expect(copy.photoUrl).not.toBe(url);
    expectStatus(await owner.del(playerUrl(player.id)), 204);
    expect(status(await viewer.get(url))).toBe(404);
    expect(status(await viewer.get(copy.photoUrl!))).toBe(200);
  });

  it('can only be an image its saver uploaded and nothing uses yet', async () => {
    const theirs = await upload(stranger);
    const refused = await owner.post(apiPath(managementPaths.teamPlayers, { teamId }), {
      firstName: 'Ana',
      lastName: 'Díaz',
      jersey: '77',
      photoId: theirs.id,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ApiError>().fields).toEqual({
      photoId: 'This image was not found. Upload it again.',
    });
    // Another player's photo, by its upload's id: not taken either.
    const { player } = await playerWithPhoto();
    const other = await createPlayer(owner, teamId, {
      firstName: 'Ben',
      lastName: 'Ng',
      jersey: '78',
    });
    const taken = await owner.patch(playerUrl(other.id), { photoId: player.photoId });
    expect(taken.statusCode).toBe(400);
    expect(taken.json<ApiError>().fields).toEqual({
      photoId: 'This image was not found. Upload it again.',
    });
  });
});

describe('logos', () => {
  it('a team’s shows anyone while it is the team’s, kept 5 minutes; replaced, it is gone', async () => {
    const first = await upload(owner);
    const team = expectStatus(
      await owner.post(apiPath(managementPaths.seasonTeams, { seasonId }), {
        name: 'Valley Owls',
        shortName: 'VOW',
        primaryColor: '#1e40af',
        secondaryColor: '#ffffff',
        logoId: first.id,
      }),
      201,
    ).json<Team>();
    const url = team.logoUrl!;
    expect(url).toMatch(new RegExp(`^/api/uploads/${first.id}/[0-9a-f]{32}$`));
    const served = expectStatus(await fan.get(url), 200);
    expect(served.headers['cache-control']).toBe('public, max-age=300, must-revalidate');
    expect(served.headers['cache-control']).not.toContain('immutable');
    expect(await statuses(url, [stranger, viewer])).toEqual([200, 200]);

    const second = await upload(owner);
    const changed = expectStatus(
      await owner.patch(apiPath(managementPaths.team, { teamId: team.id }), { logoId: second.id }),
      200,
    ).json<Team>();
    expect(changed.logoUrl).not.toBe(url);
    expect(await statuses(url, [fan, owner])).toEqual([404, 404]);
    expect(status(await fan.get(changed.logoUrl!))).toBe(200);
  });

  it('a tournament’s shows anyone at its current address, the public site’s header too', async () => {
    const first = await upload(owner);
    const created = expectStatus(
      await owner.post(managementPaths.tournaments, { name: 'Logo Cup', logoId: first.id }),
      201,
    ).json<Tournament>();
    expect(status(await fan.get(created.logoUrl!))).toBe(200);
    const slug = `logo-cup-${randomUUID().slice(0, 8)}`;
    expectStatus(
      await owner.patch(apiPath(publicLeaguePaths.settings, { tournamentId: created.id }), {
        enabled: true,
        slug,
      }),
      200,
    );
    const home = expectStatus(await fan.get(apiPath(publicLeaguePaths.home, { slug })), 200);
    expect(home.json<PublicHome>().league.logoUrl).toBe(created.logoUrl);

    const second = await upload(owner);
    const changed = expectStatus(
      await owner.patch(apiPath(managementPaths.tournament, { tournamentId: created.id }), {
        logoId: second.id,
      }),
      200,
    ).json<Tournament>();
    expect(status(await fan.get(created.logoUrl!))).toBe(404);
    expect(status(await fan.get(changed.logoUrl!))).toBe(200);
  });
});

describe('an upload not yet used', () => {
  it('shows only the account that uploaded it, until a logo or photo uses it', async () => {
    const fresh = await upload(owner);
    expect(fresh.url).toBe(`/api/uploads/${fresh.id}`);
    const preview = expectStatus(await owner.get(fresh.url), 200);
    expect(preview.headers['cache-control']).toBe('private, no-cache');
    expect(await statuses(fresh.url, [viewer, stranger, fan])).toEqual([404, 404, 404]);
    expectStatus(
      await owner.patch(apiPath(managementPaths.team, { teamId }), { logoId: fresh.id }),
      200,
    );
    expect(status(await owner.get(fresh.url))).toBe(404);
  });
});

describe('images saved before their addresses had a secret', () => {
  /** The migrations up to `last` (its journal index), as a folder of their own. */
  function migrationsUpTo(last: number): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tempo-migrations-'));
    fs.mkdirSync(path.join(dir, 'meta'));
    const journal = JSON.parse(
      fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
    ) as { entries: { idx: number; tag: string }[] };
    journal.entries = journal.entries.filter((e) => e.idx <= last);
    fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify(journal));
    for (const e of journal.entries) {
      fs.copyFileSync(path.join(migrationsFolder, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
    }
    return dir;
  }

  it('get one on migration, each its own, and their uploads show only through them', async () => {
    const client = await openPglite(undefined);
    const before = migrationsUpTo(8);
    try {
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: before });
      await client.exec(`
        INSERT INTO users (id, name, email) VALUES ('u1', 'Org', 'org@example.com');
        INSERT INTO uploads (id, owner_id, file_name, content_type, width, height, bytes) VALUES
          ('up-league', 'u1', 'up-league.webp', 'image/webp', 8, 8, 10),
          ('up-team', 'u1', 'up-team.webp', 'image/webp', 8, 8, 10),
          ('up-photo', 'u1', 'up-photo.webp', 'image/webp', 8, 8, 10),
          ('up-spare', 'u1', 'up-spare.webp', 'image/webp', 8, 8, 10);
        INSERT INTO tournaments (id, name, owner_id, logo_id) VALUES ('t1', 'Old League', 'u1', 'up-league');
        INSERT INTO seasons (id, tournament_id, name, rules, standings_rules)
          VALUES ('s1', 't1', '2025', '{}', '{}');
        INSERT INTO teams (id, season_id, name, short_name, primary_color, secondary_color, logo_id) VALUES
          ('tm1', 's1', 'Hawks', 'HAW', '#000000', '#ffffff', 'up-team'),
          ('tm2', 's1', 'Owls', 'OWL', '#000000', '#ffffff', NULL);
        INSERT INTO players (id, team_id, first_name, last_name, jersey, photo_id) VALUES
          ('p1', 'tm1', 'Maya', 'Lopez', '4', 'up-photo'),
          ('p2', 'tm1', 'Ben', 'Ng', '5', NULL),
          ('p3', 'tm2', 'Cleo', 'Ruiz', '6', 'up-photo');
      `);
      await migrate(db, { migrationsFolder });
      const tokens = await client.query<{ id: string; token: string | null }>(`
        SELECT id, logo_token AS token FROM tournaments
        UNION ALL SELECT id, logo_token FROM teams
        UNION ALL SELECT id, photo_token FROM players ORDER BY id`);
      const byId = Object.fromEntries(tokens.rows.map((r) => [r.id, r.token]));
      expect(byId.tm2).toBeNull();
      expect(byId.p2).toBeNull();
      const given = ['t1', 'tm1', 'p1', 'p3'].map((id) => byId[id]);
      for (const token of given) expect(token).toMatch(/^[0-9a-f]{32}$/);
      expect(new Set(given).size).toBe(4);
      // Their old addresses (the uploads' own) were public: none is a preview any more.
      const unused = await client.query(`SELECT id FROM uploads WHERE used_at IS NULL`);
      expect(unused.rows).toEqual([]);
    } finally {
      await client.close();
      fs.rmSync(before, { recursive: true, force: true });
    }
  });
});

describe('images nothing shows any more', () => {
  let swept: TestApp;
  beforeAll(async () => {
    swept = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000', UPLOADS_SWEEP_SECONDS: '1' });
  });
  afterAll(() => swept.close());

  it('are erased from the disk in the background: replaced, their holder deleted, never used', async () => {
    const organiser = await newUser(swept, 'organiser');
    const send = async () => {
      const png = await sharp({
        create: { width: 6, height: 6, channels: 3, background: '#7c3aed' },
      })
        .png()
        .toBuffer();
      const res = await swept.app.inject({
        method: 'POST',
        url: managementPaths.uploads,
        headers: { cookie: organiser.cookie, 'content-type': 'image/png' },
        payload: png,
      });
      return expectStatus(res, 201).json<Upload>().id;
    };
    const onDisk = (id: string) => fs.existsSync(path.join(swept.dataDir, 'uploads', `${id}.webp`));
    const league = (await createTournament(organiser, 'Sweep League')).id;
    const season = (await createSeason(organiser, league)).id;
    const kept = (await createTeam(organiser, season, 'Keepers')).id;
    const gone = (await createTeam(organiser, season, 'Leavers')).id;
    const [replaced, current, withTeam, logo, neverUsed] = [
      await send(),
      await send(),
      await send(),
      await send(),
      await send(),
    ];
    const player = expectStatus(
      await organiser.post(apiPath(managementPaths.teamPlayers, { teamId: kept }), {
        firstName: 'Ada',
        lastName: 'Moss',
        jersey: '1',
        photoId: replaced,
      }),
      201,
    ).json<Player>();
    expectStatus(await organiser.patch(playerUrl(player.id), { photoId: current }), 200);
    expectStatus(
      await organiser.post(apiPath(managementPaths.teamPlayers, { teamId: gone }), {
        firstName: 'Ben',
        lastName: 'Moss',
        jersey: '2',
        photoId: withTeam,
      }),
      201,
    );
    expectStatus(
      await organiser.patch(apiPath(managementPaths.team, { teamId: kept }), { logoId: logo }),
      200,
    );
    expectStatus(
      await organiser.del(`${apiPath(managementPaths.team, { teamId: gone })}?confirm=true`),
      204,
    );
    const all = [replaced, current, withTeam, logo, neverUsed];
    expect(all.map(onDisk)).toEqual([true, true, true, true, true]);

    // A few runs later: an image just set aside may still be in a save under way, so it waits.
    await new Promise((r) => setTimeout(r, 1500));
    expect(all.map(onDisk)).toEqual([true, true, true, true, true]);

    swept.clock.advance(11 * 60_000);
    await vi.waitFor(() => expect(all.map(onDisk)).toEqual([false, true, false, true, true]), {
      timeout: 5000,
      interval: 100,
    });
    // An upload no form has saved is its uploader's for a day, then erased as well.
    swept.clock.advance(24 * 3_600_000);
    await vi.waitFor(() => expect(all.map(onDisk)).toEqual([false, true, false, true, false]), {
      timeout: 5000,
      interval: 100,
    });
    const rows = await swept.deps.db.select({ id: uploads.id }).from(uploads);
    expect(rows.map((r) => r.id).sort()).toEqual([current, logo].sort());
  });
});
