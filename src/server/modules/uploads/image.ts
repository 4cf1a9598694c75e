// What an uploaded file really is (from its first bytes, never its Content-Type header), and its
// resized copy: at most 512×512, aspect kept, turned upright, metadata (EXIF, GPS) stripped,
// stored as WebP.

export type ImageKind = 'png' | 'jpeg' | 'webp' | 'svg' | 'unknown';

export function sniffImage(bytes: Buffer): ImageKind {
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'png';
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpeg';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'webp';
  }
  const head = bytes
    .toString('utf8', 0, Math.min(bytes.length, 1024))
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (/^<(\?xml|svg|!doctype svg|!--)/i.test(head) && /<svg/i.test(head)) return 'svg';
  return 'unknown';
}

export const maxSide = 512;

export interface ResizedImage {
  data: Buffer;
  width: number;
  height: number;
  contentType: 'image/webp';
}

/** Throws when the bytes are not a readable image. */
export async function resizeImage(bytes: Buffer): Promise<ResizedImage> {
  // Loaded at the first upload: libvips is ~10 MB resident that a server without uploads never needs.
  const { default: sharp } = await import('sharp');
  const { data, info } = await sharp(bytes, { limitInputPixels: 50_000_000 })
    .rotate()
    .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 85 })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, contentType: 'image/webp' };
}
