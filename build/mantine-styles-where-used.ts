// Mantine's styles come with the components that use them (decision 0017): each class map
// Mantine's components import is made to import its stylesheet, so a page's chunks carry the CSS
// of exactly the components in them (Vite splits CSS by chunk) instead of every page loading all
// of Mantine's. The dev server pre-bundles Mantine, out of reach of this transform: there the
// app's entry imports the whole stylesheet.
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

// Mantine's class maps: `components/<Name>/<Name>.module.css.mjs` in @mantine/core, one per file
// of `@mantine/core/styles/`, and the one of @mantine/notifications. The first group is the
// package's folder, where its stylesheets are.
const mantineClassMap =
  /^(.*[\\/]@mantine[\\/](core|notifications))[\\/]esm[\\/](?:.*[\\/])?(\w+)\.module\.css\.mjs$/;

/** Imports each Mantine class map's stylesheet with it; `entry` gets all of them when serving. */
export function mantineStylesWhereUsed(entry: string): Plugin {
  let serving = false;
  return {
    name: 'tempo-mantine-styles-where-used',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    transform(code, id) {
      if (serving) {
        if (id !== entry) return null;
        return `import '@mantine/core/styles.css';\nimport '@mantine/notifications/styles.css';\n${code}`;
      }
      const match = mantineClassMap.exec(id);
      if (!match) return null;
      const [, folder, pkg, name] = match as unknown as [string, string, string, string];
      const [sheet, file] =
        pkg === 'notifications'
          ? ['@mantine/notifications/styles.css', 'styles.css']
          : [`@mantine/core/styles/${name}.css`, path.join('styles', `${name}.css`)];
      // A Mantine release that renames or merges a stylesheet would otherwise ship a component
      // unstyled, or fail only once the import is resolved, far from the reason.
      if (!fs.existsSync(path.join(folder, file))) {
        throw new Error(
          `Mantine's stylesheet ${sheet} for ${id} is not installed: the component would ship unstyled. ` +
            `Check the @mantine/${pkg} version and build/mantine-styles-where-used.ts.`,
        );
      }
      // A class map is one line of data: nothing in it to map back to.
      return { code: `import '${sheet}';\n${code}`, map: { mappings: '' } };
    },
  };
}
