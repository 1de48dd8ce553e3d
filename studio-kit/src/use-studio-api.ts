import { useDataProvider } from 'react-admin';
import type { StudioDataProvider } from './data-provider';

/**
 * The studio's calls, typed by the contract, through react-admin's data provider: a page's call that the API
 * answers 401 signs the staff member out as a list's would. The one way a studio page reaches the API.
 */
export const useStudioApi = () => useDataProvider<StudioDataProvider>();
