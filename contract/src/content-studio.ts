import { Type } from '@sinclair/typebox';
import { bilingual } from './bilingual';
import { BANNER_TYPES, BannerSchema, NewsSchema, SeoMetaSchema } from './content';
import { endpoint, endpointTable } from './endpoint';
import { CONTENT_EDITORS } from './publication';
import { DateTime, Envelope, IdParam, MessageOnly, PagedEnvelope, PageQuery, StringEnum } from './schema-kit';
import { ANY_STAFF } from './staff-roles';
import { ContentImage, text } from './studio-fields';

/** A link fans follow: a page of fanhub (`/fanspick/…`) or an address on the web. */
const Link = (options: { optional: boolean }) =>
  Type.String({
    maxLength: 500,
    pattern: options.optional ? '^(|/.*|https?://.+)$' : '^(/.*|https?://.+)$',
    'x-message': bilingual(
      'Link diawali / (halaman fanhub) atau http(s)://',
      'A link starts with / (a fanhub page) or http(s)://',
    ),
  });

const newsBodyFields = {
  title: text(200, 'Judul 1-200 karakter', 'The title is 1 to 200 characters'),
  image: ContentImage,
  url: Link({ optional: false }),
  author: text(100, 'Penulis 1-100 karakter', 'The author is 1 to 100 characters'),
  date: DateTime({ description: 'When fans first see it (a later time schedules it)' }),
};
export const NewsBody = Type.Object(newsBodyFields, {
  additionalProperties: false,
  'x-required-message': bilingual(
    'Isi judul, gambar, link, penulis dan tanggal',
    'Fill in title, image, link, author and date',
  ),
});
export const NewsChangesBody = Type.Partial(Type.Object(newsBodyFields), {
  additionalProperties: false,
  minProperties: 1,
});

export const StudioNewsQuery = Type.Object(
  {
    ...PageQuery(['date', 'title'], 25).properties,
    q: Type.Optional(Type.String({ maxLength: 100, description: 'Words of the title' })),
  },
  { additionalProperties: false },
);

const bannerBodyFields = {
  type: StringEnum(BANNER_TYPES, {
    'x-message':
      'Tipe banner harus fanFunding, voting, event, promotional atau fanspick / Banner type must be fanFunding, voting, event, promotional or fanspick',
  }),
  title: text(200, 'Judul 1-200 karakter', 'The title is 1 to 200 characters'),
  image: ContentImage,
  link: Link({ optional: true }),
  order: Type.Integer({
    minimum: 0,
    maximum: 10_000,
    'x-message': bilingual('Urutan 0 sampai 10.000', 'The order is 0 to 10,000'),
  }),
};
export const BannerBody = Type.Object(bannerBodyFields, {
  additionalProperties: false,
  'x-required-message': bilingual(
    'Isi tipe, judul, gambar, link dan urutan',
    'Fill in type, title, image, link and order',
  ),
});
export const BannerChangesBody = Type.Partial(Type.Object(bannerBodyFields), {
  additionalProperties: false,
  minProperties: 1,
});

/** A banner as the studio shows it: as fans see it, with the page it shows on and its place there. */
export const StudioBannerSchema = Type.Object({
  ...BannerSchema.properties,
  type: StringEnum(BANNER_TYPES),
  order: Type.Integer({ description: 'Place among the banners of its type, lowest first' }),
});
export type StudioBanner = typeof StudioBannerSchema.static;

export const StudioBannerQuery = Type.Object(
  {
    ...PageQuery(['order', 'createdAt'], 50).properties,
    type: Type.Optional(StringEnum(BANNER_TYPES)),
  },
  { additionalProperties: false },
);

/** The site's meta as the studio edits it: one record, whose id is always `site`. */
export const StudioSeoMetaSchema = Type.Object({ _id: Type.Literal('site'), ...SeoMetaSchema.properties });
export type StudioSeoMeta = typeof StudioSeoMetaSchema.static;

const seoText = (max: number) =>
  text(max, `Teks meta 1-${max} karakter`, `Meta texts are 1 to ${max} characters`);
