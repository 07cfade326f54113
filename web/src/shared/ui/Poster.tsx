import type { SyntheticEvent } from 'react';

import { DEFAULT_POSTER, posterSrc } from '../format/poster';

interface PosterProps {
  url: string | null | undefined;
  /** Empty when the title is written next to the poster (the image then adds nothing). */
  alt?: string;
  className?: string;
  /** Posters above the fold load at once; the others when they come near the screen. */
  eager?: boolean;
}

/** Switches to the default poster once when the title's own cannot be loaded. */
function showDefaultPoster(event: SyntheticEvent<HTMLImageElement>) {
  const image = event.currentTarget;
  if (!image.src.endsWith(DEFAULT_POSTER)) image.src = DEFAULT_POSTER;
}

/** Posters are drawn 2:3 (400x600): the image's box has that shape before the file arrives. */
const POSTER_WIDTH = 400;
const POSTER_HEIGHT = 600;

/** A title's poster, or the default one when it has none or it fails to load. */
export function Poster({ url, alt = '', className, eager = false }: PosterProps) {
  return (
    <img
      className={className ? `poster ${className}` : 'poster'}
      src={posterSrc(url)}
      alt={alt}
      width={POSTER_WIDTH}
      height={POSTER_HEIGHT}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={showDefaultPoster}
    />
  );
}
