import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { FallbackImage } from './fallback-image';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const sourcesOf = (img: HTMLElement) =>
  Object.fromEntries(
    [...(img.parentElement?.querySelectorAll('source') ?? [])].map((s) => [
      s.getAttribute('type'),
      s.getAttribute('srcset'),
    ]),
  );

describe('FallbackImage', () => {
  it('offers a seeded drawing as AVIF and WebP at every width, with a JPEG fallback and its box size', () => {
    render(
      <FallbackImage
        src="/uploads/catalogue/abc.svg"
        fallback="/f.svg"
        alt="Riz"
        width={400}
        height={200}
        sizes="50vw"
      />,
    );
    const img = screen.getByRole('img', { name: 'Riz' });
    expect(img.getAttribute('src')).toBe('/uploads/catalogue/abc.w960.jpg');
    expect(img.getAttribute('width')).toBe('400');
    expect(img.getAttribute('height')).toBe('200');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(sourcesOf(img)['image/avif']).toBe(
      '/uploads/catalogue/abc.w160.avif 160w, /uploads/catalogue/abc.w320.avif 320w, ' +
        '/uploads/catalogue/abc.w480.avif 480w, /uploads/catalogue/abc.w720.avif 720w, ' +
        '/uploads/catalogue/abc.w960.avif 960w',
    );
    expect(sourcesOf(img)['image/webp']).toContain('/uploads/catalogue/abc.w720.webp 720w');
  });

  it('never offers an uploaded photo wider than it is', () => {
    render(
      <FallbackImage
        src="/uploads/catalogue/f00d_700x525.jpg"
        fallback="/f.svg"
        alt="Photo"
        width={72}
        height={72}
      />,
    );
    const img = screen.getByRole('img', { name: 'Photo' });
    expect(sourcesOf(img)['image/webp']).toBe(
      '/uploads/catalogue/f00d_700x525.w160.webp 160w, /uploads/catalogue/f00d_700x525.w320.webp 320w, ' +
        '/uploads/catalogue/f00d_700x525.w480.webp 480w',
    );
    expect(img.getAttribute('src')).toBe('/uploads/catalogue/f00d_700x525.w480.jpg');
  });

  it('loads the page’s main picture at once and first', () => {
    render(
      <FallbackImage
        src="/uploads/catalogue/abc.svg"
        fallback="/f.svg"
        alt="Bannière"
        width={760}
        height={320}
        priority
      />,
    );
    const img = screen.getByRole('img', { name: 'Bannière' });
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it("announces the page's main picture ahead of the markup, and only that one", () => {
    const picture = (priority: boolean) =>
      renderToString(
        <FallbackImage
          src="/uploads/catalogue/abc.svg"
          fallback="/f.svg"
          alt="Attiéké"
          width={400}
          height={300}
          sizes="calc(100vw - 56px)"
          priority={priority}
        />,
      );
    // React writes the preload first, and the server moves what leads the page into <head> (entry-server.tsx).
    const head = picture(true).slice(0, picture(true).indexOf('<picture'));
    expect(head).toMatch(/^<link rel="preload" as="image" type="image\/avif" fetchPriority="high"/);
    expect(head).toContain('imageSrcSet="/uploads/catalogue/abc.w160.avif 160w, ');
    expect(head).toContain('/uploads/catalogue/abc.w960.avif 960w"');
    expect(head).toContain('imageSizes="calc(100vw - 56px)"');
    expect(picture(false)).not.toContain('rel="preload"');
  });

  it('shows another site’s picture as it is, and the local picture when it fails', () => {
    render(
      <FallbackImage
        src="https://example.org/x.png"
        fallback="/f.svg"
        alt="Ailleurs"
        width={48}
        height={48}
      />,
    );
    const img = screen.getByRole('img', { name: 'Ailleurs' });
    expect(img.getAttribute('src')).toBe('https://example.org/x.png');
    expect(Object.keys(sourcesOf(img))).toEqual([]);
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe('/f.svg');
  });

  describe('on a phone with IntersectionObserver', () => {
    /** The pictures the page watches, and a way to bring them near the screen as a scroll would. */
    function watchScreen() {
      const watched: { element: Element; margin?: string; near: () => void }[] = [];
      class Observer {
        constructor(
          private readonly notify: (entries: { isIntersecting: boolean }[]) => void,
          private readonly options?: { rootMargin?: string },
        ) {}
        observe(element: Element) {
          watched.push({
            element,
            margin: this.options?.rootMargin,
            near: () => this.notify([{ isIntersecting: true }]),
          });
        }
        disconnect() {}
      }
      vi.stubGlobal('IntersectionObserver', Observer);
      return watched;
    }

    /** A seeded drawing's picture, as a card shows it. */
    function showRice({ priority = false } = {}) {
      render(
        <FallbackImage
          src="/uploads/catalogue/abc.svg"
          fallback="/f.svg"
          alt="Riz"
          width={400}
          height={200}
          priority={priority}
        />,
      );
      return screen.getByRole('img', { name: 'Riz' });
    }

    it('asks for a picture only when it comes near the screen', () => {
      const watched = watchScreen();
      const img = showRice();
      // Far below: a transparent pixel over the grey box, no variant the browser could fetch.
      expect(img.getAttribute('src')).toMatch(/^data:image\/gif;base64,/);
      expect(sourcesOf(img)).toEqual({});
      expect(watched.map((w) => [w.element, w.margin])).toEqual([[img, '300px 0px']]);

      act(() => watched[0]!.near());
      expect(img.getAttribute('src')).toBe('/uploads/catalogue/abc.w960.jpg');
      expect(sourcesOf(img)['image/avif']).toContain('/uploads/catalogue/abc.w720.avif 720w');
    });

    it("asks for the page's first picture at once, with high priority", () => {
      const watched = watchScreen();
      const img = showRice({ priority: true });
      expect(img.getAttribute('src')).toBe('/uploads/catalogue/abc.w960.jpg');
      expect(img.getAttribute('fetchpriority')).toBe('high');
      expect(watched).toEqual([]);
    });
  });
});
