import type { StudioCoinPackage } from '@fanhub/contract';
import { updateColumns } from '../../studio/audited-change';
import type { RevisableRecord } from '../../studio/revisions';
import { findStudioPackage } from './studio-repository';

const COLUMNS = { title: 'title', coin: 'coin', price: 'price', order: 'sort_order', active: 'active' };

/**
 * A coin package as the studio changes it. Fans pay real money for what it says, so a change to a package on sale,
 * or putting one on sale, waits for a second price setter; taking one off sale is at once (fans stop seeing it).
 */
export const PACKAGE_RECORD: RevisableRecord<StudioCoinPackage> = {
  recordType: 'coin package',
  what: { id: 'Paket koin', en: 'Coin package' },
  view: findStudioPackage,
  waitsForReview: async (_tx, _id, changes, before) =>
    changes.active !== false && (before.active || changes.active === true),
  apply: (tx, packageId, changes) => updateColumns(tx, 'pricing_packages', packageId, changes, COLUMNS),
};
