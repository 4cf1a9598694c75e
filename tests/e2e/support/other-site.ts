// A web server of somebody else's (a venue, a club): one page, on an origin Tempo knows nothing
// about, for the tests of what other sites may embed.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export async function otherSite(html: string) {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}
