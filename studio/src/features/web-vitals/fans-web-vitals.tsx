import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { bilingual, type RouteVitals, type WebVitalName } from '@fanhub/contract';
import { lastDaysFilter, type StudioResource } from '@fanhub/studio-kit';
import { Datagrid, FunctionField, List, NumberField, TextField } from 'react-admin';

/**
 * Google's thresholds: at or under the first is good, over the second is poor. fanhub's own: a page answers within
 * LCP's and within 500 ms of its largest paint (docs/performance.md).
 */
const THRESHOLDS: Record<WebVitalName, [number, number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  TTFB: [800, 1800],
  FCP: [1800, 3000],
  USABLE: [2500, 4000],
  INERT: [500, 1500],
};
const VITALS = Object.keys(THRESHOLDS) as WebVitalName[];
/** fanhub's own vitals, named for staff. */
const HEADINGS: Partial<Record<WebVitalName, string>> = {
  USABLE: bilingual('Bisa dipakai', 'Usable'),
  INERT: bilingual('Diam setelah LCP', 'Inert after LCP'),
};
const RATING_COLOURS = { good: 'success.main', 'needs improvement': 'warning.main', poor: 'error.main' };

function rating(name: WebVitalName, value: number): keyof typeof RATING_COLOURS {
  const [good, poor] = THRESHOLDS[name];
  return value <= good ? 'good' : value > poor ? 'poor' : 'needs improvement';
}
const shown = (name: WebVitalName, value: number) =>
  name === 'CLS' ? value.toFixed(3) : `${Math.round(value).toLocaleString('id-ID')} ms`;

function Percentile({ name, value }: { name: WebVitalName; value: number | null }) {
  if (value === null) return <>–</>;
  const verdict = rating(name, value);
  return (
    <Box component="span" sx={{ color: RATING_COLOURS[verdict], fontWeight: 600 }} title={verdict}>
      {shown(name, value)}
    </Box>
  );
}

const filters = [lastDaysFilter([1, 7, 30])];

/** Fans' own Web Vitals: each route's 75th percentile over the last days, as their browsers measured them. */
export const webVitalsResource: StudioResource = {
  name: 'web-vitals',
  options: { label: bilingual('Web Vitals fans', "Fans' Web Vitals") },
  list: () => (
    <List
      title={bilingual('Web Vitals fans', "Fans' Web Vitals")}
      filters={filters}
      filterDefaultValues={{ days: 7 }}
      exporter={false}
      empty={<Alert severity="info">{bilingual('Belum ada laporan', 'No reports yet')}</Alert>}
    >
      <Datagrid bulkActionButtons={false} rowClick={false} data-testid="web-vitals">
        <TextField source="route" label={bilingual('Halaman', 'Route')} sortable={false} />
        <NumberField source="samples" label={bilingual('Sampel', 'Samples')} sortable={false} />
        {VITALS.map((name) => (
          <FunctionField<RouteVitals>
            key={name}
            label={`${HEADINGS[name] ?? name} p75`}
            textAlign="right"
            render={(route) => <Percentile name={name} value={route[name]} />}
          />
        ))}
      </Datagrid>
    </List>
  ),
  api: { list: '/studio/web-vitals', id: 'route' },
  writers: [],
};
