/**
 * A small kit of flat food drawings (plates, bowls, sauces, grilled fish, skewers, fritters, glasses...) that
 * catalogue-images.ts composes into one picture per dish. Plain SVG shapes only: no text, no fonts, no filters,
 * a few gradients and patterns, so a picture stays a few kilobytes and renders alike in every browser.
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
const n = (v: number) => String(Math.round(v * 10) / 10);

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

// ---------------------------------------------------------------------------------------------------------------
// Table, plates, bowls

export type Cloth = 'wood' | 'wax' | 'gingham' | 'linen' | 'tiles' | 'stripes';

/** The table the food stands on: a colour, a cloth texture and a soft darkening towards the edges. */
export function table(c: Canvas, w: number, h: number, colour: string, cloth: Cloth): string {
  const light = shade(colour, 0.25);
  const dark = shade(colour, -0.25);
  let tile: [number, number, string, number?];
  switch (cloth) {
    case 'wood':
      tile = [
        400,
        56,
        `<path d="M0 55H400" stroke="${dark}" stroke-width="3"/>` +
          `<path d="M20 18q80-8 160 0t200 0M60 38q70 6 150 0t170 2" stroke="${dark}" fill="none" opacity=".45"/>`,
      ];
      break;
    case 'wax':
      tile = [
        48,
        48,
        `<circle cx="24" cy="24" r="14" fill="none" stroke="${light}" stroke-width="5" opacity=".5"/>` +
          `<circle cx="24" cy="24" r="4" fill="${light}" opacity=".6"/><circle r="6" fill="${dark}" opacity=".5"/>` +
          `<circle cx="48" cy="48" r="6" fill="${dark}" opacity=".5"/>`,
      ];
      break;
    case 'gingham':
      tile = [40, 40, `<path d="M0 10H40M10 0V40" stroke="#fff" stroke-width="20" opacity=".2"/>`];
      break;
    case 'tiles':
      tile = [60, 60, `<path d="M0 1H60M1 0V60" stroke="${light}" stroke-width="3"/>`];
      break;
    case 'stripes':
      tile = [
        44,
        44,
        `<path d="M0 11H44" stroke="${light}" stroke-width="10" opacity=".45"/>` +
          `<path d="M0 30H44" stroke="${dark}" stroke-width="3" opacity=".5"/>`,
        -24,
      ];
      break;
    default:
      tile = [9, 9, `<circle cx="2" cy="2" r="1.2" fill="${light}" opacity=".7"/>`];
  }
  const texture = c.pattern(`${cloth}${colour}`, tile[0], tile[1], tile[2], tile[3]);
  return (
    `<rect width="${w}" height="${h}" fill="${colour}"/><rect width="${w}" height="${h}" fill="${texture}"/>` +
    `<rect width="${w}" height="${h}" fill="${c.vignette()}"/>`
  );
}

/** The soft shadow a dish casts on the table, down and to the right. */
export function shadow(x: number, y: number, rx: number, ry = rx): string {
  return `<ellipse cx="${n(x + rx * 0.05)}" cy="${n(y + ry * 0.08)}" rx="${n(rx * 1.02)}" ry="${n(ry * 1.02)}" fill="#000" opacity=".22"/>`;
}

/** A round white plate seen from above. */
export function plate(c: Canvas, x: number, y: number, r: number, rim = '#e4ddd1'): string {
  return (
    shadow(x, y, r) +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${c.radial('#fdfbf7', rim, 0.45, 0.42, 0.72)}"/>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.77)}" fill="none" stroke="${rim}" stroke-width="2"/>`
  );
}

/** An oval serving dish seen from above. */
export function platter(c: Canvas, x: number, y: number, rx: number, ry: number, rim = '#e4ddd1'): string {
  return (
    shadow(x, y, rx, ry) +
    `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rx)}" ry="${n(ry)}" fill="${c.radial('#fdfbf7', rim, 0.45, 0.42, 0.75)}"/>` +
    `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rx * 0.8)}" ry="${n(ry * 0.74)}" fill="none" stroke="${rim}" stroke-width="2"/>`
  );
}

/** A bowl seen from above, filled with `fill` (a sauce, soup, yoghurt...), the food lighter in the middle. */
export function bowl(c: Canvas, x: number, y: number, r: number, vessel: string, fill: string): string {
  return (
    shadow(x, y, r) +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${c.radial(shade(vessel, 0.25), shade(vessel, -0.18), 0.4, 0.35)}"/>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r - 2)}" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="2"/>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.83)}" fill="${c.radial(shade(fill, 0.22), shade(fill, -0.22), 0.45, 0.4)}"/>`
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Bits that float in sauces or lie on plates, each drawn around (0, 0) at about 20 px

export type Bit =
  | 'meat'
  | 'chicken'
  | 'smokedFish'
  | 'shrimp'
  | 'crab'
  | 'leaf'
  | 'greens'
  | 'okra'
  | 'gardenEgg'
  | 'tomato'
  | 'onion'
  | 'yellowOnion'
  | 'redOnion'
  | 'chili'
  | 'greenChili'
  | 'pea'
  | 'carrot'
  | 'bean'
  | 'mushroom'
  | 'olive'
  | 'sweetPotato'
  | 'cabbage'
  | 'cassava'
  | 'mint'
  | 'oil'
  | 'avocado'
  | 'egg'
  | 'lime'
  | 'pepperStrip'
  | 'mango'
  | 'pineapple'
  | 'papaya'
  | 'passion'
  | 'coconut'
  | 'hibiscus'
  | 'ginger'
  | 'baobab';

