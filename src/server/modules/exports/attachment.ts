// Sends a generated file as a download: its type, its length (the web app shows progress from
// it) and a Content-Disposition with a plain ASCII filename for old clients plus the full UTF-8
// name (RFC 6266 / RFC 8187 `filename*`) for the rest.
import type { FastifyReply } from 'fastify';

/** Letters without accents, digits, dot, dash and underscore; everything else becomes a dash. */
export function asciiFilename(name: string): string {
  const plain = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-.]+|-+$/g, '');
  return plain || 'tempo-export';
}

/** RFC 8187 percent-encoding: what encodeURIComponent leaves alone, minus ' ( ) *. */
function encodeRfc8187(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

export function contentDisposition(displayName: string, extension: string): string {
  const ascii = `${asciiFilename(displayName)}.${extension}`;
  const full = `${displayName}.${extension}`;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRfc8187(full)}`;
}

export function sendAttachment(
  reply: FastifyReply,
  file: { body: Buffer; contentType: string; name: string; extension: string },
) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(file.name, file.extension))
    .header('content-length', String(file.body.length))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.body);
}

/** A text answer with its exact byte length (calendar feeds, the feed's 402 note). */
export function sendText(
  reply: FastifyReply,
  status: number,
  contentType: string,
  text: string,
  headers: Record<string, string> = {},
) {
  const body = Buffer.from(text, 'utf8');
  void reply.code(status).headers(headers);
  return reply
    .header('content-type', contentType)
    .header('content-length', String(body.length))
    .send(body);
}
