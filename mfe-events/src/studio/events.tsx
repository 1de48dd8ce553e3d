import { bilingual, EVENT_CATEGORIES, type StudioEvent } from '@fanhub/contract';
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
} from '@fanhub/studio-kit';
import {
  BooleanInput,
  Create,
  DateInput,
  List,
  NumberField,
  NumberInput,
  required,
  SelectInput,
  Show,
  SimpleForm,
  SimpleShowLayout,
  TextField,
  TextInput,
} from 'react-admin';
import { DoorConflicts } from './door/door-conflicts';
import { Participants } from './participants';

const CATEGORY_CHOICES = EVENT_CATEGORIES.map((category) => ({ id: category, name: category }));
const HIGHLIGHT_CHOICES = [
  { id: 'upcoming', name: bilingual('Akan datang', 'Upcoming') },
  { id: 'popular', name: bilingual('Populer', 'Popular') },
];
/** The API keeps the time as fans read it (`19:00 WIB`); the form edits its `HH:MM`. */
const withoutZone = (time: string | undefined) => time?.replace(/\s*WIB$/, '') ?? '';

function EventList() {
  return (
    <List filters={publishedRecordFilters()} sort={{ field: 'date', order: 'ASC' }}>
      <StudioRows>
        <TextField source="title" label={bilingual('Judul', 'Title')} />
        <PublicationField label={bilingual('Tahap', 'Stage')} />
        <TextField source="category" label={bilingual('Kategori', 'Category')} sortable={false} />
        <WibDateField source="date" label={bilingual('Tanggal', 'Date')} />
        <TextField source="time" label={bilingual('Jam', 'Time')} sortable={false} />
        <NumberField source="price" label="Koin" sortable={false} />
        <NumberField
          source="participantsCount"
          label={bilingual('Peserta', 'Participants')}
          sortable={false}
        />
      </StudioRows>
    </List>
  );
}

function EventFields() {
  return (
    <>
      <TitleAndDescriptionInputs />
      <StudioImageInput source="image" label={bilingual('Gambar', 'Image')} usage="event" />
      <SelectInput
        source="category"
        label={bilingual('Kategori', 'Category')}
        choices={CATEGORY_CHOICES}
        validate={required()}
      />
      <DateInput
        source="date"
        label={bilingual('Tanggal (Jakarta)', 'Date (Jakarta)')}
        validate={required()}
      />
      <TextInput
        source="time"
        label={bilingual('Jam (WIB, HH:MM)', 'Time (WIB, HH:MM)')}
        format={withoutZone}
        validate={required()}
      />
      <TextInput source="location" label={bilingual('Lokasi', 'Location')} validate={required()} fullWidth />
      <NumberInput
        source="price"
        label={bilingual('Harga (koin, 0 gratis)', 'Price (coins, 0 free)')}
        min={0}
        defaultValue={0}
      />
      <NumberInput
        source="capacity"
        label={bilingual('Kapasitas (kosong: tanpa batas)', 'Capacity (empty: no limit)')}
        min={1}
      />
      <TextInput
        source="partnerSignUpLink"
        label={bilingual('Link pendaftaran partner', "Partner's sign-up link")}
        parse={(value: string) => value || null}
        fullWidth
      />
      <SelectInput source="highlight" label="Highlight" choices={HIGHLIGHT_CHOICES} defaultValue="upcoming" />
      <BooleanInput
        source="fansMayCancel"
        label={bilingual(
          'Fans boleh membatalkan sampai H-1 (koin kembali)',
          'Fans may cancel until the day before (coins returned)',
        )}
        defaultValue={false}
      />
    </>
  );
}

/** Above the event's form or detail: its stage, its card as fans will see it, and who signed up. */
const Summary = ({ controls }: { controls: boolean }) => (
  <ContentSummary publicationPath={controls ? '/studio/events/:eventId/publication' : undefined}>
    <CardPreview<StudioEvent>
      caption={(event) => (
        <>
          {event.date} · {event.time} · {event.location} ·{' '}
          {event.price ? `${event.price} Koin` : 'Gratis / Free'}
        </>
      )}
    />
    <Participants />
    <DoorConflicts />
  </ContentSummary>
);

export const eventResource: StudioResource = {
  name: 'events',
  options: { label: 'Events' },
  list: EventList,
  edit: () => (
    <ContentEdit>
      <Summary controls />
      <SimpleForm>
        <EventFields />
      </SimpleForm>
    </ContentEdit>
  ),
  show: () => (
    <Show>
      <Summary controls={false} />
      <SimpleShowLayout>
        <TextField source="description" label={bilingual('Deskripsi', 'Description')} />
        <TextField source="location" label={bilingual('Lokasi', 'Location')} />
        <TextField source="signUpType" label={bilingual('Pendaftaran', 'Sign-up')} />
      </SimpleShowLayout>
    </Show>
  ),
  create: () => (
    <Create redirect="edit">
      <SimpleForm>
        <EventFields />
      </SimpleForm>
    </Create>
  ),
  recordRepresentation: 'title',
  api: {
    list: '/studio/events',
    one: '/studio/events/:eventId',
    create: '/studio/events',
  },
  writers: ['admin', 'editor'],
};
