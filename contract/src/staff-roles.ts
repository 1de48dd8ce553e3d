/**
 * The studio's staff roles: `admin` (staff and roles), `editor` (content), `moderator` (messages and members),
 * `finance` (money), `viewer` (reads everything, changes nothing).
 */
export const STAFF_ROLES = ['admin', 'editor', 'moderator', 'finance', 'viewer'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
/** Every role: the calls any signed-in staff member may make (reads). */
export const ANY_STAFF: readonly StaffRole[] = STAFF_ROLES;
/** Who sets the coin store: editors write it, finance owns its prices. */
export const PRICE_SETTERS: readonly StaffRole[] = ['admin', 'editor', 'finance'];
