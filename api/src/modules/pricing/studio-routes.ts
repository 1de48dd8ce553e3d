import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bilingual, SENT_FOR_REVIEW } from '@fanhub/contract';
import { pageMeta } from '../../db/paging';
import { AppError, errors } from '../../http/app-error';
import { contractRoute } from '../../http/contract-route';
import { actorOf, recordAudit } from '../../staff/audit-trail';
import { auditedChange } from '../../studio/audited-change';
import { changeOrPropose, changeOrProposeIn, withPendingRevision } from '../../studio/revisions';
import { PACKAGE_RECORD } from './studio-changes';
import { findStudioPackage, insertPackageOffSale, listStudioPackages } from './studio-repository';
import { deleteRow } from '../../db/rows';

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
 * was made with (payment_orders), so no receipt or credit moves. What fans can buy passes a second price setter
 * (PACKAGE_RECORD): a new package goes on sale, and a package on sale changes, once another one approves.
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
      if (!coinPackage) throw errors.notFound(PACKAGE_RECORD.what);
      return { status: true as const, data: await withPendingRevision(db, 'coin package', coinPackage) };
    },
  });

  app.route({
    ...contractRoute(app, 'POST /studio/coin-packages'),
    handler: async (request, reply) => {
      const { title, coin, price, order, active = true } = request.body;
      const actor = actorOf(request);
      const { record, proposed } = await db.transaction(async (tx) => {
        const id = await insertPackageOffSale(tx, { title, coin, price, order });
        const created = (await findStudioPackage(tx, id))!;
        await recordAudit(tx, actor, {
          action: 'create',
          recordType: 'coin package',
          recordId: id,
          after: created,
        });
        if (active) return changeOrProposeIn(tx, actor, PACKAGE_RECORD, id, { active: true });
        return { record: { ...created, pendingRevision: null }, proposed: false };
      });
      reply.code(201);
      return { status: true as const, ...(proposed && { message: SENT_FOR_REVIEW }), data: record };
    },
  });

  app.route({
    ...contractRoute(app, 'PUT /studio/coin-packages/:packageId'),
    handler: async (request) => {
      const { record, proposed } = await changeOrPropose(
        db,
        actorOf(request),
        PACKAGE_RECORD,
        request.params.packageId,
        request.body,
      );
      return { status: true as const, ...(proposed && { message: SENT_FOR_REVIEW }), data: record };
    },
  });

  app.route({
    ...contractRoute(app, 'DELETE /studio/coin-packages/:packageId'),
    handler: async (request) => {
      const { packageId } = request.params;
      await auditedChange(db, actorOf(request), PACKAGE_RECORD, packageId, 'delete', async (tx, before) => {
        if (before.orders > 0) throw fansOrderedIt();
        await deleteRow(tx, 'pricing_packages', packageId);
      });
      return { status: true as const, message: bilingual('Paket koin dihapus', 'Coin package deleted') };
    },
  });
};
