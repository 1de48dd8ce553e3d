import { api, unwrap, type Envelope } from '@fanhub/shared-auth';
import type { Banner } from '@fanhub/shared-ui';

export type BannerType = 'fanFunding' | 'voting' | 'event' | 'promotional' | 'fanspick';

export const getBanners = (type: BannerType) =>
  unwrap(api.json.get<Envelope<Banner[]>>(`/client/banner/${type}`));
