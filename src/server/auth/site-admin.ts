import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';

export type GrantAdminResult =
  | { outcome: 'granted' | 'already-admin'; userId: string; email: string }
  | { outcome: 'no-such-user' };

/** Makes the account with this email (any letter case) a site administrator. */
export async function grantSiteAdmin(db: Db, email: string): Promise<GrantAdminResult> {
  const [row] = await db
    .select({ id: users.id, email: users.email, role: users.role })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  if (!row) return { outcome: 'no-such-user' };
  if (row.role === 'admin') return { outcome: 'already-admin', userId: row.id, email: row.email };
  await db.update(users).set({ role: 'admin' }).where(eq(users.id, row.id));
  return { outcome: 'granted', userId: row.id, email: row.email };
}
