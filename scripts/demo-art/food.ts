import { at, blob, Canvas, mix, n, scatter, shade } from './canvas.js';
import { bowl, shadow } from './table.js';
import { type Bit, sprinkle } from './bits.js';

// Dishes and their parts: grains, balls of dough, meat, fish, plantain, sauces, skewers.

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
