// JSON requests over node:http with a keep-alive agent: the load generators send thousands of
// requests a second from one process on a 2-core machine, where fetch's own overhead would show up
// in the figures.
import http from 'node:http';

export interface HttpAnswer {
  status: number;
  body: string;
}

export function keepAliveAgent(): http.Agent {
  return new http.Agent({ keepAlive: true, maxSockets: Infinity, maxFreeSockets: 1024 });
}

export function httpJson(
  agent: http.Agent,
  url: string,
  method: string,
  body: unknown,
  headers: Record<string, string>,
  /** Called just before the request is written, for latency measured from the send. */
  onSend?: () => void,
): Promise<HttpAnswer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method,
        agent,
        headers: {
          ...headers,
          ...(payload === undefined
            ? {}
            : {
                'content-type': 'application/json',
                'content-length': String(Buffer.byteLength(payload)),
              }),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    onSend?.();
    req.end(payload);
  });
}
