/** One Server-Sent Events frame as the test and bench readers need it. */
export interface SseBlock {
  event: string;
  id: string | null;
  data: string;
}

/**
 * Reads one frame (the text between blank lines). Comments and a bare `retry:` carry no event:
 * null. Enough of the SSE format for our own server's streams.
 */
export function parseSseBlock(block: string): SseBlock | null {
  let event = 'message';
  let id: string | null = null;
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line === '' || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'id') id = value;
    else if (field === 'data') data.push(value);
  }
  return data.length === 0 ? null : { event, id, data: data.join('\n') };
}
