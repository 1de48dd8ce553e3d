import { Banners } from '@fanhub/shared-ui';
import { getBanners } from '../api/get-banners';

const loadPromotions = () => getBanners('promotional');

/** The home page's promotional banners. */
export function PromoCarousel() {
  return <Banners load={loadPromotions} />;
}