const BITS: Record<Bit, string> = {
  meat:
    '<path d="M-11-6C-6-12 6-11 11-5S10 9 2 10-12 6-11-6z" fill="#6b3a22"/>' +
    '<path d="M-5-5C0-8 5-6 7-3" stroke="#a0643e" stroke-width="2.5" fill="none" stroke-linecap="round"/>',
  chicken:
    '<path d="M-14-4C-10-14 9-13 14-4S8 12-2 11-16 6-14-4z" fill="#b5651d"/>' +
    '<path d="M-8-6C-2-10 6-9 9-5" stroke="#e0a060" stroke-width="3" fill="none" stroke-linecap="round"/>',
  smokedFish:
    '<rect x="-13" y="-6" width="26" height="12" rx="6" fill="#c9a27e"/>' +
    '<path d="M-9-5H9" stroke="#5d4037" stroke-width="3" stroke-linecap="round"/>',
  shrimp:
    '<path d="M7-6A8 8 0 1 0 8 4" fill="none" stroke="#f07c4a" stroke-width="6" stroke-linecap="round"/>' +
    '<path d="M-5-2l4 2M-6 3l5 0" stroke="#ffd0b8" stroke-width="1.5"/>',
  crab:
    '<path d="M-9 7C-13-5-1-12 8-8L2-2 9 0C5 8-4 11-9 7z" fill="#e4572e"/>' +
    '<circle cx="-3" cy="2" r="2" fill="#ffab91"/>',
  leaf: '<path d="M-12 0Q0-10 12 0Q0 10-12 0z" fill="#2e7d32"/><path d="M-10 0H10" stroke="#1b5e20" stroke-width="1.2"/>',
  greens:
    '<path d="M-10 2C-12-8 0-12 6-6S12 8 2 9-8 10-10 2z" fill="#33691e"/>' +
    '<path d="M-6 2C-2-2 2-3 6-2" stroke="#689f38" stroke-width="1.5" fill="none"/>',
  okra:
    '<circle r="7" fill="#7cb342"/><circle r="4" fill="#dcedc8"/>' +
    '<circle cx="0" cy="-2" r="1" fill="#558b2f"/><circle cx="2" cy="1" r="1" fill="#558b2f"/><circle cx="-2" cy="1" r="1" fill="#558b2f"/>',
  gardenEgg:
    '<circle r="9" fill="#ede7c7" stroke="#6b8e23" stroke-width="2.5"/><circle r="3" fill="#d6cfa0"/>',
  tomato:
    '<circle r="9" fill="#e53935"/><circle r="6" fill="#ef7070"/>' +
    '<path d="M0-6V6M-5-3L5 3M-5 3L5-3" stroke="#e53935" stroke-width="1.5"/>',
  onion:
    '<circle r="8" fill="none" stroke="#f6eedf" stroke-width="3"/><circle r="4" fill="none" stroke="#f6eedf" stroke-width="2"/>',
  yellowOnion:
    '<circle r="8" fill="none" stroke="#e0a43a" stroke-width="3.5"/><circle r="4" fill="none" stroke="#f0c670" stroke-width="2"/>',
  redOnion:
    '<circle r="8" fill="none" stroke="#b0608f" stroke-width="3"/><circle r="4" fill="none" stroke="#e8bcd5" stroke-width="2"/>',
  chili:
    '<path d="M-13 2Q0-7 12-2Q3 5-13 2z" fill="#d32f2f"/>' +
    '<path d="M12-2l5-4" stroke="#388e3c" stroke-width="3" stroke-linecap="round"/>',
  greenChili:
    '<path d="M-13 2Q0-7 12-2Q3 5-13 2z" fill="#43a047"/>' +
    '<path d="M12-2l5-4" stroke="#2e7d32" stroke-width="3" stroke-linecap="round"/>',
  pea: '<circle r="3.6" fill="#7cb342"/><circle cx="-1" cy="-1" r="1.2" fill="#aed581"/>',
  carrot: '<rect x="-4.5" y="-4.5" width="9" height="9" rx="2" fill="#f57c00"/>',
  bean: '<ellipse rx="4.5" ry="2.8" fill="#8d3b2a"/><ellipse cx="-1" cy="-1" rx="2" ry="1" fill="#b5654a"/>',
  mushroom:
    '<path d="M-9 0A9 8 0 0 1 9 0Z" fill="#c8a27a"/><rect x="-3" y="-1" width="6" height="9" rx="2" fill="#e8d5b9"/>',
  olive: '<ellipse rx="5" ry="3.8" fill="#556b2f"/><ellipse rx="1.8" ry="1.3" fill="#2f3d17"/>',
  sweetPotato: '<rect x="-6" y="-6" width="12" height="12" rx="3" fill="#f6a04d"/>',
  cabbage:
    '<path d="M-12 4C-10-8 8-10 12-2S0 12-12 4z" fill="#c5e1a5"/><path d="M-8 2Q0-4 8 0" stroke="#9ccc65" fill="none"/>',
  cassava:
    '<rect x="-9" y="-5" width="18" height="10" rx="3" fill="#f3ead3" stroke="#a1887f" stroke-width="1.5"/>',
  mint: '<path d="M-7 0Q0-6 7 0Q0 6-7 0z" fill="#4caf50"/><path d="M-5 0H5" stroke="#2e7d32" stroke-width=".8"/>',
  oil: '<ellipse rx="6" ry="3" fill="#ff7a2f" opacity=".55"/>',
  avocado:
    '<path d="M-16 4A18 18 0 0 1 16 4Q0 -4-16 4z" fill="#c5d86d"/>' +
    '<path d="M-16 4A18 18 0 0 1 16 4" fill="none" stroke="#2e5d1f" stroke-width="3"/>',
  egg: '<ellipse rx="11" ry="8" fill="#fafafa"/><circle r="4.5" fill="#fbc02d"/>',
  lime:
    '<circle r="10" fill="#7cb342"/><circle r="8" fill="#dce775"/>' +
    '<path d="M0-8V8M-7-4L7 4M-7 4L7-4" stroke="#f0f4c3" stroke-width="1.2"/>',
  pepperStrip:
    '<path d="M-10-2Q0-6 10-2" stroke="#e53935" stroke-width="5" fill="none" stroke-linecap="round"/>',
  mango: '<rect x="-6" y="-6" width="12" height="12" rx="2.5" fill="#ffa000"/>',
  pineapple: '<rect x="-6" y="-6" width="12" height="12" rx="2.5" fill="#ffe066"/>',
  papaya: '<rect x="-6" y="-6" width="12" height="12" rx="2.5" fill="#ff7043"/>',
  passion:
    '<circle r="10" fill="#5e2a4f"/><circle r="7.5" fill="#f9c74f"/>' +
    '<circle cx="-2" cy="-2" r="1.3"/><circle cx="3" cy="1" r="1.3"/><circle cx="-1" cy="3" r="1.3"/>',
  coconut: '<circle r="10" fill="#6d4c2f"/><circle r="7.5" fill="#fbf7ee"/>',
  hibiscus:
    '<path d="M0 0C-12-4-10-14 0-9 10-14 12-4 0 0 9 6 4 14 0 6-4 14-9 6 0 0z" fill="#8e1537"/>' +
    '<circle r="2.5" fill="#f6c445"/>',
  ginger:
    '<path d="M-14 2C-14-6-4-6 0-3 4-9 12-7 12 0 16 6 6 9 0 5-6 9-14 8-14 2z" fill="#d7b377" stroke="#a67c45" stroke-width="1.5"/>',
  baobab:
    '<path d="M-20 2C-20-10 14-12 20-2S-20 14-20 2z" fill="#7c6a3f"/>' +
    '<path d="M-4-7C6-8 14-6 18-1S6 9-4 6z" fill="#f4efe1"/><circle cx="5" cy="-1" r="1.5" fill="#d7ccb0"/>',
};

