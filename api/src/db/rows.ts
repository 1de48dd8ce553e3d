import type { Queryable } from './database';

/**
 * The tables whose rows are looked up or deleted by id alone. Table names come from here, never from a request:
 * they are written into the statement.
 */
export type TableWithId =
  'banners' | 'campaigns' | 'events' | 'members' | 'news' | 'pricing_packages' | 'voting_projects';

export async function rowExists(db: Queryable, table: TableWithId, id: string): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM ${table} WHERE id = $1`, [id]);
  return rows.length > 0;
}

export async function deleteRow(db: Queryable, table: TableWithId, id: string): Promise<void> {
  await db.query(`DELETE FROM ${table} WHERE id = $1`, [id]);
}
