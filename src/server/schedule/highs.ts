// HiGHS, the MIP solver, compiled to WebAssembly: loaded once per thread that solves.
import highsImport, { type Highs } from 'highs';

// The package's types describe its CommonJS entry; Node loads its ES module, whose default export
// is the loader itself.
const loader = highsImport as unknown as () => Promise<Highs>;

let loaded: Promise<Highs> | null = null;

export const loadHighs = () => (loaded ??= loader());
