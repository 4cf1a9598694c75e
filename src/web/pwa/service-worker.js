/* global self, caches, fetch, URL, Response, __TEMPO_SHELL_MANIFEST__ */
// The app-shell service worker (docs/decisions/0006-offline-app-shell.md). The build replaces
// __TEMPO_SHELL_MANIFEST__ with { version, files }: every file of the build, so both pages (the app
// and the outputs) open with no network once visited. Game data is not cached here: consoles keep
// theirs in IndexedDB and the offline scoreboard in localStorage. The API always goes to the network.
const manifest = __TEMPO_SHELL_MANIFEST__;
const prefix = 'tempo-shell-';
const cacheName = `${prefix}${manifest.version}`;
// Keep in step with src/web/outputs/output-path.ts.
const outputPath = /^\/tournaments\/[^/]+\/seasons\/[^/]+\/games\/[^/]+\/output\/[^/]+\/?$/;

// A browser opens six connections to one address. Fetching every file of the build at once took
// all six for seconds, so the page that had just registered the worker waited behind it for the
// screen it was opening (a route's code, its data): two at a time leave it the other four.
const cachedAtOnce = 2;

async function cacheEvery(cache, files) {
  let next = 0;
  const fetchInTurn = async () => {
    while (next < files.length) await cache.add(files[next++]);
  };
  await Promise.all(Array.from({ length: cachedAtOnce }, fetchInTurn));
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(cacheName)
      .then((cache) => cacheEvery(cache, manifest.files))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key.startsWith(prefix) && key !== cacheName)
            .map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

function shellFor(pathname) {
  return outputPath.test(pathname) ? '/output.html' : '/index.html';
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/') || url.pathname === '/sw.js') return;
  // The public league site is rendered by the server: never answered with the app's shell.
  if (url.pathname.startsWith('/leagues/') || url.pathname === '/robots.txt') return;

  if (request.mode === 'navigate') {
    // Network first, so a deploy shows at once; the cached shell only when the network fails.
    event.respondWith(
      fetch(request).catch(() =>
        caches
          .match(shellFor(url.pathname), { cacheName })
          .then((cached) => cached ?? Response.error()),
      ),
    );
    return;
  }

  // Built assets have content hashes in their names: the cached copy is always right.
  event.respondWith(
    caches.match(request, { cacheName }).then((cached) => cached ?? fetch(request)),
  );
});
