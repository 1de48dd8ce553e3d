import type { SeoMeta } from '@fanhub/contract';

function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

/** Writes the site's SEO and social-sharing meta into the document head. */
export function applySeoMeta(meta: SeoMeta): void {
  document.title = meta.metaTitle;
  setMeta('name', 'description', meta.metaDescription);
  setMeta('name', 'keywords', meta.keywords.join(', '));
  setMeta('property', 'og:title', meta.ogTitle);
  setMeta('property', 'og:description', meta.ogDescription);
  setMeta('property', 'og:image', meta.ogImage);
  setMeta('name', 'twitter:card', 'summary_large_image');
  setMeta('name', 'twitter:title', meta.twitterTitle);
  setMeta('name', 'twitter:description', meta.twitterDescription);
  setMeta('name', 'twitter:image', meta.twitterImage);
}
