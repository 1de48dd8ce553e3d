import type { Ticket } from '@fanhub/contract';
import { api, ApiError, keepOnDevice, keptOnDevice, unwrap } from '@fanhub/shared-auth';

/** The fan's tickets, and whether they are the copy kept on the device (no network). */
export interface TicketsAnswer {
  tickets: Ticket[];
  offline: boolean;
}

const keptName = (memberId: string) => `tickets:${memberId}`;

/**
 * The fan's tickets, one for each free or paid sign-up, soonest event first. The ones in force for events not yet
 * over are kept on the device, so the door sees them when the venue has no network: without an answer from the
 * API, those are what the fan gets.
 */
export async function getTickets(memberId: string): Promise<TicketsAnswer> {
  try {
    const tickets = await unwrap(api.get('/member/:userId/tickets', { params: { userId: memberId } }));
    const now = Date.now();
    keepOnDevice(
      keptName(memberId),
      tickets.filter((ticket) => !ticket.revoked && Date.parse(ticket.validUntil) > now),
    );
    return { tickets, offline: false };
  } catch (error) {
    const kept = keptOnDevice<Ticket[]>(keptName(memberId));
    if (error instanceof ApiError && error.status === 0 && kept) return { tickets: kept, offline: true };
    throw error;
  }
}
