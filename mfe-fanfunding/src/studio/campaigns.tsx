import { LinearProgress } from '@mui/material';
import { bilingual, type StudioCampaign } from '@fanhub/contract';
import {
  ContentEdit,
  CardPreview,
  ContentSummary,
  PublicationField,
  publishedRecordFilters,
  StudioImageInput,
  StudioRows,
  TitleAndDescriptionInputs,
  type StudioResource,
  WibDateField,
  WibDateTimeInput,
} from '@fanhub/studio-kit';
import {
  BooleanInput,
  Create,
  List,
  NumberField,
  NumberInput,
  required,
  Show,
  SimpleForm,
  SimpleShowLayout,
  TextField,
} from 'react-admin';

function CampaignList() {
  return (
    <List filters={publishedRecordFilters()} sort={{ field: 'createdAt', order: 'DESC' }}>
      <StudioRows>
        <TextField source="title" label={bilingual('Judul', 'Title')} />
        <PublicationField label={bilingual('Tahap', 'Stage')} />
        <TextField source="status" label="Status" sortable={false} />
        <WibDateField source="targetDate" label={bilingual('Tanggal target', 'Target date')} />
        <NumberField
          source="collectedCoins"
          label={bilingual('Koin terkumpul', 'Coins collected')}
          sortable={false}
        />
        <NumberField source="targetCoins" label={bilingual('Target koin', 'Target coins')} sortable={false} />
        <NumberField source="participants" label={bilingual('Pendukung', 'Supporters')} sortable={false} />
      </StudioRows>
    </List>
  );
}

function CampaignFields() {
  return (
    <>
      <TitleAndDescriptionInputs />
      <StudioImageInput source="image" label={bilingual('Gambar', 'Image')} usage="campaign" />
      <NumberInput
        source="targetCoins"
        label={bilingual('Target koin', 'Target coins')}
        validate={required()}
        min={1}
      />
      <WibDateTimeInput
        source="targetDate"
        label={bilingual('Tanggal target', 'Target date')}
        validate={required()}
      />
      <BooleanInput
        source="refundIfShort"
        label={bilingual(
          'Semua atau tidak sama sekali: koin kembali jika target tidak tercapai',
          'All or nothing: coins go back if the target is not reached',
        )}
      />
    </>
  );
}

/** Above the campaign's form or detail: its stage and its card as fans will see it. */
const Summary = ({ controls }: { controls: boolean }) => (
  <ContentSummary publicationPath={controls ? '/studio/campaigns/:campaignId/publication' : undefined}>
    <CardPreview<StudioCampaign>
      caption={(campaign) => (
        <>
          <LinearProgress variant="determinate" value={Math.min(campaign.progress, 100)} sx={{ my: 1 }} />
          {campaign.collectedCoins} / {campaign.targetCoins} Koin · {campaign.participants}{' '}
          {bilingual('pendukung', 'supporters')}
        </>
      )}
    />
  </ContentSummary>
);

export const campaignResource: StudioResource = {
  name: 'campaigns',
  options: { label: bilingual('Kampanye', 'Campaigns') },
  list: CampaignList,
  edit: () => (
    <ContentEdit>
      <Summary controls />
      <SimpleForm>
        <CampaignFields />
      </SimpleForm>
    </ContentEdit>
  ),
  show: () => (
    <Show>
      <Summary controls={false} />
      <SimpleShowLayout>
        <TextField source="description" label={bilingual('Deskripsi', 'Description')} />
        <WibDateField source="targetDate" showTime label={bilingual('Tanggal target', 'Target date')} />
        <TextField source="status" label="Status" />
      </SimpleShowLayout>
    </Show>
  ),
  create: () => (
    <Create redirect="edit">
      <SimpleForm>
        <CampaignFields />
      </SimpleForm>
    </Create>
  ),
  recordRepresentation: 'title',
  api: {
    list: '/studio/campaigns',
    one: '/studio/campaigns/:campaignId',
    create: '/studio/campaigns',
  },
  writers: ['admin', 'editor'],
};
