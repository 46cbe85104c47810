import { useState, type ImgHTMLAttributes } from 'react';

/** The local picture of every dish without a usable photo (menu, pre-order and cart), so they all look alike. */
export const DISH_FALLBACK_IMAGE = '/images/dish-fallback.svg';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & {
  src?: string | null;
  /** Shown when there is no `src` or it fails to load. */
  fallback: string;
};

/** A lazy picture that covers its box, grey while loading, and falls back to a local image when missing or broken. */
export function FallbackImage({ src, fallback, className, style, ...img }: Props) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={failed || !src ? fallback : src}
      onError={() => setFailed(true)}
      loading="lazy"
      decoding="async"
      {...img}
      className={className ? `${className} bg-body-secondary` : 'bg-body-secondary'}
      style={{ ...style, objectFit: 'cover' }}
    />
  );
}
