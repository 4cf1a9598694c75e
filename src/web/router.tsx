// Every route of docs/product/routes.md in one data router. Each page is its own lazily loaded chunk; the
// root loader resolves the session first, while a centred spinner shows.
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { RequireSignedIn, RequireSignedOut } from './app-shell/guards.tsx';
import { RootLayout } from './app-shell/root-layout.tsx';
import { FullPageLoader } from './components/full-page-loader.tsx';
import { PageError, RouteError } from './components/route-error.tsx';
import { paths } from './config/paths.ts';
import { ApiRequestError } from './lib/api-client.ts';
import { publicConfigQueryOptions } from './lib/public-config.ts';
import { queryClient } from './lib/query-client.ts';
import { meQueryOptions } from './lib/session.ts';

/** Consoles open from the cached app shell with no network (docs/product/live-games.md#offline). */
const consolePath = /\/games\/[^/]+\/console\/[^/]+\/?$/;

async function rootLoader({ request }: LoaderFunctionArgs) {
  // Offline, nobody can say who is signed in: a console then runs from the device's cache and its
  // own guard (features/consoles/console-guard.tsx) decides; every other page waits as before.
  const offlineCapable = consolePath.test(new URL(request.url).pathname);
  if (offlineCapable && !navigator.onLine) return null;
  try {
    await queryClient.ensureQueryData(meQueryOptions);
  } catch (error) {
    if (!(offlineCapable && error instanceof ApiRequestError && error.status === 0)) throw error;
  }
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
        lazy: () =>
          import('./features/auth/login-page.tsx').then((m) => ({ Component: m.LoginPage })),
      },
      {
        path: paths.register.pattern,
        loader: prefetchPublicConfig,
        lazy: () =>
          import('./features/auth/register-page.tsx').then((m) => ({ Component: m.RegisterPage })),
      },
    ],
  },
  {
    path: paths.forgotPassword.pattern,
    lazy: () =>
      import('./features/auth/forgot-password-page.tsx').then((m) => ({
        Component: m.ForgotPasswordPage,
      })),
  },
  {
    path: paths.resetPassword.pattern,
    lazy: () =>
      import('./features/auth/reset-password-page.tsx').then((m) => ({
        Component: m.ResetPasswordPage,
      })),
  },
  {
    path: paths.joinTournament.pattern,
    lazy: () =>
      import('./features/tournaments/join-tournament-page.tsx').then((m) => ({
        Component: m.JoinTournamentPage,
      })),
  },
];

/** Protected, full screen: the operators' monitor. */
const fullScreenRoutes: RouteObject[] = [
  {
    path: paths.scoreboardView.pattern,
    lazy: () =>
      import('./features/outputs/scoreboard-view-page.tsx').then((m) => ({
        Component: m.ScoreboardViewPage,
      })),
  },
];

/** Protected, full screen, and able to open offline (see console-guard.tsx). */
const consoleRoutes: RouteObject[] = [
  {
    path: paths.consoleTimeScore.pattern,
    lazy: () =>
      import('./features/consoles/time-score-console-page.tsx').then((m) => ({
        Component: m.TimeScoreConsolePage,
      })),
  },
  {
    path: paths.consoleTimeOnly.pattern,
    lazy: () =>
      import('./features/consoles/time-only-console-page.tsx').then((m) => ({
        Component: m.TimeOnlyConsolePage,
      })),
  },
  {
    path: paths.consoleStatsTwo.pattern,
    lazy: () =>
      import('./features/consoles/stats-two-console-page.tsx').then((m) => ({
        Component: m.StatsTwoConsolePage,
      })),
  },
  {
    path: paths.consoleStatsTeamA.pattern,
    lazy: () =>
      import('./features/consoles/stats-team-a-console-page.tsx').then((m) => ({
        Component: m.StatsTeamAConsolePage,
      })),
  },
  {
    path: paths.consoleStatsTeamB.pattern,
    lazy: () =>
      import('./features/consoles/stats-team-b-console-page.tsx').then((m) => ({
        Component: m.StatsTeamBConsolePage,
      })),
  },
];

