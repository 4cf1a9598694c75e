import { describe, expect, it } from 'vitest';
import { hookOf } from './plugin-hooks.ts';
import { compiledFiles, reactCompilerPlugin } from './react-compiler.ts';

const component = `
import { Text } from '@mantine/core';
export function Score({ home, away }: { home: number; away: number }) {
  return <Text>{home} : {away}</Text>;
}
`;

describe('reactCompilerPlugin', () => {
  it("keeps a component's output while its props stay the same", async () => {
    const transform = hookOf(reactCompilerPlugin(), 'transform');
    const result = (await transform(component, '/repo/src/web/score.tsx')) as { code: string };
    // The compiler's cache: the element is built again only when home or away changes.
    expect(result.code).toContain('react/compiler-runtime');
    expect(result.code).toMatch(/if \(\$\[0\] !== away \|\| \$\[1\] !== home\)/);
  });

  it("compiles the stats console's sources, not their tests or other folders", () => {
    expect(compiledFiles.test('/repo/src/web/features/consoles/stats/play-by-play.tsx')).toBe(true);
    expect(compiledFiles.test('/repo/src/web/features/consoles/stats/roster-of.ts')).toBe(true);
    expect(compiledFiles.test('/repo/src/web/features/consoles/stats/x.component.test.tsx')).toBe(
      false,
    );
    expect(compiledFiles.test('/repo/src/web/features/consoles/clock/clock-bar.tsx')).toBe(false);
    expect(compiledFiles.test('/repo/src/server/main.ts')).toBe(false);
  });
});
