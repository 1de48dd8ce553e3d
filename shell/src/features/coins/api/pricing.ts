import { api, unwrap } from '@fanhub/shared-auth';

export const getPricing = () => unwrap(api.get('/client/pricing'));

export const createPaymentToken = (packageId: string) =>
  unwrap(api.get('/client/pricing/create-payment-token/:packageId', { params: { packageId } }));

export const getOrder = (orderId: string) =>
  unwrap(api.get('/client/pricing/order/:orderId', { params: { orderId } }));
