/**
 * The studio's staff roles: `admin` (staff and roles), `editor` (content), `moderator` (messages and members),
 * `finance` (money), `viewer` (reads everything, changes nothing), `door` (checks tickets in at an event's door,
 * and nothing else).
 */
export const STAFF_ROLES = ['admin', 'editor', 'moderator', 'finance', 'viewer', 'door'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
/** Every role that reads the studio: the calls any office staff member may make (the door reads only its door). */
export const ANY_STAFF: readonly StaffRole[] = ['admin', 'editor', 'moderator', 'finance', 'viewer'];
/** Who checks tickets in at a door: the door staff, and admins (who may stand in). */
export const DOOR_STAFF: readonly StaffRole[] = ['admin', 'door'];
/** Who sets the coin store: editors write it, finance owns its prices. */
export const PRICE_SETTERS: readonly StaffRole[] = ['admin', 'editor', 'finance'];
