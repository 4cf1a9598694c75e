// The stat dialogs load when one first opens, not with the console: their selects, checkboxes
// and switches are a tenth of a console's first visit (decision 0023), and a scorer opens the
// console long before the first turnover. The service worker has them cached by then, offline
// included; until one is there, nothing shows in its place.
import { deferred } from '../../../lib/deferred-component.tsx';

const dialogs = () => import('./stat-dialogs.tsx');

export const TurnoverDialog = deferred(() => dialogs().then((m) => m.TurnoverDialog));
export const SubstitutionDialog = deferred(() => dialogs().then((m) => m.SubstitutionDialog));
export const LineupDialog = deferred(() => dialogs().then((m) => m.LineupDialog));
export const LocationDialog = deferred(() => dialogs().then((m) => m.LocationDialog));
export const EditPlayDialog = deferred(() => dialogs().then((m) => m.EditPlayDialog));
