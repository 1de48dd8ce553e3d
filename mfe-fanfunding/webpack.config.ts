import { createAppConfig } from '../scripts/webpack/create-app-config';
import { federation } from './module-federation.config';

export default (_env: unknown, argv: { mode?: 'production' | 'development' }) =>
  createAppConfig({ appDir: __dirname, ...federation }, argv.mode ?? 'production');
