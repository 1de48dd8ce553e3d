import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E } from './servers';

export interface Fan {
  fullName: string;
  email: string;
  password: string;
  phone: string;
  _id: string;
  access_token: string;
}

/** A new member, registered through the real API; each test gets its own. */
export async function registerFan(request: APIRequestContext, overrides: Partial<Fan> = {}): Promise<Fan> {
  const id = randomBytes(3).toString('hex');
  const fan = {
    fullName: `Fan ${id}`,
    email: `fan-${id}@fanhub.test`,
    password: 'rahasia123',
    phone: `0812${String(parseInt(id, 16)).padStart(8, '0').slice(0, 8)}`,
    ...overrides,
  };
  const response = await request.post(`${E2E.api.url}/v1/auth/register`, {
    data: { ...fan, confirmPassword: fan.password, birthDate: '2001-05-07' },
  });
  if (!response.ok()) throw new Error(`registration failed: ${await response.text()}`);
  const { data } = (await response.json()) as { data: { _id: string; access_token: string } };
  return { ...fan, _id: data._id, access_token: data.access_token };
}

export async function coinsOf(request: APIRequestContext, fan: Fan): Promise<number> {
  const response = await request.get(`${E2E.api.url}/v1/member/${fan._id}`, {
    headers: { authorization: `Bearer ${fan.access_token}` },
  });
  return ((await response.json()) as { data: { coins: number } }).data.coins;
}

/** Signs in through the login modal, as a fan would (the coin chip asks a visitor to sign in on any page). */
export async function signInThroughModal(page: Page, fan: Pick<Fan, 'email' | 'password'>): Promise<void> {
  await page.getByTestId('coin-balance').click();
  const dialog = page.getByRole('dialog', { name: 'Masuk / Sign In' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill(fan.email);
  await dialog.getByLabel('Password').fill(fan.password);
  await dialog.getByRole('button', { name: 'Masuk / Sign In' }).click();
  await page.getByText('Berhasil masuk! / Successfully signed in!').waitFor();
}

/** Opens `path` on the site and signs the fan in there through the login modal. */
export async function signInAt(
  page: Page,
  path: string,
  fan: Pick<Fan, 'email' | 'password'>,
): Promise<void> {
  await page.goto(path);
  await signInThroughModal(page, fan);
}

/** Signs in through a standalone remote's harness (the bar above the remote); answers the harness. */
export async function signInOnHarness(page: Page, fan: Pick<Fan, 'email' | 'password'>) {
  const harness = page.getByTestId('standalone-harness');
  await harness.getByRole('textbox', { name: 'Email' }).fill(fan.email);
  await harness.getByLabel('Password').fill(fan.password);
  await harness.getByRole('button', { name: 'Masuk / Sign In' }).click();
  return harness;
}

/** A 1x1 PNG, enough to be a real image the API decodes. */
export const PHOTO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The page's shared-auth module (the one federation singleton), for asking what remotes would ask. */
export async function withSharedAuth<T>(page: Page, call: string): Promise<T> {
  return page.evaluate(async (body) => {
    type Federation = {
      __INSTANCES__: { name: string; loadShare: (name: string) => Promise<false | (() => unknown)> }[];
    };
    const shell = (globalThis as unknown as { __FEDERATION__: Federation }).__FEDERATION__.__INSTANCES__.find(
      (i) => i.name === 'shell',
    )!;
    const factory = await shell.loadShare('@fanhub/shared-auth');
    if (!factory) throw new Error('shared-auth is not shared');
    return new Function('auth', `return (${body})(auth)`)(factory()) as T;
  }, call);
}

/** Tops a fan up through the real sandbox payment (token, then the payment page's approve). */
export async function giveCoins(
  request: APIRequestContext,
  fan: Fan,
  packageTitle = 'Paket Fan',
): Promise<void> {
  const packages = (await (await request.get(`${E2E.api.url}/v1/client/pricing`)).json()).data as {
    _id: string;
    title: string;
  }[];
  const pack = packages.find((p) => p.title === packageTitle)!;
  const token = await request.get(`${E2E.api.url}/v1/client/pricing/create-payment-token/${pack._id}`, {
    headers: { authorization: `Bearer ${fan.access_token}` },
  });
  const { redirectUrl } = (await token.json()).data as { redirectUrl: string };
  const approved = await request.post(`${redirectUrl}/approve`);
  if (!approved.ok()) throw new Error(`top-up failed: ${await approved.text()}`);
}

/** A new member who has bought the package's coins through the real payment path. */
export async function fanWithCoins(request: APIRequestContext, packageTitle?: string): Promise<Fan> {
  const fan = await registerFan(request);
  await giveCoins(request, fan, packageTitle);
  return fan;
}

/** The reset code the API mailed to `email`, read from its development outbox (the API runs without SMTP). */
export async function mailedResetCode(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.get(`${E2E.api.url}/v1/dev/outbox?to=${encodeURIComponent(email)}`);
  const mails = ((await response.json()) as { data: { text: string }[] }).data;
  const code = /Kode reset password kamu: (\d{6})/.exec(mails[0]?.text ?? '')?.[1];
  if (!code) throw new Error(`no reset code was mailed to ${email}`);
  return code;
}
