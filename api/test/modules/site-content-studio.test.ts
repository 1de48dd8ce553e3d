import { openOrder, type SignedInStaff } from '@fanhub/testkit';
import { seedIfEmpty } from '../../src/db/seed/seed';
import { inProcess } from '../helpers/in-process';
import { registerMember } from '../helpers/members';
import { signedInStaff, studioImage } from '../helpers/staff';
import { createTestApp, type TestApp } from '../helpers/test-app';

let testApp: TestApp;
let editor: SignedInStaff;
let finance: SignedInStaff;

beforeAll(async () => {
  testApp = await createTestApp();
  await seedIfEmpty(testApp.db, testApp.app.storage, testApp.config);
  editor = await signedInStaff(testApp, 'editor');
  finance = await signedInStaff(testApp, 'finance');
});
afterAll(() => testApp.close());

function as(staff: SignedInStaff, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return testApp.app.inject({ method, url, headers: staff.auth, ...(payload ? { payload } : {}) });
}
const fanReads = async (url: string) => (await testApp.app.inject({ url })).json().data;
const trailOf = async (recordId: string) =>
  (await as(editor, 'GET', `/v1/studio/audit?recordId=${recordId}`)).json().data as {
    action: string;
    before: unknown;
    after: unknown;
  }[];
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

