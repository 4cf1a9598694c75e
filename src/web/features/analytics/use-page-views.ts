// Records a page_view on each navigation and starts analytics when allowed. Never on output
// pages: they run inside OBS/vMix browser sources, not in front of a person.
import { useEffect, useState } from 'react';
import { useLocation, useMatches, type Params } from 'react-router';
import { isOutputPath } from '../../config/paths.ts';
import { usePublicConfig } from '../../lib/public-config.ts';
import { disableTracking, track } from '../../lib/track.ts';
import { analyticsAllowed, startAnalytics } from './analytics.ts';

/**
 * The route pattern of a path (/tournaments/:tournamentId): page views are counted per page,
 * and ids and invite codes never leave the browser.
 */
export function routePattern(pathname: string, params: Params): string {
  if (params['*'] !== undefined) return '/*';
  const names = new Map<string, string>();
  for (const [name, value] of Object.entries(params)) if (value) names.set(value, name);
  return pathname
    .split('/')
    .map((segment) => {
      let decoded = segment;
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        // a malformed escape stays as typed
      }
      const name = names.get(decoded);
      return name ? `:${name}` : segment;
    })
    .join('/');
}

export function usePageViews() {
  const { pathname } = useLocation();
  const matches = useMatches();
  const pattern = routePattern(pathname, matches.at(-1)?.params ?? {});
  const [openedOnOutput] = useState(() => isOutputPath(window.location.pathname));
  const config = usePublicConfig({ enabled: !openedOnOutput });

  useEffect(() => {
    if (openedOnOutput || (config && !analyticsAllowed(config.analytics))) {
      disableTracking();
      return;
    }
    if (!config) return;
    return startAnalytics();
  }, [config, openedOnOutput]);

  useEffect(() => {
    if (!isOutputPath(pathname)) track('page_view', { path: pattern });
  }, [pathname, pattern]);
}
