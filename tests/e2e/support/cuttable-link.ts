// One device's way to the server, which a test can cut as a venue's Wi-Fi or a dead server would:
// a TCP relay on its own port of 127.0.0.1 (so each device also reaches the server by another name
// than localhost). Cutting it resets every open connection, event streams included, and refuses
// new ones until it is restored; the browser's own offline switch closes no open stream.
import net from 'node:net';
import type { AddressInfo } from 'node:net';

export class CuttableLink {
  private readonly sockets = new Set<net.Socket>();
  private server: net.Server | null = null;
  private port = 0;

  private constructor(private readonly targetPort: number) {}

  /** A link to the server at `targetPort`, up. */
  static async open(targetPort: number): Promise<CuttableLink> {
    const link = new CuttableLink(targetPort);
    await link.listen();
    return link;
  }

  /** Where the device finds the server through this link. */
  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  private listen(): Promise<void> {
    const server = net.createServer((inbound) => {
      const outbound = net.connect(this.targetPort, '127.0.0.1');
      for (const s of [inbound, outbound]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => {
          inbound.destroy();
          outbound.destroy();
        });
      }
      inbound.pipe(outbound).pipe(inbound);
    });
    this.server = server;
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => {
        this.port = (server.address() as AddressInfo).port;
        resolve();
      });
    });
  }

  /** Down: open connections reset, new ones refused. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const s of this.sockets) s.destroy();
    if (server) await new Promise((resolve) => server.close(resolve));
  }

  /** Up again, on the same port. */
  async restore(): Promise<void> {
    if (this.server === null) await this.listen();
  }

  async close(): Promise<void> {
    await this.cut();
  }
}
