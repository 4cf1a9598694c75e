// The live ticker's only script, served as a file of its own at a hashed address (so the embeds'
// Content-Security-Policy keeps `script-src 'self'`, no inline code) and cached for a year. It
// asks for its own page again every few seconds, with the page's ETag (the browser revalidates:
// nothing new costs a 304 and no rendering), and swaps in the new list. Written as plain
// JavaScript for browsers as they are, with nothing to build.
import { createHash } from 'node:crypto';

/** Seconds between refreshes: a score a few seconds late is fine on a club's home page. */
export const tickerRefreshSeconds = 5;

export const tickerScript = `(function () {
  'use strict';
  var delay = ${tickerRefreshSeconds * 1000};
  function refresh() {
    if (document.hidden) return schedule();
    fetch(location.href, { cache: 'no-cache', credentials: 'omit' })
      .then(function (res) { return res.ok ? res.text() : null; })
      .then(function (html) {
        if (html === null) return;
        var next = new DOMParser().parseFromString(html, 'text/html').querySelector('[data-ticker]');
        var current = document.querySelector('[data-ticker]');
        if (next && current && next.outerHTML !== current.outerHTML) {
          var scroll = current.scrollLeft;
          current.replaceWith(next);
          next.scrollLeft = scroll;
        }
      })
      .catch(function () {})
      .then(schedule);
  }
  function schedule() { setTimeout(refresh, delay); }
  schedule();
})();
`;

/** The script's address: its content's hash, so a new version is a new file. */
export const tickerScriptPath = `/embed/ticker.${createHash('sha256').update(tickerScript).digest('hex').slice(0, 16)}.js`;
