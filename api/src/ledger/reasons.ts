import type { TransferReason } from '@fanhub/contract';

export type { TransferReason } from '@fanhub/contract';

/** A fan spending coins: refused while their account is on hold. */
export const SPEND_REASONS: readonly TransferReason[] = ['vote', 'campaign_support', 'event_ticket'];

export type AccountKind =
  'mint' | 'member' | 'voting_project' | 'campaign' | 'event' | 'promotions' | 'settled' | 'forfeited';
