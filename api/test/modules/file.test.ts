import { readdirSync } from 'node:fs';
import sharp from 'sharp';
import { type Fan } from '@fanhub/testkit';
import { registerMember } from '../helpers/members';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { uploadFile } from '../helpers/uploads';

let testApp: TestApp;
let fan: Fan;

beforeAll(async () => {
  testApp = await createTestApp();
  fan = await registerMember(testApp.app);
});
afterAll(() => testApp.close());

const image = (format: 'png' | 'jpeg' | 'webp' | 'gif') =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#41AADF' } })
    .toFormat(format)
    .toBuffer();

const upload = (
  parts: { file?: { bytes: Buffer; name: string; type: string }; usage?: string },
  auth: { authorization?: string } = fan.auth,
) => uploadFile(testApp.app, auth, parts);
const storedFiles = () => readdirSync(testApp.config.uploads.dir).length;

it.each([
  ['png', 'image/png'],
  ['jpeg', 'image/jpeg'],
  ['webp', 'image/webp'],
  ['gif', 'image/gif'],
] as const)('stores a %s under a random name and serves it back as %s', async (format, contentType) => {
  const bytes = await image(format);
  const response = await upload({
    file: { bytes, name: `me.${format}`, type: contentType },
    usage: `avatar_${Date.now()}`,
  });
  expect(response.statusCode).toBe(200);
  const { urlStream } = response.json().data;
  expect(urlStream).toMatch(new RegExp(`^${testApp.config.publicApiUrl}/v1/file/[a-f0-9]{32}\\.\\w+$`));
  expect(urlStream).not.toContain('me.');

  const served = await testApp.app.inject({ url: new URL(urlStream).pathname });
  expect(served.statusCode).toBe(200);
  expect(served.headers['content-type']).toBe(contentType);
  expect(served.headers['x-content-type-options']).toBe('nosniff');
  const stored = await sharp(served.rawPayload).metadata();
  expect({ format: stored.format, width: stored.width, height: stored.height }).toEqual({
    format,
    width: 8,
    height: 8,
  });
});

