import { bilingualNaming, type ActivityItem, type MemberOrder, type StatementRow } from '@fanhub/contract';
import { type Fan, signedNotification } from '@fanhub/testkit';
import { accountBalance } from '../../src/ledger/accounts';
import { expectLedgerSound } from '../helpers/ledger-invariants';
import { registerMember } from '../helpers/members';
import { openPayment } from '../helpers/payments';
import { createSeededApp, getJson, openVotingProjects } from '../helpers/seeded-app';
import type { TestApp } from '../helpers/test-app';
import { uploadFile } from '../helpers/uploads';
import sharp from 'sharp';

let testApp: TestApp;
let serverKey: string;
let project: { _id: string; title: string };
let campaign: { _id: string; title: string };
let paidEvent: { _id: string; title: string; price: number };

beforeAll(async () => {
  testApp = await createSeededApp({ SANDBOX_SERVER_KEY: 'SB-member-area-key-0123456789' });
  serverKey = testApp.config.payments.serverKey;
  project = (await openVotingProjects(testApp.app))[0]!;
  campaign = (
    await getJson<{ data: { _id: string; title: string }[] }>(
      testApp.app,
      '/v1/client/campaign?status=active',
    )
  ).data[0]!;
  paidEvent = (
    await getJson<{
      data: {
        _id: string;
        title: string;
        price: number;
        signUpType: string;
        status: string;
        ended: boolean;
      }[];
    }>(testApp.app, '/v1/client/event?limit=100&sortBy=price&sortOrder=asc')
  ).data.find((e) => e.signUpType === 'paid' && e.status !== 'sold-out' && !e.ended)!;
});
afterEach(() => expectLedgerSound(testApp.db));
afterAll(() => testApp.close());

const as = (fan: Fan) => ({
  get: (url: string) => testApp.app.inject({ url, headers: fan.auth }),
  send: (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    testApp.app.inject({ method, url, headers: fan.auth, ...(payload ? { payload } : {}) }),
});
async function buy(fan: Fan, packageIndex: number) {
  const { orderId, pack } = await openPayment(testApp.app, fan, packageIndex);
  const notify = (status: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/v1/payments/notification',
      payload: signedNotification(serverKey, { orderId, grossAmount: pack.price, status }),
    });
  await notify('settlement');
  return { orderId, coins: pack.coin as number, refund: () => notify('refund') };
}

/** A fan who bought 100 + 50 coins, voted 20, supported 15, paid for a ticket, and had the 50 refunded. */
async function activeFan() {
  const fan = await registerMember(testApp.app);
  const first = await buy(fan, 1);
  const second = await buy(fan, 0);
  const me = as(fan);
  await me.send('POST', '/v1/client/voting-project/create-vote', {
    projectId: project._id,
    coins: 20,
    message: 'Go!',
  });
  await me.send('POST', '/v1/client/campaign/support', { projectId: campaign._id, coins: 15 });
  await me.send('POST', '/v1/client/event/sign-up', { eventId: paidEvent._id, type: 'paid' });
  await second.refund();
  return { fan, me, first, second };
}

