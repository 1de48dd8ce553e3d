import { randomBytes } from 'node:crypto';
import { dataOf, type CallApi } from './calls';
import { developmentOutbox, mailedCode, type Inbox } from './mail-sink';
import { solvedChallenge } from './proof-of-work';

export interface Fan {
  id: string;
  fullName: string;
  email: string;
  password: string;
  phone: string;
  /** The access token registration answered. */
  token: string;
  /** The header that signs a request in as this fan. */
  auth: { authorization: string };
}

/** The body of `POST /v1/auth/register` for a new fan of their own (a random email and name). */
export function registration(overrides: Record<string, unknown> = {}) {
  const id = randomBytes(4).toString('hex');
  return {
    fullName: `Fan ${id}`,
    birthDate: '2001-05-07',
    email: `fan-${id}@fanhub.test`,
    password: 'rahasia123',
    confirmPassword: 'rahasia123',
    phone: '0812-3456-7890',
    ...overrides,
  };
}

export interface RegisterOptions {
  /** Where the confirmation code is read: the call's inbox, else the development outbox. */
  inbox?: Inbox;
  /** Leave the email unconfirmed (the fan can browse and top up, not spend). */
  unconfirmed?: boolean;
  /** The browser's device id, as the shell sends it (`x-fanhub-device`). */
  device?: string;
}

export const CONFIRMATION_SUBJECT = 'Kode konfirmasi email fanhub';

/**
 * A new fan, registered through the real endpoints as a browser does: a solved proof of work, the registration
 * (`overrides` change its fields), then the code mailed to the address typed back to confirm it.
 */
export async function registerFan(
  call: CallApi,
  overrides: Record<string, unknown> = {},
  options: RegisterOptions = {},
): Promise<Fan> {
  const body = { ...registration(overrides), altcha: await solvedChallenge(call) };
  const data = await dataOf<{ _id: string; access_token: string }>(call, {
    method: 'POST',
    path: '/v1/auth/register',
    body,
    ...(options.device ? { headers: { 'x-fanhub-device': options.device } } : {}),
  });
  const fan: Fan = {
    id: data._id,
    fullName: body.fullName as string,
    email: body.email as string,
    password: body.password as string,
    phone: body.phone as string,
    token: data.access_token,
    auth: { authorization: `Bearer ${data.access_token}` },
  };
  if (!options.unconfirmed)
    await confirmEmail(call, fan, options.inbox ?? call.inbox ?? developmentOutbox(call));
  return fan;
}

/** Confirms the fan's email with the newest code mailed to it. */
export async function confirmEmail(call: CallApi, fan: Fan, inbox: Inbox): Promise<void> {
  const code = await mailedCode(inbox, fan.email, CONFIRMATION_SUBJECT);
  await dataOf(call, {
    method: 'POST',
    path: '/v1/auth/email-confirmation',
    body: { code },
    headers: fan.auth,
  });
}

export interface CoinPackage {
  _id: string;
  title: string;
  coin: number;
  price: number;
}

/** The coin package titled `title`, or the one with the most coins. */
export async function coinPackage(call: CallApi, title?: string): Promise<CoinPackage> {
  const packages = await dataOf<CoinPackage[]>(call, { path: '/v1/client/pricing' });
  const chosen = title
    ? packages.find((pack) => pack.title === title)
    : packages.reduce((most, pack) => (pack.coin > most.coin ? pack : most));
  if (!chosen) throw new Error(`no coin package is titled ${title}`);
  return chosen;
}

/** A payment opened for a package: what `create-payment-token` answers, and the package. */
export interface Order {
  orderId: string;
  snapToken: string;
  snapJSUrl: string;
  clientKey: string;
  redirectUrl: string;
  pack: CoinPackage;
}

/** The fan opens a payment for `pack`, as the coin modal does; the order is pending until the provider says. */
export async function openOrder(call: CallApi, fan: Fan, pack: CoinPackage): Promise<Order> {
  const token = await dataOf<Omit<Order, 'pack'>>(call, {
    path: `/v1/client/pricing/create-payment-token/${pack._id}`,
    headers: fan.auth,
  });
  return { ...token, pack };
}

/**
 * The fan buys `orders` of the package titled `title` (the largest without one) through the sandbox payment:
 * the order, then the payment page's Approve, which sends the provider's signed notification. Answers the
 * coins bought.
 */
export async function topUp(
  call: CallApi,
  fan: Fan,
  { title, orders = 1 }: { title?: string; orders?: number } = {},
): Promise<number> {
  const pack = await coinPackage(call, title);
  for (let order = 0; order < orders; order += 1) {
    const { redirectUrl } = await openOrder(call, fan, pack);
    await dataOf(call, { method: 'POST', path: `${new URL(redirectUrl).pathname}/approve` });
  }
  return pack.coin * orders;
}

/** A new fan who has bought coins through the sandbox payment (see `topUp`). */
export async function fanWithCoins(
  call: CallApi,
  options: { title?: string; orders?: number; registration?: Record<string, unknown>; inbox?: Inbox } = {},
): Promise<Fan> {
  const fan = await registerFan(call, options.registration, options.inbox ? { inbox: options.inbox } : {});
  await topUp(call, fan, options);
  return fan;
}

/**
 * `count` fans who bought `orders` of the largest package each, registered eight at a time as
 * `<prefix>-<n>@fanhub.test` (n from `first`), so that a run can name them again.
 */
export async function fansWithCoins(
  call: CallApi,
  count: number,
  {
    orders = 1,
    prefix = 'load-fan',
    first = 0,
    inbox,
  }: { orders?: number; prefix?: string; first?: number; inbox?: Inbox } = {},
): Promise<Fan[]> {
  const fans: Fan[] = [];
  for (let start = first; start < first + count; start += 8) {
    const batch = Array.from({ length: Math.min(8, first + count - start) }, (_, i) => start + i);
    fans.push(
      ...(await Promise.all(
        batch.map((n) =>
          fanWithCoins(call, {
            orders,
            ...(inbox ? { inbox } : {}),
            registration: { email: `${prefix}-${n}@fanhub.test`, fullName: `Load Fan ${n}` },
          }),
        ),
      )),
    );
  }
  return fans;
}

/** The fan's coins as the server holds them. */
export async function coinsOf(call: CallApi, fan: Fan): Promise<number> {
  return (await dataOf<{ coins: number }>(call, { path: `/v1/member/${fan.id}`, headers: fan.auth })).coins;
}
