/** @jest-environment node */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiError, createApiClient, NETWORK_ERROR_MESSAGE, refusalMessage, unwrap } from './api-client';
import { IntentChannel, type Intent } from './intents';
import { changeProfilePhoto } from './profile-photo';
import { DEFAULT_API_BASE_URL, setRuntimeConfig } from './runtime-config';
import type { SessionUser } from './session-user';
import { signedInSession } from './testing';

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

let server: Server;
let baseUrl: string;
const received: { method: string; url: string; headers: IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  server = createServer(async (request, response) => {
    let body = '';
    for await (const chunk of request) body += String(chunk);
    received.push({ method: request.method!, url: request.url!, headers: request.headers, body });
    const reply = (status: number, body: object) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (request.method === 'POST' && request.url === '/v1/file')
      return reply(201, { status: true, data: { urlStream: 'http://api.test/uploads/new.webp' } });
    if (request.method === 'PUT' && request.url === '/v1/member/m1')
      return reply(200, { status: true, data: { _id: 'm1', ...JSON.parse(body) } });
    if (request.method === 'DELETE' && request.url === '/v1/member/m1')
      return reply(200, { status: true, message: 'Akun kamu sudah dihapus / Your account has been deleted' });
    if (request.url === '/v1/client/pricing')
      return reply(200, { status: true, data: [{ _id: 'p1', coin: 50 }] });
    if (request.url?.startsWith('/v1/client/campaign/'))
      return reply(200, { status: true, data: { _id: request.url.split('/').pop() } });
    if (request.url === '/v1/member/m-1')
      return reply(401, {
        status: false,
        code: 'UNAUTHENTICATED',
        message: 'Silakan masuk terlebih dahulu / Please sign in first',
      });
    return reply(409, {
      status: false,
      code: 'INSUFFICIENT_COINS',
      message: 'Koin Tidak Mencukupi / Insufficient Coins',
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
}

function signedInClient() {
  const intents = new IntentChannel();
  const seen: Intent[] = [];
  intents.subscribe((intent) => seen.push(intent));
  const session = signedInSession(0, new MemoryStorage(), intents);
  return { session, seen, api: createApiClient(session, () => baseUrl) };
}

it('sends the bearer token and unwraps the envelope', async () => {
  const { api } = signedInClient();
  const packages = await unwrap(api.get('/client/pricing'));
  expect(packages).toEqual([{ _id: 'p1', coin: 50 }]);
  expect(received.at(-1)!.headers.authorization).toBe('Bearer secret-token');
});

it('fills path parameters and sends the query', async () => {
  const { api } = signedInClient();
  await api.get('/client/campaign/:id', { params: { id: 'c 1/2' } });
  expect(received.at(-1)!.url).toBe('/v1/client/campaign/c%201%2F2');
  await api.get('/client/campaign', { query: { page: 2, status: 'trending' } }).catch(() => undefined);
  expect(received.at(-1)!.url).toBe('/v1/client/campaign?page=2&status=trending');
});

it('sends multipart uploads with the token too', async () => {
  const { api } = signedInClient();
  const form = new FormData();
  form.append('usage', 'avatar_1');
  await api.post('/file', { body: form }).catch(() => undefined);
  expect(received.at(-1)!.headers['content-type']).toMatch(/^multipart\/form-data/);
  expect(received.at(-1)!.headers.authorization).toBe('Bearer secret-token');
});

it("turns a refusal into an ApiError with the server's bilingual message and code", async () => {
  const { api } = signedInClient();
  const error = await api
    .post('/client/voting-project/create-vote', { body: { projectId: 'p', coins: 10 } })
    .catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({
    status: 409,
    code: 'INSUFFICIENT_COINS',
    message: 'Koin Tidak Mencukupi / Insufficient Coins',
  });
});

it('ends the session when the API answers 401', async () => {
  const { api, session, seen } = signedInClient();
  await api.get('/member/:userId', { params: { userId: 'm-1' } }).catch(() => undefined);
  expect(session.isLoggedIn).toBe(false);
  expect(seen).toEqual([{ type: 'signed-out', reason: 'expired' }]);
});

it("leaves the session when the refused token is one it has since replaced (a password change's new token)", async () => {
  const { api, session, seen } = signedInClient();
  const refused = api.get('/member/:userId', { params: { userId: 'm-1' } }).catch((e: unknown) => e);
  // The answer to the password change arrives while the call with the old token is on its way.
  session.signIn({ ...session.user!, access_token: 'the-new-token' });
  expect(await refused).toMatchObject({ status: 401 });
  expect(session.accessToken).toBe('the-new-token');
  expect(seen).toEqual([]);
});

it("waits for a password change in flight before a refusal of the old token ends anything: its answer's token stays", async () => {
  const { api, session, seen } = signedInClient();
  let answerTheChange!: (answer: { data: SessionUser }) => void;
  const change = session.renew(new Promise<{ data: SessionUser }>((resolve) => (answerTheChange = resolve)));
  // The server has ended the old token: a call made with it is refused before the change's answer is in.
  const refused = api.get('/member/:userId', { params: { userId: 'm-1' } }).catch((e: unknown) => e);
  await until(() => received.at(-1)?.url === '/v1/member/m-1');
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(session.isLoggedIn).toBe(true);
  answerTheChange({ data: { ...session.user!, access_token: 'the-new-token' } });
  expect(await refused).toMatchObject({ status: 401 });
  await change;
  expect(session.accessToken).toBe('the-new-token');
  expect(seen).toEqual([]);
});

it('ends the session after a password change that failed, when the old token was refused meanwhile', async () => {
  const { api, session, seen } = signedInClient();
  let refuseTheChange!: (reason: Error) => void;
  const change = session.renew(new Promise<{ data: SessionUser }>((_, reject) => (refuseTheChange = reject)));
  const refused = api.get('/member/:userId', { params: { userId: 'm-1' } }).catch((e: unknown) => e);
  await until(() => received.at(-1)?.url === '/v1/member/m-1');
  refuseTheChange(new Error('the change was refused'));
  await expect(change).rejects.toThrow('the change was refused');
  expect(await refused).toMatchObject({ status: 401 });
  expect(session.isLoggedIn).toBe(false);
  expect(seen).toEqual([{ type: 'signed-out', reason: 'expired' }]);
});

it('reports an unreachable API with the generic bilingual message', async () => {
  const { session } = signedInClient();
  const api = createApiClient(session, () => 'http://127.0.0.1:9/v1');
  const error = await api.get('/client/pricing').catch((e: unknown) => e);
  expect(error).toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE });
});

it("gives up on a call still unanswered after the runtime's requestTimeoutMs, and closes its connection", async () => {
  // An API that takes the request and never answers; the first-screen server sets the timeout to its budget.
  const silent = createServer(() => undefined);
  const closed = new Promise((resolve) => silent.on('connection', (socket) => socket.on('close', resolve)));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  setRuntimeConfig({ apiBaseUrl: DEFAULT_API_BASE_URL, requestTimeoutMs: 200 });
  try {
    const { session } = signedInClient();
    const port = (silent.address() as AddressInfo).port;
    const api = createApiClient(session, () => `http://127.0.0.1:${port}/v1`);
    const error = await api.get('/client/pricing').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE });
    await closed;
  } finally {
    setRuntimeConfig({ apiBaseUrl: DEFAULT_API_BASE_URL });
    silent.close();
  }
});

