import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import QRCode from 'qrcode';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium';

const WIDTH = 640;
const HEIGHT = 480;
const QUIET_ZONE = 4;

/**
 * A video of `text` as a QR code, black on white, as Chromium's fake camera plays it (YUV4MPEG2, 4:2:0, one frame
 * it repeats) written to `file`: what a fan's phone screen held up to a door's camera shows.
 */
export function qrVideo(text: string, file: string): string {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const scale = Math.floor((HEIGHT - 40) / (modules.size + 2 * QUIET_ZONE));
  const side = scale * (modules.size + 2 * QUIET_ZONE);
  const left = Math.floor((WIDTH - side) / 2);
  const top = Math.floor((HEIGHT - side) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  for (let row = 0; row < modules.size; row++)
    for (let column = 0; column < modules.size; column++) {
      if (!modules.get(row, column)) continue;
      const y0 = top + (row + QUIET_ZONE) * scale;
      const x0 = left + (column + QUIET_ZONE) * scale;
      for (let y = y0; y < y0 + scale; y++) luma.fill(16, y * WIDTH + x0, y * WIDTH + x0 + scale);
    }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(
    file,
    Buffer.concat([
      Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\nFRAME\n`),
      luma,
      chroma,
      chroma,
    ]),
  );
  return file;
}

/** Debian's Chromium whose camera films `video` (and grants it without asking, as a door's tablet would). */
export const chromiumFilming = (video: string): Promise<Browser> =>
  chromium.launch({
    executablePath: CHROMIUM,
    args: [
      ...CHROMIUM_FLAGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
