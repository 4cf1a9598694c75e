import { useParams } from 'react-router';

/** The named params of the current route; the router only renders a page when they are present. */
export function useRouteParams<K extends string>(...names: K[]): Record<K, string> {
  const params = useParams();
  const result = {} as Record<K, string>;
  for (const name of names) {
    const value = params[name];
    if (value === undefined) throw new Error(`Route parameter ${name} is missing`);
    result[name] = value;
  }
  return result;
}