/** Bits of the given kinds spread over a disc of radius `r` around (x, y), turned at random. */
export function sprinkle(
  c: Canvas,
  x: number,
  y: number,
  r: number,
  bits: readonly Bit[],
  count: number,
  size = 1,
): string {
  const gap = 15 * size;
  return scatter(c, count, r, gap)
    .map(([dx, dy], i) => {
      const bit = bits[i % bits.length]!;
      return c.place(
        c.shape(bit, BITS[bit]),
        x + dx,
        y + dy,
        c.between(0, 360),
        size * c.between(0.85, 1.15),
      );
    })
    .join('');
}

/** One bit at a given place. */
export function bit(c: Canvas, kind: Bit, x: number, y: number, rotate = 0, size = 1): string {
  return c.place(c.shape(kind, BITS[kind]), x, y, rotate, size);
}

// ---------------------------------------------------------------------------------------------------------------
// Dishes and their parts

export type Grain = 'rice' | 'couscous' | 'beans' | 'millet' | 'smooth';

/** The texture of a grain over food of `colour`: rice grains, couscous or gari, beans, millet. */
export function grainFill(c: Canvas, colour: string, grain: Grain): string | undefined {
  switch (grain) {
    case 'rice': {
      // Grains at several angles in a larger tile, so the heap does not look like a woven grid.
      const grains = [
        [3, 3, 20],
        [12, 6, -30],
        [21, 2, 70],
        [6, 12, -60],
        [16, 15, 10],
        [24, 11, 45],
        [10, 21, 80],
        [20, 22, -15],
        [2, 19, 35],
      ]
        .map(
          ([x, y, a], i) =>
            `<ellipse cx="${x}" cy="${y}" rx="3.2" ry="1.3" transform="rotate(${a} ${x} ${y})" fill="${i % 3 ? '#fff' : shade(colour, -0.25)}" opacity="${i % 3 ? 0.55 : 0.35}"/>`,
        )
        .join('');
      return c.pattern(`rice${colour}`, 27, 25, grains);
    }
    case 'couscous':
      return c.pattern(
        `cous${colour}`,
        6,
        6,
        `<circle cx="1.5" cy="1.5" r="1.1" fill="#fff" opacity=".55"/>` +
          `<circle cx="4.5" cy="4.5" r="1" fill="${shade(colour, -0.3)}" opacity=".35"/>`,
      );
    case 'beans': {
      const beans = [
        [4, 4, 10],
        [15, 3, -40],
        [25, 8, 70],
        [9, 13, 30],
        [20, 17, -10],
        [3, 22, 60],
        [13, 25, -60],
        [26, 26, 20],
      ]
        .map(
          ([x, y, a], i) =>
            `<ellipse cx="${x}" cy="${y}" rx="3.6" ry="2.4" transform="rotate(${a} ${x} ${y})" fill="${i % 2 ? '#9b4a2f' : '#6e2818'}"/>`,
        )
        .join('');
      return c.pattern('beans', 30, 30, beans);
    }
    case 'millet':
      return c.pattern(
        'millet',
        7,
        7,
        `<circle cx="2" cy="2" r="1.5" fill="#c9a253"/><circle cx="5.5" cy="5" r="1.3" fill="#b8903f"/>`,
      );
    default:
      return undefined;
  }
}

