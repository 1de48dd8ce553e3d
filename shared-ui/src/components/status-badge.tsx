import Chip from '@mui/material/Chip';
import { t } from '../text';
import { MOBILE_BREAKPOINT } from '../theme';

type Kind = 'voting' | 'campaign' | 'event';

interface Label {
  full: string;
  /** Shorter form for phones (docs/product.md section 4: campaign badges read Indonesian on mobile). */
  mobile?: string;
  color: string;
}

const LABELS: Record<Kind, Record<string, Label>> = {
  voting: {
    active: { full: 'Active', color: '#1E7B45' },
    trending: { full: 'Trending', color: '#B8441B' },
    completed: { full: 'Completed', color: '#5B6678' },
  },
  campaign: {
    active: { full: t('Aktif', 'Active'), mobile: 'Aktif', color: '#1E7B45' },
    trending: { full: 'Trending', mobile: 'Trending', color: '#B8441B' },
    completed: { full: t('Selesai', 'Completed'), mobile: 'Selesai', color: '#5B6678' },
  },
  event: {
    upcoming: { full: t('Segera', 'Upcoming'), color: '#1A72A3' },
    popular: { full: t('Populer', 'Popular'), color: '#B8441B' },
    'sold-out': { full: t('Habis', 'Sold Out'), color: '#5B6678' },
    ended: { full: t('Berakhir', 'Ended'), color: '#3F4654' },
  },
};
const FALLBACK: Record<Kind, string> = { voting: 'active', campaign: 'active', event: 'upcoming' };

// The phone's form and the full one are both in the HTML, the screen's width shows one: a page the server drew
// keeps its words when React takes it over (choosing in script re-rendered the page, and a phone saw them change).
const PHONE = `@media (max-width:${MOBILE_BREAKPOINT - 1}px)`;
const WIDER = `@media (min-width:${MOBILE_BREAKPOINT}px)`;
const ONE_FORM_SHOWN = {
  [PHONE]: { '& .full-label': { display: 'none' } },
  [WIDER]: { '& .phone-label': { display: 'none' } },
};

/** A status as a coloured badge; a status it does not know shows as the kind's default (voting: Active). */
export function StatusBadge({ kind, status }: { kind: Kind; status: string }) {
  const label = LABELS[kind][status] ?? LABELS[kind][FALLBACK[kind]]!;
  return (
    <Chip
      size="small"
      label={
        label.mobile ? (
          <>
            <span className="phone-label">{label.mobile}</span>
            <span className="full-label">{label.full}</span>
          </>
        ) : (
          label.full
        )
      }
      sx={{ bgcolor: label.color, color: '#fff', fontWeight: 700, ...(label.mobile && ONE_FORM_SHOWN) }}
    />
  );
}
