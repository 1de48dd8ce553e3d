import { ImageWithFallback } from './image-with-fallback';

/** A card's or page's 2:1 cover picture, with the placeholder when it fails; `rounded` for page headers. */
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
      sx={{
        width: '100%',
        aspectRatio: '2 / 1',
        objectFit: 'cover',
        display: 'block',
        borderRadius: rounded ? 3 : 0,
      }}
    />
  );
}