/** A heap of rice, attiéké, gari or beans, with its grain. */
export function mound(c: Canvas, x: number, y: number, r: number, colour: string, grain: Grain): string {
  const path = blob(c, r, r * 0.92, 0.06, 13);
  const texture = grainFill(c, colour, grain);
  return at(
    x,
    y,
    `<path d="${path}" fill="${c.radial(shade(colour, 0.2), shade(colour, -0.12), 0.4, 0.35)}"/>` +
      (texture ? `<path d="${path}" fill="${texture}"/>` : ''),
  );
}

/** A grain texture over a disc: beans in their sauce, millet in yoghurt. */
export function texture(c: Canvas, x: number, y: number, r: number, colour: string, grain: Grain): string {
  const fill = grainFill(c, colour, grain);
  return fill ? `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${fill}"/>` : '';
}

/** A smooth ball of pounded yam, maize dough or rice (fufu, pâte, akoumé), lit from the top left. */
export function ball(c: Canvas, x: number, y: number, r: number, colour: string): string {
  return (
    shadow(x, y, r * 0.98) +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${c.radial(shade(colour, 0.6), mix(colour, '#a88a5a', 0.4), 0.36, 0.3, 0.1)}"/>` +
    `<path d="M${n(x - r * 0.6)} ${n(y + r * 0.3)}q${n(r * 0.55)} ${n(r * 0.4)} ${n(r * 1.15)} 0" stroke="${shade(colour, -0.3)}" stroke-width="2.5" fill="none" opacity=".45"/>` +
    `<ellipse cx="${n(x - r * 0.35)}" cy="${n(y - r * 0.4)}" rx="${n(r * 0.22)}" ry="${n(r * 0.12)}" transform="rotate(-35 ${n(x - r * 0.35)} ${n(y - r * 0.4)})" fill="#fff" opacity=".55"/>`
  );
}

/** A piece of banana leaf, the way pâte and fufu are served in Lomé. */
export function bananaLeaf(c: Canvas, x: number, y: number, rotate: number, len: number): string {
  const body =
    `<path d="M-100 0C-80-44 60-52 100-8C70 44-70 48-100 0Z" fill="${c.radial('#5fa043', '#2f6b22', 0.5, 0.5, 0.2)}"/>` +
    `<path d="M-96 0Q0-8 98-8" stroke="#b6d97a" stroke-width="4" fill="none"/>` +
    `<path d="M-60-2l-8-26M-30-4l-6-32M0-6l-2-34M30-7l4-32M60-8l8-26M-60 0l-10 30M-30 0l-6 34M0 0l0 36M30-2l6 32M60-4l10 26" stroke="#3d7e2c" stroke-width="2" opacity=".7"/>`;
  return c.place(c.shape('bananaLeaf', body), x, y, rotate, len / 200);
}

/** A chicken leg: golden-brown, with grill marks and the bone. */
export function drumstick(
  c: Canvas,
  x: number,
  y: number,
  rotate: number,
  scale: number,
  colour = '#a8561e',
): string {
  const body =
    `<path d="M-36 0C-36-22-8-22 6-6L24-4V4L6 6C-8 22-36 22-36 0z" fill="${c.radial(shade(colour, 0.3), shade(colour, -0.15), 0.4, 0.35)}"/>` +
    `<path d="M-26-8l8 16M-14-10l8 18M-2-6l5 10" stroke="${shade(colour, -0.5)}" stroke-width="3.5" stroke-linecap="round" opacity=".55"/>` +
    `<rect x="20" y="-4.5" width="14" height="9" rx="4" fill="#f3e6d3"/>` +
    `<circle cx="35" cy="-4.5" r="5" fill="#f3e6d3"/><circle cx="35" cy="4.5" r="5" fill="#f3e6d3"/>`;
  return c.place(c.shape(`leg${colour}`, body), x, y, rotate, scale);
}

/** A grilled chicken thigh or breast piece. */
export function chickenPiece(
  c: Canvas,
  x: number,
  y: number,
  rotate: number,
  scale: number,
  colour = '#a8561e',
): string {
  const body =
    `<path d="M-30-8C-24-26 20-26 30-8S20 24 0 22-36 10-30-8z" fill="${c.radial(shade(colour, 0.3), shade(colour, -0.15), 0.4, 0.35)}"/>` +
    `<path d="M-18-12l10 20M-4-16l10 24M10-14l8 18" stroke="${shade(colour, -0.5)}" stroke-width="3.5" stroke-linecap="round" opacity=".5"/>`;
  return c.place(c.shape(`piece${colour}`, body), x, y, rotate, scale);
}