const seasonTabs: RouteObject[] = [
  {
    index: true,
    lazy: () =>
      import('./features/tournaments/season-index-redirect.tsx').then((m) => ({
        Component: m.SeasonIndexRedirect,
      })),
  },
  {
    path: paths.seasonTeams.pattern,
    lazy: () =>
      import('./features/tournaments/season-teams-tab.tsx').then((m) => ({
        Component: m.SeasonTeamsTab,
      })),
  },
  {
    path: paths.seasonGames.pattern,
    lazy: () =>
      import('./features/tournaments/season-games-tab.tsx').then((m) => ({
        Component: m.SeasonGamesTab,
      })),
  },
  {
    path: paths.seasonSchedule.pattern,
    lazy: () =>
      import('./features/tournaments/season-schedule-tab.tsx').then((m) => ({
        Component: m.SeasonScheduleTab,
      })),
  },
  {
    path: paths.seasonSettings.pattern,
    lazy: () =>
      import('./features/tournaments/season-settings-tab.tsx').then((m) => ({
        Component: m.SeasonSettingsTab,
      })),
  },
  {
    path: paths.seasonConsole.pattern,
    lazy: () =>
      import('./features/tournaments/season-console-tab.tsx').then((m) => ({
        Component: m.SeasonConsoleTab,
      })),
  },
  {
    path: paths.seasonPlayoffs.pattern,
    lazy: () =>
      import('./features/tournaments/season-playoffs-tab.tsx').then((m) => ({
        Component: m.SeasonPlayoffsTab,
      })),
  },
];

const tournamentRoutes: RouteObject[] = [
  {
    path: paths.tournaments.pattern,
    lazy: () =>
      import('./features/tournaments/tournaments-page.tsx').then((m) => ({
        Component: m.TournamentsPage,
      })),
  },
  {
    path: paths.tournamentCreate.pattern,
    lazy: () =>
      import('./features/tournaments/create-tournament-page.tsx').then((m) => ({
        Component: m.CreateTournamentPage,
      })),
  },
  {
    path: paths.tournament.pattern,
    lazy: () =>
      import('./features/tournaments/tournament-layout.tsx').then((m) => ({
        Component: m.TournamentLayout,
      })),
    children: [
      {
        index: true,
        lazy: () =>
          import('./features/tournaments/tournament-games-tab.tsx').then((m) => ({
            Component: m.TournamentGamesTab,
          })),
      },
      {
        path: paths.tournamentSeasons.pattern,
        lazy: () =>
          import('./features/tournaments/tournament-seasons-tab.tsx').then((m) => ({
            Component: m.TournamentSeasonsTab,
          })),
      },
      {
        path: paths.tournamentMembers.pattern,
        lazy: () =>
          import('./features/tournaments/tournament-members-tab.tsx').then((m) => ({
            Component: m.TournamentMembersTab,
          })),
      },
      {
        path: paths.tournamentSettings.pattern,
        lazy: () =>
          import('./features/tournaments/tournament-settings-tab.tsx').then((m) => ({
            Component: m.TournamentSettingsTab,
          })),
      },
      {
        path: paths.season.pattern,
        lazy: () =>
          import('./features/tournaments/season-layout.tsx').then((m) => ({
            Component: m.SeasonLayout,
          })),
        children: seasonTabs,
      },
    ],
  },
  {
    path: paths.seasonCreate.pattern,
    lazy: () =>
      import('./features/tournaments/create-season-page.tsx').then((m) => ({
        Component: m.CreateSeasonPage,
      })),
  },
  {
    path: paths.teamCreate.pattern,
    lazy: () =>
      import('./features/tournaments/create-team-page.tsx').then((m) => ({
        Component: m.CreateTeamPage,
      })),
  },
  {
    path: paths.team.pattern,
    lazy: () =>
      import('./features/tournaments/team-page.tsx').then((m) => ({ Component: m.TeamPage })),
  },
  {
    path: paths.game.pattern,
    lazy: () =>
      import('./features/tournaments/game-page.tsx').then((m) => ({ Component: m.GamePage })),
  },
  {
    path: paths.playerCreate.pattern,
    lazy: () =>
      import('./features/tournaments/create-player-page.tsx').then((m) => ({
        Component: m.CreatePlayerPage,
      })),
  },
  {
    path: paths.player.pattern,
    lazy: () =>
      import('./features/tournaments/player-page.tsx').then((m) => ({ Component: m.PlayerPage })),
  },
  {
    path: paths.playerEdit.pattern,
    lazy: () =>
      import('./features/tournaments/edit-player-page.tsx').then((m) => ({
        Component: m.EditPlayerPage,
      })),
  },
];

