import Stack from '@mui/material/Stack';
import type { ActivityKind } from '@fanhub/contract';
import { useSession } from '@fanhub/shared-auth';
import { FilterChips, type FilterItem } from '@fanhub/shared-ui';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { ActivityList } from './activity-list';

const KINDS: (FilterItem & { key: ActivityKind })[] = [
  { key: 'votes', labelId: 'Vote', labelEn: 'Votes' },
  { key: 'supports', labelId: 'Dukungan', labelEn: 'Supports' },
  { key: 'sign-ups', labelId: 'Pendaftaran Event', labelEn: 'Event Sign-ups' },
];

/** `/member-area/aktivitas`: what the fan did with their coins and time; upcoming events come first. */
export const ActivityPage = observer(function ActivityPage() {
  const memberId = useSession().user?._id ?? '';
  const [kind, setKind] = useState<ActivityKind>('votes');
  return (
    <Stack spacing={2}>
      <FilterChips items={KINDS} value={kind} onChange={(key) => setKind(key as ActivityKind)} />
      <ActivityList memberId={memberId} kind={kind} />
    </Stack>
  );
});