/** A whole fish, head to the left: grilled (grill marks) or fried (golden). `len` is its length. */
export function fish(
  c: Canvas,
  x: number,
  y: number,
  rotate: number,
  len: number,
  colour: string,
  grilled: boolean,
): string {
  const dark = shade(colour, -0.45);
  const body =
    `<path d="M-70 0C-52-30 26-34 48-8L76-28Q70 0 76 28L48 8C26 34-52 30-70 0z" fill="${c.radial(shade(colour, 0.35), shade(colour, -0.15), 0.4, 0.3)}"/>` +
    `<path d="M-10-26Q10-40 30-18" fill="${shade(colour, -0.2)}"/>` +
    `<path d="M-42-17Q-34 0-42 17" stroke="${dark}" stroke-width="2.5" fill="none"/>` +
    `<circle cx="-55" cy="-6" r="5" fill="#fff"/><circle cx="-55" cy="-6" r="2.5" fill="#222"/>` +
    (grilled
      ? `<path d="M-28-18l12 32M-10-22l12 40M8-20l12 36M26-13l8 22" stroke="${dark}" stroke-width="4.5" stroke-linecap="round" opacity=".6"/>`
      : `<path d="M-24-10q6 6 0 12M-6-12q6 8 0 16M12-10q6 6 0 12" stroke="${shade(colour, 0.4)}" stroke-width="2" fill="none" opacity=".7"/>`);
  return c.place(c.shape(`fish${colour}${grilled}`, body), x, y, rotate, len / 150);
}

/** Slices of fried ripe plantain (alloco), caramel at the edges. */
export function plantains(c: Canvas, x: number, y: number, r: number, count: number, size = 1): string {
  const slice = c.shape(
    'plantain',
    `<ellipse rx="17" ry="11" fill="${c.radial('#ffc94d', '#e08a1e', 0.45, 0.4)}" stroke="#9c4f12" stroke-width="2.5"/>` +
      `<ellipse cx="-3" cy="-2" rx="7" ry="4" fill="#ffe08a" opacity=".7"/>`,
  );
  return scatter(c, count, r, 20 * size)
    .map(([dx, dy]) => c.place(slice, x + dx, y + dy, c.between(-50, 50), size * c.between(0.85, 1.1)))
    .join('');
}

/** A small dish of sauce (piment, tomato sauce...) with a few bits in it. */
export function ramekin(
  c: Canvas,
  x: number,
  y: number,
  r: number,
  sauce: string,
  bits: readonly Bit[] = [],
): string {
  return (
    bowl(c, x, y, r, '#f1ece4', sauce) + (bits.length ? sprinkle(c, x, y, r * 0.45, bits, 3, r / 40) : '')
  );
}

/** A wooden skewer of grilled meat, with onion or pepper between the pieces, dusted with spice. */
export function skewer(
  c: Canvas,
  x: number,
  y: number,
  rotate: number,
  meat: string,
  between: string,
  dust: string,
): string {
  const piece = c.shape(
    `kebab${meat}`,
    `<rect x="-13" y="-12" width="26" height="24" rx="8" fill="${c.radial(shade(meat, 0.25), shade(meat, -0.2), 0.4, 0.35)}"/>` +
      `<path d="M-6-9l6 18M4-9l4 12" stroke="${shade(meat, -0.5)}" stroke-width="3" stroke-linecap="round" opacity=".5"/>`,
  );
  const spice = c.pattern(
    `dust${dust}`,
    7,
    7,
    `<circle cx="2" cy="2" r="1.3" fill="${dust}"/><circle cx="5.5" cy="5" r="1" fill="${shade(dust, -0.3)}"/>`,
  );
  let out = `<path d="M-120 0H120" stroke="#b08050" stroke-width="5" stroke-linecap="round"/>`;
  for (let i = 0; i < 5; i++) {
    const px = -84 + i * 38;
    out += c.place(piece, px, 0, c.between(-12, 12));
    if (i < 4) out += `<rect x="${px + 13}" y="-10" width="12" height="20" rx="3" fill="${between}"/>`;
  }
  out += `<rect x="-100" y="-14" width="150" height="28" fill="${spice}" opacity=".8"/>`;
  return at(x, y, out, rotate);
}

/** Golden fritters: round doughnuts (yovo doko), samosa triangles, crimped half-moon pastels or yam fries. */
export type Fritter = 'round' | 'triangle' | 'halfMoon' | 'stick' | 'bun' | 'parcel';

