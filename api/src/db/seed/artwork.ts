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

/** Titles longer than this break over two lines at the space nearest the middle. */
const ONE_LINE = 20;

function splitTitle(title: string): string[] {
  if (title.length <= ONE_LINE || !title.includes(' ')) return [title];
  const middle = title.length / 2;
  let best = -1;
  for (let index = title.indexOf(' '); index !== -1; index = title.indexOf(' ', index + 1)) {
    if (best === -1 || Math.abs(index - middle) < Math.abs(best - middle)) best = index;
  }
  return [title.slice(0, best), title.slice(best + 1)];
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
  const lines = splitTitle(title);
  const longest = Math.max(...lines.map((line) => line.length));
  // DejaVu Sans Bold averages about 0.62 em per character; keep 6% margin on each side.
  const size = Math.round(Math.min((width * 0.88) / (longest * 0.62), height / (lines.length + 3)));
  const firstLineY =
    height / 2 - ((lines.length - 1) * size * 1.15) / 2 + size * 0.35 - (subtitle ? size * 0.4 : 0);
  const text = lines
    .map(
      (line, index) =>
        `<text x="50%" y="${(firstLineY + index * size * 1.15).toFixed(0)}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="${size}" fill="#fff">${escapeXml(line)}</text>`,
    )
    .join('');
  const subtitleY = firstLineY + (lines.length - 1) * size * 1.15 + size * 0.95;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${circles}${text}
    ${subtitle ? `<text x="50%" y="${subtitleY.toFixed(0)}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="${Math.round(size * 0.5)}" fill="#fff" fill-opacity="0.9">${escapeXml(subtitle)}</text>` : ''}
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
