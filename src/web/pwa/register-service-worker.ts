// Registers the app-shell service worker (src/web/pwa/service-worker.js, emitted as /sw.js by the
// build), so consoles and the offline scoreboard open without a network once visited. Only in
// builds: the dev server has no asset list to cache.
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // No worker (private mode, an old browser): everything still works online.
    });
  };
  // After the page has loaded, so caching the shell never competes with the page itself.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
