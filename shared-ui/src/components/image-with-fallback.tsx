import Box, { type BoxProps } from '@mui/material/Box';
import { useState } from 'react';

/** Shown when an image fails to load (docs/product.md section 8): a soft accent gradient with the fanhub mark. */
export const PLACEHOLDER_IMAGE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100"><defs><linearGradient id="g" x2="1" y2="1"><stop stop-color="#d6eef9"/><stop offset="1" stop-color="#eadcf3"/></linearGradient></defs><rect width="200" height="100" fill="url(#g)"/><text x="100" y="58" font-family="sans-serif" font-size="16" font-weight="700" fill="#41AADF" text-anchor="middle">fanhub</text></svg>',
  );

type Props = Omit<BoxProps<'img'>, 'component' | 'onError' | 'src'> & {
  src: string | null | undefined;
  alt: string;
};

/** An image that falls back to the placeholder instead of a broken icon. */
export function ImageWithFallback({ src, alt, ...props }: Props) {
  const [failed, setFailed] = useState<string | null | undefined>(null);
  const shown = !src || failed === src ? PLACEHOLDER_IMAGE : src;
  return (
    <Box component="img" src={shown} alt={alt} loading="lazy" onError={() => setFailed(src)} {...props} />
  );
}
