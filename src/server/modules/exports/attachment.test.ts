import { describe, expect, it } from 'vitest';
import { asciiFilename, contentDisposition } from './attachment.ts';

describe('download filenames', () => {
  it('keeps a readable ASCII name for old clients', () => {
    expect(asciiFilename('HAW-OWL 2026-07-04 box score')).toBe('HAW-OWL-2026-07-04-box-score');
    expect(asciiFilename('Liga Peñarol – Øre "2026"')).toBe('Liga-Penarol-re-2026');
    expect(asciiFilename('«»')).toBe('tempo-export');
  });

  it('gives the full UTF-8 name as filename* (RFC 8187)', () => {
    const header = contentDisposition("Liga Peñarol (O'Neil) 2026 stats", 'csv');
    expect(header).toBe(
      `attachment; filename="Liga-Penarol-O-Neil-2026-stats.csv"; filename*=UTF-8''Liga%20Pe%C3%B1arol%20%28O%27Neil%29%202026%20stats.csv`,
    );
    const encoded = /filename\*=UTF-8''(.+)$/.exec(header)![1]!;
    expect(decodeURIComponent(encoded)).toBe("Liga Peñarol (O'Neil) 2026 stats.csv");
  });
});
