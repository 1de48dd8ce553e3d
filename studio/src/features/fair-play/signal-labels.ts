import { bilingual, type SignalKind, jakartaTime } from '@fanhub/contract';

export const SIGNAL_LABELS: Record<SignalKind, string> = {
  'shared-address': bilingual('Satu alamat', 'One address'),
  'shared-device': bilingual('Satu perangkat', 'One device'),
  'shared-instrument': bilingual('Satu kartu', 'One card'),
  'regular-intervals': bilingual('Interval seperti mesin', 'Machine-like intervals'),
};

export const when = (iso: string) => jakartaTime(iso);
