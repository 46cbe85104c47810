import { at, Canvas, n, scatter, shade } from './canvas.js';
import { bowl, shadow } from './table.js';
import { type Bit, bit } from './bits.js';

// Fritters, cakes and drinks.

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
