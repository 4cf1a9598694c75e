import { describe, expect, it } from 'vitest';
import { chunkGroups } from './chunk-groups.ts';

/** The group of highest priority whose test takes `id` by its path, as Rolldown picks it. */
function groupOf(id: string) {
  const byPriority = [...chunkGroups].sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0));
  return byPriority.find((group) => group.test instanceof RegExp && group.test.test(id))?.name;
}

const modules = '/app/node_modules';
const routes = '/app/src/web/routes';

describe('chunkGroups', () => {
  it('puts React, zod and Mantine in files of their own', () => {
    expect(groupOf(`${modules}/react-dom/cjs/react-dom-client.production.js`)).toBe('react');
    expect(groupOf(`${modules}/react/jsx-runtime.js`)).toBe('react');
    expect(groupOf(`${modules}/scheduler/index.js`)).toBe('react');
    expect(groupOf(`${modules}/zod/v4/classic/schemas.js`)).toBe('zod');
    expect(groupOf(`${modules}/@mantine/core/esm/components/Button/Button.mjs`)).toBe('mantine');
  });

  it('leaves libraries that only share a prefix with them to their users', () => {
    expect(groupOf(`${modules}/react-router/dist/index.mjs`)).toBeUndefined();
    expect(groupOf(`${modules}/@tabler/icons-react/dist/esm/icons/IconX.mjs`)).toBeUndefined();
    expect(groupOf(`${modules}/@tanstack/react-query/build/modern/index.js`)).toBeUndefined();
  });

  it('takes the sign-in routes, and not the join page, which reads an invitation with zod', () => {
    for (const route of ['login', 'register', 'forgot-password', 'reset-password']) {
      expect(groupOf(`${routes}/${route}.tsx`)).toBe('sign-in');
    }
    expect(groupOf(`${routes}/join-tournament.tsx`)).toBeUndefined();
  });

  it("takes every console's route and its guard, and not the season's console page", () => {
    for (const route of ['console-guard', 'console-stats-two', 'console-time-score']) {
      expect(groupOf(`${routes}/${route}.tsx`)).toBe('console');
    }
    expect(groupOf(`${routes}/season-console.tsx`)).toBeUndefined();
  });

  it("puts the rest of the entry's modules in the entry's file, before the routes' groups", () => {
    const main = chunkGroups.find((group) => group.name === 'main');
    expect(main?.tags).toEqual(['$initial']);
    const priority = (name: string) => chunkGroups.find((g) => g.name === name)?.priority ?? 0;
    expect(priority('main')).toBeGreaterThan(priority('sign-in'));
    expect(priority('sign-in')).toBeGreaterThan(priority('console'));
    expect(priority('zod')).toBeGreaterThan(priority('main'));
  });
});
