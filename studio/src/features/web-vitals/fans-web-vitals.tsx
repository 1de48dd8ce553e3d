import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { bilingual, type RouteVitals, type WebVitalName } from '@fanhub/contract';
import { studioApi, type StudioResource } from '@fanhub/studio-kit';
import { useEffect, useState } from 'react';
import { Title } from 'react-admin';

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
  if (value === null) return <TableCell align="right">–</TableCell>;
  const verdict = rating(name, value);
  return (
    <TableCell align="right" sx={{ color: RATING_COLOURS[verdict], fontWeight: 600 }} title={verdict}>
      {shown(name, value)}
    </TableCell>
  );
}

/** Fans' own Web Vitals: each route's 75th percentile over the last days, as their browsers measured them. */
function FansWebVitals() {
  const [days, setDays] = useState(7);
  const [routes, setRoutes] = useState<RouteVitals[]>();
  const [failure, setFailure] = useState<string>();
  useEffect(() => {
    setRoutes(undefined);
    studioApi
      .get<{ data: RouteVitals[] }>('/studio/web-vitals', { params: { days } })
      .then(({ data }) => setRoutes(data.data))
      .catch((error: Error) => setFailure(error.message));
  }, [days]);

  return (
    <Box sx={{ p: 2 }}>
      <Title title={bilingual('Web Vitals fans', "Fans' Web Vitals")} />
      <TextField
        select
        size="small"
        label={bilingual('Periode', 'Period')}
        value={days}
        onChange={(event) => setDays(Number(event.target.value))}
        sx={{ mb: 2, minWidth: 200 }}
      >
        {[1, 7, 30].map((option) => (
          <MenuItem key={option} value={option}>
            {bilingual(`${option} hari terakhir`, `last ${option} days`)}
          </MenuItem>
        ))}
      </TextField>
      {failure && <Alert severity="error">{failure}</Alert>}
      {routes?.length === 0 && (
        <Alert severity="info">{bilingual('Belum ada laporan', 'No reports yet')}</Alert>
      )}
      {routes && routes.length > 0 && (
        <Table size="small" data-testid="web-vitals">
          <TableHead>
            <TableRow>
              <TableCell>{bilingual('Halaman', 'Route')}</TableCell>
              <TableCell align="right">{bilingual('Sampel', 'Samples')}</TableCell>
              {VITALS.map((name) => (
                <TableCell key={name} align="right">
                  {HEADINGS[name] ?? name} p75
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {routes.map((route) => (
              <TableRow key={route.route}>
                <TableCell>{route.route}</TableCell>
                <TableCell align="right">{route.samples}</TableCell>
                {VITALS.map((name) => (
                  <Percentile key={name} name={name} value={route[name]} />
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}

/** Read by every role; nothing here changes anything. */
export const webVitalsResource: StudioResource = {
  name: 'web-vitals',
  options: { label: bilingual('Web Vitals fans', "Fans' Web Vitals") },
  list: FansWebVitals,
  api: { one: '/studio/web-vitals' },
  writers: [],
};
