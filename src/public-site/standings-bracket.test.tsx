// The standings' tiebreak notes and the bracket's match names in the page's language, from the
// data the JSON carries beside its own words (which are in the tournament's language): a reader
// of an English league who asked for ?lang=es reads them in Spanish.
import fs from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { BracketMatch } from '../contract/playoffs.ts';
import type { PublicBracket, PublicStandings } from '../contract/public-league.ts';
import { BracketPage } from './bracket-page.tsx';
import { StandingsPage } from './standings-page.tsx';
import { wordsOf, type Words } from './words.ts';

const read = (locale: string, namespace: string) =>
  JSON.parse(
    fs.readFileSync(
      path.join(import.meta.dirname, '..', 'i18n', 'locales', locale, `${namespace}.json`),
      'utf8',
    ),
  ) as Record<string, string>;

const words = (locale: string): Words =>
  wordsOf({
    locale,
    asked: locale,
    messages: { common: read(locale, 'common'), public: read(locale, 'public') },
  });

const league = { slug: 'harbour', name: 'Harbour League', season: null };

const row = (
  rank: number,
  teamId: string,
  teamName: string,
  tiebreak: PublicStandings['rows'][number]['tiebreak'],
): PublicStandings['rows'][number] => ({
  rank,
  teamId,
  teamName,
  shortName: teamName.slice(0, 3),
  played: 2,
  wins: 1,
  losses: 1,
  pointsFor: 130,
  pointsAgainst: 130,
  pointDifference: 0,
  standingsPoints: 3,
  winPercentage: 0.5,
  // The JSON's own words: the tournament's language, English here.
  tiebreakNote: tiebreak ? `ahead of ${tiebreak.aheadOf.teamName} on head-to-head` : null,
  tiebreak,
});

const standings = {
  league,
  rows: [
    row(1, 'bears', 'Bears', {
      tiebreaker: 'head-to-head',
      aheadOf: { teamId: 'lions', teamName: 'Lions' },
    }),
    row(2, 'lions', 'Lions', null),
  ],
} as unknown as PublicStandings;

describe('the public standings', () => {
  it('says why a team is above a level one in the page’s language', () => {
    const spanish = renderToStaticMarkup(<StandingsPage data={standings} words={words('es')} />);
    expect(spanish).toContain(
      '<strong>Bears</strong>: por delante de Lions por enfrentamientos directos',
    );
    expect(spanish).not.toContain('ahead of');
    const french = renderToStaticMarkup(<StandingsPage data={standings} words={words('fr')} />);
    expect(french).toContain('<strong>Bears</strong> : devant Lions aux confrontations directes');
    const english = renderToStaticMarkup(<StandingsPage data={standings} words={words('en')} />);
    expect(english).toContain('<strong>Bears</strong>: ahead of Lions on head-to-head');
  });
});

const side = (
  from: BracketMatch['home']['from'],
  source: string,
  team: string | null,
): BracketMatch['home'] => ({
  source,
  from,
  seed: team ? 1 : null,
  team: team
    ? {
        id: team,
        name: team,
        shortName: team.slice(0, 3),
        primaryColor: '#000000',
        secondaryColor: '#ffffff',
        logoUrl: null,
      }
    : null,
});

const semi: BracketMatch = {
  slot: 'W2-1',
  section: 'winners',
  round: 2,
  order: 1,
  label: 'Semi-final 1',
  name: { stage: 'semiFinal', round: 2, game: 1 },
  home: side({ kind: 'seed', seed: 1, slot: null, match: null }, 'Seed 1', 'Bears'),
  away: side(
    {
      kind: 'winner',
      seed: null,
      slot: 'W1-1',
      match: { stage: 'quarterFinal', round: 1, game: 1 },
    },
    'Winner of Quarter-final 1',
    null,
  ),
  gameId: null,
  status: null,
  homeScore: null,
  awayScore: null,
  winnerTeamId: null,
  needed: true,
  conflict: null,
  conflictCause: null,
};

const bracket = {
  league,
  bracket: {
    id: 'b',
    seasonId: 's',
    format: 'single',
    thirdPlaceGame: false,
    resetGame: false,
    seeds: [],
    matches: [semi],
    championTeamId: null,
    createdAt: '2026-01-01T00:00:00.000Z',
  },
} as unknown as PublicBracket;

describe('the public bracket', () => {
  it('names its matches and where their sides come from in the page’s language', () => {
    const spanish = renderToStaticMarkup(<BracketPage data={bracket} words={words('es')} />);
    expect(spanish).toContain('<span class="ps-match-label">Semifinal 1</span>');
    expect(spanish).toContain('Ganador del cuarto de final 1');
    expect(spanish).not.toContain('Winner of');
    const portuguese = renderToStaticMarkup(<BracketPage data={bracket} words={words('pt-BR')} />);
    expect(portuguese).toContain('Vencedor do jogo 1 das quartas de final');
    const english = renderToStaticMarkup(<BracketPage data={bracket} words={words('en')} />);
    expect(english).toContain('<span class="ps-match-label">Semi-final 1</span>');
    expect(english).toContain('Winner of Quarter-final 1');
  });
});
