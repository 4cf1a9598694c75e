// A component whose code loads the first time it renders, with nothing (or `fallback`) in its
// place until then: for the parts of a page that are not on screen when it opens (dialogs, other
// tabs), so a phone evaluates only what it shows first (decisions 0023 and 0025).
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
) {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  return function Deferred(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
