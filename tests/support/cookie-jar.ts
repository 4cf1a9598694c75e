// A small cookie jar for driving redirect flows over real HTTP with fetch (which keeps no
// cookies): cookies are kept per host name and sent back to that host, as a browser would for
// these host-only cookies.
export class CookieJar {
  private readonly byHost = new Map<string, Map<string, string>>();

  store(url: string, response: Response) {
    const host = new URL(url).hostname;
    const jar = this.byHost.get(host) ?? new Map<string, string>();
    this.byHost.set(host, jar);
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => {
        const [k = '', v = ''] = a.trim().split('=');
        if (k.toLowerCase() === 'max-age') return Number(v) <= 0;
        if (k.toLowerCase() === 'expires') return new Date(v).getTime() <= Date.now();
        return false;
      });
      if (expired || value === '') jar.delete(name);
      else jar.set(name, value);
    }
  }

  header(url: string): string {
    const jar = this.byHost.get(new URL(url).hostname);
    return jar ? [...jar].map(([k, v]) => `${k}=${v}`).join('; ') : '';
  }

  /** fetch without following redirects, sending and keeping this jar's cookies. */
  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    const cookie = this.header(url);
    if (cookie) headers.set('cookie', cookie);
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    this.store(url, res);
    return res;
  }
}
