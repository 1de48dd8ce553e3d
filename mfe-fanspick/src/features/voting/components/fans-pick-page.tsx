import { ListPage, t } from '@fanhub/shared-ui';
import { getFansPickBanners } from '../api/get-banners';
import { CategorisedVotings } from './categorised-votings';

/** `/fanspick`: banners, hero, category chips and every voting of the chosen category. */
export function FansPickPage() {
  return (
    <ListPage
      loadBanners={getFansPickBanners}
      title="Fans Pick"
      intro={t(
        'Pilih proyek idolmu dan vote dengan Koin. 1 Koin = 1 vote.',
        "Pick your idol's project and vote with coins. 1 coin = 1 vote.",
      )}
    >
      {() => <CategorisedVotings />}
    </ListPage>
  );
}
