import type { TransferReason } from '@fanhub/contract';

export type { TransferReason } from '@fanhub/contract';

/** A fan spending coins: refused while their account is on hold. */
export const SPEND_REASONS: readonly TransferReason[] = ['vote', 'campaign_support', 'event_ticket'];

export type AccountKind =
  | 'mint'
  | 'member'
  | 'voting_project'
  | 'campaign'
  | 'event'
  | 'promotions'
  | 'settled'
  | 'forfeited'
  // Hearts (migration 029): an asset of their own, never moved to or from the coin kinds above.
  | 'heart_issuer'
  | 'member_hearts'
  | 'voting_project_hearts'
  | 'expired_hearts';
