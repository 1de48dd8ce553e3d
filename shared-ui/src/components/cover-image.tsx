import { ImageWithFallback } from './image-with-fallback';

/** How wide a cover shows: a card in a grid (one, two or three a row), or a page's header. */
const SIZES = {
  card: '(max-width: 599px) 100vw, (max-width: 899px) 50vw, 400px',
  page: '(max-width: 1199px) 100vw, 1152px',
};

/**
 * A card's or page's 2:1 cover picture, with the placeholder when it fails; a page's header is rounded and is
 * its page's largest picture, fetched first.
 */
export function CoverImage({
  src,
  alt,
  rounded = false,
}: {
  src: string | null | undefined;
  alt: string;
  rounded?: boolean;
}) {
  return (
    <ImageWithFallback
      src={src}
      alt={alt}
      sizes={rounded ? SIZES.page : SIZES.card}
      width={640}
      height={320}
      priority={rounded}
      sx={{
        width: '100%',
        height: 'auto',
        aspectRatio: '2 / 1',
        objectFit: 'cover',
        display: 'block',
        borderRadius: rounded ? 3 : 0,
      }}
    />
  );
}
