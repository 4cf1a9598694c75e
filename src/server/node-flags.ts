// The Node flags the server runs with. package.json's start script spells them out, since npm runs
// a command line and cannot import them (node-flags.test.ts keeps the two the same); the bench and
// the end-to-end tests start the built server with them, so they measure what a venue runs.
// Measured on an idle server with an empty database (decision 0020): 196–263 MB without them,
// 166–198 MB with them.
export const serverNodeFlags = [
  // V8's young generation: each of its semi-spaces grows to 16 MB while the server starts (it
  // loads and compiles a lot) and stays resident when idle. Capped at 2 MB, a scavenge runs more
  // often but each costs less; the live pages hold a few KB per viewer or request. At 4 MB an idle
  // server still went over 200 MB two times in five.
  '--max-semi-space-size=2',
  // V8's background threads (concurrent GC, JavaScript and WebAssembly compilers), 4 by default:
  // what each frees stays in its own malloc arena. Two keep both cores of a small laptop busy.
  // One saved a few MB more, but then PGlite's hot code waited so long for its optimising
  // compiler that the first thousand writes after a start took twice the CPU.
  '--v8-pool-size=2',
];
