import { Type } from '@sinclair/typebox';
import { bilingual } from './bilingual';
import { endpoint, endpointTable } from './endpoint';
import { PricingPackageSchema } from './pricing';
import { Envelope, IdParam, MessageOnly, PagedEnvelope, PageQuery } from './schema-kit';
import { pendingRevisionField } from './revision-studio';
import { ANY_STAFF, PRICE_SETTERS } from './staff-roles';
import { text } from './studio-fields';

const coinPackageBodyFields = {
  title: text(80, 'Nama paket 1-80 karakter', 'The package name is 1 to 80 characters'),
  coin: Type.Integer({
    minimum: 1,
    maximum: 10_000_000,
    'x-message': bilingual('Koin 1 sampai 10.000.000', 'Coins are 1 to 10,000,000'),
  }),
  price: Type.Integer({
    minimum: 1_000,
    maximum: 100_000_000,
    'x-message': bilingual('Harga Rp1.000 sampai Rp100.000.000', 'The price is IDR 1,000 to 100,000,000'),
  }),
  order: Type.Integer({
    minimum: 0,
    maximum: 10_000,
    'x-message': bilingual('Urutan 0 sampai 10.000', 'The order is 0 to 10,000'),
  }),
  active: Type.Boolean({ description: 'Offered to fans (a retired package stays on its orders)' }),
};
export const CoinPackageBody = Type.Object(
  { ...coinPackageBodyFields, active: Type.Optional(coinPackageBodyFields.active) },
  {
    additionalProperties: false,
    'x-required-message': bilingual(
      'Isi nama paket, koin, harga dan urutan',
      'Fill in package name, coins, price and order',
    ),
  },
);
export const CoinPackageChangesBody = Type.Partial(Type.Object(coinPackageBodyFields), {
  additionalProperties: false,
  minProperties: 1,
});

/** A coin package as the studio shows it: as fans see it, its place, whether it is offered, and its orders. */
export const StudioCoinPackageSchema = Type.Object({
  ...PricingPackageSchema.properties,
  order: Type.Integer({ description: 'Place in the coin store, lowest first' }),
  active: Type.Boolean(),
  orders: Type.Integer({
    description: 'Orders fans made for it (each keeps the coins and price it was made at)',
  }),
  ...pendingRevisionField,
});
export type StudioCoinPackage = typeof StudioCoinPackageSchema.static;

const tag = 'studio: pricing';

export const pricingStudioEndpoints = endpointTable(
  endpoint('GET', '/studio/coin-packages', {
    operationId: 'studioListCoinPackages',
    tag,
    summary: 'Coin packages, retired ones included, in store order',
    staff: ANY_STAFF,
    querystring: PageQuery(['order', 'price'], 50),
    response: PagedEnvelope(StudioCoinPackageSchema),
    errors: [401, 403],
  }),
  endpoint('GET', '/studio/coin-packages/:packageId', {
    operationId: 'studioGetCoinPackage',
    tag,
    summary: 'A coin package',
    staff: ANY_STAFF,
    params: IdParam('packageId'),
    response: Envelope(StudioCoinPackageSchema),
    errors: [401, 403, 404],
  }),
  endpoint('POST', '/studio/coin-packages', {
    operationId: 'studioCreateCoinPackage',
    tag,
    summary:
      'A new coin package, saved off sale; asked for on sale (the default), it goes on sale once a second price setter approves',
    staff: PRICE_SETTERS,
    body: CoinPackageBody,
    response: Envelope(StudioCoinPackageSchema),
    successStatus: 201,
    errors: [401, 403],
  }),
  endpoint('PUT', '/studio/coin-packages/:packageId', {
    operationId: 'studioUpdateCoinPackage',
    tag,
    summary:
      'Changes a coin package for the orders to come (orders made keep their coins and price); a package on sale, or put on sale, waits for a second price setter, and taking one off sale is at once',
    staff: PRICE_SETTERS,
    params: IdParam('packageId'),
    body: CoinPackageChangesBody,
    response: Envelope(StudioCoinPackageSchema),
    errors: [401, 403, 404],
  }),
  endpoint('DELETE', '/studio/coin-packages/:packageId', {
    operationId: 'studioDeleteCoinPackage',
    tag,
    summary: 'Deletes a coin package no fan has ordered (one with orders can be retired)',
    staff: PRICE_SETTERS,
    params: IdParam('packageId'),
    response: MessageOnly,
    errors: [401, 403, 404, 409],
  }),
);
