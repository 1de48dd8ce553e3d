import type { Banner } from '@fanhub/contract';
import { api, unwrap } from '@fanhub/shared-auth';

/** The Fans Pick page shows the voting and fanspick banners together. */
export async function getFansPickBanners(): Promise<Banner[]> {
  const [voting, fanspick] = await Promise.all(
    (['voting', 'fanspick'] as const).map((type) =>
      unwrap(api.get('/client/banner/:type', { params: { type } })),
    ),
  );
  return [...fanspick!, ...voting!];
}
