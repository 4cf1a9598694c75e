// React Compiler over the stats console: each render reuses the elements and callbacks whose
// inputs did not change, so a tap re-renders what the tap changed rather than every panel. It
// runs through Babel, React's own supported path; the compiler skips (and leaves as they are) the
// functions it cannot prove follow the rules of React.
import { transformAsync } from '@babel/core';
import reactCompiler from 'babel-plugin-react-compiler';
import type { Plugin } from 'vite';

/** The stats console's components and hooks, not their tests (decision 0047 says why only those). */
export const compiledFiles = /\/src\/web\/features\/consoles\/stats\/(?!.*\.test\.).*\.tsx?$/;

export function reactCompilerPlugin(): Plugin {
  return {
    name: 'tempo-react-compiler',
    // Before the JSX and TypeScript transforms: the compiler reads the components as written.
    enforce: 'pre',
    transform: {
      filter: { id: compiledFiles },
      async handler(code, id) {
        const result = await transformAsync(code, {
          filename: id,
          babelrc: false,
          configFile: false,
          parserOpts: { plugins: ['jsx', 'typescript'] },
          plugins: [[reactCompiler, { target: '19' }]],
          sourceMaps: true,
        });
        if (!result?.code) return null;
        return { code: result.code, map: result.map };
      },
    },
  };
}