const shellRoutes: RouteObject[] = [
  {
    index: true,
    lazy: () =>
      import('./features/dashboard/dashboard-page.tsx').then((m) => ({
        Component: m.DashboardPage,
      })),
  },
  {
    path: paths.dashboard.pattern,
    lazy: () =>
      import('./features/dashboard/dashboard-page.tsx').then((m) => ({
        Component: m.DashboardPage,
      })),
  },
  {
    path: paths.profile.pattern,
    lazy: () =>
      import('./features/profile/profile-page.tsx').then((m) => ({ Component: m.ProfilePage })),
  },
  {
    path: paths.settings.pattern,
    lazy: () =>
      import('./features/settings/settings-page.tsx').then((m) => ({ Component: m.SettingsPage })),
  },
  {
    path: paths.upgrade.pattern,
    lazy: () =>
      import('./features/billing/upgrade-page.tsx').then((m) => ({ Component: m.UpgradePage })),
  },
  {
    path: paths.checkout.pattern,
    lazy: () =>
      import('./features/billing/checkout-page.tsx').then((m) => ({ Component: m.CheckoutPage })),
  },
  {
    path: paths.paySuccess.pattern,
    lazy: () =>
      import('./features/billing/pay-success-page.tsx').then((m) => ({
        Component: m.PaySuccessPage,
      })),
  },
  {
    path: paths.sandboxCheckout.pattern,
    lazy: () =>
      import('./features/billing/sandbox-checkout-page.tsx').then((m) => ({
        Component: m.SandboxCheckoutPage,
      })),
  },
  {
    path: paths.admin.pattern,
    lazy: () => import('./features/admin/admin-page.tsx').then((m) => ({ Component: m.AdminPage })),
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
  lazy: () =>
    import('./components/not-found-page.tsx').then((m) => ({ Component: m.NotFoundPage })),
}));

export const routes: RouteObject[] = [
  ...outputDocumentRoutes,
  // The Google popup pages stand outside the session gate: they only hand over to the provider
  // and report back to the tab that opened them.
  {
    path: paths.googlePopup.pattern,
    HydrateFallback: FullPageLoader,
    lazy: () =>
      import('./features/auth/google-popup-page.tsx').then((m) => ({
        Component: m.GooglePopupPage,
      })),
  },
  {
    path: paths.popupComplete.pattern,
    HydrateFallback: FullPageLoader,
    lazy: () =>
      import('./features/auth/popup-complete-page.tsx').then((m) => ({
        Component: m.PopupCompletePage,
      })),
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
        lazy: () =>
          import('./features/consoles/console-guard.tsx').then((m) => ({
            Component: m.ConsoleGuard,
          })),
        children: consoleRoutes,
      },
      {
        Component: RequireSignedIn,
        children: [
          ...fullScreenRoutes,
          {
            lazy: () =>
              import('./app-shell/app-layout.tsx').then((m) => ({ Component: m.AppLayout })),
            children: [{ ErrorBoundary: PageError, children: shellRoutes }],
          },
        ],
      },
      {
        path: '*',
        lazy: () =>
          import('./components/not-found-page.tsx').then((m) => ({ Component: m.NotFoundPage })),
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