const FRITTERS: Record<Fritter, (c: Canvas, colour: string) => string> = {
  round: (c, colour) =>
    `<circle r="18" fill="${c.radial(shade(colour, 0.4), shade(colour, -0.25), 0.38, 0.32)}"/>` +
    `<path d="M-8-10q6-4 12 0" stroke="#fff" stroke-width="2.5" stroke-linecap="round" fill="none" opacity=".5"/>`,
  triangle: (c, colour) =>
    `<path d="M0-24L24 16H-24z" fill="${c.radial(shade(colour, 0.35), shade(colour, -0.2), 0.5, 0.55)}" stroke="${shade(colour, -0.15)}" stroke-width="6" stroke-linejoin="round"/>` +
    `<path d="M0-18L-6 10" stroke="${shade(colour, -0.3)}" stroke-width="2" opacity=".5"/>`,
  halfMoon: (c, colour) =>
    `<path d="M-26 6A26 26 0 0 1 26 6Z" fill="${c.radial(shade(colour, 0.35), shade(colour, -0.2), 0.5, 0.6)}"/>` +
    `<path d="M-24 2A24 24 0 0 1 24 2" fill="none" stroke="${shade(colour, -0.3)}" stroke-width="4" stroke-dasharray="3 4"/>`,
  stick: (_c, colour) =>
    `<rect x="-24" y="-5" width="48" height="10" rx="3" fill="${colour}" stroke="${shade(colour, -0.25)}" stroke-width="1.5"/>` +
    `<path d="M-18-1H12" stroke="${shade(colour, 0.4)}" stroke-width="2.5" stroke-linecap="round"/>`,
  bun: (c, colour) =>
    `<circle r="17" fill="${c.radial('#ffffff', shade(colour, -0.08), 0.38, 0.32, 0.2)}"/>` +
    `<circle cx="-5" cy="-5" r="5" fill="#fff" opacity=".7"/>`,
  parcel: (c, colour) =>
    `<ellipse rx="30" ry="15" fill="${c.radial(shade(colour, 0.25), shade(colour, -0.2), 0.45, 0.35)}"/>` +
    `<path d="M-26-4Q0-14 26-4M-26 4Q0 14 26 4M-28 0H28" stroke="${shade(colour, -0.35)}" stroke-width="1.5" fill="none" opacity=".7"/>` +
    `<path d="M-4-15V15M4-15V15" stroke="#8d6e63" stroke-width="2.5"/>`,
};

/** A heap of fritters of one kind. */
export function fritters(
  c: Canvas,
  x: number,
  y: number,
  r: number,
  kind: Fritter,
  count: number,
  colour: string,
  size = 1,
): string {
  const ref = c.shape(`fr${kind}${colour}`, FRITTERS[kind](c, colour));
  const gap = (kind === 'stick' ? 14 : kind === 'parcel' ? 34 : 30) * size;
  return scatter(c, count, r, gap)
    .map(([dx, dy]) => c.place(ref, x + dx, y + dy, c.between(-70, 70), size * c.between(0.9, 1.1)))
    .join('');
}

/** Sugar or flour dust over a disc. */
export function dust(c: Canvas, x: number, y: number, r: number, colour: string): string {
  const dots = c.pattern(
    `sugar${colour}`,
    10,
    10,
    `<circle cx="2" cy="3" r="1.1" fill="${colour}"/><circle cx="7" cy="8" r=".9" fill="${colour}"/>`,
  );
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${dots}" opacity=".8"/>`;
}

/** A round cake seen from above with a slice taken out, coconut flakes and a piped border. */
export function cake(c: Canvas, x: number, y: number, r: number, icing: string): string {
  const flakes = c.pattern(
    'flakes',
    16,
    14,
    `<path d="M2 3l5 2M10 9l4-3M4 11l3 1" stroke="#fff" stroke-width="2" stroke-linecap="round"/>`,
    15,
  );
  const gap = `M0 0L${n(r)} ${n(-r * 0.38)}A${n(r)} ${n(r)} 0 1 0 ${n(r)} ${n(r * 0.38)}Z`;
  let piping = '';
  for (let i = 0; i < 14; i++) {
    const a = ((i + 0.5) / 16) * Math.PI * 2 + 0.38;
    piping += `<circle cx="${n(Math.cos(a) * r * 0.9)}" cy="${n(Math.sin(a) * r * 0.9)}" r="${n(r * 0.07)}" fill="#fff"/>`;
  }
  return (
    shadow(x, y, r) +
    at(
      x,
      y,
      `<path d="${gap}" fill="${c.radial(shade(icing, 0.5), icing, 0.4, 0.4, 0.3)}" stroke="${shade(icing, -0.35)}" stroke-width="6" stroke-linejoin="round"/>` +
        `<path d="${gap}" fill="${flakes}" opacity=".9"/>` +
        `<path d="M0 0L${n(r)} ${n(-r * 0.38)}M0 0L${n(r)} ${n(r * 0.38)}" stroke="#c8a270" stroke-width="4"/>` +
        piping +
        // The slice, moved out: its crumb and layers show.
        at(
          r * 0.28,
          0,
          `<path d="M4 0L${n(r + 2)} ${n(-r * 0.4)}V${n(r * 0.4)}Z" fill="#e9c98f" stroke="#fff" stroke-width="3" stroke-linejoin="round"/>` +
            `<path d="M${n(r * 0.4)} ${n(-r * 0.12)}V${n(r * 0.12)}M${n(r * 0.7)} ${n(-r * 0.25)}V${n(r * 0.25)}" stroke="#fff8e7" stroke-width="4"/>`,
        ),
    )
  );
}

