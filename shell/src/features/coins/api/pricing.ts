import { api, unwrap } from '@fanhub/shared-auth';

export const getPricing = () => unwrap(api.get('/client/pricing'));

/** Where the provider's payment script is, to load it while the fan is still choosing a package. */
export const getPaymentScript = () => unwrap(api.get('/client/pricing/payment-script'));

export const createPaymentToken = (packageId: string) =>
  unwrap(api.get('/client/pricing/create-payment-token/:packageId', { params: { packageId } }));

export const getOrder = (orderId: string) =>
  unwrap(api.get('/client/pricing/order/:orderId', { params: { orderId } }));
