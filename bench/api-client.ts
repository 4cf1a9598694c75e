// A signed-in JSON client for the built server over real HTTP, sent as the web app sends requests:
// with the page's Origin (Better Auth refuses a cookie-carrying POST without it) and the cookies.
export interface ApiClient {
  readonly baseUrl: string;
  /** name → value of every cookie the server has set so far. */
  readonly cookies: Map<string, string>;
  /** Answers the parsed JSON body (or null); throws unless the status is `expect`. */
  request<T>(method: string, path: string, body?: unknown, expect?: number): Promise<T>;
}

export function apiClient(baseUrl: string): ApiClient {
  const cookies = new Map<string, string>();
  return {
    baseUrl,
    cookies,
    async request<T>(method: string, path: string, body?: unknown, expect = 200): Promise<T> {
      const headers: Record<string, string> = { origin: baseUrl };
      if (body !== undefined) headers['content-type'] = 'application/json';
      if (cookies.size > 0) {
        headers.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      }
      const res = await fetch(`${baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const eq = pair!.indexOf('=');
        cookies.set(pair!.slice(0, eq), pair!.slice(eq + 1));
      }
      const text = await res.text();
      if (res.status !== expect) {
        throw new Error(`${method} ${path}: expected ${expect}, got ${res.status} ${text}`);
      }
      return (text ? JSON.parse(text) : null) as T;
    },
  };
}
