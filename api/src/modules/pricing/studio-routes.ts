import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bilingual, type StudioCoinPackage } from '@fanhub/contract';
import { pageMeta } from '../../db/paging';
import { AppError, errors } from '../../http/app-error';
import { contractRoute } from '../../http/contract-route';
import { actorOf } from '../../staff/audit-trail';
import { auditedChange, auditedCreate, updateColumns, type AuditedRecord } from '../../studio/audited-change';
import { findStudioPackage, listStudioPackages } from './studio-repository';

const COIN_PACKAGE: AuditedRecord<StudioCoinPackage> = {
  recordType: 'coin package',
  what: { id: 'Paket koin', en: 'Coin package' },
  view: findStudioPackage,
};
const COLUMNS = { title: 'title', coin: 'coin', price: 'price', order: 'sort_order', active: 'active' };

const fansOrderedIt = () =>
  new AppError(
    409,
    'HAS_FAN_ACTIVITY',
    bilingual(
      'Fans sudah memesan paket ini: tidak bisa dihapus (nonaktifkan saja)',
      'Fans have ordered this package: it cannot be deleted (retire it instead)',
    ),
  );

/**
 * The studio's coin store. A change applies to the orders to come: an order keeps the coins, price and name it
 * was made with (payment_orders), so no receipt or credit moves.
 */
export const pricingStudioRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.route({
    ...contractRoute(app, 'GET /studio/coin-packages'),
    handler: async (request) => {
      const { items, total } = await listStudioPackages(db, request.query);
      return { status: true as const, data: items, meta: pageMeta(request.query, total) };
    },
  });

  app.route({
    ...contractRoute(app, 'GET /studio/coin-packages/:packageId'),
    handler: async (request) => {
      const coinPackage = await findStudioPackage(db, request.params.packageId);
      if (!coinPackage) throw errors.notFound(COIN_PACKAGE.what);
      return { status: true as const, data: coinPackage };
    },
  });

  app.route({
    ...contractRoute(app, 'POST /studio/coin-packages'),
    handler: async (request, reply) => {
      const { title, coin, price, order, active = true } = request.body;
      const coinPackage = await auditedCreate(db, actorOf(request), COIN_PACKAGE, async (tx) => {
        const { rows } = await tx.query<{ id: string }>(
          `INSERT INTO pricing_packages (title, coin, price, sort_order, active)
           VALUES ($1, $2, $3, $4, $5) RETURNING id`,
          [title, coin, price, order, active],
        );
        return rows[0]!.id;
      });
      reply.code(201);
      return { status: true as const, data: coinPackage };
    },
  });

  app.route({
    ...contractRoute(app, 'PUT /studio/coin-packages/:packageId'),
    handler: async (request) => {
      const { packageId } = request.params;
      const coinPackage = await auditedChange(db, actorOf(request), COIN_PACKAGE, packageId, 'update', (tx) =>
        updateColumns(tx, 'pricing_packages', packageId, request.body, COLUMNS),
      );
      return { status: true as const, data: coinPackage! };
    },
  });

  app.route({
    ...contractRoute(app, 'DELETE /studio/coin-packages/:packageId'),
    handler: async (request) => {
      const { packageId } = request.params;
      await auditedChange(db, actorOf(request), COIN_PACKAGE, packageId, 'delete', async (tx, before) => {
        if (before.orders > 0) throw fansOrderedIt();
        await tx.query('DELETE FROM pricing_packages WHERE id = $1', [packageId]);
      });
      return { status: true as const, message: bilingual('Paket koin dihapus', 'Coin package deleted') };
    },
  });
};
