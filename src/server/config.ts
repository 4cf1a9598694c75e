// Configuration comes from the environment only, validated once at start so a typo fails fast
// with a message instead of half-working. README.md lists every variable.
import path from 'node:path';
import { z } from 'zod';
import { originOf } from './http/origins.ts';
import { projectRoot } from './project-root.ts';
import { readCertificateFiles } from './tls/certificate-files.ts';

const flag = z
  .enum(['on', 'off', 'true', 'false', '1', '0'])
  .transform((v) => v === 'on' || v === 'true' || v === '1');

const originHint = 'write it as scheme://host[:port], e.g. https://tempo.example.com';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /**
   * HTTPS beside plain HTTP, so a console at a LAN address reopens offline (decision 0048): `local`
   * signs a certificate with Tempo's own authority, kept in DATA_DIR/tls. TLS_CERT_FILE and
   * TLS_KEY_FILE bring the organiser's certificate instead.
   */
  HTTPS: z.enum(['off', 'local']).default('off'),
  HTTPS_PORT: z.coerce.number().int().min(1).max(65535).default(3443),
  TLS_CERT_FILE: z.string().optional(),
  TLS_KEY_FILE: z.string().optional(),
  /** The address people use to reach Tempo; links in mails and OAuth callbacks are built from it. */
  PUBLIC_URL: z.url().optional(),
  /** Comma-separated origins of other front ends (proxies, host names) allowed to act. */
  TRUSTED_ORIGINS: z
    .string()
    .default('')
    .transform((value, ctx) => {
      const origins: string[] = [];
      for (const entry of value.split(',').map((s) => s.trim())) {
        if (!entry) continue;
        const origin = originOf(entry);
        if (origin) origins.push(origin);
        else
          ctx.addIssue({ code: 'custom', message: `"${entry}" is not an origin: ${originHint}` });
      }
      return origins;
    }),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.url().optional(),
  /** Signs sessions and tokens. When unset, one is generated once and kept in DATA_DIR. */
  BETTER_AUTH_SECRET: z.string().min(32).optional(),
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().default('Tempo <no-reply@tempo.local>'),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_DISCOVERY_URL: z
    .url()
    .default('https://accounts.google.com/.well-known/openid-configuration'),
  ANALYTICS: flag.default(true),
  /** Analytics older than this many days are deleted. */
  ANALYTICS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(180),
  /** How often analytics past the retention are deleted. */
  ANALYTICS_PRUNE_SECONDS: z.coerce.number().int().min(1).default(3600),
  /** Analytics batches taken per client address in each window. */
  ANALYTICS_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(30),
  ANALYTICS_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  /** Comma-separated emails whose accounts are site administrators. */
  ADMIN_EMAILS: z.string().default(''),
  /** Sign-in, sign-up and reset requests allowed per client address in each window. */
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  /** Mails (confirmations, reset links, notices) one client address may cause in each window. */
  MAIL_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(30),
  /** Mails one mailbox may be sent in each window, whoever asks. */
  MAIL_RATE_LIMIT_PER_RECIPIENT: z.coerce.number().int().min(1).default(5),
  MAIL_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
  /** Stripe Checkout; both or neither. Without them the built-in sandbox checkout is used. */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Where the Stripe API is reached (tests point it at a local server), e.g. http://127.0.0.1:12111. */
  STRIPE_API_BASE: z.url().optional(),
  /** How often expired premium passes are set back to free in the stored profile. */
  /** Where `npm run build` wrote the web app and server (default dist), relative to the project. */
  TEMPO_BUILD_DIR: z.string().default('dist'),
  PREMIUM_EXPIRY_SWEEP_SECONDS: z.coerce.number().int().min(1).default(60),
  /** Invite-code previews and joins allowed per client address in each window (guessing codes). */
  INVITE_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(30),
  INVITE_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  /**
   * Public reads (league pages, JSON, embeds, the public game answers) allowed per client address
   * in each window: a gym's 500 phones behind one address each reading its game's page after every
   * basket. What stops an attacker is the work budget below, not this count.
   */
  PUBLIC_SITE_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(6_000),
  PUBLIC_SITE_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  /** The work those reads may cause per address in that window (units: public-read-costs.ts). */
  PUBLIC_SITE_WORK_BUDGET: z.coerce.number().int().min(1).default(9_000),
  /** Where uploaded logos and photos are kept; DATA_DIR/uploads when unset. */
  UPLOADS_DIR: z.string().optional(),
  /** How often uploads nothing shows any more are erased. */
  UPLOADS_SWEEP_SECONDS: z.coerce.number().int().min(1).default(3600),
  TRUST_PROXY: flag.default(false),
  /**
   * Live streams one client address may hold open at once. In the thousands: a gym's phones
   * share their school's address, and a stream costs the server little (its frames are shared
   * bytes; one that stops reading is cut off, sse.ts), so only a client opening thousands is
   * stopped.
   */
  STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).default(2_000),
  /** Requests one client address may have in progress at once, its live streams among them. */
  CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(2).default(2_500),
  /** Answers of 64 KB or more one client address may have on their way at once (large-answers.ts). */
  LARGE_ANSWERS_PER_ADDRESS: z.coerce.number().int().min(1).default(16),
  /** An answer whose reader takes nothing for this long is cut off with its connection. */
  SEND_STALL_SECONDS: z.coerce.number().int().min(1).default(20),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Readable lines on a terminal and JSON elsewhere (`auto`), or always one of them. */
  LOG_FORMAT: z.enum(['auto', 'pretty', 'json']).default('auto'),
});

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  // An empty variable (`DATABASE_URL=`) means unset, as shells and compose files use it.
  const given = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_WEBHOOK_SECRET)) {
    throw new Error(
      'Invalid configuration:\n  STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together (or neither, for the sandbox checkout)',
    );
  }
  if (e.CONNECTIONS_PER_ADDRESS <= e.STREAMS_PER_ADDRESS) {
    throw new Error(
      `Invalid configuration:\n  CONNECTIONS_PER_ADDRESS (${e.CONNECTIONS_PER_ADDRESS}) must be more than STREAMS_PER_ADDRESS (${e.STREAMS_PER_ADDRESS}): every live stream holds a connection, and the address needs some for everything else`,
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const https = httpsOf(e, dataDir);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    /** The HTTPS listener beside the plain HTTP one, or null (the default: plain HTTP only). */
    https,
    publicUrl,
    /** False when publicUrl is the localhost default: people may be using another address. */
    publicUrlSet: e.PUBLIC_URL !== undefined,
    /** Origins allowed to act besides a request's own: PUBLIC_URL's and TRUSTED_ORIGINS. */
    trustedOrigins: [...new Set([new URL(publicUrl).origin, ...e.TRUSTED_ORIGINS])],
    dataDir,
    databaseUrl: e.DATABASE_URL ?? null,
    authSecret: e.BETTER_AUTH_SECRET ?? null,
    mail: {
      smtpUrl: e.SMTP_URL ?? null,
      from: e.MAIL_FROM,
      outboxDir: path.join(dataDir, 'outbox'),
    },
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            discoveryUrl: e.GOOGLE_DISCOVERY_URL,
          }
        : null,
    analytics: e.ANALYTICS,
    analyticsRetentionDays: e.ANALYTICS_RETENTION_DAYS,
    analyticsPruneMs: e.ANALYTICS_PRUNE_SECONDS * 1000,
    analyticsRateLimit: {
      max: e.ANALYTICS_RATE_LIMIT_MAX,
      windowSeconds: e.ANALYTICS_RATE_LIMIT_WINDOW_SECONDS,
    },
    adminEmails: e.ADMIN_EMAILS.split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
    authRateLimit: { max: e.AUTH_RATE_LIMIT_MAX, windowSeconds: e.AUTH_RATE_LIMIT_WINDOW_SECONDS },
    mailRateLimit: {
      perAddress: e.MAIL_RATE_LIMIT_MAX,
      perRecipient: e.MAIL_RATE_LIMIT_PER_RECIPIENT,
      windowSeconds: e.MAIL_RATE_LIMIT_WINDOW_SECONDS,
    },
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            apiBase: e.STRIPE_API_BASE ? new URL(e.STRIPE_API_BASE) : null,
          }
        : null,
    premiumExpirySweepMs: e.PREMIUM_EXPIRY_SWEEP_SECONDS * 1000,
    inviteRateLimit: {
      max: e.INVITE_RATE_LIMIT_MAX,
      windowSeconds: e.INVITE_RATE_LIMIT_WINDOW_SECONDS,
    },
    publicSiteRateLimit: {
      max: e.PUBLIC_SITE_RATE_LIMIT_MAX,
      windowSeconds: e.PUBLIC_SITE_RATE_LIMIT_WINDOW_SECONDS,
    },
    publicSiteWorkBudget: e.PUBLIC_SITE_WORK_BUDGET,
    uploadsDir: e.UPLOADS_DIR ? path.resolve(e.UPLOADS_DIR) : path.join(dataDir, 'uploads'),
    uploadsSweepMs: e.UPLOADS_SWEEP_SECONDS * 1000,
    trustProxy: e.TRUST_PROXY,
    streamsPerAddress: e.STREAMS_PER_ADDRESS,
    connectionsPerAddress: e.CONNECTIONS_PER_ADDRESS,
    largeAnswersPerAddress: e.LARGE_ANSWERS_PER_ADDRESS,
    sendStallSeconds: e.SEND_STALL_SECONDS,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    webDir: path.resolve(projectRoot, e.TEMPO_BUILD_DIR, 'web'),
  };
}

