/** `Minji Kim` → `M**** K**`: enough to recognise one's own name, not enough to name a stranger. */
export const maskedName = (name: string | null) =>
  (name ?? 'fan')
    .trim()
    .split(/\s+/)
    .map((word) => word[0] + '*'.repeat(Math.max(2, word.length - 1)))
    .join(' ');
