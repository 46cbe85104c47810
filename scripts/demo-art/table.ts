import { at, Canvas, n, shade } from './canvas.js';

// The table and what stands around the food: cloth, plates, bowls, cutlery, the cloche, and the articles' scenery.

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
