// A real OpenID Connect provider (the `oidc-provider` package) standing in for Google in tests
// (docs/architecture.md, practice 9). One confidential client, an in-memory account store, and its own small
// account picker: it lists the known accounts and has a form to enter any email, so a test (or a
// person) signs in as whoever it needs. `prompt=select_account`, which Tempo sends as Google
// expects, always shows the picker. ID tokens carry email, email_verified=true and name, as
// Google's do. Plain http on 127.0.0.1 is fine: oidc-provider only insists on https for the
// implicit flow, and Better Auth uses the code flow with PKCE.
import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  Adapter,
  AdapterPayload,
  Configuration,
  KoaContextWithOIDC,
  Provider as ProviderType,
} from 'oidc-provider';

export interface OidcAccount {
  email: string;
  name: string;
}

export interface OidcProviderOptions {
  /** 0 or absent: any free port. */
  port?: number;
  /** The address to listen on and to name in the issuer: 127.0.0.1 (default) or localhost. */
  host?: string;
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  /** Accounts the picker lists; one is made up when none are given. */
  accounts?: OidcAccount[];
}

export interface OidcProviderHandle {
  issuer: string;
  discoveryUrl: string;
  /** The accounts known so far, including those entered on the picker. */
  accounts(): OidcAccount[];
  /** The subject (`sub`) the provider uses for an email: stable for the life of the process. */
  subjectOf(email: string): string;
  stop(): Promise<void>;
}

export const defaultOidcAccount: OidcAccount = {
  email: 'google.player@example.com',
  name: 'Gia Google',
};

export async function startOidcProvider(opts: OidcProviderOptions): Promise<OidcProviderHandle> {
  const { Provider, interactionPolicy } = await importOidcProvider();
  const host = opts.host ?? '127.0.0.1';
  const accounts = new Map<string, OidcAccount>();
  for (const a of opts.accounts ?? [defaultOidcAccount]) accounts.set(a.email.toLowerCase(), a);
  const bySubject = () => new Map([...accounts.values()].map((a) => [subjectOf(a.email), a]));

  // The issuer names the port, so the server listens first and the provider is built after.
  let handle: (req: http.IncomingMessage, res: http.ServerResponse) => void = (_req, res) => {
    res.statusCode = 503;
    res.end();
  };
  const server = http.createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://${host}:${port}`;

  // Google shows its account chooser for prompt=select_account; the default policy knows only
  // login and consent, so select_account is added as a prompt of its own, checked first.
  const policy = interactionPolicy.base();
  policy.add(new interactionPolicy.Prompt({ name: 'select_account', requestable: true }), 0);

  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const signingKey = {
    ...privateKey.export({ format: 'jwk' }),
    kid: 'test-key',
    alg: 'RS256',
    use: 'sig',
  };

  const configuration: Configuration = {
    adapter: memoryAdapter(),
    clients: [
      {
        client_id: opts.clientId,
        client_secret: opts.clientSecret,
        redirect_uris: opts.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name'],
    },
    // Like Google: the ID token of the code flow carries the profile claims.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { policy, url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 3600,
      Session: 86_400,
      Grant: 86_400,
    },
    findAccount: (_ctx, sub) => {
      const account = bySubject().get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({ sub, email: account.email, email_verified: true, name: account.name }),
      };
    },
    // Google asks no consent for openid/email/profile: every login gets a grant for them.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { oidc } = ctx;
      const accountId = oidc.session?.accountId;
      if (!oidc.client || !accountId) return undefined;
      const grantId =
        oidc.result?.consent?.grantId ?? oidc.session.grantIdFor(oidc.client.clientId);
      if (grantId) {
        const existing = await oidc.provider.Grant.find(grantId);
        if (existing?.accountId === accountId) return existing;
      }
      const grant = new oidc.provider.Grant({ clientId: oidc.client.clientId, accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = page('Sign-in error', `<p>${escapeHtml(Object.values(out).join(': '))}</p>`);
    },
  };
  const provider: ProviderType = new Provider(issuer, configuration);
  const callback = provider.callback();

  handle = (req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    const match = /^\/interaction\/([\w-]+)(?:\/(login|abort))?$/.exec(url.pathname);
    if (!match) {
      void callback(req, res);
      return;
    }
    interaction(provider, req, res, match[1]!, match[2]).catch((err: unknown) => {
      res.statusCode = 400;
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(page('Sign-in error', `<p>${escapeHtml(String(err))}</p>`));
    });
  };

  async function interaction(
    p: ProviderType,
    req: http.IncomingMessage,
    res: http.ServerResponse,
    uid: string,
    action: string | undefined,
  ) {
    const details = await p.interactionDetails(req, res);
    if (details.uid !== uid) throw new Error('This sign-in has expired. Start again.');
    if (req.method === 'GET' && action === undefined) {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(pickerPage(uid, [...accounts.values()]));
      return;
    }
    if (req.method === 'GET' && action === 'abort') {
      await p.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'The person cancelled the sign-in' },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    if (req.method === 'POST' && action === 'login') {
      const form = new URLSearchParams(await readBody(req));
      const email = (form.get('email') ?? '').trim().toLowerCase();
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error('Enter an email address.');
      const name =
        (form.get('name') ?? '').trim() || accounts.get(email)?.name || email.split('@')[0]!;
      accounts.set(email, { email, name });
      await p.interactionFinished(
        req,
        res,
        { select_account: {}, login: { accountId: subjectOf(email) } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    res.statusCode = 405;
    res.end();
  }

  return {
    issuer,
    discoveryUrl: `${issuer}/.well-known/openid-configuration`,
    accounts: () => [...accounts.values()],
    subjectOf,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      }),
  };
}

function subjectOf(email: string): string {
  return createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 21);
}

