// The tournament as the API answers it: with its owner's name and effective tier (the plan the
// tournament's limits follow) and the caller's role.
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Tournament } from '../../../contract/tournaments.ts';
import { effectiveTier } from '../../../domain/plans/effective-tier.ts';
import { users } from '../../db/schema.ts';
import { memberships, tournaments } from '../../db/tournament-schema.ts';
import type { AppDeps } from '../../deps.ts';
import { imageUrl } from '../common/images.ts';

export async function tournamentViews(
  deps: AppDeps,
  userId: string,
  where?: SQL,
): Promise<Tournament[]> {
  const rows = await deps.db
    .select({
      t: tournaments,
      role: memberships.role,
      ownerName: users.name,
      planTier: users.planTier,
      premiumExpiresAt: users.premiumExpiresAt,
    })
    .from(memberships)
    .innerJoin(tournaments, eq(memberships.tournamentId, tournaments.id))
    .innerJoin(users, eq(tournaments.ownerId, users.id))
    .where(and(eq(memberships.userId, userId), where))
    .orderBy(desc(tournaments.createdAt), tournaments.id);
  const now = deps.now();
  return rows.map(({ t, role, ownerName, planTier, premiumExpiresAt }) => ({
    id: t.id,
    name: t.name,
    description: t.description,
    logoUrl: imageUrl(t.logoId, t.logoToken),
    publicOutputs: t.publicOutputs,
    language: t.language,
    archived: t.archived,
    ownerId: t.ownerId,
    ownerName,
    ownerTier: effectiveTier(planTier, premiumExpiresAt, now),
    myRole: role,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  }));
}

export async function tournamentView(
  deps: AppDeps,
  userId: string,
  tournamentId: string,
): Promise<Tournament> {
  const [view] = await tournamentViews(deps, userId, eq(tournaments.id, tournamentId));
  if (!view) throw new Error(`tournament ${tournamentId} vanished while answering`);
  return view;
}
