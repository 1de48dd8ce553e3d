import Box, { type BoxProps } from '@mui/material/Box';
import { useEffect, useRef, useState } from 'react';
import { imageSources } from '../images/sources';

/** Shown when an image fails to load (docs/product.md section 8): a soft accent gradient with the fanhub mark. */
export const PLACEHOLDER_IMAGE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100"><defs><linearGradient id="g" x2="1" y2="1"><stop stop-color="#d6eef9"/><stop offset="1" stop-color="#eadcf3"/></linearGradient></defs><rect width="200" height="100" fill="url(#g)"/><text x="100" y="58" font-family="sans-serif" font-size="16" font-weight="700" fill="#41AADF" text-anchor="middle">fanhub</text></svg>',
  );

type Props = Omit<BoxProps<'img'>, 'component' | 'onError' | 'src' | 'srcSet' | 'loading'> & {
  src: string | null | undefined;
  alt: string;
  /** How wide the image shows, for the browser to pick a copy (`sizes`). */
  sizes: string;
  /** The picture's proportions, so its room is kept before it arrives. */
  width: number;
  height: number;
  /** The page's largest picture: fetched at once and first, not when scrolled near. */
  priority?: boolean;
  /** Called once the picture has arrived, also when it did before the page was hydrated. */
  onShown?: () => void;
};

/** A picture of the right size for the screen that falls back to the placeholder instead of a broken icon. */
export function ImageWithFallback({ src, alt, priority = false, onShown, ...props }: Props) {
  const [failed, setFailed] = useState<string | null | undefined>(null);
  const image = useRef<HTMLImageElement>(null);
  // In a page the server drew, the picture may have arrived (or failed) before React listened for it.
  useEffect(() => {
    const img = image.current;
    if (!img?.complete) return;
    if (img.naturalWidth > 0) onShown?.();
    else if (src) setFailed(src);
    // Once, for what happened before hydration: later loads and errors come through the events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const sources = !src || failed === src ? { src: PLACEHOLDER_IMAGE } : imageSources(src);
  return (
    <Box
      component="img"
      ref={image}
      {...sources}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      onError={() => setFailed(src)}
      onLoad={onShown}
      {...props}
    />
  );
}
