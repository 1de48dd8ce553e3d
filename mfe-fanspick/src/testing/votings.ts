import type { VotingRules } from '@fanhub/contract';

/** A voting that states no rules of its own (the contract's NO_VOTING_RULES, which fans' code may not import). */
export const NO_RULES: VotingRules = {
  opensAt: null,
  dailyCoinCap: null,
  votingCoinCap: null,
  oneProject: false,
  voidedCoins: 'returned',
  coinWeight: 1,
  heartWeight: null,
};
