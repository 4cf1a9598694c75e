// Turns a card's SVG into PNG bytes once per version. A shared link brings a crowd of link
// previews and readers at the same moment; each must not start a render of its own. The SVG
// text is the card's version (card-svg.ts builds it from the payload alone), so its hash keys
// the finished PNG, and a render under way is shared by everyone asking for the same hash.
// sharp rasterises on libuv's thread pool, so the event loop only waits for the answer.
import { createHash } from 'node:crypto';
import { LruMap } from '../../lru-map.ts';

export interface RenderedCard {
  png: Buffer;
  /** A strong validator: the hash of the SVG the PNG was made from. */
  etag: string;
}

export class CardRenderer {
  private readonly done: LruMap<string, RenderedCard>;
  private readonly pending = new Map<string, Promise<RenderedCard>>();
  /** Renders actually run (not served from the cache or joined): what the tests and bench read. */
  renders = 0;

  /** About 40–80 KB per card, so the default bound holds a few MB. */
  constructor(max = 128) {
    this.done = new LruMap(max);
  }

  /** The version of `svg`, for an answer of 304 before anything is rendered. */
  static etagOf(svg: string): string {
    return `"c-${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"`;
  }

  /** The PNG of `svg`, whose version `etag` is when the caller has it already. */
  async render(svg: string, etag = CardRenderer.etagOf(svg)): Promise<RenderedCard> {
    const cached = this.done.get(etag);
    if (cached) return cached;
    const running = this.pending.get(etag);
    if (running) return running;
    const job = this.rasterise(svg, etag).finally(() => this.pending.delete(etag));
    this.pending.set(etag, job);
    return job;
  }

  private async rasterise(svg: string, etag: string): Promise<RenderedCard> {
    this.renders += 1;
    // Loaded at the first card: sharp's native library is memory most servers never use.
    const { default: sharp } = await import('sharp');
    const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 8 }).toBuffer();
    const card = { png, etag };
    this.done.set(etag, card);
    return card;
  }
}
