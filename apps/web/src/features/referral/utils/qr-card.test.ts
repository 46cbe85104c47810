import { afterEach, describe, expect, it, vi } from 'vitest';
import { drawQrCard } from './qr-card';

afterEach(() => vi.restoreAllMocks());

/** A canvas that records what is written on it (jsdom draws nothing). */
function recordingCanvas() {
  const written: string[] = [];
  const ctx = {
    font: '',
    fillStyle: '',
    textAlign: '',
    textBaseline: '',
    measureText: (t: string) => ({ width: t.length * 10 }),
    fillRect: vi.fn(),
    drawImage: vi.fn(),
    fillText: (t: string) => written.push(t),
  };
  const canvas = {
    width: 0,
    height: 0,
    getContext: () => ctx,
    toDataURL: () => 'data:image/png;base64,CARTE',
  };
  const create = document.createElement.bind(document);
  vi.spyOn(document, 'createElement').mockImplementation((tag: string) =>
    tag === 'canvas' ? (canvas as unknown as HTMLCanvasElement) : create(tag),
  );
  // The QR code's picture loads at once.
  vi.spyOn(window, 'Image').mockImplementation(function (this: { onload?: () => void }) {
    const img = {} as { onload?: () => void; src?: string };
    Object.defineProperty(img, 'src', { set: () => queueMicrotask(() => img.onload?.()) });
    return img as unknown as HTMLImageElement;
  } as unknown as () => HTMLImageElement);
  return { written, canvas, ctx };
}

describe('drawQrCard', () => {
  it('writes the restaurant, the referrer, the code and the whole link around the QR code', async () => {
    const { written, canvas, ctx } = recordingCanvas();
    const link = 'https://chezmama.tg/ref/K7M2QX?utm_source=qr-code-imprime-sur-le-comptoir';
    const png = await drawQrCard('data:image/png;base64,QR', {
      restaurant: 'Chez Mama Lomé',
      referrer: 'Akossiwa Dogbe',
      code: 'K7M2QX',
      link,
    });
    expect(png).toBe('data:image/png;base64,CARTE');
    expect(written.slice(0, 3)).toEqual(['Chez Mama Lomé', 'Parrainé par Akossiwa Dogbe', 'Code : K7M2QX']);
    // A link wider than the card goes on several lines, every character kept.
    expect(written.length).toBeGreaterThan(4);
    expect(written.slice(3).join('')).toBe(link);
    expect(ctx.drawImage).toHaveBeenCalledTimes(1);
    expect(canvas.height).toBeGreaterThan(canvas.width);
  });
});
