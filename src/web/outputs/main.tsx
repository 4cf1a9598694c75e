// The output pages' own entry (output.html): React's API and plain CSS only — no Mantine, zod,
// TanStack Query or router — built with Preact in React's place (decision 0017), so a public
// scoreboard loads fast on a phone on venue Wi-Fi. The path is parsed here; each output other than
// the scoreboard loads on demand.
import './output.css';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { registerServiceWorker } from '../pwa/register-service-worker.ts';
import { parseOutputPath } from './output-path.ts';
import { LoadingPage, MessagePage } from './output-ui.tsx';
import { ScoreboardPage } from './scoreboard-page.tsx';

const StatsheetPage = lazy(() =>
  import('./statsheet-page.tsx').then((m) => ({ default: m.StatsheetPage })),
);
const OfflineScoreboardPage = lazy(() =>
  import('./offline-scoreboard-page.tsx').then((m) => ({ default: m.OfflineScoreboardPage })),
);
const LocalScoreboardPage = lazy(() =>
  import('./local-scoreboard-page.tsx').then((m) => ({ default: m.LocalScoreboardPage })),
);

const route = parseOutputPath(window.location.pathname);
const overlay = new URLSearchParams(window.location.search).get('overlay') === '1';
if (overlay) document.documentElement.classList.add('overlay');

function OutputApp() {
  if (route === null || route.kind === null) {
    return (
      <MessagePage title="Page not found">
        <p>There is no such output. Check the address you were given.</p>
      </MessagePage>
    );
  }
  const { gameId } = route;
  switch (route.kind) {
    case 'scoreboard':
      return <ScoreboardPage gameId={gameId} overlay={overlay} />;
    case 'statsheet':
      return <StatsheetPage gameId={gameId} />;
    case 'scoreboardoffline':
      return <OfflineScoreboardPage gameId={gameId} />;
    case 'localscoreboard':
      return <LocalScoreboardPage gameId={gameId} />;
  }
}

// The members' outputs are the ones that must open offline; a public viewer's phone is not made
// to download and cache the whole app.
if (route?.kind === 'scoreboardoffline' || route?.kind === 'localscoreboard') {
  registerServiceWorker();
}

const container = document.getElementById('root');
if (!container) throw new Error('output.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <Suspense fallback={overlay ? null : <LoadingPage />}>
      <OutputApp />
    </Suspense>
  </StrictMode>,
);
