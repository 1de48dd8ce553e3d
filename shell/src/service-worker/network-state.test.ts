import { networkWatch } from './network-state';

// jsdom has no Response: the plugin only hands it on.
const response = { status: 503 } as Response;
type Plugin = ReturnType<typeof networkWatch>['plugin'];
const failed = (plugin: Plugin) =>
  plugin.fetchDidFail!({ error: new TypeError('Load failed') } as Parameters<
    NonNullable<Plugin['fetchDidFail']>
  >[0]);
const answered = (plugin: Plugin) =>
  plugin.fetchDidSucceed!({ response } as Parameters<NonNullable<Plugin['fetchDidSucceed']>>[0]);

it('is reachable until a request reaches nothing, and again once one reaches a server; pages hear each change once', async () => {
  const changed = jest.fn();
  const network = networkWatch(changed);
  expect(network.reachable()).toBe(true);

  await answered(network.plugin);
  expect(changed).not.toHaveBeenCalled();

  await failed(network.plugin);
  await failed(network.plugin);
  expect(network.reachable()).toBe(false);
  expect(changed.mock.calls).toEqual([[false]]);

  // The server's answer goes on to the page unchanged, whatever its status.
  expect(await answered(network.plugin)).toBe(response);
  expect(network.reachable()).toBe(true);
  expect(changed.mock.calls).toEqual([[false], [true]]);
});