it('sends a DELETE with its body', async () => {
  const { api } = signedInClient();
  const answer = await api.delete('/member/:userId', { params: { userId: 'm1' }, body: { password: 'pw' } });
  expect(answer.message).toBe('Akun kamu sudah dihapus / Your account has been deleted');
  expect(received.at(-1)).toMatchObject({ method: 'DELETE', body: '{"password":"pw"}' });
});

it('changes the profile photo: the file is uploaded first, then set on the profile, and the session follows', async () => {
  const { api, session } = signedInClient();
  const photo = new File([new Uint8Array([1, 2, 3])], 'me.png', { type: 'image/png' });
  const avatar = await changeProfilePhoto(api, session, photo);
  const [upload, profile] = received.slice(-2);
  expect(upload).toMatchObject({ method: 'POST', url: '/v1/file' });
  expect(upload!.body).toMatch(/name="usage"\r\n\r\navatar_\d+/);
  expect(upload!.body).toContain('filename="me.png"');
  expect(profile).toMatchObject({ method: 'PUT', url: '/v1/member/m1' });
  expect(JSON.parse(profile!.body)).toEqual({ avatar: 'http://api.test/uploads/new.webp' });
  expect(avatar).toBe('http://api.test/uploads/new.webp');
  expect(session.user?.avatar).toBe('http://api.test/uploads/new.webp');
});

it("tells the fan the API's reason for a refusal, and the fallback when the API never answered", () => {
  const fallback = 'Gagal / Failed';
  expect(
    refusalMessage(new ApiError('Password saat ini salah', 403, 'CURRENT_PASSWORD_WRONG'), fallback),
  ).toBe('Password saat ini salah');
  expect(refusalMessage(new ApiError(NETWORK_ERROR_MESSAGE, 0, undefined), fallback)).toBe(fallback);
  expect(refusalMessage(new TypeError('x is undefined'), fallback)).toBe(fallback);
});
