import { describe, expect, it } from 'vitest';
import { scriptRuns } from './pdf-fonts.ts';

describe('scriptRuns', () => {
  it('cuts text where the font must change, keeping spaces with the run before them', () => {
    expect(scriptRuns('Luka Dončić')).toEqual([{ text: 'Luka Dončić', cjk: false }]);
    expect(scriptRuns('山田 太郎')).toEqual([{ text: '山田 太郎', cjk: true }]);
    expect(scriptRuns('김 민수')).toEqual([{ text: '김 민수', cjk: true }]);
    expect(scriptRuns('Club 東京 (TKY)')).toEqual([
      { text: 'Club ', cjk: false },
      { text: '東京 ', cjk: true },
      { text: '(TKY)', cjk: false },
    ]);
    expect(scriptRuns('')).toEqual([]);
  });
});
