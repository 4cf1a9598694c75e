// The public league pages' own entry (public-site.html; decision 0028). The server has rendered
// the page with React and src/public-site's components; this hydrates the same tree from the view
// and the messages of the page's language it embedded (the same words, no other request). Once
// hydrated, the page shows times in the reader's time zone and keeps live data fresh: a game page
// follows the game's public scoreboard stream and reloads the page's JSON after each change, and
// runs its clock between changes; the home page reloads its JSON every 15 s while it is visible
// (a 304 when nothing changed). React and plain CSS only: no Mantine, zod, router or query cache.
// The dev server's fast refresh, set up by the page's own HTML elsewhere (the server renders this
// one); empty in the build.
import '@vitejs/plugin-react/preamble';
import './public-site.css';
import { useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { LiveClock } from '../../public-site/game-page.tsx';
import {
  PublicSite,
  publicViewDataId,
  publicViewRootId,
  type PublicBootstrap,
  type PublicView,
} from '../../public-site/public-view.tsx';
import { jsonPathOf } from '../../public-site/links.ts';
import { wordsOf, type Words } from '../../public-site/words.ts';
import { followGame } from './follow-game.ts';
import { runLiveClock } from './live-clock.ts';
import { pollJson } from './poll-json.ts';

/**
 * The page as the server rendered it (the venue's time zone, no running clock) for hydration;
 * its effect then switches to the reader's zone and starts the live updates.
 */
function LiveSite(props: { initial: PublicView; words: Words }) {
  const [view, setView] = useState(props.initial);
  const [clock, setClock] = useState<LiveClock | null>(null);
  const [readerZone, setReaderZone] = useState<string | null>(null);

  useEffect(() => {
    setReaderZone(Intl.DateTimeFormat().resolvedOptions().timeZone ?? null);
    const initial = props.initial;
    const jsonUrl = jsonPathOf(window.location.pathname) + window.location.search;
    const replaceData = (data: unknown) => setView((view) => ({ ...view, data }) as PublicView);
    if (initial.page === 'game' && ['scheduled', 'live'].includes(initial.data.game.status)) {
      const liveClock = runLiveClock(setClock);
      followGame(initial.data.game.id, jsonUrl, {
        onData: replaceData,
        onClock: liveClock.update,
      });
    } else if (initial.page === 'home') {
      pollJson(jsonUrl, 15_000, replaceData);
    }
    // The page lives as long as the document: the feed and the poll end with it.
  }, [props.initial]);

  return <PublicSite view={view} zone={{ readerZone }} clock={clock} words={props.words} />;
}

const root = document.getElementById(publicViewRootId);
const embedded = document.getElementById(publicViewDataId);

if (root !== null && embedded?.textContent) {
  const bootstrap = JSON.parse(embedded.textContent) as PublicBootstrap;
  hydrateRoot(root, <LiveSite initial={bootstrap.view} words={wordsOf(bootstrap.language)} />);
}
