import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { countRows, direction, offset } from '../../db/paging';
import { DateTime, PagedEnvelope, PageQuery, pageMeta, responses } from '../../http/schemas';

const NewsSchema = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  image: Type.String(),
  url: Type.String(),
  author: Type.String(),
  date: DateTime({ description: 'Publication time' }),
});

export const newsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/client/news',
    {
      schema: {
        tags: ['news'],
        summary: 'News, newest first',
        querystring: PageQuery(['date'], 8),
        response: responses(PagedEnvelope(NewsSchema)),
      },
    },
    async ({ query }) => {
      const { rows } = await app.db.query<typeof NewsSchema.static>(
        `SELECT id AS "_id", title, image, url, author, published_at AS date FROM news
         ORDER BY published_at ${direction(query)}, id LIMIT $1 OFFSET $2`,
        [query.limit, offset(query)],
      );
      return {
        status: true as const,
        data: rows,
        meta: pageMeta(query.page, query.limit, await countRows(app.db, 'FROM news')),
      };
    },
  );
};
