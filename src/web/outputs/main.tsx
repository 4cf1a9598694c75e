// The output pages' own entry (output.html): React and plain CSS only — no Mantine, zod,
// TanStack Query or router — so a public scoreboard loads fast on a phone on venue Wi-Fi. The path is parsed here; each output other than
// the scoreboard loads on demand. The words come in the page's language before the first render
// (only that language's `common` and `outputs` catalogues), and each page switches to its game's
// language before showing the game (use-game-language.ts).
import './output.css';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { availableCodes } from '../lib/i18n/available-locales.ts';
import { loadMessages, readCataloguesWith, setLocale, useT } from '../lib/i18n/i18n-store.ts';
import { registerServiceWorker } from '../pwa/register-service-worker.ts';
import { startLanguage } from './output-language.ts';
import { parseOutputPath } from './output-path.ts';
import { loadOutputCatalogue } from './output-catalogues.ts';
import { LoadingPage, MessagePage } from './output-ui.tsx';
import { ScoreboardPage } from './scoreboard-page.tsx';
import { requestedHere } from './use-game-language.ts';

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
  const t = useT('outputs');
  if (route === null || route.kind === null) {
    return (
      <MessagePage title={t('output.notFound.title')}>
        <p>{t('output.notFound.body')}</p>
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

async function loadWords() {
  readCataloguesWith(loadOutputCatalogue);
  await setLocale(startLanguage(requestedHere, navigator.languages, availableCodes));
  await loadMessages('common', 'outputs');
}

function render() {
  const container = document.getElementById('root');
  if (!container) throw new Error('output.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <Suspense fallback={overlay ? null : <LoadingPage />}>
        <OutputApp />
      </Suspense>
    </StrictMode>,
  );
}

// Without its words (a catalogue that would not load) a scoreboard still shows the score.
void loadWords()
  .catch(() => undefined)
  .then(render);
