import Box from '@mui/material/Box';
import type { CampaignCard as Campaign } from '@fanhub/contract';
import { CampaignCard } from './campaign-card';

/** Campaign cards: one column on a phone, two on a tablet, four on a desktop. */
export function CampaignGrid({ campaigns }: { campaigns: Campaign[] }) {
  return (
    <Box
      data-testid="campaign-grid"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
      }}
    >
      {campaigns.map((campaign) => (
        <CampaignCard key={campaign._id} campaign={campaign} />
      ))}
    </Box>
  );
}
