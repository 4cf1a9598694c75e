import { useParams, type Params } from 'react-router';

/** The named params of a route; the router only renders a page (or calls its loader) when they are present. */
export function routeParams<K extends string>(params: Params, ...names: K[]): Record<K, string> {
  const result = {} as Record<K, string>;
  for (const name of names) {
    const value = params[name];
    if (value === undefined) throw new Error(`Route parameter ${name} is missing`);
    result[name] = value;
  }
  return result;
}

/** The named params of the current route. */
export function useRouteParams<K extends string>(...names: K[]): Record<K, string> {
  return routeParams(useParams(), ...names);
}
