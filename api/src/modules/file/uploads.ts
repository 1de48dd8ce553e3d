import { bilingual, STORED_FILE_NAME } from '@fanhub/contract';
import type { Queryable } from '../../db/database';
import { errors } from '../../http/app-error';

/** Records whose upload a stored file is: a fan's (`memberId`) or a staff member's (`staffId`). */
export async function recordUpload(
  db: Queryable,
  upload: { name: string; bytes: number } & ({ memberId: string } | { staffId: string }),
) {
  await db.query('INSERT INTO uploads (name, member_id, staff_id, bytes) VALUES ($1, $2, $3, $4)', [
    upload.name,
    'memberId' in upload ? upload.memberId : null,
    'staffId' in upload ? upload.staffId : null,
    upload.bytes,
  ]);
}

export async function uploadsToday(db: Queryable, memberId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    "SELECT COUNT(*)::bigint AS n FROM uploads WHERE member_id = $1 AND created_at > now() - interval '1 day'",
    [memberId],
  );
  return rows[0]!.n;
}

const storedName = new RegExp(STORED_FILE_NAME);

/**
 * The path (`/v1/file/<name>`) of an image uploaded here, given its URL as answered by `POST /file`;
 * refuses any other address, so a profile can never point at someone else's server. With `memberId`,
 * the upload must also be that member's own.
 */
export async function ownUploadPath(
  db: Queryable,
  publicApiUrl: string,
  url: string,
  memberId?: string,
): Promise<string> {
  const path = url.startsWith(`${publicApiUrl}/v1/file/`) ? url.slice(publicApiUrl.length) : url;
  const name = path.startsWith('/v1/file/') ? path.slice('/v1/file/'.length) : '';
  const { rows } = storedName.test(name)
    ? await db.query<{ memberId: string }>('SELECT member_id AS "memberId" FROM uploads WHERE name = $1', [
        name,
      ])
    : { rows: [] };
  if (!rows[0] || (memberId && rows[0].memberId !== memberId)) {
    throw errors.badRequest(
      'NOT_OUR_UPLOAD',
      bilingual('Foto harus diunggah lewat fanhub', 'The photo must be uploaded to fanhub'),
      'avatar',
    );
  }
  return path;
}

/** A studio change with its image (when it has one) as the path of the studio's own upload (ownUploadPath). */
export async function withOwnImage<T extends { image?: string }>(
  db: Queryable,
  publicApiUrl: string,
  changes: T,
): Promise<T> {
  return changes.image === undefined
    ? changes
    : { ...changes, image: await ownUploadPath(db, publicApiUrl, changes.image) };
}