describe('news', () => {
  it('shows fans an item from its date, its changes at once, and no more once deleted; each step audited', async () => {
    const image = await studioImage(testApp, editor);
    const scheduled = await as(editor, 'POST', '/v1/studio/news', {
      title: 'ORBIT comeback besok / ORBIT comes back tomorrow',
      image,
      url: 'https://news.example.com/orbit-comeback',
      author: 'Redaksi fanhub',
      date: hoursFromNow(24),
    });
    expect(scheduled.statusCode).toBe(201);
    const newsId = scheduled.json().data._id as string;
    const titlesFansSee = async () =>
      ((await fanReads('/v1/client/news?limit=100')) as { title: string }[]).map((news) => news.title);
    expect(await titlesFansSee()).not.toContain('ORBIT comeback besok / ORBIT comes back tomorrow');
    const studioList = (await as(editor, 'GET', '/v1/studio/news?q=comeback%20besok')).json();
    expect(studioList.data.map((news: { _id: string }) => news._id)).toEqual([newsId]);

    const now = await as(editor, 'PUT', `/v1/studio/news/${newsId}`, {
      title: 'ORBIT comeback hari ini / ORBIT comes back today',
      date: hoursFromNow(-1),
    });
    expect(now.statusCode).toBe(200);
    expect(await titlesFansSee()).toContain('ORBIT comeback hari ini / ORBIT comes back today');

    expect((await as(editor, 'DELETE', `/v1/studio/news/${newsId}`)).statusCode).toBe(200);
    expect(await titlesFansSee()).not.toContain('ORBIT comeback hari ini / ORBIT comes back today');
    const trail = await trailOf(newsId);
    expect(trail.map((line) => line.action)).toEqual(['delete', 'update', 'create']);
    expect(trail[1]).toMatchObject({
      before: { title: 'ORBIT comeback besok / ORBIT comes back tomorrow' },
      after: { title: 'ORBIT comeback hari ini / ORBIT comes back today' },
    });
  });

  it('refuses an item without a real link, with a bilingual message, and writes nothing', async () => {
    const before = (await as(editor, 'GET', '/v1/studio/news')).json().meta.total;
    const refused = await as(editor, 'POST', '/v1/studio/news', {
      title: 'Tanpa link / No link',
      image: await studioImage(testApp, editor),
      url: 'javascript:alert(1)',
      author: 'Redaksi fanhub',
      date: hoursFromNow(-1),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'Link diawali / (halaman fanhub) atau http(s):// / A link starts with / (a fanhub page) or http(s)://',
    );
    expect((await as(editor, 'GET', '/v1/studio/news')).json().meta.total).toBe(before);
  });
});

describe('banners', () => {
  it("take their place among their page's banners, and move when their order changes", async () => {
    const pageBanners = async () =>
      ((await fanReads('/v1/client/banner/voting')) as { title: string; link: string }[]).map(
        (banner) => banner.title,
      );
    const already = await pageBanners();
    const created = await as(editor, 'POST', '/v1/studio/banners', {
      type: 'voting',
      title: 'Vote ORBIT',
      image: await studioImage(testApp, editor),
      link: '/fanspick',
      order: 0,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ type: 'voting', order: 0, link: '/fanspick' });
    const bannerId = created.json().data._id as string;
    expect((await pageBanners())[0]).toBe('Vote ORBIT');

    await as(editor, 'PUT', `/v1/studio/banners/${bannerId}`, { order: 9999 });
    expect(await pageBanners()).toEqual([...already, 'Vote ORBIT']);
    const listed = (await as(editor, 'GET', '/v1/studio/banners?type=voting&limit=100')).json().data;
    expect(listed.every((banner: { type: string }) => banner.type === 'voting')).toBe(true);

    await as(editor, 'PUT', `/v1/studio/banners/${bannerId}`, { type: 'event' });
    expect(await pageBanners()).toEqual(already);
    expect((await trailOf(bannerId)).map((line) => line.action)).toEqual(['update', 'update', 'create']);
  });
});

describe('SEO meta', () => {
  it('changes what the site tells search engines, field by field, with its audit line', async () => {
    const before = await fanReads('/v1/seo-meta/client');
    const changed = await as(editor, 'PUT', '/v1/studio/seo-meta', {
      metaTitle: 'fanhub: vote, dukung, datang',
      keywords: ['kpop', 'fans pick'],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ _id: 'site', metaTitle: 'fanhub: vote, dukung, datang' });
    expect(await fanReads('/v1/seo-meta/client')).toEqual({
      ...before,
      metaTitle: 'fanhub: vote, dukung, datang',
      keywords: ['kpop', 'fans pick'],
    });
    const [line] = await trailOf('site');
    expect(line).toMatchObject({
      action: 'update',
      before: { metaTitle: before.metaTitle },
      after: { metaTitle: 'fanhub: vote, dukung, datang' },
    });
  });
});

/** Approves the change waiting on a record, as `staff`; answers the decision's HTTP answer. */
async function approvePending(staff: SignedInStaff, recordId: string) {
  const [pending] = (await as(staff, 'GET', `/v1/studio/revisions?pending=true&recordId=${recordId}`)).json()
    .data as { _id: string }[];
  return as(staff, 'POST', `/v1/studio/revisions/${pending!._id}/decision`, { decision: 'approve' });
}

describe('coin packages', () => {
  it("change for the orders to come: an order keeps the package's coins, price and name", async () => {
    const created = await as(finance, 'POST', '/v1/studio/coin-packages', {
      title: 'Paket Comeback',
      coin: 120,
      price: 30_000,
      order: 0,
    });
    expect(created.statusCode).toBe(201);
    const pack = created.json().data;
    // On sale once a second price setter approves: until then fans cannot buy it.
    expect(pack).toMatchObject({ active: false, orders: 0, pendingRevision: expect.any(Object) });
    expect(created.json().message).toMatch(/sent for review/);
    const storeIds = async () =>
      ((await fanReads('/v1/client/pricing')) as { _id: string }[]).map((p) => p._id);
    expect(await storeIds()).not.toContain(pack._id);
    expect((await approvePending(finance, pack._id)).json().code).toBe('OWN_REVISION');
    expect((await approvePending(editor, pack._id)).statusCode).toBe(200);
    const fansSee = async () =>
      ((await fanReads('/v1/client/pricing')) as { _id: string }[]).find((p) => p._id === pack._id);
    expect(await fansSee()).toEqual({ _id: pack._id, title: 'Paket Comeback', coin: 120, price: 30_000 });

    const fan = await registerMember(testApp.app);
    const order = await openOrder(inProcess(testApp.app), fan, pack);
    const repriced = await as(editor, 'PUT', `/v1/studio/coin-packages/${pack._id}`, {
      title: 'Paket Comeback Plus',
      coin: 150,
      price: 45_000,
    });
    // On sale, a new price waits for review: fans keep seeing the price they know.
    expect(repriced.json().data).toMatchObject({ coin: 120, price: 30_000, orders: 1 });
    expect(repriced.json().data.pendingRevision.proposedByEmail).toBe(editor.email);
    expect(await fansSee()).toMatchObject({ price: 30_000 });
    expect((await approvePending(finance, pack._id)).statusCode).toBe(200);
    expect(await fansSee()).toEqual({
      _id: pack._id,
      title: 'Paket Comeback Plus',
      coin: 150,
      price: 45_000,
    });
    expect((await trailOf(pack._id)).map((line) => line.action)).toEqual([
      'approve',
      'propose',
      'approve',
      'propose',
      'create',
    ]);

    const ordered = await testApp.app.inject({
      url: `/v1/client/pricing/order/${order.orderId}`,
      headers: fan.auth,
    });
    expect(ordered.json().data).toMatchObject({ coins: 120, grossAmount: 30_000 });
    const history = await testApp.app.inject({ url: `/v1/member/${fan.id}/orders`, headers: fan.auth });
    expect(history.json().data[0]).toMatchObject({
      orderId: order.orderId,
      packageTitle: 'Paket Comeback',
      coins: 120,
      grossAmount: 30_000,
    });
  });

  it('cannot delete a package fans ordered (it can be retired), and deletes one nobody ordered', async () => {
    const create = async (title: string) => {
      const created = (
        await as(editor, 'POST', '/v1/studio/coin-packages', { title, coin: 10, price: 3_000, order: 50 })
      ).json().data as { _id: string; title: string; coin: number; price: number };
      expect((await approvePending(finance, created._id)).statusCode).toBe(200);
      return created;
    };
    const ordered = await create('Paket Lama');
    await openOrder(inProcess(testApp.app), await registerMember(testApp.app), ordered);
    const storeIds = async () =>
      ((await fanReads('/v1/client/pricing')) as { _id: string }[]).map((p) => p._id);

    const deleting = await as(editor, 'DELETE', `/v1/studio/coin-packages/${ordered._id}`);
    expect(deleting.statusCode).toBe(409);
    expect(deleting.json()).toMatchObject({
      code: 'HAS_FAN_ACTIVITY',
      message:
        'Fans sudah memesan paket ini: tidak bisa dihapus (nonaktifkan saja) / Fans have ordered this package: it cannot be deleted (retire it instead)',
    });
    expect((await trailOf(ordered._id)).map((line) => line.action)).toEqual(['approve', 'propose', 'create']);
    expect(await storeIds()).toContain(ordered._id);

    // Taking a package off sale is one person's urgent action, at once and audited.
    const retired = await as(editor, 'PUT', `/v1/studio/coin-packages/${ordered._id}`, { active: false });
    expect(retired.json().data).toMatchObject({ active: false, pendingRevision: null });
    expect(await storeIds()).not.toContain(ordered._id);
    expect((await trailOf(ordered._id))[0]!.action).toBe('update');
    // A retired package's changes apply at once; putting it back on sale waits for review.
    await as(editor, 'PUT', `/v1/studio/coin-packages/${ordered._id}`, { price: 2_000 });
    await as(editor, 'PUT', `/v1/studio/coin-packages/${ordered._id}`, { active: true });
    expect(await storeIds()).not.toContain(ordered._id);
    const [review] = (
      await as(editor, 'GET', `/v1/studio/revisions?pending=true&recordId=${ordered._id}`)
    ).json().data;
    expect(review).toMatchObject({
      recordType: 'coin package',
      recordTitle: 'Paket Lama',
      fields: [{ field: 'active', current: false, proposed: true }],
    });
    expect((await approvePending(finance, ordered._id)).statusCode).toBe(200);
    expect(await fanReads('/v1/client/pricing')).toContainEqual(
      expect.objectContaining({ _id: ordered._id, price: 2_000 }),
    );

    const unwanted = await create('Paket Salah');
    expect((await as(editor, 'DELETE', `/v1/studio/coin-packages/${unwanted._id}`)).statusCode).toBe(200);
    expect((await as(editor, 'GET', `/v1/studio/coin-packages/${unwanted._id}`)).statusCode).toBe(404);
  });

  it('refuses a price below IDR 1,000 with a bilingual message', async () => {
    const refused = await as(finance, 'POST', '/v1/studio/coin-packages', {
      title: 'Paket Murah',
      coin: 10,
      price: 10,
      order: 0,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'Harga Rp1.000 sampai Rp100.000.000 / The price is IDR 1,000 to 100,000,000',
    );
  });
});
