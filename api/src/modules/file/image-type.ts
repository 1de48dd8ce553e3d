import sharp from 'sharp';

export const IMAGE_TYPES = {
  png: { extension: 'png', contentType: 'image/png' },
  jpeg: { extension: 'jpg', contentType: 'image/jpeg' },
  webp: { extension: 'webp', contentType: 'image/webp' },
  gif: { extension: 'gif', contentType: 'image/gif' },
} as const;
export type ImageType = (typeof IMAGE_TYPES)[keyof typeof IMAGE_TYPES];

/**
 * The image type of `bytes`, judged by decoding their header (the file name and the declared type are
 * not trusted); undefined for anything else, SVG included (it can carry scripts).
 */
export async function detectImageType(bytes: Buffer): Promise<ImageType | undefined> {
  try {
    const { format } = await sharp(bytes, { failOn: 'error' }).metadata();
    return format && format in IMAGE_TYPES ? IMAGE_TYPES[format as keyof typeof IMAGE_TYPES] : undefined;
  } catch {
    return undefined;
  }
}

export function imageTypeOfExtension(extension: string): ImageType | undefined {
  return Object.values(IMAGE_TYPES).find((type) => type.extension === extension);
}
