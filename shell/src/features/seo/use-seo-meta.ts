import { useEffect } from 'react';
import { getSeoMeta } from './api/get-seo-meta';
import { applySeoMeta } from './apply-seo-meta';

/** Once per page load: the server's SEO meta into the head (the static title stays if it cannot be read). */
export function useSeoMeta(): void {
  useEffect(() => {
    getSeoMeta().then(applySeoMeta, (error: unknown) => console.warn('fanhub: SEO meta unavailable', error));
  }, []);
}
