import { createStudioConfig } from '../scripts/webpack/create-studio-config';

export default (_env: unknown, argv: { mode?: 'production' | 'development' }) =>
  createStudioConfig(__dirname, argv.mode ?? 'production');
