import sharp from 'sharp';

export const IMAGE_TYPES = {
  png: { extension: 'png', contentType: 'image/png' },
  jpeg: { extension: 'jpg', contentType: 'image/jpeg' },
  webp: { extension: 'webp', contentType: 'image/webp' },
  gif: { extension: 'gif', contentType: 'image/gif' },
} as const;
export type ImageFormat = keyof typeof IMAGE_TYPES;
export type ImageType = (typeof IMAGE_TYPES)[ImageFormat];

/** Larger images are refused before they are decoded (a small file can unpack into gigabytes). */
const MAX_INPUT_PIXELS = 25_000_000;
/** Stored images fit within this many pixels on each side. */
const MAX_SIDE = 2048;

/**
 * The image type of `bytes`, judged by decoding their header (the file name and the declared type are
 * not trusted); undefined for anything else, SVG included (it can carry scripts).
 */
export async function detectImageFormat(bytes: Buffer): Promise<ImageFormat | undefined> {
  try {
    const { format } = await sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    return format && format in IMAGE_TYPES ? (format as ImageFormat) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The image decoded and encoded again in its own format: turned upright, at most 2048 px a side, and without
 * its metadata (camera, GPS position, comments), which sharp drops unless asked to keep it.
 */
export async function reencodeImage(bytes: Buffer, format: ImageFormat): Promise<Buffer> {
  const image = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
  return image.toFormat(format, format === 'jpeg' ? { quality: 85, mozjpeg: true } : {}).toBuffer();
}

export function imageTypeOfExtension(extension: string): ImageType | undefined {
  return Object.values(IMAGE_TYPES).find((type) => type.extension === extension);
}
