import { Alert, Chip, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { bilingual, type ScanDirection } from '@fanhub/contract';
import { useStudioApi } from '@fanhub/studio-kit';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button, useNotify, useParams } from 'react-admin';
import { CameraScanner } from './camera-scanner';
import { DoorAnswerPanel } from './door-answer';
import { DoorStore, forgetDoorPacks } from './door-store';
import { FindByName } from './find-by-name';

/** How often an open door asks who is in (other doors' scans) and sends what it still owes. */
const SYNC_EVERY_MS = 10_000;
const DOOR_NAME_KEY = 'fanhub-door-name';

/** The door's name, kept on the device: the same tablet stays at the same door. */
function useDoorName() {
  const [name, setName] = useState(
    () => localStorage.getItem(DOOR_NAME_KEY) ?? bilingual('Pintu 1', 'Door 1'),
  );
  const keep = (next: string) => {
    setName(next);
    localStorage.setItem(DOOR_NAME_KEY, next);
  };
  return [name, keep] as const;
}

/** One event's door: the camera, the answer, entry or exit, a search by name, and who is in. */
export const DoorPage = observer(function DoorPage() {
  const { id: eventId } = useParams<{ id: string }>();
  const api = useStudioApi();
  const notify = useNotify();
  const store = useMemo(
    () => {
      // What doors kept of events that are over goes first: fans' names leave the tablet with the event.
      forgetDoorPacks(localStorage, 'ended');
      return new DoorStore(
        eventId!,
        {
          pack: async (id, since) =>
            (
              await api.get('/studio/events/:eventId/door', {
                params: { eventId: id },
                query: since === undefined ? {} : { since },
              })
            ).data,
          send: async (id, door, scans) =>
            (
              await api.post('/studio/events/:eventId/door/scans', {
                params: { eventId: id },
                body: { door, scans },
              })
            ).data,
        },
        localStorage,
      );
    },
    // The data provider is react-admin's one for the session; the store lives as long as the event's page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [eventId],
  );
  const [door, setDoor] = useDoorName();
  const [direction, setDirection] = useState<ScanDirection>('entry');
  const doorName = door.trim() || bilingual('Pintu 1', 'Door 1');
  const latestDoor = useRef(doorName);
  useEffect(() => {
    latestDoor.current = doorName;
  }, [doorName]);

  useEffect(() => {
    store.setOnline(navigator.onLine);
    const back = () => {
      store.setOnline(true);
      void store.sync(latestDoor.current);
    };
    const gone = () => store.setOnline(false);
    window.addEventListener('online', back);
    window.addEventListener('offline', gone);
    void store.sync(latestDoor.current);
    const timer = setInterval(() => void store.sync(latestDoor.current), SYNC_EVERY_MS);
    return () => {
      window.removeEventListener('online', back);
      window.removeEventListener('offline', gone);
      clearInterval(timer);
    };
  }, [store]);

  // The camera keeps seeing the code held up to it: it counts once, until the next fan or "Scan next".
  const lastCode = useRef<string>(undefined);
  const check = useCallback(
    (shown: { secret: string } | { ticketId: string }) =>
      void store
        .check(shown, direction, latestDoor.current)
        .catch((failure: Error) => notify(failure.message, { type: 'error' })),
    [store, direction, notify],
  );
  const onCode = useCallback(
    (secret: string) => {
      if (secret === lastCode.current || store.answer?.result === 'checking') return;
      lastCode.current = secret;
      check({ secret });
    },
    [check, store],
  );
  const next = () => {
    lastCode.current = undefined;
    store.next();
  };

  const pack = store.pack;
  return (
    <Stack spacing={2} sx={{ p: 2, maxWidth: 960 }} data-testid="door-page">
      <Typography variant="h5" component="h1">
        {bilingual('Pintu', 'Door')}: {pack?.eventTitle ?? '…'}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          label={bilingual('Nama pintu', 'Door name')}
          value={door}
          onChange={(event) => setDoor(event.target.value.slice(0, 60))}
          size="small"
        />
        <ToggleButtonGroup
          exclusive
          value={direction}
          onChange={(_, chosen: ScanDirection | null) => chosen && setDirection(chosen)}
          aria-label={bilingual('Arah', 'Direction')}
        >
          <ToggleButton value="entry">{bilingual('Masuk', 'Entry')}</ToggleButton>
          <ToggleButton value="exit">{bilingual('Keluar', 'Exit')}</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Stack
        direction="row"
        spacing={1}
        sx={{ flexWrap: 'wrap', alignItems: 'center' }}
        data-testid="door-status"
      >
        <Typography sx={{ fontSize: 22, fontWeight: 600 }} data-testid="door-inside">
          {bilingual(`Di dalam: ${store.insideCount}`, `Inside: ${store.insideCount}`)}
        </Typography>
        <Chip
          color={store.online ? 'success' : 'warning'}
          label={store.online ? bilingual('Daring', 'Online') : bilingual('Luring', 'Offline')}
        />
        <Chip
          data-testid="door-waiting"
          label={
            store.waiting.length === 0
              ? bilingual('Semua pindaian terkirim', 'Every scan sent')
              : bilingual(
                  `Pindaian menunggu jaringan: ${store.waiting.length}`,
                  `Scans waiting for the network: ${store.waiting.length}`,
                )
          }
        />
        {store.conflicts > 0 && (
          <Chip
            color="error"
            label={bilingual(
              `Konflik dilaporkan ke staf: ${store.conflicts}`,
              `Conflicts reported to staff: ${store.conflicts}`,
            )}
          />
        )}
      </Stack>
      {store.refusal && (
        <Alert
          severity="error"
          data-testid="door-refusal"
          action={
            <Button
              label={bilingual('Coba lagi', 'Try again')}
              onClick={() => void store.sync(latestDoor.current)}
            />
          }
        >
          {store.refusal}
        </Alert>
      )}
      {store.storageNotice && (
        <Alert severity="warning" data-testid="door-storage-notice">
          {store.storageNotice}
        </Alert>
      )}
      {!pack && (
        <Typography>{bilingual('Mengunduh daftar tiket…', 'Downloading the ticket list…')}</Typography>
      )}
      <CameraScanner onCode={onCode} />
      <DoorAnswerPanel answer={store.answer} />
      <Stack direction="row" spacing={2}>
        <Button label={bilingual('Pindai berikutnya', 'Scan next')} variant="contained" onClick={next} />
        {store.waiting.length > 0 && store.online && (
          <Button
            label={bilingual('Kirim sekarang', 'Send now')}
            variant="outlined"
            onClick={() => void store.sync(latestDoor.current)}
          />
        )}
      </Stack>
      <FindByName store={store} direction={direction} onPick={(ticketId) => check({ ticketId })} />
    </Stack>
  );
});
