import { useEffect } from 'react';

/** Each page names itself in the browser tab (and for screen readers on navigation). */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · Tempo`;
  }, [title]);
}
