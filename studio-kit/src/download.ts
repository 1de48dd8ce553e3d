import { studioApi } from './api-client';

/**
 * Downloads a file the API answers to a signed-in staff member (a CSV export): fetched with the staff token,
 * then saved under `fileName` as a link click would.
 */
export async function downloadFromApi(path: string, fileName: string): Promise<void> {
  const { data } = await studioApi.get<Blob>(path, { responseType: 'blob' });
  const url = URL.createObjectURL(data);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
