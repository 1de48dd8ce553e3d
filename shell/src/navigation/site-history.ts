/**
 * Whether going back stays on fanhub. The browser's history also holds the pages before the fan arrived
 * (another site, a search), so its length says nothing; react-router numbers the entries of this visit
 * (`idx` in `history.state`), 0 being where the fan arrived.
 */
export const canGoBackWithinSite = (): boolean =>
  ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