describe('coin statement', () => {
  it('lists every ledger line of the account, newest first, with a running balance ending at the balance', async () => {
    const { fan, me, first, second } = await activeFan();
    const body = (await me.get(`/v1/member/${fan.id}/statement?limit=100`)).json();
    const rows = body.data as StatementRow[];
    expect(rows.map((row) => [row.reason, row.amount])).toEqual([
      ['top_up_reversal', -50],
      ['event_ticket', -paidEvent.price],
      ['campaign_support', -15],
      ['vote', -20],
      ['top_up', 50],
      ['top_up', 100],
    ]);
    const balance = await accountBalance(testApp.db, 'member', fan.id);
    expect(balance).toBe(150 - 20 - 15 - paidEvent.price - 50);
    expect(rows[0]!.balanceAfter).toBe(balance);
    // Each line's balance is the one after it plus its own amount.
    for (let i = 0; i < rows.length - 1; i += 1)
      expect(rows[i]!.balanceAfter).toBe(rows[i + 1]!.balanceAfter + rows[i]!.amount);
    expect(rows.at(-1)!.balanceAfter).toBe(rows.at(-1)!.amount);

    // Exactly the ledger's entries for the account, transfer by transfer.
    const { rows: entries } = await testApp.db.query<{ transferId: number; amount: number }>(
      `SELECT e.transfer_id AS "transferId", e.amount FROM ledger_entries e
       JOIN ledger_accounts a ON a.id = e.account_id WHERE a.kind = 'member' AND a.owner_id = $1 ORDER BY e.id DESC`,
      [fan.id],
    );
    expect(rows.map((r) => ({ transferId: r.transferId, amount: r.amount }))).toEqual(entries);
    expect(body.meta).toEqual({ page: 1, limit: 100, total: 6, totalPages: 1 });

    expect(rows[0]).toMatchObject({
      description: `Pembatalan pesanan ${second.orderId} / Reversal of order ${second.orderId}`,
      link: `/member-area/koin/receipt/${second.orderId}`,
    });
    expect(rows[3]).toMatchObject({
      description: `Vote untuk ${project.title} / Vote for ${project.title}`,
      link: `/fanspick/project/${project._id}`,
    });
    expect(rows[2]!.link).toBe(`/fanfunding/${campaign._id}`);
    // A bilingual name is named once in each half, in that half's language.
    const [campaignId, campaignEn] = campaign.title.split(' / ');
    expect(campaignEn).toBeDefined();
    expect(rows[2]!.description).toBe(`Dukungan untuk ${campaignId} / Support for ${campaignEn}`);
    expect(rows[1]!.link).toBe(`/event/${paidEvent._id}`);
    expect(rows[5]!.description).toBe(
      `Beli Paket Fan (${first.orderId}) / Bought Paket Fan (${first.orderId})`,
    );
  });

  it('pages the statement', async () => {
    const { fan, me } = await activeFan();
    const page2 = (await me.get(`/v1/member/${fan.id}/statement?limit=4&page=2`)).json();
    expect(page2.data.map((r: StatementRow) => r.amount)).toEqual([50, 100]);
    expect(page2.meta).toEqual({ page: 2, limit: 4, total: 6, totalPages: 2 });
  });
});

describe('purchases and receipts', () => {
  it('lists the purchases with status and payment method, and shows a receipt of each', async () => {
    const { fan, me, first, second } = await activeFan();
    const orders = (await me.get(`/v1/member/${fan.id}/orders`)).json().data as MemberOrder[];
    expect(orders.map((o) => [o.orderId, o.status, o.coins])).toEqual([
      [second.orderId, 'refunded', 50],
      [first.orderId, 'paid', 100],
    ]);
    expect(orders[1]).toMatchObject({
      packageTitle: 'Paket Fan',
      grossAmount: 29000,
      paymentMethod: 'bank_transfer',
    });
    const receipt = (await me.get(`/v1/member/${fan.id}/orders/${first.orderId}`)).json().data;
    expect(receipt).toMatchObject({
      orderId: first.orderId,
      packageTitle: 'Paket Fan',
      coins: 100,
      grossAmount: 29000,
      status: 'paid',
      paymentMethod: 'bank_transfer',
      memberEmail: fan.email,
      paidAt: expect.stringMatching(/^\d{4}-/),
    });
  });
});

describe('activity', () => {
  it("shows the fan's votes, supports and sign-ups, each linking to its page", async () => {
    const { fan, me } = await activeFan();
    const of = async (kind: string) =>
      (await me.get(`/v1/member/${fan.id}/activity?kind=${kind}`)).json().data as ActivityItem[];
    expect(await of('votes')).toEqual([
      expect.objectContaining({
        title: project.title,
        coins: 20,
        message: 'Go!',
        link: `/fanspick/project/${project._id}`,
      }),
    ]);
    expect(await of('supports')).toEqual([
      expect.objectContaining({ title: campaign.title, coins: 15, link: `/fanfunding/${campaign._id}` }),
    ]);
    expect(await of('sign-ups')).toEqual([
      expect.objectContaining({
        title: paidEvent.title,
        coins: paidEvent.price,
        upcoming: true,
        link: `/event/${paidEvent._id}`,
      }),
    ]);
  });

  it('puts upcoming events first, soonest first, then the ones that are over', async () => {
    const fan = await registerMember(testApp.app);
    const insert = async (title: string, days: number) => {
      const { rows } = await testApp.db.query<{ id: string }>(
        `INSERT INTO events (title, image, description, category, event_date, event_time, location, price)
         VALUES ($1, '/v1/file/none.png', 'x', 'Concert', current_date + $2::int, '19:00 WIB', 'Jakarta', 0) RETURNING id`,
        [title, days],
      );
      await testApp.db.query('INSERT INTO event_sign_ups (event_id, member_id, type) VALUES ($1, $2, $3)', [
        rows[0]!.id,
        fan.id,
        'free',
      ]);
    };
    await insert('Later', 30);
    await insert('Long ago', -30);
    await insert('Soon', 3);
    await insert('Last week', -7);
    const items = (await as(fan).get(`/v1/member/${fan.id}/activity?kind=sign-ups`)).json()
      .data as ActivityItem[];
    expect(items.map((i) => [i.title, i.upcoming])).toEqual([
      ['Soon', true],
      ['Later', true],
      ['Last week', false],
      ['Long ago', false],
    ]);
  });
});

