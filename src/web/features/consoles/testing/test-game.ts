// A game as the live API describes it, for the consoles' unit tests.
import type { LiveGame } from '../../../../contract/live-games.ts';
import { rulePresets } from '../../../../domain/season/rule-presets.ts';
import enCommon from '../../../../i18n/locales/en/common.json' with { type: 'json' };
import enConsole from '../../../../i18n/locales/en/console.json' with { type: 'json' };
import { createTranslate } from '../../../../i18n/translator.ts';
import type { Words } from '../text/event-text.ts';

type LiveTeam = LiveGame['home'];
type LivePlayer = LiveTeam['players'][number];

export function testPlayer(
  id: string,
  jersey: string,
  firstName: string,
  lastName: string,
): LivePlayer {
  return { id, jersey, firstName, lastName, position: null, active: true };
}

export function testTeam(name: string, shortName: string, players: LivePlayer[]): LiveTeam {
  return {
    id: `team-${shortName}`,
    name,
    shortName,
    primaryColor: '#123456',
    secondaryColor: '#ffffff',
    logoUrl: null,
    coach: '',
    players,
  };
}

/** A scheduled FIBA game of a premium owner. */
export function testGame(
  home: LiveTeam,
  away: LiveTeam,
  changes: Partial<LiveGame> = {},
): LiveGame {
  return {
    id: 'game-1',
    tournamentId: 't',
    seasonId: 's',
    tournamentName: 'Cup',
    seasonName: 'Winter',
    scheduledAt: null,
    timezone: 'UTC',
    venue: '',
    court: '',
    round: '',
    status: 'scheduled',
    scoreSource: 'console',
    language: 'en',
    rules: rulePresets.fiba,
    home,
    away,
    ownerTier: 'tempo-premium',
    ...changes,
  };
}

/** A live game scored by the stats consoles: Ada #7 and Ben #4 of the Hawks, Cleo #11 of the Vipers. */
export function hawksAndVipers(): LiveGame {
  return testGame(
    testTeam('Harbour Hawks', 'HAW', [
      testPlayer('p-ada', '7', 'Ada', 'Stone'),
      testPlayer('p-ben', '4', 'Ben', 'Rivera'),
    ]),
    testTeam('Valley Vipers', 'VIP', [testPlayer('p-cleo', '11', 'Cleo', 'Okafor')]),
    { status: 'live', scoreSource: 'stats' },
  );
}

/** The consoles' English words, from the real English catalogues. */
export function englishWords(): Words {
  return { t: createTranslate('en', enConsole), common: createTranslate('en', enCommon) };
}
