/**
 * The canvas of the demo's flat food drawings (decision 0067): a picture's gradients, patterns and shapes, its
 * random draws, and the helpers every drawing uses. Plain SVG shapes only: no text, no fonts, no filters, a few
 * gradients and patterns, so a picture stays a few kilobytes and renders alike in every browser.
 */

/** A deterministic pseudo-random source (mulberry32): the same seed draws the same picture. */
export type Rng = () => number;

export function rngFrom(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a: a small stable hash of a name, the seed of its picture. */
export function hashOf(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** Rounds to one decimal: enough for a 400 px drawing, and short in the file. */
export const n = (v: number) => String(Math.round(v * 10) / 10);

/** Mixes a #rrggbb colour towards white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  return mix(hex, amount > 0 ? '#ffffff' : '#000000', Math.abs(amount));
}

/** Mixes two #rrggbb colours, `k` of the second. */
export function mix(a: string, b: string, k: number): string {
  const channel = (i: number) => {
    const x = parseInt(a.slice(1 + i * 2, 3 + i * 2), 16);
    const y = parseInt(b.slice(1 + i * 2, 3 + i * 2), 16);
    return Math.round(x + (y - x) * k)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(1)}${channel(2)}`;
}

/** Collects the gradients, patterns and reusable shapes of one picture, each written once, and its random draws. */
export class Canvas {
  private readonly defs = new Map<string, { id: string; body: string }>();
  constructor(readonly rnd: Rng) {}

  private define(key: string, make: (id: string) => string): string {
    let def = this.defs.get(key);
    if (!def) {
      const id = `d${this.defs.size}`;
      def = { id, body: make(id) };
      this.defs.set(key, def);
    }
    return def.id;
  }

  /** A radial gradient from `inner` (at `from`) to `outer`, lit from (cx, cy) of the shape's box. */
  radial(inner: string, outer: string, cx = 0.5, cy = 0.5, from = 0): string {
    const id = this.define(
      `r${inner}${outer}${cx}${cy}${from}`,
      (id) =>
        `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r=".6"><stop offset="${from}" stop-color="${inner}"/>` +
        `<stop offset="1" stop-color="${outer}"/></radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** Darkens the edges of the picture a little, as a photo's lens would. */
  vignette(): string {
    const id = this.define(
      'vignette',
      (id) =>
        `<radialGradient id="${id}" r=".75"><stop offset=".5" stop-opacity="0"/><stop offset="1" stop-opacity=".45"/></radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** A top-to-bottom gradient. */
  linear(top: string, bottom: string): string {
    const id = this.define(
      `l${top}${bottom}`,
      (id) =>
        `<linearGradient id="${id}" x2="0" y2="1"><stop offset="0" stop-color="${top}"/>` +
        `<stop offset="1" stop-color="${bottom}"/></linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** A repeating texture drawn in a `w` x `h` tile. */
  pattern(key: string, w: number, h: number, body: string, rotate = 0): string {
    const id = this.define(
      `p${key}`,
      (id) =>
        `<pattern id="${id}" width="${w}" height="${h}" patternUnits="userSpaceOnUse"` +
        `${rotate ? ` patternTransform="rotate(${rotate})"` : ''}>${body}</pattern>`,
    );
    return `url(#${id})`;
  }

  /** A shape drawn around (0, 0), written once and placed many times with `place`. */
  shape(key: string, body: string): string {
    return `#${this.define(`s${key}`, (id) => `<g id="${id}">${body}</g>`)}`;
  }

  place(ref: string, x: number, y: number, rotate = 0, scale = 1): string {
    const s = Math.abs(scale - 1) < 0.05 ? '' : ` scale(${n(scale)})`;
    return `<use href="${ref}" transform="translate(${n(x)} ${n(y)}) rotate(${Math.round(rotate)})${s}"/>`;
  }

  /** A value between a and b. */
  between(a: number, b: number): number {
    return a + (b - a) * this.rnd();
  }

  svg(width: number, height: number, body: string): string {
    const defs = this.defs.size ? `<defs>${[...this.defs.values()].map((d) => d.body).join('')}</defs>` : '';
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}">${defs}${body}</svg>`;
  }
}

/** Draws `body` moved to (x, y), turned and scaled. */
export function at(x: number, y: number, body: string, rotate = 0, scale = 1): string {
  const r = rotate ? ` rotate(${Math.round(rotate)})` : '';
  const s = Math.abs(scale - 1) < 0.02 ? '' : ` scale(${n(scale)})`;
  return `<g transform="translate(${n(x)} ${n(y)})${r}${s}">${body}</g>`;
}

/** Points spread over a disc of radius `r`, at least `gap` apart where the disc allows it. */
export function scatter(c: Canvas, count: number, r: number, gap: number): [number, number][] {
  const points: [number, number][] = [];
  for (let tries = 0; points.length < count && tries < count * 40; tries++) {
    const a = c.between(0, Math.PI * 2);
    const d = r * Math.sqrt(c.rnd());
    const p: [number, number] = [Math.cos(a) * d, Math.sin(a) * d];
    if (points.every(([x, y]) => Math.hypot(x - p[0], y - p[1]) >= gap)) points.push(p);
  }
  return points;
}

/** A closed, gently irregular blob of radius about `r` (a heap of rice, a ball of dough, a piece of meat). */
export function blob(c: Canvas, rx: number, ry: number, wobble = 0.07, points = 11): string {
  const pts = Array.from({ length: points }, (_, i) => {
    const a = (i / points) * Math.PI * 2;
    const k = 1 + c.between(-wobble, wobble);
    return [Math.cos(a) * rx * k, Math.sin(a) * ry * k] as const;
  });
  const mid = (i: number) => {
    const [x1, y1] = pts[i % points]!;
    const [x2, y2] = pts[(i + 1) % points]!;
    return `${n((x1 + x2) / 2)} ${n((y1 + y2) / 2)}`;
  };
  let d = `M${mid(0)}`;
  for (let i = 1; i <= points; i++) d += `Q${n(pts[i % points]![0])} ${n(pts[i % points]![1])} ${mid(i)}`;
  return `${d}Z`;
}
