// What a vote, support or paid sign-up dialog asks: the amount, the message, and the spend itself.
export { AmountStepper, DEFAULT_AMOUNT, MIN_AMOUNT, parseAmount } from './components/amount-stepper';
export { CoinSpendFields, MESSAGE_LIMIT, spendButtonText } from './components/coin-spend-fields';
export { COINS, HEARTS, useCoinSpend, useSpend, type SpendAsset } from './hooks/use-spend';
