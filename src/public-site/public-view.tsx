// What one public page shows: its kind and payload (the JSON API's answer), rendered inside the
// league's frame. The server renders it to HTML; the browser hydrates the same tree from the same
// view, embedded in the page, then renders it again in the reader's time zone and as data arrives.
import type {
  PublicBracket,
  PublicGamePage,
  PublicHome,
  PublicLeaders,
  PublicPlayerPage,
  PublicSchedule,
  PublicStandings,
  PublicTeamPage,
} from '../contract/public-league.ts';
import { BracketPage } from './bracket-page.tsx';
import type { ZoneChoice } from './format.ts';
import { GamePage, type LiveClock } from './game-page.tsx';
import { HomePage } from './home-page.tsx';
import { LeadersPage } from './leaders-page.tsx';
import { PlayerPage } from './player-page.tsx';
import { SchedulePage, type ScheduleFilter } from './schedule-page.tsx';
import { SiteFrame, type SiteSection } from './site-frame.tsx';
import { StandingsPage } from './standings-page.tsx';
import { TeamPage } from './team-page.tsx';
import type { PageLanguage, Words } from './words.ts';

export type PublicView = { season: string | null } & (
  | { page: 'home'; data: PublicHome }
  | { page: 'schedule'; data: PublicSchedule; filter: ScheduleFilter }
  | { page: 'standings'; data: PublicStandings }
  | { page: 'bracket'; data: PublicBracket }
  | { page: 'leaders'; data: PublicLeaders }
  | { page: 'team'; data: PublicTeamPage }
  | { page: 'player'; data: PublicPlayerPage }
  | { page: 'game'; data: PublicGamePage }
);

/** What the page embeds for hydration: the view and the language it is written in. */
export interface PublicBootstrap {
  view: PublicView;
  language: PageLanguage;
}

/** The id of the element the view is rendered into, and of the JSON it is hydrated from. */
export const publicViewRootId = 'public-site';
export const publicViewDataId = 'public-site-data';

function sectionOf(view: PublicView): SiteSection {
  switch (view.page) {
    case 'home':
    case 'schedule':
    case 'standings':
    case 'bracket':
    case 'leaders':
      return view.page;
    default:
      return 'other';
  }
}

interface SiteProps {
  view: PublicView;
  zone: ZoneChoice;
  clock: LiveClock | null;
  words: Words;
}

function Body(props: SiteProps) {
  const { view, zone, words } = props;
  switch (view.page) {
    case 'home':
      return <HomePage data={view.data} zone={zone} words={words} />;
    case 'schedule':
      return <SchedulePage data={view.data} filter={view.filter} zone={zone} words={words} />;
    case 'standings':
      return <StandingsPage data={view.data} words={words} />;
    case 'bracket':
      return <BracketPage data={view.data} words={words} />;
    case 'leaders':
      return <LeadersPage data={view.data} words={words} />;
    case 'team':
      return <TeamPage data={view.data} zone={zone} words={words} />;
    case 'player':
      return <PlayerPage data={view.data} zone={zone} words={words} />;
    case 'game':
      return <GamePage data={view.data} zone={zone} clock={props.clock} words={words} />;
  }
}

export function PublicSite(props: SiteProps) {
  const { view } = props;
  return (
    <SiteFrame
      league={view.data.league}
      section={sectionOf(view)}
      season={view.season}
      words={props.words}
    >
      <Body {...props} />
    </SiteFrame>
  );
}
