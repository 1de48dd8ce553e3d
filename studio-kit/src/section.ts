import type { StaffRole } from '@fanhub/contract';
import type { ResourceProps } from 'react-admin';
import type { ResourceApi } from './data-provider';

/**
 * A resource of the studio: react-admin's views, where its records are in the API, who may change them and, when
 * not every office role (ANY_STAFF), who may read them.
 */
export interface StudioResource extends ResourceProps {
  api: ResourceApi;
  writers: readonly StaffRole[];
  readers?: readonly StaffRole[];
  /** What the resource kept of fans on this device, forgotten when staff sign out (the door's list of names). */
  atSignOut?: () => void;
}

/** What a section's `./Studio` module default-exports: its resources, under the section's name. */
export interface StudioSection {
  /** The section (`fanspick`), as in the site's map. */
  name: string;
  label: string;
  resources: StudioResource[];
}