it('serves an image as WebP at a width a page asks for, never wider than it is, and keeps that copy', async () => {
  const wide = await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#41AADF' } })
    .png()
    .toBuffer();
  const response = await upload({
    file: { bytes: wide, name: 'banner.png', type: 'image/png' },
    usage: 'banner',
  });
  const path = new URL(response.json().data.urlStream).pathname;
  const atWidth = async (width: number) => {
    const served = await testApp.app.inject({ url: `${path}?w=${width}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const { format, width: shown, height } = await sharp(served.rawPayload).metadata();
    return { format, width: shown, height };
  };
  const before = storedFiles();
  expect(await atWidth(320)).toEqual({ format: 'webp', width: 320, height: 160 });
  expect(storedFiles()).toBe(before + 1);
  expect(await atWidth(320)).toEqual({ format: 'webp', width: 320, height: 160 });
  expect(storedFiles()).toBe(before + 1);
  expect(await atWidth(1280)).toEqual({ format: 'webp', width: 1000, height: 500 });

  const odd = await testApp.app.inject({ url: `${path}?w=333` });
  expect(odd.statusCode).toBe(400);
  expect(odd.json().message).toBe(
    'Lebar harus salah satu dari / Width must be one of 160, 320, 480, 640, 960, 1280',
  );
  expect(
    (await testApp.app.inject({ url: '/v1/file/0123456789abcdef0123456789abcdef.png?w=320' })).statusCode,
  ).toBe(404);
});

it("stores a fresh encoding: the camera and GPS metadata of the fan's photo are gone", async () => {
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#41AADF' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'FanCam', Model: 'X1' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '6/1 10/1 0/1' },
    })
    .toBuffer();
  expect((await sharp(photo).metadata()).exif).toBeDefined();
  const response = await upload({
    file: { bytes: photo, name: 'me.jpg', type: 'image/jpeg' },
    usage: 'avatar_1',
  });
  const served = await testApp.app.inject({ url: new URL(response.json().data.urlStream).pathname });
  const stored = await sharp(served.rawPayload).metadata();
  expect(stored.exif).toBeUndefined();
  expect(served.rawPayload.includes('FanCam')).toBe(false);
  expect({ width: stored.width, height: stored.height }).toEqual({ width: 64, height: 48 });
});

it('refuses an image whose pixels would unpack into gigabytes, before decoding it', async () => {
  const before = storedFiles();
  // 12,000 x 12,000 pixels of one colour: a tiny PNG that would need 432 MB to decode.
  const bomb = await sharp({ create: { width: 12_000, height: 12_000, channels: 3, background: '#000' } })
    .png({ compressionLevel: 9 })
    .toBuffer({ resolveWithObject: false });
  expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
  const response = await upload({
    file: { bytes: bomb, name: 'bomb.png', type: 'image/png' },
    usage: 'avatar_1',
  });
  expect(response.statusCode).toBe(400);
  expect(response.json().code).toBe('NOT_AN_IMAGE');
  expect(storedFiles()).toBe(before);
});

it('keeps to a daily quota per member and a rate limit per address', async () => {
  const limited = await createTestApp({ UPLOAD_DAILY_QUOTA: '2', UPLOAD_RATE_LIMIT_MAX: '3' });
  try {
    const member = await registerMember(limited.app);
    const send = async (auth: { authorization: string }) =>
      uploadFile(limited.app, auth, {
        file: { bytes: await image('png'), name: 'a.png', type: 'image/png' },
        usage: 'avatar_1',
      });
    const quota = [await send(member.auth), await send(member.auth), await send(member.auth)];
    expect(quota.map((r) => r.statusCode)).toEqual([200, 200, 429]);
    expect(quota[2]!.json()).toMatchObject({
      code: 'UPLOAD_QUOTA_EXCEEDED',
      message:
        'Batas 2 unggahan per hari tercapai; coba lagi besok / You reached the limit of 2 uploads a day; try again tomorrow',
    });
    const another = await registerMember(limited.app);
    expect((await send(another.auth)).json().code).toBe('RATE_LIMITED');
  } finally {
    await limited.close();
  }
});

it.each([
  [
    'an SVG',
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    'image/svg+xml',
  ],
  ['a text file named .png', Buffer.from('just some text, not pixels'), 'image/png'],
  ['a PDF', Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'), 'application/pdf'],
])('refuses %s with 400 and stores nothing', async (_case, bytes, type) => {
  const before = storedFiles();
  const response = await upload({ file: { bytes, name: 'avatar.png', type }, usage: 'avatar_1' });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({
    code: 'NOT_AN_IMAGE',
    message:
      'File harus berupa gambar (PNG, JPEG, WebP atau GIF) / File must be an image (PNG, JPEG, WebP or GIF)',
  });
  expect(storedFiles()).toBe(before);
});

it('refuses a 3 MB upload with 413 and stores nothing', async () => {
  const before = storedFiles();
  const bytes = Buffer.concat([await image('png'), Buffer.alloc(3 * 1024 * 1024)]);
  const response = await upload({ file: { bytes, name: 'big.png', type: 'image/png' }, usage: 'avatar_1' });
  expect(response.statusCode).toBe(413);
  expect(response.json().message).toBe('Ukuran file maksimal 2 MB / File must be at most 2 MB');
  expect(storedFiles()).toBe(before);
});

it('refuses a missing file or usage with 400', async () => {
  const noFile = await upload({ usage: 'avatar_1' });
  expect(noFile.statusCode).toBe(400);
  expect(noFile.json().message).toBe('Pilih file gambar / Choose an image file');
  const noUsage = await upload({ file: { bytes: await image('png'), name: 'a.png', type: 'image/png' } });
  expect(noUsage.statusCode).toBe(400);
  expect(noUsage.json().code).toBe('INVALID_USAGE');
});

it('refuses a JSON body with 400 and an upload without a token with 401', async () => {
  const json = await testApp.app.inject({
    method: 'POST',
    url: '/v1/file',
    headers: fan.auth,
    payload: { file: 'x' },
  });
  expect(json.statusCode).toBe(400);
  expect(json.json().message).toMatch(/multipart/);
  const anonymous = await upload(
    { file: { bytes: await image('png'), name: 'a.png', type: 'image/png' }, usage: 'x' },
    {} as typeof fan.auth,
  );
  expect(anonymous.statusCode).toBe(401);
});

it('answers 404 for unknown files and refuses path tricks', async () => {
  expect(
    (await testApp.app.inject({ url: '/v1/file/0123456789abcdef0123456789abcdef.png' })).statusCode,
  ).toBe(404);
  expect((await testApp.app.inject({ url: '/v1/file/..%2F..%2Fpackage.json' })).statusCode).toBe(400);
});
