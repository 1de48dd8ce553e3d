/** Starts the shell (start.tsx), its files fetched together as the bootstrap arrives (`webpackPreload`). */
export async function startUp(): Promise<void> {
  const { start } = await import(/* webpackPreload: true, webpackChunkName: "start" */ './start');
  await start();
}
