import type { FastifyInstance } from 'fastify';

let counter = 0;

export interface TestUser {
  email: string;
  password: string;
  name: string;
  /** The Cookie header that carries this user's session. */
  cookie: string;
}

/** Registers a new account through Better Auth's real endpoint and keeps its session cookie. */
export async function signUp(app: FastifyInstance, overrides: Partial<TestUser> = {}) {
  counter += 1;
  const user = {
    email: overrides.email ?? `player${counter}-${Date.now()}@example.com`,
    password: overrides.password ?? 'court-vision-2026',
    name: overrides.name ?? `Player ${counter}`,
  };
  const res = await app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: user });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  return { ...user, cookie: cookieHeader(res.headers['set-cookie']) } satisfies TestUser;
}

export function cookieHeader(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}
