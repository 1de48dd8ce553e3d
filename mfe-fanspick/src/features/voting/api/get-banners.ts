import { api, unwrap, type Envelope } from '@fanhub/shared-auth';
import type { Banner } from '@fanhub/shared-ui';

/** The Fans Pick page shows the voting and fanspick banners together. */
export async function getFansPickBanners(): Promise<Banner[]> {
  const [voting, fanspick] = await Promise.all(
    (['voting', 'fanspick'] as const).map((type) =>
      unwrap(api.json.get<Envelope<Banner[]>>(`/client/banner/${type}`)),
    ),
  );
  return [...fanspick!, ...voting!];
}
