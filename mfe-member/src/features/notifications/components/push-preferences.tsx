import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PushKind, PushPreferences } from '@fanhub/contract';
import { intents, NETWORK_ERROR_MESSAGE, refusalMessage } from '@fanhub/shared-auth';
import { t, useAsync, showToast } from '@fanhub/shared-ui';
import { useEffect, useState } from 'react';
import { getPushPreferences, savePushPreferences } from '../api/push-preferences';

/**
 * The contract's kinds of pushes switched on and off here, in the product's words (front ends import only types
 * from the contract). The hearts reminder has an hour instead.
 */
const KINDS: Record<Exclude<PushKind, 'hearts_reminder'>, string> = {
  voting_closing: t(
    'Voting yang kamu ikuti tutup dalam satu jam',
    'A voting you voted in closes within the hour',
  ),
  campaign_goal: t(
    'Kampanye yang kamu dukung mencapai target atau selesai',
    'A campaign you supported reached its target or ended',
  ),
  top_up_paid: t('Top up berhasil', 'A top-up was paid'),
  event_tomorrow: t('Event yang kamu ikuti besok', 'An event you signed up for is tomorrow'),
  account_held: t('Akunmu ditahan', 'Your account was put on hold'),
};

/** The hours the hearts reminder may come at: the day outside quiet nights (the contract's HEARTS_REMINDER_HOURS). */
const REMINDER_HOURS = Array.from({ length: 15 }, (_, index) => 7 + index);
const OFF = 'off';

/**
 * What the fan's devices tell them about, each kind switchable, quiet nights (22:00-07:00 WIB), and the hour of the
 * daily hearts reminder (none until they choose one).
 */
export function PushPreferencesPanel() {
  const { data } = useAsync(getPushPreferences, []);
  const [preferences, setPreferences] = useState<PushPreferences>();
  useEffect(() => setPreferences(data), [data]);
  if (!preferences) return null;
  const save = (next: PushPreferences) => {
    setPreferences(next);
    savePushPreferences(next).then(
      () => showToast(t('Tersimpan', 'Saved'), { variant: 'success' }),
      (error: unknown) => showToast(refusalMessage(error, NETWORK_ERROR_MESSAGE), { variant: 'error' }),
    );
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="push-preferences">
      <Stack spacing={1}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {t('Notifikasi di perangkatmu', 'Notifications on your devices')}
        </Typography>
        <Button variant="outlined" sx={{ alignSelf: 'flex-start' }} onClick={() => intents.requestPush()}>
          {t('Aktifkan di perangkat ini', 'Turn on for this device')}
        </Button>
        {(Object.keys(KINDS) as (keyof typeof KINDS)[]).map((kind) => (
          <FormControlLabel
            key={kind}
            label={KINDS[kind]}
            control={
              <Switch
                checked={!preferences.muted.includes(kind)}
                onChange={(event) =>
                  save({
                    ...preferences,
                    muted: event.target.checked
                      ? preferences.muted.filter((muted) => muted !== kind)
                      : [...preferences.muted, kind],
                  })
                }
              />
            }
          />
        ))}
        <TextField
          select
          size="small"
          label={t('Pengingat absen Hati harian', 'Daily hearts check-in reminder')}
          value={preferences.heartsReminderHour ?? OFF}
          onChange={(event) =>
            save({
              ...preferences,
              heartsReminderHour: event.target.value === OFF ? null : Number(event.target.value),
            })
          }
          sx={{ alignSelf: 'flex-start', minWidth: 260, my: 1 }}
        >
          <MenuItem value={OFF}>{t('Mati', 'Off')}</MenuItem>
          {REMINDER_HOURS.map((hour) => (
            <MenuItem key={hour} value={hour}>
              {`${String(hour).padStart(2, '0')}:00 WIB`}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          label={t(
            'Malam tenang: tidak ada notifikasi 22:00-07:00 WIB',
            'Quiet nights: nothing between 22:00 and 07:00 WIB',
          )}
          control={
            <Switch
              checked={preferences.quietNights}
              onChange={(event) => save({ ...preferences, quietNights: event.target.checked })}
            />
          }
        />
      </Stack>
    </Paper>
  );
}
