// What a first visit to each page people open first may cost a phone, in KB (1024 bytes) of every
// response the page receives (its HTML, scripts, styles, words and API answers) compressed as a
// browser gets them: Brotli on 127.0.0.1, gzip at a LAN address, where Chromium offers no Brotli
// (a console's case at a venue). `files` caps the scripts and stylesheets among them: each one is
// a request and its headers. tests/e2e/page-weight.spec.ts holds the pages to them.
export const pageBudgets = {
  /** The sign-in page, /login. */
  login: { brotliKb: 160, gzipKb: 180, files: 12 },
  /** A game console (the statistics console), opened from a link. */
  console: { brotliKb: 240, gzipKb: 270, files: 18 },
  /** The public scoreboard, an output page; its overlay for embedding is held to the same. */
  scoreboard: { brotliKb: 90 },
  /** A public league's home page, /leagues/<slug>, rendered by the server. */
  leaguePage: { brotliKb: 100 },
  /** An embed another site frames, /embed/leagues/<slug>/<standings|schedule|ticker>. */
  embed: { brotliKb: 15 },
} as const;
