// A person's plan changed (a paid pass, an admin's grant or revocation, a pass running out). Their
// own open tabs follow their profile; but the plan also decides what their tournaments' games
// show — the stats consoles, players' lines, own colours, the "powered by Tempo" mark — and those
// are open on other screens too, some of them anonymous. Both are told here, so a plan is in
// effect everywhere it shows at once, not when a held game setup is next read again.
import { publishProfileChanged } from '../auth/profile-events.ts';
import type { AppDeps } from '../deps.ts';
import { announceOwnerChanged, type ErrorLog } from '../modules/common/owner-changed.ts';

/** Call after every write to a person's plan, once it is committed. */
export async function publishPlanChanged(
  deps: Pick<AppDeps, 'db' | 'pubsub'>,
  log: ErrorLog,
  userId: string,
): Promise<void> {
  await publishProfileChanged(deps, userId);
  await announceOwnerChanged(deps, log, userId);
}