export const SeoMetaChangesBody = Type.Partial(
  Type.Object({
    metaTitle: seoText(70),
    metaDescription: seoText(160),
    keywords: Type.Array(
      Type.String({
        minLength: 1,
        maxLength: 50,
        'x-message': bilingual('Kata kunci 1-50 karakter', 'Keywords are 1 to 50 characters'),
      }),
      { maxItems: 30, 'x-message': bilingual('Paling banyak 30 kata kunci', 'At most 30 keywords') },
    ),
    ogTitle: seoText(95),
    ogDescription: seoText(200),
    ogImage: ContentImage,
    twitterTitle: seoText(70),
    twitterDescription: seoText(200),
    twitterImage: ContentImage,
  }),
  { additionalProperties: false, minProperties: 1 },
);

const tag = 'studio: content';

export const contentStudioEndpoints = endpointTable(
  endpoint('GET', '/studio/news', {
    operationId: 'studioListNews',
    tag,
    summary: 'News items, scheduled ones included',
    staff: ANY_STAFF,
    querystring: StudioNewsQuery,
    response: PagedEnvelope(NewsSchema),
    errors: [401, 403],
  }),
  endpoint('GET', '/studio/news/:newsId', {
    operationId: 'studioGetNews',
    tag,
    summary: 'A news item',
    staff: ANY_STAFF,
    params: IdParam('newsId'),
    response: Envelope(NewsSchema),
    errors: [401, 403, 404],
  }),
  endpoint('POST', '/studio/news', {
    operationId: 'studioCreateNews',
    tag,
    summary: 'A new news item, shown to fans from its date',
    staff: CONTENT_EDITORS,
    body: NewsBody,
    response: Envelope(NewsSchema),
    successStatus: 201,
    errors: [401, 403],
  }),
  endpoint('PUT', '/studio/news/:newsId', {
    operationId: 'studioUpdateNews',
    tag,
    summary: 'Changes a news item',
    staff: CONTENT_EDITORS,
    params: IdParam('newsId'),
    body: NewsChangesBody,
    response: Envelope(NewsSchema),
    errors: [401, 403, 404],
  }),
  endpoint('DELETE', '/studio/news/:newsId', {
    operationId: 'studioDeleteNews',
    tag,
    summary: 'Deletes a news item',
    staff: CONTENT_EDITORS,
    params: IdParam('newsId'),
    response: MessageOnly,
    errors: [401, 403, 404],
  }),
  endpoint('GET', '/studio/banners', {
    operationId: 'studioListBanners',
    tag,
    summary: 'Banners of every type (or one), in display order',
    staff: ANY_STAFF,
    querystring: StudioBannerQuery,
    response: PagedEnvelope(StudioBannerSchema),
    errors: [401, 403],
  }),
  endpoint('GET', '/studio/banners/:bannerId', {
    operationId: 'studioGetBanner',
    tag,
    summary: 'A banner',
    staff: ANY_STAFF,
    params: IdParam('bannerId'),
    response: Envelope(StudioBannerSchema),
    errors: [401, 403, 404],
  }),
  endpoint('POST', '/studio/banners', {
    operationId: 'studioCreateBanner',
    tag,
    summary: 'A new banner, shown at once on the pages of its type',
    staff: CONTENT_EDITORS,
    body: BannerBody,
    response: Envelope(StudioBannerSchema),
    successStatus: 201,
    errors: [401, 403],
  }),
  endpoint('PUT', '/studio/banners/:bannerId', {
    operationId: 'studioUpdateBanner',
    tag,
    summary: 'Changes a banner: its picture, link, type or place',
    staff: CONTENT_EDITORS,
    params: IdParam('bannerId'),
    body: BannerChangesBody,
    response: Envelope(StudioBannerSchema),
    errors: [401, 403, 404],
  }),
  endpoint('DELETE', '/studio/banners/:bannerId', {
    operationId: 'studioDeleteBanner',
    tag,
    summary: 'Deletes a banner',
    staff: CONTENT_EDITORS,
    params: IdParam('bannerId'),
    response: MessageOnly,
    errors: [401, 403, 404],
  }),
  endpoint('GET', '/studio/seo-meta', {
    operationId: 'studioGetSeoMeta',
    tag,
    summary: "The site's SEO and social-sharing meta",
    staff: ANY_STAFF,
    response: Envelope(StudioSeoMetaSchema),
    errors: [401, 403, 404],
  }),
  endpoint('PUT', '/studio/seo-meta', {
    operationId: 'studioUpdateSeoMeta',
    tag,
    summary: "Changes the site's SEO and social-sharing meta",
    staff: CONTENT_EDITORS,
    body: SeoMetaChangesBody,
    response: Envelope(StudioSeoMetaSchema),
    errors: [401, 403, 404],
  }),
);
