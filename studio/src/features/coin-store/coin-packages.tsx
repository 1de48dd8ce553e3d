import { bilingual, PRICE_SETTERS } from '@fanhub/contract';
import {
  ContentEdit,
  PendingRevisionNotice,
  ReviewedCreate,
  StudioRows,
  type StudioResource,
} from '@fanhub/studio-kit';
import {
  BooleanField,
  BooleanInput,
  List,
  NumberField,
  NumberInput,
  required,
  Show,
  SimpleForm,
  SimpleShowLayout,
  TextField,
  TextInput,
} from 'react-admin';

const RUPIAH = { style: 'currency', currency: 'IDR', maximumFractionDigits: 0 } as const;

function CoinPackageFields() {
  return (
    <>
      <TextInput source="title" label={bilingual('Nama paket', 'Package name')} validate={required()} />
      <NumberInput source="coin" label={bilingual('Koin', 'Coins')} min={1} validate={required()} />
      <NumberInput
        source="price"
        label={bilingual('Harga (Rp)', 'Price (IDR)')}
        min={1000}
        validate={required()}
      />
      <NumberInput
        source="order"
        label={bilingual('Urutan (kecil dulu)', 'Order (lowest first)')}
        min={0}
        defaultValue={0}
        validate={required()}
      />
      <BooleanInput
        source="active"
        label={bilingual('Ditawarkan ke fans', 'Offered to fans')}
        defaultValue
        helperText={bilingual(
          'Dijual setelah staf harga lain menyetujuinya; perubahan berlaku untuk pesanan berikutnya, pesanan yang ada tetap.',
          'On sale once another price setter approves; changes apply to the orders to come, orders made keep theirs.',
        )}
      />
    </>
  );
}

export const coinPackageResource: StudioResource = {
  name: 'coin-packages',
  options: { label: bilingual('Paket koin', 'Coin packages') },
  list: () => (
    <List sort={{ field: 'order', order: 'ASC' }}>
      <StudioRows>
        <TextField source="title" label={bilingual('Nama paket', 'Package name')} sortable={false} />
        <NumberField source="coin" label={bilingual('Koin', 'Coins')} sortable={false} />
        <NumberField source="price" label={bilingual('Harga', 'Price')} options={RUPIAH} />
        <NumberField source="order" label={bilingual('Urutan', 'Order')} />
        <BooleanField source="active" label={bilingual('Ditawarkan', 'Offered')} sortable={false} />
        <NumberField source="orders" label={bilingual('Pesanan', 'Orders')} sortable={false} />
      </StudioRows>
    </List>
  ),
  edit: () => (
    <ContentEdit>
      <SimpleForm>
        <PendingRevisionNotice />
        <CoinPackageFields />
      </SimpleForm>
    </ContentEdit>
  ),
  show: () => (
    <Show>
      <SimpleShowLayout>
        <PendingRevisionNotice />
        <TextField source="title" label={bilingual('Nama paket', 'Package name')} />
        <NumberField source="coin" label={bilingual('Koin', 'Coins')} />
        <NumberField source="price" label={bilingual('Harga', 'Price')} options={RUPIAH} />
        <BooleanField source="active" label={bilingual('Ditawarkan', 'Offered')} />
        <NumberField source="orders" label={bilingual('Pesanan', 'Orders')} />
      </SimpleShowLayout>
    </Show>
  ),
  create: () => (
    <ReviewedCreate redirect="list">
      <SimpleForm>
        <CoinPackageFields />
      </SimpleForm>
    </ReviewedCreate>
  ),
  recordRepresentation: 'title',
  api: {
    list: '/studio/coin-packages',
    one: '/studio/coin-packages/:packageId',
    create: '/studio/coin-packages',
  },
  writers: PRICE_SETTERS,
};
