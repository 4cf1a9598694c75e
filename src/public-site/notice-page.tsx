// The page a reader meets instead of a league's: not available (404) or a wrong filter (400).
import type { Words } from './words.ts';

export function NoticePage(props: { heading: string; message: string; words: Words }) {
  return (
    <div className="ps-site">
      <main id="main" className="ps-main">
        <h1>{props.heading}</h1>
        <p className="ps-lead">{props.message}</p>
        <p>
          <a href="/">{props.words.t('site.goToTempo')}</a>
        </p>
      </main>
    </div>
  );
}
