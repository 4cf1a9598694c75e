// The app's files, by path (decision 0023): left to itself, Rolldown makes one chunk per set of
// lazy routes sharing a module, a couple of hundred files of which the sign-in page would load
// dozens and a console over a hundred, most under 1 KB, each with its own request and headers on
// a phone's connection. These groups make a few large files instead. A group takes the modules its
// `test` matches and, unless a group of higher priority has them, the modules those import: so the
// libraries go first, then the sign-in routes, then the consoles.
import type { Rolldown } from 'vite';

type Group = Rolldown.CodeSplittingGroup & { name: string };

const nodeModule = (packages: string) =>
  new RegExp(String.raw`[\\/]node_modules[\\/](?:${packages})[\\/]`);
const route = (names: string) =>
  new RegExp(String.raw`[\\/]src[\\/]web[\\/]routes[\\/](?:${names})\.tsx$`);

export const chunkGroups: Group[] = [
  // Every page renders with them.
  { name: 'react', test: nodeModule('react|react-dom|scheduler'), priority: 50 },
  // Its own file, loaded by every page that checks data with a schema and never by the sign-in
  // pages, whatever file its first user is in.
  { name: 'zod', test: nodeModule('zod'), priority: 40 },
  // The Mantine the app shell needs (the provider, the layout); a component only some pages use
  // (a modal, a table, floating-ui under a tooltip: decision 0025) loads with them.
  { name: 'mantine', test: nodeModule('@mantine'), tags: ['$initial'], priority: 30 },
  // Everything else the page's entry imports: the router, the app shell, the query client. Before
  // the routes' groups, so that neither pulls in what every page loads anyway, and the entry
  // loads neither of them.
  { name: 'main', tags: ['$initial'], priority: 25 },
  // Signed out: what a visitor opens first, from a link or a mail. They load no zod until a form
  // is sent; the join page reads an invitation with its schema, so it is not one of them.
  { name: 'sign-in', test: route('login|register|forgot-password|reset-password'), priority: 20 },
  // Every console and its guard, with what they use that the sign-in pages do not: a scorer
  // opens one straight from a link, offline too. Named `console`, which the server's preload of
  // a console's files looks for in the manifest (src/server/http/console-preloads.ts).
  { name: 'console', test: route(String.raw`console-[\w-]+`), priority: 10 },
];
