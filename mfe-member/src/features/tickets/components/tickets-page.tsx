import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Ticket } from '@fanhub/contract';
import { useSession } from '@fanhub/shared-auth';
import { ErrorState, formatDate, Link as RouterLink, t, useAsync } from '@fanhub/shared-ui';
import { observer } from 'mobx-react-lite';
import { getTickets } from '../api/tickets';
import { TicketQr } from './ticket-qr';

/** `/member-area/tiket`: a ticket for each free or paid sign-up, its QR code to show at the door. */
export const TicketsPage = observer(function TicketsPage() {
  const memberId = useSession().user?._id ?? '';
  const tickets = useAsync(() => getTickets(memberId), [memberId]);
  if (tickets.error) return <ErrorState message={tickets.error.message} onRetry={tickets.reload} />;
  if (!tickets.data) return <Skeleton variant="rounded" height={320} data-testid="loading" />;
  const { tickets: held, offline } = tickets.data;
  if (held.length === 0)
    return (
      <Typography color="text.secondary">
        {t(
          'Belum ada tiket. Daftar event untuk mendapatkannya',
          'No tickets yet. Sign up for an event to get one',
        )}
      </Typography>
    );
  return (
    <Stack spacing={2} data-testid="tickets">
      {offline && (
        <Alert severity="info" data-testid="tickets-offline">
          {t(
            'Kamu sedang offline: tiket ini tersimpan di perangkat ini dan tetap bisa dipindai',
            'You are offline: these tickets are kept on this device and can still be scanned',
          )}
        </Alert>
      )}
      {held.map((ticket) => (
        <TicketCard key={ticket._id} ticket={ticket} />
      ))}
    </Stack>
  );
});

function TicketCard({ ticket }: { ticket: Ticket }) {
  return (
    <Paper
      variant="outlined"
      data-testid="ticket"
      sx={{ p: 2, display: 'flex', gap: 2, flexDirection: { xs: 'column', sm: 'row' }, alignItems: 'center' }}
    >
      {ticket.revoked ? (
        <Alert severity="warning" sx={{ width: 220 }}>
          {t('Tiket ini dibatalkan', 'This ticket was cancelled')}
        </Alert>
      ) : (
        <TicketQr
          secret={ticket.secret}
          label={t(`Kode QR tiket ${ticket.eventTitle}`, `QR code of the ticket for ${ticket.eventTitle}`)}
        />
      )}
      <Stack spacing={0.5} sx={{ minWidth: 0 }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          <RouterLink to={`/event/${ticket.eventId}`}>{ticket.eventTitle}</RouterLink>
        </Typography>
        <Typography className="notranslate">
          {formatDate(`${ticket.eventDate}T00:00:00`)} · {ticket.eventTime} WIB
        </Typography>
        <Typography>{ticket.location}</Typography>
        <Typography color="text.secondary">
          {t('Atas nama', 'Name')}: <b>{ticket.fanName}</b>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t(
            'Tunjukkan kode ini di pintu masuk. Tiket ini pribadi dan tidak bisa dipindahtangankan.',
            'Show this code at the door. This ticket is personal and cannot be transferred.',
          )}
        </Typography>
      </Stack>
    </Paper>
  );
}
