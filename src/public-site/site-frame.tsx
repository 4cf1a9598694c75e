// Every public page's frame: the league's header and navigation, the page's main landmark, and the
// "powered by Tempo" mark for free leagues.
import type { ReactNode } from 'react';
import type { PublicLeague } from '../contract/public-league.ts';
import { leagueLinks } from './links.ts';
import type { Words } from './words.ts';

export type SiteSection = 'home' | 'schedule' | 'standings' | 'bracket' | 'leaders' | 'other';

const sections: Array<Exclude<SiteSection, 'other'>> = [
  'home',
  'schedule',
  'standings',
  'bracket',
  'leaders',
];

export function SiteFrame(props: {
  league: PublicLeague;
  section: SiteSection;
  /** The season the reader picked with ?season=, kept by the navigation; null for the current. */
  season: string | null;
  words: Words;
  children: ReactNode;
}) {
  const { league, section, season } = props;
  const { t, link } = props.words;
  return (
    <div className="ps-site">
      <a className="ps-skip" href="#main">
        {t('site.skip')}
      </a>
      <header className="ps-header">
        <a className="ps-brand" href={link(leagueLinks.home(league.slug), season)}>
          {league.logoUrl !== null && (
            <img className="ps-logo" src={league.logoUrl} alt="" width={40} height={40} />
          )}
          <span className="ps-league-name">{league.name}</span>
        </a>
        {league.season !== null && <span className="ps-season">{league.season.name}</span>}
        <nav className="ps-nav" aria-label={t('site.nav')}>
          <ul>
            {sections.map((key) => (
              <li key={key}>
                <a
                  href={link(leagueLinks[key](league.slug), season)}
                  aria-current={section === key ? 'page' : undefined}
                >
                  {t(`site.nav.${key}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main" className="ps-main">
        {props.children}
      </main>
      <footer className="ps-footer">
        {league.poweredBy && (
          <p className="ps-powered">
            {t.rich('site.poweredBy', {
              link: (chunks: ReactNode[]) => (
                <a key="link" href="/">
                  {chunks}
                </a>
              ),
            })}
          </p>
        )}
      </footer>
    </div>
  );
}
