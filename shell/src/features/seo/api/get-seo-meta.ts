import { api, unwrap, type Envelope } from '@fanhub/shared-auth';

export interface SeoMeta {
  metaTitle: string;
  metaDescription: string;
  keywords: string[];
  ogTitle: string;
  ogDescription: string;
  ogImage: string;
  twitterTitle: string;
  twitterDescription: string;
  twitterImage: string;
}

export const getSeoMeta = () => unwrap(api.json.get<Envelope<SeoMeta>>('/seo-meta/client'));
