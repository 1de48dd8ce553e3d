import type { ImageWidth } from '@fanhub/contract';
import { IMAGE_WIDTHS } from '@fanhub/contract';
import sharp from 'sharp';
import type { FileStorage } from './storage';

const WEBP_QUALITY = 75;

/** Where an image's copy at `width` is kept: `<name's hash>-<width>.webp`. */
const variantName = (name: string, width: ImageWidth) => `${name.replace(/\.\w+$/, '')}-${width}.webp`;

/** All of a stream's bytes. */
async function bytesOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/**
 * The stored image `name` as WebP at most `width` pixels wide (never wider than it is), made the first time it
 * is asked for and kept beside the image; undefined when there is no such image.
 */
export async function imageAtWidth(
  storage: FileStorage,
  name: string,
  width: ImageWidth,
): Promise<NodeJS.ReadableStream | Buffer | undefined> {
  const variant = variantName(name, width);
  const kept = await storage.open(variant);
  if (kept) return kept;
  const original = await storage.open(name);
  if (!original) return undefined;
  const resized = await sharp(await bytesOf(original))
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer();
  // Two fans asking at the same moment both make it; the second one's copy is not kept.
  await storage.save(variant, resized).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
  return resized;
}

/** Removes a stored image and every copy of it made at another width. */
export async function removeImage(storage: FileStorage, name: string): Promise<void> {
  await Promise.all(
    [name, ...IMAGE_WIDTHS.map((width) => variantName(name, width))].map((n) => storage.remove(n)),
  );
}