describe("another member's data", () => {
  it.each(['statement', 'orders', 'activity', 'export'])(
    'refuses /member/{other}/%s with 403',
    async (part) => {
      const { fan } = await activeFan();
      const other = await registerMember(testApp.app);
      const response = await as(other).get(`/v1/member/${fan.id}/${part}`);
      expect(response.statusCode).toBe(403);
      expect(response.body).not.toContain(fan.email);
    },
  );

  it("answers 404 for another member's receipt asked for under one's own id, and 403 under theirs", async () => {
    const { fan, first } = await activeFan();
    const other = await registerMember(testApp.app);
    expect((await as(other).get(`/v1/member/${other.id}/orders/${first.orderId}`)).statusCode).toBe(404);
    expect((await as(other).get(`/v1/member/${fan.id}/orders/${first.orderId}`)).statusCode).toBe(403);
  });
});

describe('notifications', () => {
  it('counts unread ones, marks one or all read, and never touches another member’s', async () => {
    const { me } = await activeFan();
    const unread = async () =>
      (await me.get('/v1/client/notification/unread-count')).json().data.unread as number;
    const total = (await me.get('/v1/client/notification?limit=100')).json().meta.total;
    expect(await unread()).toBe(total);
    const [newest] = (await me.get('/v1/client/notification')).json().data;
    expect(newest.status).toBe('unread');
    const other = await registerMember(testApp.app);
    expect((await as(other).send('PUT', `/v1/client/notification/${newest._id}/read`)).statusCode).toBe(404);
    const read = await me.send('PUT', `/v1/client/notification/${newest._id}/read`);
    expect(read.json().data).toMatchObject({ _id: newest._id, status: 'read' });
    expect(await unread()).toBe(total - 1);
    expect((await me.send('POST', '/v1/client/notification/read-all')).json().data.updated).toBe(total - 1);
    expect(await unread()).toBe(0);
  });
  it('name what the coins went to once in each half, in that half’s language', async () => {
    const { me } = await activeFan();
    const contents = (await me.get('/v1/client/notification?limit=100'))
      .json()
      .data.map((n: { content: string }) => n.content);
    const [campaignId, campaignEn] = campaign.title.split(' / ');
    expect(campaignEn).toBeDefined();
    expect(contents).toContain(`15 Koin untuk ${campaignId} / 15 coins for ${campaignEn}`);
    expect(contents).toContain(
      bilingualNaming(
        project.title,
        (id) => `20 Koin untuk ${id}`,
        (en) => `20 coins for ${en}`,
      ),
    );
    expect(contents).toContain(
      bilingualNaming(
        paidEvent.title,
        (id) => `Kamu terdaftar di ${id}; ${paidEvent.price} Koin telah dipotong dari saldomu`,
        (en) => `You are signed up for ${en}; ${paidEvent.price} coins were deducted from your balance`,
      ),
    );
  });
});