/**
 * oidc-provider 9 prints a console warning at import on Node.js 20 (it prefers 22), which the
 * integration tests would count as noise; it runs correctly on 20. Only that one line is hushed.
 */
async function importOidcProvider() {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (!String(args[0]).includes('Unsupported runtime')) warn.apply(console, args);
  };
  try {
    return await import('oidc-provider');
  } finally {
    console.warn = warn;
  }
}

function pickerPage(uid: string, known: OidcAccount[]): string {
  const buttons = known
    .map(
      (a) => `<li><form method="post" action="/interaction/${uid}/login">
        <input type="hidden" name="email" value="${escapeHtml(a.email)}">
        <button type="submit">${escapeHtml(a.name)} &lt;${escapeHtml(a.email)}&gt;</button>
      </form></li>`,
    )
    .join('\n');
  return page(
    'Choose an account',
    `<ul>${buttons}</ul>
    <h2>Use another account</h2>
    <form method="post" action="/interaction/${uid}/login">
      <label>Email <input type="email" name="email" required></label>
      <label>Name <input type="text" name="name"></label>
      <button type="submit">Continue</button>
    </form>
    <p><a href="/interaction/${uid}/abort">Cancel</a></p>`,
  );
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>
<body><h1>${title}</h1>${body}</body></html>`;
}

function escapeHtml(s: string): string {
  return s
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

type Store = Map<string, { payload: AdapterPayload; expiresAt: number }>;

/** oidc-provider's storage, in memory, with expiry; its own in-memory adapter warns on use. */
function memoryAdapter() {
  const store: Store = new Map();
  return (model: string) => new MemoryAdapter(model, store);
}

class MemoryAdapter implements Adapter {
  constructor(
    private readonly model: string,
    private readonly store: Store,
  ) {}

  private key(id: string) {
    return `${this.model}:${id}`;
  }

  private get(key: string): AdapterPayload | undefined {
    const entry = this.store.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.store.delete(key);
      return undefined;
    }
    return entry.payload;
  }

  upsert(id: string, payload: AdapterPayload, expiresIn?: number) {
    const expiresAt = expiresIn ? Date.now() + expiresIn * 1000 : Number.POSITIVE_INFINITY;
    this.store.set(this.key(id), { payload, expiresAt });
    return Promise.resolve();
  }

  find(id: string) {
    return Promise.resolve(this.get(this.key(id)));
  }

  findByUid(uid: string) {
    for (const [key, entry] of this.store) {
      if (key.startsWith(`${this.model}:`) && entry.payload.uid === uid) {
        return Promise.resolve(this.get(key));
      }
    }
    return Promise.resolve(undefined);
  }

  findByUserCode(userCode: string) {
    for (const [key, entry] of this.store) {
      if (key.startsWith(`${this.model}:`) && entry.payload.userCode === userCode) {
        return Promise.resolve(this.get(key));
      }
    }
    return Promise.resolve(undefined);
  }

  consume(id: string) {
    const payload = this.get(this.key(id));
    if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    return Promise.resolve();
  }

  destroy(id: string) {
    this.store.delete(this.key(id));
    return Promise.resolve();
  }

  revokeByGrantId(grantId: string) {
    for (const [key, entry] of this.store) {
      if (entry.payload.grantId === grantId) this.store.delete(key);
    }
    return Promise.resolve();
  }
}
