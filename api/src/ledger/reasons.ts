/** Why coins moved; every transfer carries one (mirrors the CHECK on ledger_transfers.reason). */
export const TRANSFER_REASONS = [
  'top_up',
  'top_up_reversal',
  'welcome_grant',
  'vote',
  'campaign_support',
  'event_ticket',
] as const;
export type TransferReason = (typeof TRANSFER_REASONS)[number];

/** A fan spending coins: refused while their account is on hold. */
export const SPEND_REASONS: readonly TransferReason[] = ['vote', 'campaign_support', 'event_ticket'];

export type AccountKind = 'mint' | 'member' | 'voting_project' | 'campaign' | 'event';