/** A drink in a glass, seen from the side, on the table: ice, a straw and what it is made of beside it. */
export function glass(
  c: Canvas,
  x: number,
  y: number,
  h: number,
  liquid: string,
  opts: { ice?: boolean; straw?: string; rim?: Bit; cream?: boolean },
): string {
  const k = h / 200;
  const outline = 'M-52-100H52L40 92Q39 100 30 100H-30Q-39 100-40 92Z';
  const drink = 'M-47-62H47L37 88Q36 95 28 95H-28Q-36 95-37 88Z';
  let body =
    `<ellipse cx="6" cy="102" rx="62" ry="10" fill="#000" opacity=".22"/>` +
    (opts.straw
      ? `<path d="M18 60L42-128" stroke="${opts.straw}" stroke-width="9" stroke-linecap="round"/>`
      : '') +
    `<path d="${drink}" fill="${c.linear(shade(liquid, 0.15), shade(liquid, -0.25))}"/>` +
    `<ellipse cx="0" cy="-62" rx="47" ry="7" fill="${shade(liquid, 0.3)}"/>`;
  if (opts.cream)
    body += `<path d="M-40-58q10 16 20 0t20 0 20 0 18 2" stroke="#fffdf5" stroke-width="6" fill="none" stroke-linecap="round"/>`;
  if (opts.ice) {
    body +=
      `<rect x="-34" y="-70" width="26" height="24" rx="5" fill="#fff" opacity=".45" transform="rotate(-12 -21 -58)"/>` +
      `<rect x="2" y="-74" width="24" height="24" rx="5" fill="#fff" opacity=".4" transform="rotate(14 14 -62)"/>` +
      `<rect x="-14" y="-40" width="22" height="20" rx="5" fill="#fff" opacity=".25"/>`;
  }
  body +=
    `<path d="${outline}" fill="#fff" fill-opacity=".18" stroke="#fff" stroke-opacity=".85" stroke-width="3"/>` +
    `<path d="M-40-88L-30 80" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity=".35"/>`;
  if (opts.rim) body += bit(c, opts.rim, 48, -100, -20, 2.6);
  return at(x, y, body, 0, k);
}

/** A bottle of water beside its glass. */
export function bottle(c: Canvas, x: number, y: number, h: number, tint: string): string {
  const k = h / 220;
  const body =
    `<ellipse cx="6" cy="112" rx="46" ry="9" fill="#000" opacity=".22"/>` +
    `<path d="M-14-110H14V-80Q38-64 38-30V96Q38 110 24 110H-24Q-38 110-38 96V-30Q-38-64-14-80Z" fill="${c.linear(shade(tint, 0.5), tint)}" fill-opacity=".85" stroke="#fff" stroke-width="2.5"/>` +
    `<rect x="-16" y="-122" width="32" height="16" rx="4" fill="#1565c0"/>` +
    `<rect x="-38" y="-10" width="76" height="48" fill="${shade(tint, -0.35)}"/>` +
    `<path d="M-38 4H38M-38 24H38" stroke="#fff" stroke-width="3" opacity=".5"/>` +
    `<path d="M-26-40V90" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity=".45"/>`;
  return at(x, y, body, 0, k);
}

/** A calabash bowl of millet beer seen from above, with its foam. */
export function calabash(c: Canvas, x: number, y: number, r: number, drink: string): string {
  const foam = c.pattern(
    'foam',
    22,
    20,
    `<circle cx="5" cy="5" r="4" fill="#fff" opacity=".5"/><circle cx="15" cy="14" r="3" fill="#fff" opacity=".45"/><circle cx="16" cy="4" r="2" fill="#fff" opacity=".4"/>`,
  );
  return (
    bowl(c, x, y, r, '#b9772e', drink) +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.83)}" fill="none" stroke="#7a4a1a" stroke-width="3"/>` +
    `<circle cx="${n(x - r * 0.1)}" cy="${n(y - r * 0.1)}" r="${n(r * 0.55)}" fill="${foam}"/>`
  );
}

/** A spoon lying on the table: steel, or wood for a cooking spoon. */
export function spoon(x: number, y: number, rotate: number, scale = 1, colour = '#cfd8dc'): string {
  return at(
    x,
    y,
    `<ellipse cx="3" cy="5" rx="15" ry="21" fill="#000" opacity=".18"/><ellipse rx="15" ry="21" fill="${colour}"/>` +
      `<ellipse cx="-3" cy="-4" rx="6" ry="10" fill="#fff" opacity=".45"/>` +
      `<rect x="-4" y="18" width="8" height="84" rx="4" fill="${shade(colour, -0.12)}"/>`,
    rotate,
    scale,
  );
}

/** A fork lying on the table. */
export function fork(x: number, y: number, rotate: number, scale = 1): string {
  return at(
    x,
    y,
    `<path d="M-12-40V-14Q-12 0 0 4Q12 0 12-14V-40M-4-40V-10M4-40V-10" stroke="#b0bec5" stroke-width="4" fill="none" stroke-linecap="round"/>` +
      `<rect x="-4" y="2" width="8" height="90" rx="4" fill="#b0bec5"/>`,
    rotate,
    scale,
  );
}

/** A folded napkin under cutlery, in the cloth's accent colour. */
export function napkin(x: number, y: number, rotate: number, colour: string): string {
  return at(
    x,
    y,
    `<rect x="-32" y="-70" width="64" height="140" rx="6" fill="${colour}"/>` +
      `<path d="M-32-50H32" stroke="#fff" stroke-width="3" opacity=".4"/>`,
    rotate,
  );
}

