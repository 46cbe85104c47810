import { useState, type ImgHTMLAttributes } from 'react';
import { preload } from 'react-dom';
import { pictureSources } from '@lome/shared';
import { useNearViewport } from '@/lib/use-near-viewport';

/** The local picture of every dish without a usable photo (menu, pre-order and cart), so they all look alike. */
export const DISH_FALLBACK_IMAGE = '/images/dish-fallback.svg';

/** What a picture shows until it comes near the screen: a transparent pixel over the grey box (42 bytes). */
const NOT_YET = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** Size of the seeded drawings of dishes and categories. */
const DISH_DRAWING = { width: 400, height: 300 };
/** Size of the seeded drawings of articles' banners. */
export const ARTICLE_DRAWING = { width: 600, height: 340 };

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError' | 'loading' | 'fetchPriority'> & {
  src?: string | null;
  /** Shown when there is no `src` or it fails to load. */
  fallback: string;
  /** The box's width and height (px): the browser reserves the space before the picture arrives. */
  width: number;
  height: number;
  /** How wide the picture shows, for the browser's pick among the variants (e.g. "(min-width: 768px) 33vw, 100vw"). */
  sizes?: string;
  /** The page's largest picture above the fold: fetched at once and first. Every other picture is asked for when it
   * comes near the screen (lib/use-near-viewport.ts). */
  priority?: boolean;
  /** The drawing's own size when `src` is a seeded SVG (its name does not carry it). */
  drawing?: { width: number; height: number };
};

/**
 * A picture that covers its box, grey while loading, served as AVIF or WebP at the width the screen needs when the
 * catalogue has variants of it, and falling back to a local image when missing or broken.
 */
export function FallbackImage(props: Props) {
  const { src, fallback, className, style, sizes, priority, drawing, ...img } = props;
  const [failed, setFailed] = useState(false);
  const { ref, near } = useNearViewport<HTMLImageElement>(priority);
  const sources = failed ? undefined : pictureSources(src, drawing ?? DISH_DRAWING);
  // Always inside <picture>, the <img> keyed: losing the sources after an error keeps the same element.
  const pictureSizes = sizes ?? `${img.width}px`;
  // The page's largest picture is announced in <head> (React hoists the preload there, the server with the page's
  // title): the browser asks for it with the first bytes of the page instead of once the markup before it is read.
  if (priority && sources) {
    preload(sources.jpeg, {
      as: 'image',
      type: 'image/avif',
      imageSrcSet: sources.avif,
      imageSizes: pictureSizes,
      fetchPriority: 'high',
    });
  }
  return (
    <picture>
      {near && sources && <source key="avif" type="image/avif" srcSet={sources.avif} sizes={pictureSizes} />}
      {near && sources && <source key="webp" type="image/webp" srcSet={sources.webp} sizes={pictureSizes} />}
      <img
        key="img"
        ref={ref}
        src={near ? (sources?.jpeg ?? (failed || !src ? fallback : src)) : NOT_YET}
        onError={() => setFailed(true)}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? 'sync' : 'async'}
        {...img}
        className={className ? `${className} bg-body-secondary` : 'bg-body-secondary'}
        style={{ ...style, objectFit: 'cover' }}
      />
    </picture>
  );
}
