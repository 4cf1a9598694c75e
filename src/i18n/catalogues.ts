// The namespaces of the catalogues and the keys each one has, typed from the English reference so
// a key that does not exist fails the typecheck where it is used. A namespace is loaded only by
// the pages that need it: the public scoreboard loads `common` and `outputs`, not the consoles'.
import type app from './locales/en/app.json';
import type common from './locales/en/common.json';
import type console from './locales/en/console.json';
import type manage from './locales/en/manage.json';
import type outputs from './locales/en/outputs.json';
import type publicSite from './locales/en/public.json';
import type server from './locales/en/server.json';

export interface Catalogues {
  /** Basketball words and what every screen shares: periods, fouls, statuses, box-score columns. */
  common: typeof common;
  /** The scoreboard, stat sheet and overlays (the members' monitor of them is `manage`'s). */
  outputs: typeof outputs;
  /** The live game consoles. */
  console: typeof console;
  /**
   * What the sign-in pages and the consoles show besides their own words: the app's shell,
   * accounts, profile, settings, the plan's badge and upgrade prompt, and form fields' messages
   * (shared with the server's answers). Kept small: `/login` loads it.
   */
  app: typeof app;
  /**
   * What only signed-in pages show: tournaments, seasons, teams, players, games, schedules,
   * playoffs, statistics, the billing pages, the admin page, the operators' monitor of a game.
   */
  manage: typeof manage;
  /** The public league site and its embeds. */
  public: typeof publicSite;
  /** The server's error messages, mails, PDF score sheet, CSV headers and calendar entries. */
  server: typeof server;
}

export type Namespace = keyof Catalogues;

export const namespaces: readonly Namespace[] = [
  'common',
  'outputs',
  'console',
  'app',
  'manage',
  'public',
  'server',
];

export type MessageKey<N extends Namespace> = Extract<keyof Catalogues[N], string>;

/** A language's own name and its catalogues' folder name (a BCP 47 tag). */
export interface LocaleInfo {
  code: string;
  name: string;
}
