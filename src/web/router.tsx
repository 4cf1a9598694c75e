// Every route of docs/product/routes.md in one data router. Each page is its own lazily loaded chunk; the
// root loader resolves the session first, while a centred spinner shows.
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { RequireSignedIn, RequireSignedOut } from './app-shell/guards.tsx';
import type { ConnectionHandle } from './app-shell/connection-banner.tsx';
import { RootLayout } from './app-shell/root-layout.tsx';
import { FullPageLoader } from './components/full-page-loader.tsx';
import { PageError, RouteError } from './components/route-error.tsx';
import { paths } from './config/paths.ts';
import { apiPath, liveGamePaths } from '../contract/api-paths.ts';
import type { Profile } from '../contract/profile.ts';
import { ApiRequestError } from './lib/api-client.ts';
import { loadMessages, messagesLoader } from './lib/i18n/i18n-store.ts';
import { fetchAhead } from './lib/live/live-http.ts';
import { applyPersonLocale, prefetchBrowserLocale } from './lib/i18n/person-locale.ts';
import { publicConfigQueryOptions } from './lib/public-config.ts';
import { queryClient } from './lib/query-client.ts';
import { loadProfileSchema, meQueryOptions } from './lib/session.ts';

/** Consoles open from the cached app shell with no network (docs/product/live-games.md#offline). */
const consolePath = /\/games\/[^/]+\/console\/[^/]+\/?$/;

async function rootLoader({ request }: LoaderFunctionArgs) {
  // Offline, nobody can say who is signed in: a console then runs from the device's cache and its
  // own guard (features/consoles/frame/console-guard.tsx) decides; every other page waits as before.
  const offlineCapable = consolePath.test(new URL(request.url).pathname);
  prefetchBrowserLocale();
  let profile: Profile | null = null;
  if (!(offlineCapable && !navigator.onLine)) {
    try {
      profile = await queryClient.ensureQueryData(meQueryOptions);
    } catch (error) {
      if (!(offlineCapable && error instanceof ApiRequestError && error.status === 0)) throw error;
    }
  }
  await applyPersonLocale(profile?.locale);
  return null;
}

/** A console's words, and its game's state asked for while the console's code loads. */
async function consoleLoader({ params }: LoaderFunctionArgs) {
  if (params.gameId && navigator.onLine) {
    fetchAhead(apiPath(liveGamePaths.state, { gameId: params.gameId }));
    // A scorer is signed in: the profile's schema loads beside /api/me, not after its answer.
    void loadProfileSchema();
  }
  await loadMessages('console');
  return null;
}

/** The Google popup pages stand outside the root: they speak the browser's language. */
async function browserLanguageLoader() {
  await applyPersonLocale(null);
  return null;
}

/** Starts loading what a sign-in page shows (Google or not) without holding the page back. */
function prefetchPublicConfig() {
  void queryClient.prefetchQuery(publicConfigQueryOptions);
  return null;
}

const publicRoutes: RouteObject[] = [
  {
    Component: RequireSignedOut,
    children: [
      {
        path: paths.login.pattern,
        loader: prefetchPublicConfig,
        lazy: () => import('./routes/login.tsx'),
      },
      {
        path: paths.register.pattern,
        loader: prefetchPublicConfig,
        lazy: () => import('./routes/register.tsx'),
      },
    ],
  },
  {
    path: paths.forgotPassword.pattern,
    lazy: () => import('./routes/forgot-password.tsx'),
  },
  {
    path: paths.resetPassword.pattern,
    lazy: () => import('./routes/reset-password.tsx'),
  },
  {
    path: paths.joinTournament.pattern,
    lazy: () => import('./routes/join-tournament.tsx'),
  },
  {
    path: paths.venueCertificate.pattern,
    loader: prefetchPublicConfig,
    lazy: () => import('./routes/venue-certificate.tsx'),
  },
];

/** Protected, full screen: the operators' monitor. */
const fullScreenRoutes: RouteObject[] = [
  {
    path: paths.scoreboardView.pattern,
    // The board it shows speaks the outputs' words, in the member's language; its Clock check
    // the consoles' (components/clock-check.tsx).
    loader: messagesLoader('outputs', 'manage', 'console'),
    lazy: () => import('./routes/scoreboard-view.tsx'),
  },
];

/** A console's header says whether it is connected, where it leaves its controls clear. */
const consoleHandle: ConnectionHandle = { connectionShownInPage: true };

/** Protected, full screen, and able to open offline (see console-guard.tsx). */
const consoleRoutes: RouteObject[] = [
  {
    path: paths.consoleTimeScore.pattern,
    lazy: () => import('./routes/console-time-score.tsx'),
  },
  {
    path: paths.consoleTimeOnly.pattern,
    lazy: () => import('./routes/console-time-only.tsx'),
  },
  {
    path: paths.consoleStatsTwo.pattern,
    lazy: () => import('./routes/console-stats-two.tsx'),
  },
  {
    path: paths.consoleStatsTeamA.pattern,
    lazy: () => import('./routes/console-stats-team-a.tsx'),
  },
  {
    path: paths.consoleStatsTeamB.pattern,
    lazy: () => import('./routes/console-stats-team-b.tsx'),
  },
];