/** A string of festoon lights sagging across the top of a picture `w` wide. */
export function lights(w: number, y: number, colours: readonly string[]): string {
  let bulbs = '';
  const count = Math.round(w / 55);
  for (let i = 0; i <= count; i++) {
    const t = i / count;
    const bx = t * w;
    const by = y + Math.sin(t * Math.PI) * 34;
    const colour = colours[i % colours.length]!;
    bulbs +=
      `<circle cx="${n(bx)}" cy="${n(by + 9)}" r="16" fill="${colour}" opacity=".25"/>` +
      `<circle cx="${n(bx)}" cy="${n(by + 9)}" r="7" fill="${colour}"/>`;
  }
  return `<path d="M0 ${n(y)}Q${n(w / 2)} ${n(y + 68)} ${n(w)} ${n(y)}" stroke="#222" stroke-width="2" fill="none"/>${bulbs}`;
}

/** A bird's-eye town by the sea: blocks, streets, the route of a delivery and its pin. */
export function townMap(c: Canvas, w: number, h: number): string {
  const blocks = c.pattern(
    'blocks',
    70,
    60,
    `<rect x="8" y="8" width="54" height="44" rx="6" fill="#e6dcc6"/>`,
  );
  return (
    `<rect width="${w}" height="${h}" fill="#f6f0e2"/><rect width="${w}" height="${h}" fill="${blocks}"/>` +
    `<path d="M0 ${n(h * 0.82)}Q${n(w * 0.5)} ${n(h * 0.74)} ${n(w)} ${n(h * 0.84)}V${h}H0Z" fill="#5aa9d6"/>` +
    `<path d="M0 ${n(h * 0.86)}Q${n(w * 0.5)} ${n(h * 0.78)} ${n(w)} ${n(h * 0.88)}" stroke="#bfe3f5" stroke-width="4" fill="none"/>` +
    `<path d="M0 ${n(h * 0.42)}H${w}M${n(w * 0.3)} 0V${n(h * 0.8)}M${n(w * 0.72)} 0V${n(h * 0.78)}" stroke="#fff" stroke-width="16"/>` +
    `<circle cx="${n(w * 0.85)}" cy="${n(h * 0.2)}" r="34" fill="#a5d6a7"/><circle cx="${n(w * 0.12)}" cy="${n(h * 0.66)}" r="26" fill="#a5d6a7"/>` +
    `<path d="M${n(w * 0.3)} ${n(h * 0.7)}V${n(h * 0.42)}H${n(w * 0.72)}V${n(h * 0.16)}" stroke="#e8590c" stroke-width="6" stroke-dasharray="14 10" fill="none" stroke-linecap="round"/>` +
    at(
      w * 0.72,
      h * 0.16,
      `<ellipse cx="0" cy="2" rx="12" ry="5" fill="#000" opacity=".25"/>` +
        `<path d="M0 0C-8-14-22-22-22-38A22 22 0 0 1 22-38C22-22 8-14 0 0Z" fill="#c62828"/><circle cy="-38" r="8" fill="#fff"/>`,
    ) +
    at(w * 0.3, h * 0.7, `<circle r="13" fill="#fff"/><circle r="8" fill="#2e7d32"/>`)
  );
}

/** An insulated delivery bag, seen from the front. */
export function deliveryBag(c: Canvas, x: number, y: number, scale: number, colour: string): string {
  return at(
    x,
    y,
    `<ellipse cx="6" cy="62" rx="70" ry="10" fill="#000" opacity=".22"/>` +
      `<path d="M-30-60Q-30-90 0-90T30-60" stroke="#333" stroke-width="8" fill="none"/>` +
      `<rect x="-62" y="-62" width="124" height="124" rx="12" fill="${c.linear(shade(colour, 0.15), shade(colour, -0.2))}"/>` +
      `<rect x="-62" y="-62" width="124" height="30" rx="12" fill="${shade(colour, -0.25)}"/>` +
      `<circle cx="0" cy="12" r="26" fill="#fff" opacity=".9"/><circle cx="0" cy="12" r="17" fill="${colour}"/>` +
      `<path d="M-12 4q12-16 24 0" stroke="#fff" stroke-width="4" fill="none" stroke-linecap="round"/>`,
    0,
    scale,
  );
}

/** A covered dish (cloche) on its plate, side view: the stand-in for a dish without a picture. */
export function cloche(c: Canvas, x: number, y: number, r: number): string {
  return at(
    x,
    y,
    `<ellipse cx="6" cy="8" rx="${n(r * 1.15)}" ry="${n(r * 0.2)}" fill="#000" opacity=".18"/>` +
      `<ellipse rx="${n(r * 1.12)}" ry="${n(r * 0.18)}" fill="#eceff1"/>` +
      `<path d="M${n(-r)} -4A${n(r)} ${n(r * 0.92)} 0 0 1 ${n(r)} -4Z" fill="${c.linear('#eceff1', '#90a4ae')}"/>` +
      `<path d="M${n(-r * 0.7)} ${n(-r * 0.4)}Q${n(-r * 0.5)} ${n(-r * 0.75)} ${n(-r * 0.1)} ${n(-r * 0.85)}" stroke="#fff" stroke-width="6" fill="none" stroke-linecap="round" opacity=".7"/>` +
      `<circle cy="${n(-r * 0.95)}" r="${n(r * 0.1)}" fill="#78909c"/>`,
  );
}
