/** @jsxImportSource preact */
/** @jsxRuntime automatic */
// Every public page's frame: the league's header and navigation, the page's main landmark, and the
// "powered by Tempo" mark for free leagues.
import type { ComponentChildren } from 'preact';
import type { PublicLeague } from '../contract/public-league.ts';
import { leagueLinks, withSeason } from './links.ts';

export type SiteSection = 'home' | 'schedule' | 'standings' | 'bracket' | 'leaders' | 'other';

const sections: Array<{ key: Exclude<SiteSection, 'other'>; label: string }> = [
  { key: 'home', label: 'Home' },
  { key: 'schedule', label: 'Schedule' },
  { key: 'standings', label: 'Standings' },
  { key: 'bracket', label: 'Bracket' },
  { key: 'leaders', label: 'Leaders' },
];

export function SiteFrame(props: {
  league: PublicLeague;
  section: SiteSection;
  /** The season the reader picked with ?season=, kept by the navigation; null for the current. */
  season: string | null;
  children: ComponentChildren;
}) {
  const { league, section, season } = props;
  return (
    <div class="ps-site">
      <a class="ps-skip" href="#main">
        Skip to content
      </a>
      <header class="ps-header">
        <a class="ps-brand" href={withSeason(leagueLinks.home(league.slug), season)}>
          {league.logoUrl !== null && (
            <img class="ps-logo" src={league.logoUrl} alt="" width={40} height={40} />
          )}
          <span class="ps-league-name">{league.name}</span>
        </a>
        {league.season !== null && <span class="ps-season">{league.season.name}</span>}
        <nav class="ps-nav" aria-label="League">
          <ul>
            {sections.map((s) => (
              <li key={s.key}>
                <a
                  href={withSeason(leagueLinks[s.key](league.slug), season)}
                  aria-current={section === s.key ? 'page' : undefined}
                >
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main" class="ps-main">
        {props.children}
      </main>
      <footer class="ps-footer">
        {league.poweredBy && (
          <p class="ps-powered">
            Powered by <a href="/">Tempo</a>
          </p>
        )}
      </footer>
    </div>
  );
}
