/* global window, document */
// Loaded as a normal blocking script from <head>, before the app: it puts the stored theme on
// <html> so the first paint already has the right colours (Mantine reads the same attribute and
// key). It cannot be inline: the Content-Security-Policy allows scripts from 'self' only.
(function () {
  var scheme = 'light';
  try {
    var stored = window.localStorage.getItem('tempo-theme');
    if (stored === 'dark' || stored === 'light') scheme = stored;
  } catch {
    // Storage can be blocked (privacy settings); the default theme applies.
  }
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
})();
