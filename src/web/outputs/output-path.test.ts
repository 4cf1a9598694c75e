import { describe, expect, it } from 'vitest';
import { parseOutputPath } from './output-path.ts';

describe('parseOutputPath', () => {
  it('reads the game and the output from a full output path', () => {
    expect(parseOutputPath('/tournaments/t-1/seasons/s-2/games/g-3/output/statsheet')).toEqual({
      tournamentId: 't-1',
      seasonId: 's-2',
      gameId: 'g-3',
      kind: 'statsheet',
    });
  });

  it('accepts a trailing slash and decodes the segments', () => {
    expect(
      parseOutputPath('/tournaments/a%20b/seasons/s/games/g/output/scoreboard/'),
    ).toMatchObject({ tournamentId: 'a b', kind: 'scoreboard' });
  });

  it('knows an output path whose output it does not know', () => {
    expect(parseOutputPath('/tournaments/t/seasons/s/games/g/output/jumbotron')?.kind).toBeNull();
  });

  it('is not fooled by other paths', () => {
    expect(parseOutputPath('/tournaments/t/seasons/s/games/g')).toBeNull();
    expect(parseOutputPath('/tournaments/t/seasons/s/games/g/console/timescore')).toBeNull();
    expect(parseOutputPath('/x/tournaments/t/seasons/s/games/g/output/scoreboard')).toBeNull();
  });
});
