/** A vote's or support's message as other fans read it (`alias` is its table's): empty while it is hidden. */
export const shownMessage = (alias: string) =>
  `CASE WHEN ${alias}.message_hidden IS NULL THEN ${alias}.message ELSE '' END AS message`;
