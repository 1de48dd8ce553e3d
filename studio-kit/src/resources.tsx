import { Resource } from 'react-admin';
import { studioAuthProvider } from './auth-provider';
import { studioDataProvider } from './data-provider';
import type { StudioResource } from './section';

/** The data provider over the resources' places in the contract, and the auth provider over who reads and writes them. */
export function studioProviders(resources: readonly StudioResource[]) {
  return {
    dataProvider: studioDataProvider(
      Object.fromEntries(resources.map((resource) => [resource.name, resource.api])),
    ),
    authProvider: studioAuthProvider(
      Object.fromEntries(resources.map((resource) => [resource.name, resource.writers])),
      Object.fromEntries(
        resources.flatMap((resource) => (resource.readers ? [[resource.name, resource.readers]] : [])),
      ),
      resources.flatMap((resource) => (resource.atSignOut ? [resource.atSignOut] : [])),
    ),
  };
}

/** react-admin's `<Resource>` of each (an array: react-admin reads its children, it does not render them). */
export const resourceElements = (resources: readonly StudioResource[]) =>
  resources.map(({ api: _api, writers: _writers, readers: _readers, atSignOut: _atSignOut, ...resource }) => (
    <Resource key={resource.name} {...resource} />
  ));
