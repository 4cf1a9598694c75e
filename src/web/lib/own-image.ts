/** Only our own images: the Content-Security-Policy blocks other origins (e.g. Google avatars). */
export function ownImage(image: string | null): string | null {
  return image?.startsWith('/') && !image.startsWith('//') ? image : null;
}
