// A port another program holds (often Tempo itself, still running in another terminal) is the
// one start-up failure a newcomer meets: it is said in one sentence with what to type instead,
// not as a stack trace.
import net from 'node:net';

export type Listener = 'http' | 'https';

/** The error a listener gets when its port is held by another program. */
export function isPortTaken(err: unknown): boolean {
  return err instanceof Error && (err as NodeJS.ErrnoException).code === 'EADDRINUSE';
}

/**
 * The sentence for a taken port. The port suggested is the next one up, skipping `avoid` (the
 * other listener's port, which the HTTPS port may not share).
 */
export function portTakenMessage(listener: Listener, port: number, avoid?: number): string {
  let other = port + 1;
  if (other === avoid) other += 1;
  return listener === 'http'
    ? `Port ${port} is taken by another program (is Tempo already running?): stop it, or start Tempo on another port with PORT=${other} npm start`
    : `HTTPS port ${port} is taken by another program (is Tempo already running?): stop it, or start Tempo with another HTTPS port by adding HTTPS_PORT=${other} before npm start`;
}

/**
 * Whether `port` on `host` can be listened on now. Asked before the database is opened, so a
 * second Tempo started beside a running one stops before it touches the data directory. Port 0
 * (any free port) is always free.
 */
export async function portIsFree(port: number, host: string): Promise<boolean> {
  if (port === 0) return true;
  const probe = net.createServer();
  return new Promise((resolve, reject) => {
    probe.once('error', (err) => (isPortTaken(err) ? resolve(false) : reject(err)));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}
