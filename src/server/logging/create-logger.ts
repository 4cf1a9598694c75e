// The process's one logger: start-up, the app, its requests and its background work.
import pino, { type Logger } from 'pino';
import { isColorSupported, prettyFactory } from 'pino-pretty';
import { chooseLogFormat, type LogFormat, type LogFormatSetting } from './log-format.ts';

export interface LoggerSettings {
  level: string;
  format: LogFormatSetting;
}

type Out = NodeJS.WritableStream & { isTTY?: boolean };

/** What a log line may hold that must never be written: sessions and their secrets. */
const redact = ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'];

/**
 * A pino logger writing to `out` in the format chosen for it (log-format.ts). Readable lines are
 * made in this thread, each as it is logged, with pino-pretty's formatter: a transport would run in
 * a worker thread that finds its module by name at run time and may not have written the last
 * lines when the process exits; this way the built server needs nothing more than its imports, and
 * a line logged just before an exit is on the screen.
 */
export function createLogger(
  settings: LoggerSettings,
  out: Out = process.stdout,
): { logger: Logger; format: LogFormat } {
  const format = chooseLogFormat(settings.format, out);
  const options = { level: settings.level, redact };
  if (format === 'json') return { logger: pino(options, out), format };
  const readable = prettyFactory({
    // Colours only where a terminal shows them (colorette's test of stdout, NO_COLOR, FORCE_COLOR).
    colorize: out === process.stdout && isColorSupported,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
  });
  return { logger: pino(options, { write: (line: string) => out.write(readable(line)) }), format };
}
