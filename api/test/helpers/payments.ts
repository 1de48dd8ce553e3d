import { dataOf, openOrder, type CoinPackage, type Fan } from '@fanhub/testkit';
import type { FastifyInstance } from 'fastify';
import { inProcess } from './in-process';

/** The fan opens a payment for the first (or `packageIndex`th) coin package through `app`. */
export async function openPayment(app: FastifyInstance, fan: Fan, packageIndex = 0) {
  const call = inProcess(app);
  const packages = await dataOf<CoinPackage[]>(call, { path: '/v1/client/pricing' });
  return openOrder(call, fan, packages[packageIndex]!);
}
