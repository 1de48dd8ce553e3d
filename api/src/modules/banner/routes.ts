import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, responses, StringEnum } from '../../http/schemas';

export const BANNER_TYPES = ['fanFunding', 'voting', 'event', 'promotional', 'fanspick'] as const;

const BannerSchema = Type.Object({
  _id: Type.String(),
  image: Type.String(),
  title: Type.String(),
  link: Type.String(),
});

export const bannerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/client/banner/:type',
    {
      schema: {
        tags: ['banners'],
        summary: 'Banners of one type, in display order',
        params: Type.Object({
          type: StringEnum(BANNER_TYPES, {
            'x-message':
              'Tipe banner harus fanFunding, voting, event, promotional atau fanspick / Banner type must be fanFunding, voting, event, promotional or fanspick',
          }),
        }),
        response: responses(Envelope(Type.Array(BannerSchema))),
      },
    },
    async ({ params }) => {
      const { rows } = await app.db.query<typeof BannerSchema.static>(
        'SELECT id AS "_id", image, title, link FROM banners WHERE type = $1 ORDER BY sort_order, created_at',
        [params.type],
      );
      return { status: true as const, data: rows };
    },
  );
};
