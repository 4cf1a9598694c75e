// One HTTP/1.1 request over a plain socket, with the path sent exactly as given. fetch and
// app.inject() both resolve `..` in a path before sending, so a test of how the server treats
// such paths needs this.
import net from 'node:net';

export interface RawResponse {
  status: number;
  body: string;
}

export function rawRequest(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body = '',
): Promise<RawResponse> {
  const lines = [
    `${method} ${path} HTTP/1.1`,
    'host: localhost',
    'connection: close',
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
    ...(body ? [`content-length: ${Buffer.byteLength(body)}`] : []),
  ];
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
    });
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body: rest.join('\r\n\r\n') });
    });
  });
}
