import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import Button from '@mui/material/Button';
import type { FanEvent } from '@fanhub/contract';
import { t, showToast } from '@fanhub/shared-ui';
import { calendarFile, calendarFileName } from '../calendar-file';

/** Downloads the event as an .ics file for the fan's own calendar. */
export function AddToCalendarButton({ event }: { event: FanEvent }) {
  const download = async () => {
    try {
      const text = await calendarFile(event, `${window.location.origin}/event/${event._id}`);
      const link = document.createElement('a');
      link.href = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
      link.download = calendarFileName(event.title);
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 1000);
    } catch {
      showToast(t('Gagal membuat file kalender', 'Could not create the calendar file'), {
        variant: 'error',
      });
    }
  };
  return (
    <Button variant="outlined" startIcon={<EventAvailableIcon />} onClick={() => void download()}>
      {t('Tambah ke Kalender', 'Add to calendar')}
    </Button>
  );
}
