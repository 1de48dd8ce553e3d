import { removeServerFolders, serverNames, stopServer } from './support/servers';

export default async function globalTeardown(): Promise<void> {
  for (const name of serverNames()) await stopServer(name);
  removeServerFolders();
}
