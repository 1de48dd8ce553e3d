import type { IMAGE_WIDTHS } from '@fanhub/contract';

// The contract's widths, checked against it (front ends import only types from the contract).
const WIDTHS: typeof IMAGE_WIDTHS = [160, 320, 480, 640, 960, 1280];
/** An image the API stores and serves at other widths (`…/v1/file/<name>`). */
const STORED = /\/v1\/file\/[a-f0-9]{32}\.\w+$/;

/**
 * Where to fetch an image from: an image the API stores comes as WebP at each of the widths it is served at
 * (`srcSet`, for the browser to pick by the space it takes), with `fallbackWidth` as `src`; any other address as
 * it is.
 */
export function imageSources(src: string, fallbackWidth = 640): { src: string; srcSet?: string } {
  if (!STORED.test(src)) return { src };
  return {
    src: `${src}?w=${fallbackWidth}`,
    srcSet: WIDTHS.map((width) => `${src}?w=${width} ${width}w`).join(', '),
  };
}

/** Avatars show at 40 px: a copy twice as wide stays sharp on any phone. */
const AVATAR_WIDTH = 160;

/** Where to fetch an avatar from: a stored image's small copy, any other address as it is. */
export const avatarImage = (src: string | null | undefined): string | undefined =>
  src && STORED.test(src) ? `${src}?w=${AVATAR_WIDTH}` : (src ?? undefined);
