// The playoff bracket, round by round: each match's sides (team or where it comes from), the score
// once played, and a link to its game.
import type { BracketMatch } from '../contract/playoffs.ts';
import type { PublicBracket } from '../contract/public-league.ts';
import { matchValues } from '../i18n/bracket-values.ts';
import { leagueLinks } from './links.ts';
import type { Words } from './words.ts';

/** The sections in the order the page shows them. */
const sectionOrder: Array<BracketMatch['section']> = ['winners', 'losers', 'final', 'third'];

/** "Seed 3", "Winner of Quarter-final 1", in the page's language (the JSON's is the tournament's). */
function sourceWords(t: Words['t'], side: BracketMatch['home']): string {
  const { from } = side;
  if (from.kind === 'seed') return t('bracket.source.seed', { seed: from.seed ?? 0 });
  if (!from.match) return side.source;
  const key = from.kind === 'winner' ? 'bracket.source.winner' : 'bracket.source.loser';
  return t(key, matchValues(from.match));
}

function Side(props: {
  side: BracketMatch['home'];
  score: number | null;
  won: boolean;
  t: Words['t'];
}) {
  const { side } = props;
  return (
    <span className={props.won ? 'ps-side ps-side-won' : 'ps-side'}>
      <span className="ps-team-name">
        {side.seed !== null && <span className="ps-seed">{side.seed}</span>}
        {side.team?.name ?? sourceWords(props.t, side)}
      </span>
      {props.score !== null && <span className="ps-team-score">{props.score}</span>}
    </span>
  );
}

export function BracketPage(props: { data: PublicBracket; words: Words }) {
  const { bracket, league } = props.data;
  const { t, link } = props.words;
  if (bracket === null) {
    return (
      <>
        <h1>{t('bracket.title')}</h1>
        <p className="ps-empty">{t('bracket.empty')}</p>
      </>
    );
  }
  const matches = bracket.matches.filter((m) => m.needed);
  const sections = sectionOrder.filter((s) => matches.some((m) => m.section === s));
  return (
    <>
      <h1>{t('bracket.title')}</h1>
      {sections.map((section) => {
        const inSection = matches.filter((m) => m.section === section);
        const rounds = [...new Set(inSection.map((m) => m.round))].sort((a, b) => a - b);
        return (
          <section key={section} aria-labelledby={`bracket-${section}`}>
            <h2 id={`bracket-${section}`}>{t(`bracket.section.${section}`)}</h2>
            <div className="ps-rounds">
              {rounds.map((round) => (
                <ol key={round} className="ps-round" aria-label={t('bracket.round', { round })}>
                  {inSection
                    .filter((m) => m.round === round)
                    .sort((a, b) => a.order - b.order)
                    .map((m) => {
                      const body = (
                        <>
                          <span className="ps-match-label">
                            {t('bracket.match', matchValues(m.name))}
                          </span>
                          <Side
                            t={t}
                            side={m.home}
                            score={m.homeScore}
                            won={m.winnerTeamId !== null && m.winnerTeamId === m.home.team?.id}
                          />
                          <Side
                            t={t}
                            side={m.away}
                            score={m.awayScore}
                            won={m.winnerTeamId !== null && m.winnerTeamId === m.away.team?.id}
                          />
                        </>
                      );
                      return (
                        <li key={m.slot} className="ps-match">
                          {m.gameId !== null ? (
                            <a href={link(leagueLinks.game(league.slug, m.gameId))}>{body}</a>
                          ) : (
                            body
                          )}
                        </li>
                      );
                    })}
                </ol>
              ))}
            </div>
          </section>
        );
      })}
    </>
  );
}
