/** @jsxImportSource preact */
/** @jsxRuntime automatic */
// The public league pages' own entry (public-site.html; decision 0028). The server has rendered
// the page with src/public-site's components; this hydrates the same tree from the view and the
// messages of the page's language it embedded (the same words, no other request), renders it
// again in the reader's time zone, and keeps live data fresh: a game page
// follows the game's public scoreboard stream and reloads the page's JSON after each change, and
// runs its clock between changes;
// the home page reloads its JSON every 15 s while it is visible (a 304 when nothing changed).
// Preact and plain CSS only: no Mantine, zod, router or query cache.
// The dev server's fast refresh, set up by the page's own HTML elsewhere (the server renders this
// one); empty in the build.
import '@vitejs/plugin-react/preamble';
import './public-site.css';
import { hydrate, render } from 'preact';
import type { LiveClock } from '../../public-site/game-page.tsx';
import {
  PublicSite,
  publicViewDataId,
  publicViewRootId,
  type PublicBootstrap,
  type PublicView,
} from '../../public-site/public-view.tsx';
import { jsonPathOf } from '../../public-site/links.ts';
import { wordsOf } from '../../public-site/words.ts';
import { followGame } from './follow-game.ts';
import { runLiveClock } from './live-clock.ts';
import { pollJson } from './poll-json.ts';

const root = document.getElementById(publicViewRootId);
const embedded = document.getElementById(publicViewDataId);

if (root !== null && embedded?.textContent) {
  const bootstrap = JSON.parse(embedded.textContent) as PublicBootstrap;
  let view: PublicView = bootstrap.view;
  const words = wordsOf(bootstrap.language);
  let clock: LiveClock | null = null;
  const readerZone = Intl.DateTimeFormat().resolvedOptions().timeZone ?? null;
  const draw = () =>
    render(<PublicSite view={view} zone={{ readerZone }} clock={clock} words={words} />, root);

  // The first pass matches the server's HTML (the venue's zone); the second is the reader's.
  hydrate(<PublicSite view={view} zone={{ readerZone: null }} clock={null} words={words} />, root);
  draw();

  const jsonUrl = jsonPathOf(window.location.pathname) + window.location.search;
  const replaceData = (data: unknown) => {
    view = { ...view, data } as PublicView;
    draw();
  };

  if (view.page === 'game' && ['scheduled', 'live'].includes(view.data.game.status)) {
    const liveClock = runLiveClock((next) => {
      clock = next;
      draw();
    });
    followGame(view.data.game.id, jsonUrl, { onData: replaceData, onClock: liveClock.update });
  } else if (view.page === 'home') {
    pollJson(jsonUrl, 15_000, replaceData);
  }
}
