import { bilingual } from '@fanhub/contract';
import {
  ContentEdit,
  PendingRevisionNotice,
  StudioImageInput,
  TitleAndDescriptionInputs,
  type StudioResource,
} from '@fanhub/studio-kit';
import { Create, NumberInput, required, SimpleForm, useRecordContext } from 'react-admin';

function ProjectFields() {
  return (
    <>
      <TitleAndDescriptionInputs />
      <StudioImageInput source="image" label={bilingual('Gambar', 'Image')} usage="voting-project" />
      <NumberInput
        source="targetVotes"
        label={bilingual('Target vote', 'Target votes')}
        validate={required()}
        min={1}
      />
    </>
  );
}

/** Back to the project's voting once it is saved. */
const toVoting = (_resource?: string, _id?: unknown, data?: Record<string, unknown>) =>
  `votings/${String(data?.votingId)}`;

function ProjectTitle() {
  const project = useRecordContext<{ title: string }>();
  return <>{project?.title}</>;
}

export const votingProjectResource: StudioResource = {
  name: 'voting-projects',
  options: { label: bilingual('Proyek', 'Projects') },
  edit: () => (
    <ContentEdit redirect={toVoting} title={<ProjectTitle />}>
      <PendingRevisionNotice />
      <SimpleForm>
        <ProjectFields />
      </SimpleForm>
    </ContentEdit>
  ),
  create: () => (
    <Create redirect={toVoting}>
      <SimpleForm>
        <ProjectFields />
      </SimpleForm>
    </Create>
  ),
  recordRepresentation: 'title',
  api: {
    one: '/studio/voting-projects/:projectId',
    create: '/studio/votings/:votingId/projects',
  },
  writers: ['admin', 'editor'],
};