describe('account', () => {
  it('changes the password: the old token and password stop working, the new token goes on', async () => {
    const fan = await registerMember(testApp.app);
    const wrong = await as(fan).send('PUT', `/v1/member/${fan.id}/password`, {
      currentPassword: 'not-it-at-all',
      password: 'baru-sekali-1',
      confirmPassword: 'baru-sekali-1',
    });
    expect(wrong.statusCode).toBe(403);
    expect((await as(fan).get(`/v1/member/${fan.id}`)).statusCode).toBe(200);

    const changed = await as(fan).send('PUT', `/v1/member/${fan.id}/password`, {
      currentPassword: fan.password,
      password: 'baru-sekali-1',
      confirmPassword: 'baru-sekali-1',
    });
    expect(changed.statusCode).toBe(200);
    const fresh = { authorization: `Bearer ${changed.json().data.access_token}` };
    expect((await as(fan).get(`/v1/member/${fan.id}`)).statusCode).toBe(401);
    expect((await testApp.app.inject({ url: `/v1/member/${fan.id}`, headers: fresh })).statusCode).toBe(200);
    const login = (password: string) =>
      testApp.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email: fan.email, password } });
    expect((await login(fan.password)).statusCode).toBe(401);
    expect((await login('baru-sekali-1')).statusCode).toBe(200);
  });

  it('exports everything held about the fan as JSON', async () => {
    const { fan, me } = await activeFan();
    const response = await me.get(`/v1/member/${fan.id}/export`);
    expect(response.headers['content-disposition']).toBe('attachment; filename="fanhub-data.json"');
    const data = response.json().data;
    expect(data.profile).toMatchObject({ _id: fan.id, email: fan.email });
    expect(data.statement).toHaveLength(6);
    expect(data.orders).toHaveLength(2);
    expect([data.votes.length, data.supports.length, data.signUps.length]).toEqual([1, 1, 1]);
    expect(data.notifications.length).toBeGreaterThan(0);
    expect(response.body).not.toMatch(/password|scrypt/i);
  });

  it('deletes the account: no more sign-in, personal data gone, coins forfeited, totals unchanged', async () => {
    const { fan, me } = await activeFan();
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const upload = await uploadFile(testApp.app, fan.auth, {
      file: { bytes: png, name: 'me.png', type: 'image/png' },
      usage: 'avatar_1',
    });
    await me.send('PUT', `/v1/member/${fan.id}`, { avatar: upload.json().data.urlStream });
    const photo = new URL(upload.json().data.urlStream).pathname;
    expect((await testApp.app.inject({ url: `${photo}?w=160` })).statusCode).toBe(200); // a smaller copy kept
    const totals = async () => ({
      project: (
        await getJson<{ data: { coinsCollected: number } }>(
          testApp.app,
          `/v1/client/voting-project/${project._id}`,
        )
      ).data.coinsCollected,
      campaign: (
        await getJson<{ data: { collectedCoins: number } }>(
          testApp.app,
          `/v1/client/campaign/${campaign._id}`,
        )
      ).data.collectedCoins,
    });
    const before = await totals();
    const left = await accountBalance(testApp.db, 'member', fan.id);

    expect((await me.send('DELETE', `/v1/member/${fan.id}`, { password: 'wrong-password' })).statusCode).toBe(
      403,
    );
    expect((await me.get(`/v1/member/${fan.id}`)).statusCode).toBe(200);

    const deleted = await me.send('DELETE', `/v1/member/${fan.id}`, { password: fan.password });
    expect(deleted.json()).toEqual({
      status: true,
      message: 'Akun kamu sudah dihapus / Your account has been deleted',
    });
    expect((await me.get(`/v1/member/${fan.id}`)).statusCode).toBe(401);
    const login = await testApp.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: fan.email, password: fan.password },
    });
    expect(login.statusCode).toBe(401);

    expect(await totals()).toEqual(before);
    expect(await accountBalance(testApp.db, 'member', fan.id)).toBe(0);
    const closure = await testApp.db.query<{ amount: number }>(
      "SELECT amount FROM ledger_transfers WHERE reason = 'account_closure' AND reference = $1",
      [fan.id],
    );
    expect(closure.rows).toEqual([{ amount: left }]);
    const { rows } = await testApp.db.query<Record<string, unknown>>(
      'SELECT full_name, email, phone, birth_date, avatar FROM members WHERE id = $1',
      [fan.id],
    );
    expect(JSON.stringify(rows[0])).not.toContain(fan.email.split('@')[0]);
    expect(rows[0]).toMatchObject({ phone: '', birth_date: null, avatar: null });
    const messages = await testApp.db.query("SELECT 1 FROM votes WHERE member_id = $1 AND message <> ''", [
      fan.id,
    ]);
    expect(messages.rows).toEqual([]);
    const notifications = await testApp.db.query('SELECT 1 FROM notifications WHERE member_id = $1', [
      fan.id,
    ]);
    expect(notifications.rows).toEqual([]);
    for (const url of [photo, `${photo}?w=160`])
      expect((await testApp.app.inject({ url })).statusCode).toBe(404);
  });
});
