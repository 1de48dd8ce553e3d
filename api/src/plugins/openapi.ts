import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_TAGS, ErrorResponseSchema } from '@fanhub/contract';

/** The OpenAPI document of every route, browsable at /v1/docs and as JSON at /v1/docs/json. */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  app.addSchema(ErrorResponseSchema);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'fanhub API',
        version: '1',
        description:
          'Coins, Fans Pick voting, Fan Funding, events and news for K-pop fans. Messages are bilingual.',
        contact: { name: 'fanhub', url: 'https://fanhub.id', email: 'halo@fanhub.id' },
      },
      servers: [{ url: app.config.publicApiUrl }],
      tags: Object.entries(API_TAGS).map(([name, description]) => ({ name, description })),
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          operatorToken: { type: 'http', scheme: 'bearer', description: 'OPERATOR_TOKEN' },
          staffToken: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'A staff session (studio)',
          },
        },
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/v1/docs' });
});
