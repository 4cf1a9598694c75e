import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { readCertificateFiles } from './tls/certificate-files.ts';
import { localCertificate } from './tls/local-authority.ts';

describe('loadConfig', () => {
  it('runs with nothing set: embedded database in ./data on port 3000', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.databaseUrl).toBeNull();
    expect(c.dataDir).toMatch(/\/data$/);
    expect(c.publicUrl).toBe('http://localhost:3000');
    expect(c.google).toBeNull();
    expect(c.analytics).toBe(true);
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ BETTER_AUTH_SECRET: 'short' })).toThrow(/BETTER_AUTH_SECRET/);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).databaseUrl).toBeNull();
  });

  it('enables Google only with both id and secret, at the overridable discovery URL', () => {
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id' }).google).toBeNull();
    const c = loadConfig({
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      GOOGLE_DISCOVERY_URL: 'http://127.0.0.1:4000/.well-known/openid-configuration',
    });
    expect(c.google).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      discoveryUrl: 'http://127.0.0.1:4000/.well-known/openid-configuration',
    });
    expect(
      loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' }).google?.discoveryUrl,
    ).toBe('https://accounts.google.com/.well-known/openid-configuration');
  });

  it('keeps analytics 180 days by default, pruned hourly, and refuses a retention of 0 days', () => {
    const c = loadConfig({});
    expect(c.analyticsRetentionDays).toBe(180);
    expect(c.analyticsPruneMs).toBe(3_600_000);
    expect(c.analyticsRateLimit).toEqual({ max: 30, windowSeconds: 60 });
    expect(loadConfig({ ANALYTICS_RETENTION_DAYS: '30' }).analyticsRetentionDays).toBe(30);
    expect(() => loadConfig({ ANALYTICS_RETENTION_DAYS: '0' })).toThrow(/ANALYTICS_RETENTION_DAYS/);
    expect(() => loadConfig({ ANALYTICS_RETENTION_DAYS: 'forever' })).toThrow(
      /ANALYTICS_RETENTION_DAYS/,
    );
  });

  it('reads ANALYTICS=off and the admin list', () => {
    const c = loadConfig({
      ANALYTICS: 'off',
      ADMIN_EMAILS: ' Boss@Example.com , ref@example.com,',
    });
    expect(c.analytics).toBe(false);
    expect(c.adminEmails).toEqual(['boss@example.com', 'ref@example.com']);
  });

  it('uses Stripe only with both keys, and refuses one without the other', () => {
    expect(loadConfig({}).stripe).toBeNull();
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toThrow(/STRIPE_SECRET_KEY/);
    const c = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
    });
    expect(c.stripe).toMatchObject({ secretKey: 'sk_test_1', webhookSecret: 'whsec_1' });
    expect(c.stripe?.apiBase?.port).toBe('12111');
  });

  it('trusts PUBLIC_URL’s origin and the TRUSTED_ORIGINS, normalised', () => {
    expect(loadConfig({}).trustedOrigins).toEqual(['http://localhost:3000']);
    expect(loadConfig({}).publicUrlSet).toBe(false);
    const c = loadConfig({
      PUBLIC_URL: 'https://tempo.example.com/',
      TRUSTED_ORIGINS: ' https://Scores.example.org/ ,http://10.0.0.5:8080,,',
    });
    expect(c.publicUrlSet).toBe(true);
    expect(c.trustedOrigins).toEqual([
      'https://tempo.example.com',
      'https://scores.example.org',
      'http://10.0.0.5:8080',
    ]);
  });

  it('names a TRUSTED_ORIGINS entry that is not an origin', () => {
    expect(() =>
      loadConfig({ TRUSTED_ORIGINS: 'https://ok.example, https://x.example/app' }),
    ).toThrow(/TRUSTED_ORIGINS: "https:\/\/x\.example\/app" is not an origin/);
    expect(() => loadConfig({ TRUSTED_ORIGINS: 'tempo.example.com' })).toThrow(/TRUSTED_ORIGINS/);
  });

  it('caps streams and connections per client address, leaving room besides the streams', () => {
    expect(loadConfig({})).toMatchObject({
      streamsPerAddress: 2_000,
      connectionsPerAddress: 2_500,
    });
    const c = loadConfig({ STREAMS_PER_ADDRESS: '500', CONNECTIONS_PER_ADDRESS: '1000' });
    expect(c).toMatchObject({ streamsPerAddress: 500, connectionsPerAddress: 1000 });
    expect(() => loadConfig({ STREAMS_PER_ADDRESS: '0' })).toThrow(/STREAMS_PER_ADDRESS/);
    expect(() => loadConfig({ STREAMS_PER_ADDRESS: 'many' })).toThrow(/STREAMS_PER_ADDRESS/);
    expect(() => loadConfig({ STREAMS_PER_ADDRESS: '3000' })).toThrow(
      /CONNECTIONS_PER_ADDRESS \(2500\) must be more than STREAMS_PER_ADDRESS \(3000\)/,
    );
  });

  describe('HTTPS', () => {
    let dir: string;
    beforeAll(() => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tempo-config-tls-'));
      const made = localCertificate(path.join(dir, 'made'), {
        dnsNames: ['tempo.venue'],
        ipAddresses: ['127.0.0.1'],
      });
      fs.writeFileSync(path.join(dir, 'cert.pem'), made.certChainPem);
      fs.writeFileSync(path.join(dir, 'key.pem'), made.keyPem);
      fs.writeFileSync(
        path.join(dir, 'other-key.pem'),
        fs.readFileSync(path.join(dir, 'made', 'ca.key')),
      );
    });
    afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
    const file = (name: string) => path.join(dir, name);

    it('is off unless asked for: plain HTTP only', () => {
      expect(loadConfig({}).https).toBeNull();
      expect(loadConfig({ HTTPS: 'off' }).https).toBeNull();
    });

    it('HTTPS=local keeps its authority in DATA_DIR/tls, on HTTPS_PORT (3443)', () => {
      const c = loadConfig({ HTTPS: 'local', DATA_DIR: '/srv/tempo' });
      expect(c.https).toEqual({
        port: 3443,
        certificate: { kind: 'local', dir: '/srv/tempo/tls' },
      });
      expect(loadConfig({ HTTPS: 'local', HTTPS_PORT: '8443' }).https?.port).toBe(8443);
      expect(() => loadConfig({ HTTPS: 'yes' })).toThrow(/HTTPS/);
      expect(() => loadConfig({ HTTPS: 'local', HTTPS_PORT: '3000' })).toThrow(
        /HTTPS_PORT \(3000\) must differ from PORT/,
      );
    });

    it("serves the organiser's certificate and key, read and checked at start", () => {
      const c = loadConfig({ TLS_CERT_FILE: file('cert.pem'), TLS_KEY_FILE: file('key.pem') });
      expect(c.https?.certificate).toEqual({
        kind: 'files',
        certPem: fs.readFileSync(file('cert.pem'), 'utf8'),
        keyPem: fs.readFileSync(file('key.pem'), 'utf8'),
      });
    });

    it('says what is wrong with the files', () => {
      expect(() => loadConfig({ TLS_CERT_FILE: file('cert.pem') })).toThrow(
        /TLS_CERT_FILE and TLS_KEY_FILE must be set together/,
      );
      expect(() =>
        loadConfig({ TLS_CERT_FILE: file('missing.pem'), TLS_KEY_FILE: file('key.pem') }),
      ).toThrow(/TLS_CERT_FILE: cannot read .*missing\.pem \(ENOENT\)/);
      expect(() =>
        loadConfig({ TLS_CERT_FILE: file('key.pem'), TLS_KEY_FILE: file('key.pem') }),
      ).toThrow(/TLS_CERT_FILE: .* holds no PEM certificate/);
      expect(() =>
        loadConfig({ TLS_CERT_FILE: file('cert.pem'), TLS_KEY_FILE: file('cert.pem') }),
      ).toThrow(/TLS_KEY_FILE: .* holds no unencrypted PEM private key/);
      expect(() =>
        loadConfig({ TLS_CERT_FILE: file('cert.pem'), TLS_KEY_FILE: file('other-key.pem') }),
      ).toThrow(/TLS_KEY_FILE: .* is not the key of the certificate/);
      expect(() =>
        loadConfig({
          HTTPS: 'local',
          TLS_CERT_FILE: file('cert.pem'),
          TLS_KEY_FILE: file('key.pem'),
        }),
      ).toThrow(/set one or the other/);
    });

    it('refuses an expired certificate', () => {
      const later = new Date(Date.now() + 800 * 86_400_000);
      expect(readCertificateFiles(file('cert.pem'), file('key.pem'), later)).toEqual({
        problems: [expect.stringMatching(/^TLS_CERT_FILE: the certificate in .* expired on /)],
      });
    });
  });
});
