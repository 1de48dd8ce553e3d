import { Box, Stack, Typography } from '@mui/material';
import { bilingual, type StudioVotingDetail } from '@fanhub/contract';
import {
  ContentEdit,
  CardPreview,
  ContentSummary,
  publishedRecordFilters,
  PublicationField,
  StudioImageInput,
  TitleAndDescriptionInputs,
  type StudioResource,
  StudioRows,
  WibDateField,
  WibDateTimeInput,
} from '@fanhub/studio-kit';
import {
  Button,
  Create,
  Link,
  List,
  NumberField,
  ReferenceInput,
  required,
  SelectInput,
  Show,
  SimpleForm,
  SimpleShowLayout,
  TextField,
  useCanAccess,
  useRecordContext,
} from 'react-admin';
import { VotingRulesInputs, withEveryRule } from './voting-rules-inputs';

const STATUS_CHOICES = [
  { id: 'active', name: bilingual('Aktif', 'Active') },
  { id: 'trending', name: 'Trending' },
];
const filters = [
  ...publishedRecordFilters(),
  <ReferenceInput key="category" source="categoryId" reference="voting-categories">
    <SelectInput optionText="name" label={bilingual('Kategori', 'Category')} />
  </ReferenceInput>,
];

function VotingList() {
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }}>
      <VotingRows />
    </List>
  );
}

function VotingRows() {
  return (
    <StudioRows>
      <TextField source="title" label={bilingual('Judul', 'Title')} />
      <TextField source="category" label={bilingual('Kategori', 'Category')} sortable={false} />
      <PublicationField label={bilingual('Tahap', 'Stage')} />
      <WibDateField source="durationTime" showTime label={bilingual('Berakhir', 'Ends')} />
      <NumberField source="projectCount" label={bilingual('Proyek', 'Projects')} sortable={false} />
      <NumberField source="totalVotes" label="Votes" sortable={false} />
    </StudioRows>
  );
}

function VotingFields() {
  return (
    <>
      <ReferenceInput source="categoryId" reference="voting-categories">
        <SelectInput optionText="name" label={bilingual('Kategori', 'Category')} validate={required()} />
      </ReferenceInput>
      <TitleAndDescriptionInputs />
      <StudioImageInput source="image" label={bilingual('Gambar', 'Image')} usage="voting" />
      <WibDateTimeInput source="durationTime" label={bilingual('Berakhir', 'Ends')} validate={required()} />
      <SelectInput source="status" label="Status" choices={STATUS_CHOICES} defaultValue="active" />
      <VotingRulesInputs />
    </>
  );
}

/** The voting's card as fans will see it on /fanspick, before it is published. */
const VotingCard = () => (
  <CardPreview<StudioVotingDetail>
    caption={(voting) => (
      <>
        {voting.daysRemaining} {bilingual('hari lagi', 'days left')} · {voting.totalVotes} votes ·{' '}
        {voting.projectCount} {bilingual('proyek', 'projects')}
      </>
    )}
  />
);

/**
 * The voting's projects, each to edit, and a new one to add. Not before the voting's detail has come: coming from
 * the list, react-admin first shows the list's row, which has no projects.
 */
function Projects() {
  const voting = useRecordContext<StudioVotingDetail & { id: string }>();
  const { canAccess: mayChange } = useCanAccess({ action: 'edit', resource: 'voting-projects' });
  if (!voting?.projects) return null;
  return (
    <Stack spacing={1} data-testid="voting-projects">
      <Typography variant="h6">{bilingual('Proyek', 'Projects')}</Typography>
      {voting.projects.map((project) => (
        <Stack key={project._id} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Box
            component="img"
            src={project.image}
            alt=""
            sx={{ width: 64, height: 40, objectFit: 'cover', borderRadius: 1 }}
          />
          {mayChange ? (
            <Link to={`/voting-projects/${project._id}`}>{project.title}</Link>
          ) : (
            <Typography>{project.title}</Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            {project.totalVotes} / {project.targetVotes} votes
          </Typography>
        </Stack>
      ))}
      {mayChange && (
        <Button
          component={Link}
          to={{
            pathname: '/voting-projects/create',
            search: `?source=${encodeURIComponent(JSON.stringify({ votingId: voting.id }))}`,
          }}
          label={bilingual('Tambah proyek', 'Add project')}
          sx={{ alignSelf: 'flex-start' }}
        />
      )}
    </Stack>
  );
}

function VotingEdit() {
  return (
    <ContentEdit transform={withEveryRule}>
      <ContentSummary publicationPath="/studio/votings/:votingId/publication">
        <VotingCard />
        <Projects />
      </ContentSummary>
      <SimpleForm>
        <VotingFields />
      </SimpleForm>
    </ContentEdit>
  );
}

/** What a reader (a viewer) sees of a voting: the card, its projects and its fields, nothing to change. */
function VotingShow() {
  return (
    <Show>
      <ContentSummary>
        <VotingCard />
        <Projects />
      </ContentSummary>
      <SimpleShowLayout>
        <TextField source="category" label={bilingual('Kategori', 'Category')} />
        <TextField source="description" label={bilingual('Deskripsi', 'Description')} />
        <WibDateField source="durationTime" showTime label={bilingual('Berakhir', 'Ends')} />
        <TextField source="status" label="Status" />
      </SimpleShowLayout>
    </Show>
  );
}

function VotingCreate() {
  return (
    <Create redirect="edit" transform={withEveryRule}>
      <SimpleForm>
        <VotingFields />
      </SimpleForm>
    </Create>
  );
}

export const votingResource: StudioResource = {
  name: 'votings',
  options: { label: 'Votings' },
  list: VotingList,
  edit: VotingEdit,
  show: VotingShow,
  create: VotingCreate,
  recordRepresentation: 'title',
  api: {
    list: '/studio/votings',
    one: '/studio/votings/:votingId',
    create: '/studio/votings',
  },
  writers: ['admin', 'editor'],
};
