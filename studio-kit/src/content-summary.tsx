import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useRecordContext } from 'react-admin';
import { PendingRevisionNotice } from './content-edit';
import { PublicationControls, PublicationField, type PublicationPath } from './publication-controls';

/**
 * A content record's card as fans will see it on its section's list, before it is published: its image, its title
 * and the line the section shows under it (`caption`, drawn from the record).
 */
export function CardPreview<T extends { image: string; title: string }>({
  caption,
}: {
  caption: (record: T) => ReactNode;
}) {
  const record = useRecordContext<T>();
  if (!record) return null;
  return (
    <Card sx={{ maxWidth: 360 }} data-testid="card-preview">
      <CardMedia component="img" height="180" image={record.image} alt={record.title} />
      <CardContent>
        <Typography variant="h6">{record.title}</Typography>
        <Typography variant="body2" color="text.secondary" component="div">
          {caption(record)}
        </Typography>
      </CardContent>
    </Card>
  );
}

/**
 * Above a content record's form or detail: where it is in its life cycle (with the moves the staff member may make,
 * when `publicationPath` is given), a change waiting for review, and what fans will see (`children`).
 */
export function ContentSummary({
  publicationPath,
  children,
}: {
  publicationPath?: PublicationPath;
  children: ReactNode;
}) {
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      {publicationPath ? <PublicationControls path={publicationPath} /> : <PublicationField />}
      <PendingRevisionNotice />
      {children}
    </Stack>
  );
}
