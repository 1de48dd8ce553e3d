import { createHash, randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { FileStorage } from '../../modules/file/storage';

/** Colour pairs in the fanhub palette (accent #41AADF first). */
const PALETTES: [string, string][] = [
  ['#41AADF', '#8E44AD'],
  ['#FF6F91', '#845EC2'],
  ['#00C9A7', '#41AADF'],
  ['#FFC75F', '#F9487F'],
  ['#4B4BFF', '#41AADF'],
  ['#C34A36', '#FF9671'],
  ['#2C73D2', '#00C2A8'],
  ['#B39CD0', '#FF8066'],
];

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

export interface Artwork {
  /** The main line, e.g. the English half of a bilingual title. */
  title: string;
  subtitle?: string;
  width: number;
  height: number;
}

/** A PNG illustration for seed content: a gradient chosen by the title, soft shapes, and the title. */
export function renderArtwork({ title, subtitle, width, height }: Artwork): Promise<Buffer> {
  const hash = createHash('sha256').update(title).digest();
  const [from, to] = PALETTES[hash[0]! % PALETTES.length]!;
  const circles = [1, 2, 3]
    .map((i) => {
      const cx = (hash[i]! / 255) * width;
      const cy = (hash[i + 3]! / 255) * height;
      const r = (0.15 + (hash[i + 6]! / 255) * 0.35) * Math.min(width, height);
      return `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${r.toFixed(0)}" fill="#fff" fill-opacity="0.14"/>`;
    })
    .join('');
  const size = Math.round(Math.min((width / Math.max(title.length, 12)) * 1.7, height / 5));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${circles}
    <text x="50%" y="${subtitle ? '46%' : '52%'}" text-anchor="middle" font-family="DejaVu Sans, sans-serif"
      font-weight="700" font-size="${size}" fill="#fff">${escapeXml(title)}</text>
    ${subtitle ? `<text x="50%" y="62%" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="${Math.round(size * 0.5)}" fill="#fff" fill-opacity="0.9">${escapeXml(subtitle)}</text>` : ''}
  </svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer();
}

/** Renders the artwork, stores it like an upload and answers its path (`/v1/file/…`). */
export async function storeArtwork(storage: FileStorage, artwork: Artwork): Promise<string> {
  const name = `${randomBytes(16).toString('hex')}.png`;
  await storage.save(name, await renderArtwork(artwork));
  return `/v1/file/${name}`;
}

export const CARD = { width: 640, height: 320 };
export const BANNER = { width: 1200, height: 600 };
export const SQUARE = { width: 256, height: 256 };
