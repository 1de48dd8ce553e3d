/** @jest-environment node */
import { drawnManifestsPlugin } from './drawn-manifests-plugin';

const URL_OF_EVENTS = 'https://fanhub.id/apps/events/mf-manifest.json';

it("answers the runtime's first request for a carried manifest, and leaves every other request to the network", async () => {
  const plugin = drawnManifestsPlugin({ [URL_OF_EVENTS]: { id: 'mfe_events', exposes: [] } });
  const fetchManifest = (url: string) => plugin.fetch!(url, {});

  const response = await fetchManifest(URL_OF_EVENTS);
  expect(response).toBeInstanceOf(Response);
  expect(await (response as Response).json()).toEqual({ id: 'mfe_events', exposes: [] });
  // A remote registered again after a failure fetches its manifest afresh; one never carried was never answered.
  expect(await fetchManifest(URL_OF_EVENTS)).toBeUndefined();
  expect(await fetchManifest('https://fanhub.id/apps/fanspick/mf-manifest.json')).toBeUndefined();
});
