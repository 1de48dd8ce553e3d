import { TEST_POSTGRES_URL } from '@fanhub/testkit';
import { Client } from 'pg';
import { createTestDatabase, TEST_DATABASE, type TestDatabase } from '../helpers/test-database';

// The pool's connections and the statements the server refuses (ADR-283): only a server has them.
const onServer = TEST_DATABASE === 'postgres' ? describe : describe.skip;

onServer('a pooled connection', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(1);
  });
  afterAll(() => database.dispose());

  const serverProcess = async () =>
    (await database.db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;

  it('is kept when the database refuses a statement (a sold-out event, say): the same server process answers next', async () => {
    const before = await serverProcess();
    for (let refusal = 0; refusal < 3; refusal++)
      await expect(
        database.db.query(`DO $$ BEGIN RAISE EXCEPTION 'SOLD_OUT' USING ERRCODE = 'P0001'; END $$`),
      ).rejects.toThrow('SOLD_OUT');
    await expect(database.db.query('SELECT * FROM no_such_table')).rejects.toThrow('no_such_table');
    expect(await serverProcess()).toBe(before);
  });

  it('is replaced when the server ends it mid-statement, and the next statement is answered', async () => {
    const ended = await serverProcess();
    const admin = new Client({ connectionString: TEST_POSTGRES_URL });
    await admin.connect();
    try {
      const sleeping = database.db.query('SELECT pg_sleep(10)');
      await new Promise((resolve) => setTimeout(resolve, 300));
      await admin.query('SELECT pg_terminate_backend($1)', [ended]);
      await expect(sleeping).rejects.toThrow();
    } finally {
      await admin.end();
    }
    const next = await serverProcess();
    expect(next).not.toBe(ended);
  });
});