const seasonTabs: RouteObject[] = [
  {
    index: true,
    lazy: () => import('./routes/season-index.tsx'),
  },
  {
    path: paths.seasonTeams.pattern,
    lazy: () => import('./routes/season-teams.tsx'),
  },
  {
    path: paths.seasonGames.pattern,
    lazy: () => import('./routes/season-games.tsx'),
  },
  {
    path: paths.seasonSchedule.pattern,
    lazy: () => import('./routes/season-schedule.tsx'),
  },
  {
    path: paths.seasonSettings.pattern,
    lazy: () => import('./routes/season-settings.tsx'),
  },
  {
    path: paths.seasonConsole.pattern,
    lazy: () => import('./routes/season-console.tsx'),
  },
  {
    path: paths.seasonPlayoffs.pattern,
    lazy: () => import('./routes/season-playoffs.tsx'),
  },
];

const tournamentRoutes: RouteObject[] = [
  {
    path: paths.tournaments.pattern,
    lazy: () => import('./routes/tournaments.tsx'),
  },
  {
    path: paths.tournamentCreate.pattern,
    lazy: () => import('./routes/tournament-create.tsx'),
  },
  {
    path: paths.tournament.pattern,
    lazy: () => import('./routes/tournament.tsx'),
    children: [
      {
        index: true,
        lazy: () => import('./routes/tournament-games.tsx'),
      },
      {
        path: paths.tournamentSeasons.pattern,
        lazy: () => import('./routes/tournament-seasons.tsx'),
      },
      {
        path: paths.tournamentMembers.pattern,
        lazy: () => import('./routes/tournament-members.tsx'),
      },
      {
        path: paths.tournamentSettings.pattern,
        lazy: () => import('./routes/tournament-settings.tsx'),
      },
      {
        path: paths.season.pattern,
        lazy: () => import('./routes/season.tsx'),
        children: seasonTabs,
      },
    ],
  },
  {
    path: paths.seasonCreate.pattern,
    lazy: () => import('./routes/season-create.tsx'),
  },
  {
    path: paths.teamCreate.pattern,
    lazy: () => import('./routes/team-create.tsx'),
  },
  {
    path: paths.team.pattern,
    lazy: () => import('./routes/team.tsx'),
  },
  {
    path: paths.game.pattern,
    lazy: () => import('./routes/game.tsx'),
  },
  {
    path: paths.playerCreate.pattern,
    lazy: () => import('./routes/player-create.tsx'),
  },
  {
    path: paths.player.pattern,
    lazy: () => import('./routes/player.tsx'),
  },
  {
    path: paths.playerEdit.pattern,
    lazy: () => import('./routes/player-edit.tsx'),
  },
];

const shellRoutes: RouteObject[] = [
  {
    index: true,
    lazy: () => import('./routes/dashboard.tsx'),
  },
  {
    path: paths.dashboard.pattern,
    lazy: () => import('./routes/dashboard.tsx'),
  },
  {
    path: paths.profile.pattern,
    lazy: () => import('./routes/profile.tsx'),
  },
  {
    path: paths.settings.pattern,
    lazy: () => import('./routes/settings.tsx'),
  },
  {
    path: paths.upgrade.pattern,
    lazy: () => import('./routes/upgrade.tsx'),
  },
  {
    path: paths.checkout.pattern,
    lazy: () => import('./routes/checkout.tsx'),
  },
  {
    path: paths.paySuccess.pattern,
    lazy: () => import('./routes/pay-success.tsx'),
  },
  {
    path: paths.sandboxCheckout.pattern,
    lazy: () => import('./routes/sandbox-checkout.tsx'),
  },
  {
    path: paths.admin.pattern,
    lazy: () => import('./routes/admin.tsx'),
  },
  ...tournamentRoutes,
];

/**
 * The outputs are their own small page (output.html, src/web/outputs/), so a link to one from
 * inside the app loads that page instead of rendering here. Landing here directly means the server
 * answered an output path with this app (an old server): say so rather than reload in a loop.
 */
const outputDocumentRoutes: RouteObject[] = [
  paths.outputScoreboard,
  paths.outputStatsheet,
  paths.outputScoreboardOffline,
  paths.outputLocalScoreboard,
].map((route) => ({
  path: route.pattern,
  HydrateFallback: FullPageLoader,
  loader: ({ request }: { request: Request }) => {
    if (request.url !== window.location.href) window.location.assign(request.url);
    return null;
  },
  lazy: () => import('./routes/not-found.tsx'),
}));

export const routes: RouteObject[] = [
  ...outputDocumentRoutes,
  // The Google popup pages stand outside the session gate: they only hand over to the provider
  // and report back to the tab that opened them.
  {
    path: paths.googlePopup.pattern,
    HydrateFallback: FullPageLoader,
    loader: browserLanguageLoader,
    lazy: () => import('./routes/google-popup.tsx'),
  },
  {
    path: paths.popupComplete.pattern,
    HydrateFallback: FullPageLoader,
    loader: browserLanguageLoader,
    lazy: () => import('./routes/popup-complete.tsx'),
  },
  {
    id: 'root',
    path: paths.home.pattern,
    loader: rootLoader,
    Component: RootLayout,
    HydrateFallback: FullPageLoader,
    ErrorBoundary: RouteError,
    children: [
      ...publicRoutes,
      {
        lazy: () => import('./routes/console-guard.tsx'),
        loader: consoleLoader,
        handle: consoleHandle,
        children: consoleRoutes,
      },
      {
        Component: RequireSignedIn,
        loader: messagesLoader('manage'),
        children: [
          ...fullScreenRoutes,
          {
            lazy: () => import('./routes/app-layout.tsx'),
            children: [{ ErrorBoundary: PageError, children: shellRoutes }],
          },
        ],
      },
      {
        path: '*',
        lazy: () => import('./routes/not-found.tsx'),
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
