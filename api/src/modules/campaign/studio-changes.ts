import type { Static } from '@sinclair/typebox';
import { bilingual, type CampaignChangesBody, type StudioCampaign } from '@fanhub/contract';
import { AppError } from '../../http/app-error';
import { wasPublished } from '../../studio/publication';
import type { RevisableRecord } from '../../studio/revisions';
import { findStudioCampaign } from './studio-repository';

type CampaignChanges = Static<typeof CampaignChangesBody>;

const targetBeforeNow = () =>
  new AppError(
    409,
    'END_BEFORE_NOW',
    bilingual(
      'Kampanye yang sudah didukung tidak bisa berakhir sebelum sekarang',
      'A campaign fans have supported cannot end before now',
    ),
    'targetDate',
  );

const promiseMadeToFans = () =>
  new AppError(
    409,
    'HAS_FAN_ACTIVITY',
    bilingual(
      'Fans mendukung kampanye ini dengan janji "semua atau tidak sama sekali" yang berlaku saat itu: tidak bisa diubah',
      'Fans supported this campaign under its all-or-nothing promise as it stood: it cannot change',
    ),
    'refundIfShort',
  );

/**
 * A campaign as the studio changes it: its text, image, target and end (once supported, its end cannot move
 * before now and its all-or-nothing promise stays). Published, a change waits for review.
 */
export const CAMPAIGN_RECORD: RevisableRecord<StudioCampaign> = {
  recordType: 'campaign',
  what: { id: 'Kampanye', en: 'Campaign' },
  view: findStudioCampaign,
  waitsForReview: (tx, id) => wasPublished(tx, 'campaign', id),
  async apply(tx, campaignId, body, before) {
    const changes = body as CampaignChanges;
    if (changes.targetDate && Date.parse(changes.targetDate) <= Date.now() && before.supportCount > 0)
      throw targetBeforeNow();
    if (
      changes.refundIfShort !== undefined &&
      changes.refundIfShort !== before.refundIfShort &&
      before.supportCount > 0
    )
      throw promiseMadeToFans();
    await tx.query(
      `UPDATE campaigns SET title = coalesce($2, title), image = coalesce($3, image),
       description = coalesce($4, description), target_coins = coalesce($5, target_coins),
       target_date = coalesce($6, target_date), refund_if_short = coalesce($7, refund_if_short)
     WHERE id = $1`,
      [
        campaignId,
        changes.title?.trim() ?? null,
        changes.image ?? null,
        changes.description?.trim() ?? null,
        changes.targetCoins ?? null,
        changes.targetDate ?? null,
        changes.refundIfShort ?? null,
      ],
    );
  },
};
