/**
 * Flat food illustrations for the demo's catalogue, drawn here once and committed (decision 0067), so the demo
 * needs no network and no stock photos. A picture is described by a `Look` (the table, then the dishes and food on
 * it, drawn in order) and drawn from the name it belongs to, so the same look and name always give the same file.
 * No text is ever drawn: captions in a picture get cut off and are not read by screen readers.
 */
import { Canvas, hashOf, rngFrom } from './canvas.js';
import {
  bowl,
  cloche,
  deliveryBag,
  fork,
  lights,
  napkin,
  plate,
  platter,
  spoon,
  table,
  townMap,
  type Cloth,
} from './table.js';
import { bit, sprinkle, type Bit } from './bits.js';
import {
  ball,
  bananaLeaf,
  chickenPiece,
  drumstick,
  fish,
  mound,
  plantains,
  ramekin,
  skewer,
  texture,
  type Grain,
} from './food.js';
import { bottle, cake, calabash, dust, fritters, glass, type Fritter } from './sweets-and-drinks.js';

export type { Bit, Cloth, Fritter, Grain };

/** One thing on the table, at (x, y) of a 400 x 300 picture (600 x 340 for an article). */
export type Part =
  | { k: 'plate'; x: number; y: number; r: number }
  | { k: 'platter'; x: number; y: number; rx: number; ry: number }
  | {
      k: 'bowl';
      x: number;
      y: number;
      r: number;
      vessel: string;
      fill: string;
      bits?: Bit[];
      count?: number;
      size?: number;
    }
  | { k: 'mound'; x: number; y: number; r: number; colour: string; grain: Grain }
  | { k: 'texture'; x: number; y: number; r: number; colour: string; grain: Grain }
  | { k: 'ball'; x: number; y: number; r: number; colour: string }
  | { k: 'leaf'; x: number; y: number; rot: number; len: number }
  | { k: 'bits'; x: number; y: number; r: number; bits: Bit[]; count: number; size?: number }
  | { k: 'bit'; bit: Bit; x: number; y: number; rot?: number; size?: number }
  | { k: 'drumstick' | 'chicken'; x: number; y: number; rot: number; size: number; colour?: string }
  | { k: 'fish'; x: number; y: number; rot: number; len: number; colour: string; grilled: boolean }
  | { k: 'plantains'; x: number; y: number; r: number; count: number; size?: number }
  | { k: 'ramekin'; x: number; y: number; r: number; sauce: string; bits?: Bit[] }
  | { k: 'skewer'; x: number; y: number; rot: number; meat: string; between: string; dust: string }
  | {
      k: 'fritters';
      x: number;
      y: number;
      r: number;
      kind: Fritter;
      count: number;
      colour: string;
      size?: number;
    }
  | { k: 'dust'; x: number; y: number; r: number; colour: string }
  | { k: 'cake'; x: number; y: number; r: number; icing: string }
  | {
      k: 'glass';
      x: number;
      y: number;
      h: number;
      liquid: string;
      ice?: boolean;
      straw?: string;
      rim?: Bit;
      cream?: boolean;
    }
  | { k: 'bottle'; x: number; y: number; h: number; tint: string }
  | { k: 'calabash'; x: number; y: number; r: number; drink: string }
  | { k: 'spoon' | 'fork'; x: number; y: number; rot: number; size?: number; colour?: string }
  | { k: 'napkin'; x: number; y: number; rot: number; colour: string }
  | { k: 'lights'; y: number; colours: string[] }
  | { k: 'townMap' }
  | { k: 'bag'; x: number; y: number; size: number; colour: string };

/** A picture: the table's colour and cloth, then what stands on it. */
export type Look = { table: string; cloth: Cloth; parts: Part[] };

function draw(c: Canvas, p: Part, width: number, height: number): string {
  switch (p.k) {
    case 'plate':
      return plate(c, p.x, p.y, p.r);
    case 'platter':
      return platter(c, p.x, p.y, p.rx, p.ry);
    case 'bowl':
      return (
        bowl(c, p.x, p.y, p.r, p.vessel, p.fill) +
        (p.bits ? sprinkle(c, p.x, p.y, p.r * 0.62, p.bits, p.count ?? 7, p.size ?? p.r / 65) : '')
      );
    case 'mound':
      return mound(c, p.x, p.y, p.r, p.colour, p.grain);
    case 'texture':
      return texture(c, p.x, p.y, p.r, p.colour, p.grain);
    case 'ball':
      return ball(c, p.x, p.y, p.r, p.colour);
    case 'leaf':
      return bananaLeaf(c, p.x, p.y, p.rot, p.len);
    case 'bits':
      return sprinkle(c, p.x, p.y, p.r, p.bits, p.count, p.size);
    case 'bit':
      return bit(c, p.bit, p.x, p.y, p.rot, p.size);
    case 'drumstick':
      return drumstick(c, p.x, p.y, p.rot, p.size, p.colour);
    case 'chicken':
      return chickenPiece(c, p.x, p.y, p.rot, p.size, p.colour);
    case 'fish':
      return fish(c, p.x, p.y, p.rot, p.len, p.colour, p.grilled);
    case 'plantains':
      return plantains(c, p.x, p.y, p.r, p.count, p.size);
    case 'ramekin':
      return ramekin(c, p.x, p.y, p.r, p.sauce, p.bits);
    case 'skewer':
      return skewer(c, p.x, p.y, p.rot, p.meat, p.between, p.dust);
    case 'fritters':
      return fritters(c, p.x, p.y, p.r, p.kind, p.count, p.colour, p.size);
    case 'dust':
      return dust(c, p.x, p.y, p.r, p.colour);
    case 'cake':
      return cake(c, p.x, p.y, p.r, p.icing);
    case 'glass':
      return glass(c, p.x, p.y, p.h, p.liquid, p);
    case 'bottle':
      return bottle(c, p.x, p.y, p.h, p.tint);
    case 'calabash':
      return calabash(c, p.x, p.y, p.r, p.drink);
    case 'spoon':
      return spoon(p.x, p.y, p.rot, p.size, p.colour);
    case 'fork':
      return fork(p.x, p.y, p.rot, p.size);
    case 'napkin':
      return napkin(p.x, p.y, p.rot, p.colour);
    case 'lights':
      return lights(width, p.y, p.colours);
    case 'townMap':
      return townMap(c, width, height);
    case 'bag':
      return deliveryBag(c, p.x, p.y, p.size, p.colour);
  }
}

function picture(look: Look, seedName: string, width: number, height: number): string {
  const c = new Canvas(rngFrom(hashOf(seedName)));
  // The map of an article is its own background; everything else stands on a table.
  const ground = look.parts[0]?.k === 'townMap' ? '' : table(c, width, height, look.table, look.cloth);
  return c.svg(width, height, ground + look.parts.map((p) => draw(c, p, width, height)).join(''));
}

/** A dish, 400 x 300, its food kept in the middle band that a 200 px high card shows. */
export function dishSvg(look: Look, name: string): string {
  return picture(look, name, 400, 300);
}

/** A category, 400 x 300, for the filter buttons and group headers. */
export function categorySvg(look: Look, name: string): string {
  return picture(look, name, 400, 300);
}

/** An article's banner, 600 x 340. */
export function publicationSvg(look: Look, title: string): string {
  return picture(look, title, 600, 340);
}

/** What a dish or article without a picture shows: a covered dish on a plain table. */
export function placeholderSvg(): string {
  const c = new Canvas(rngFrom(7));
  return c.svg(400, 300, table(c, 400, 300, '#d7ccc8', 'linen') + cloche(c, 200, 200, 110));
}
