import type { BannerType } from '@fanhub/contract';
import { api, unwrap } from '@fanhub/shared-auth';

export const getBanners = (type: BannerType) => unwrap(api.get('/client/banner/:type', { params: { type } }));
