import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { HOME_SECTIONS } from '../../../navigation/sections';
import { useSectionNavigation } from '../../../navigation/use-section-navigation';

export function HeaderChips() {
  const toSection = useSectionNavigation();
  return (
    <Stack direction="row" spacing={1} sx={{ overflowX: 'auto', py: 1 }} aria-label="Sections">
      {HOME_SECTIONS.map((section) => (
        <Chip
          key={section.id}
          label={section.label}
          clickable
          color="primary"
          variant="outlined"
          onClick={() => toSection(section.id)}
        />
      ))}
    </Stack>
  );
}
