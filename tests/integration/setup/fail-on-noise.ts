// An unexpected console.error or console.warn fails the test that caused it (docs/architecture.md, practice 8).
import { afterEach, vi } from 'vitest';

const noise: string[] = [];

vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  noise.push(args.map(String).join(' '));
});
vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
  noise.push(args.map(String).join(' '));
});

afterEach(() => {
  if (noise.length > 0) {
    const lines = noise.splice(0).join('\n');
    throw new Error(`Unexpected console output:\n${lines}`);
  }
});