type Env = z.infer<typeof envSchema>;

/**
 * The HTTPS listener's port and certificate: Tempo's own (HTTPS=local), the organiser's files, or
 * none. The two ways exclude each other, and the files are read and checked here, at start.
 */
function httpsOf(e: Env, dataDir: string) {
  const fail = (line: string): never => {
    throw new Error(`Invalid configuration:\n  ${line}`);
  };
  const files = e.TLS_CERT_FILE !== undefined || e.TLS_KEY_FILE !== undefined;
  if (!files && e.HTTPS === 'off') return null;
  if (e.HTTPS_PORT === e.PORT) {
    fail(`HTTPS_PORT (${e.HTTPS_PORT}) must differ from PORT: plain HTTP keeps listening there`);
  }
  if (!files) {
    return {
      port: e.HTTPS_PORT,
      certificate: { kind: 'local' as const, dir: path.join(dataDir, 'tls') },
    };
  }
  if (e.HTTPS === 'local') {
    fail(
      'HTTPS=local makes Tempo its own certificate; TLS_CERT_FILE and TLS_KEY_FILE bring yours: set one or the other',
    );
  }
  if (e.TLS_CERT_FILE === undefined || e.TLS_KEY_FILE === undefined) {
    fail('TLS_CERT_FILE and TLS_KEY_FILE must be set together: the certificate and its key');
  }
  const read = readCertificateFiles(path.resolve(e.TLS_CERT_FILE!), path.resolve(e.TLS_KEY_FILE!));
  if ('problems' in read) {
    throw new Error(`Invalid configuration:\n${read.problems.map((p) => `  ${p}`).join('\n')}`);
  }
  return { port: e.HTTPS_PORT, certificate: { kind: 'files' as const, ...read.files } };
}
