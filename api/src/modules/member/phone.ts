/** Indonesian mobile numbers: +62, 62 or 0, then 8 to 13 digits; spaces and dashes ignored. */
const PHONE_PATTERN = /^(?:\+62|62|0)(\d{8,13})$/;

/** The number in one canonical form (`0` + digits), or undefined when it is not a valid number. */
export function normalizePhone(input: string): string | undefined {
  const match = PHONE_PATTERN.exec(input.replace(/[\s-]/g, ''));
  return match ? `0${match[1]}` : undefined;
}
