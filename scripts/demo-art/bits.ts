import { Canvas, scatter } from './canvas.js';

// Bits that float in sauces or lie on plates, each drawn around (0, 0) at about 20 px.

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
