// MUI components the sections draw and the shell itself does not. Naming them here (the imports never run) makes
// the shell provide them as shared modules built on its own copy of MUI's styling base; otherwise a section's
// page would fetch the remote's fallback copy of each, with a second copy of that base (about 20 KB gzip). A
// component a remote starts using is fine without being listed: the remote then brings its own copy.
export const muiForRemotes = [
  () => import('@mui/material/AlertTitle'),
  () => import('@mui/material/AvatarGroup'),
  () => import('@mui/material/CircularProgress'),
  () => import('@mui/material/DialogActions'),
  () => import('@mui/material/MenuItem'),
  () => import('@mui/material/Paper'),
  () => import('@mui/material/Switch'),
  () => import('@mui/material/Tab'),
  () => import('@mui/material/Table'),
  () => import('@mui/material/TableBody'),
  () => import('@mui/material/TableCell'),
  () => import('@mui/material/TableHead'),
  () => import('@mui/material/TableRow'),
  () => import('@mui/material/Tabs'),
];
