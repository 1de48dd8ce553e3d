export interface LoadFan {
  id: string;
  email: string;
  password: string;
  authorization: string;
}

const PASSWORD = 'bench-rahasia-123';

async function call<T>(url: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, ...rest } = init;
  const response = await fetch(url, {
    ...rest,
    ...(json === undefined
      ? {}
      : { body: JSON.stringify(json), headers: { ...rest.headers, 'content-type': 'application/json' } }),
  });
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** Registers a fan through the API and buys `orders` of the largest coin package through the sandbox payment. */
async function fanWithCoins(api: string, index: number, orders: number): Promise<LoadFan> {
  const email = `bench-fan-${index}@fanhub.test`;
  const registered = await call<{ _id: string; access_token: string }>(`${api}/v1/auth/register`, {
    method: 'POST',
    json: {
      fullName: `Bench Fan ${index}`,
      birthDate: '2001-05-07',
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      phone: '0812-3456-7890',
    },
  });
  const fan = {
    id: registered._id,
    email,
    password: PASSWORD,
    authorization: `Bearer ${registered.access_token}`,
  };
  const packages = await call<{ _id: string; coin: number }[]>(`${api}/v1/client/pricing`);
  const largest = packages.reduce((a, b) => (b.coin > a.coin ? b : a));
  for (let order = 0; order < orders; order += 1) {
    const { redirectUrl } = await call<{ redirectUrl: string }>(
      `${api}/v1/client/pricing/create-payment-token/${largest._id}`,
      { headers: { authorization: fan.authorization } },
    );
    await call(`${redirectUrl}/approve`, { method: 'POST' });
  }
  return fan;
}

/**
 * `count` fans (numbered from `first`), each holding `orders` top-ups of the largest package, bought eight fans
 * at a time.
 */
export async function fansWithCoins(
  api: string,
  count: number,
  orders: number,
  first = 0,
): Promise<LoadFan[]> {
  const fans: LoadFan[] = [];
  for (let start = first; start < first + count; start += 8) {
    const batch = Array.from({ length: Math.min(8, first + count - start) }, (_, i) => start + i);
    fans.push(...(await Promise.all(batch.map((index) => fanWithCoins(api, index, orders)))));
  }
  return fans;
}
