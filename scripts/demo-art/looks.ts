/**
 * How each demo dish, category and article is drawn (picture.ts): the dish as it is served in Lomé, on its own
 * table. Keyed by the name in seed/demo-data.ts: its committed file is named after it.
 */
import type { DishFallback } from '../../apps/api/src/seed/demo-art.js';
import type { Look, Part } from './picture.js';

const WHITE = '#f4f1ea';
const ENAMEL_BLUE = '#1f5fa8';
const TERRACOTTA = '#a0522d';
const CALABASH = '#b9772e';

const RED_SAUCE = '#c62828';
const PEANUT = '#b5651d';

/** A plate with a fork on a napkin to its left. */
const setting = (napkinColour: string): Part[] => [
  { k: 'napkin', x: 42, y: 150, rot: 0, colour: napkinColour },
  { k: 'fork', x: 42, y: 120, rot: 0, size: 0.9 },
];

export const demoDishLooks: Record<string, Look> = {
  // Entrées
  "Salade d'avocat aux crevettes": {
    table: '#24445c',
    cloth: 'gingham',
    parts: [
      {
        k: 'bowl',
        x: 200,
        y: 150,
        r: 108,
        vessel: WHITE,
        fill: '#4e8a34',
        bits: ['greens', 'leaf'],
        count: 14,
        size: 1.5,
      },
      {
        k: 'bits',
        x: 200,
        y: 150,
        r: 58,
        bits: ['avocado', 'shrimp', 'tomato', 'shrimp', 'redOnion', 'avocado', 'shrimp'],
        count: 8,
        size: 1.3,
      },
    ],
  },
  Koliko: {
    table: '#c58b3a',
    cloth: 'wood',
    parts: [
      { k: 'plate', x: 185, y: 150, r: 105 },
      { k: 'fritters', x: 165, y: 160, r: 52, kind: 'stick', count: 13, colour: '#f0c04a', size: 1.2 },
      { k: 'ramekin', x: 255, y: 100, r: 36, sauce: RED_SAUCE, bits: ['onion', 'chili'] },
    ],
  },
  'Samoussas au bœuf': {
    table: '#7a3b2e',
    cloth: 'wax',
    parts: [
      { k: 'plate', x: 200, y: 150, r: 108 },
      { k: 'fritters', x: 190, y: 150, r: 52, kind: 'triangle', count: 5, colour: '#d9982f', size: 1.35 },
      { k: 'bit', bit: 'lime', x: 270, y: 205, size: 1.6 },
      { k: 'bits', x: 130, y: 205, r: 14, bits: ['mint'], count: 3, size: 1.4 },
    ],
  },
  'Pastels au thon': {
    table: '#2f5d50',
    cloth: 'stripes',
    parts: [
      { k: 'plate', x: 180, y: 150, r: 104 },
      { k: 'fritters', x: 170, y: 150, r: 48, kind: 'halfMoon', count: 5, colour: '#d4903a', size: 1.2 },
      { k: 'ramekin', x: 300, y: 205, r: 40, sauce: '#d84315', bits: ['onion', 'greenChili'] },
    ],
  },

  // Plats principaux
  'Jollof au poulet': {
    table: '#8a5a3c',
    cloth: 'wood',
    parts: [
      ...setting('#e9c46a'),
      { k: 'plate', x: 215, y: 150, r: 110 },
      { k: 'mound', x: 185, y: 155, r: 64, colour: '#d9541e', grain: 'rice' },
      { k: 'bits', x: 185, y: 155, r: 40, bits: ['pea', 'carrot'], count: 5 },
      { k: 'drumstick', x: 262, y: 118, rot: -35, size: 1 },
      { k: 'plantains', x: 262, y: 200, r: 22, count: 4, size: 0.85 },
    ],
  },
  Thieboudienne: {
    table: '#b24a3b',
    cloth: 'wax',
    parts: [
      { k: 'platter', x: 200, y: 150, rx: 160, ry: 108 },
      { k: 'mound', x: 200, y: 150, r: 82, colour: '#c7491f', grain: 'rice' },
      { k: 'fish', x: 205, y: 140, rot: -8, len: 140, colour: '#b8733a', grilled: false },
      { k: 'bit', bit: 'cabbage', x: 90, y: 145, rot: 80, size: 1.8 },
      { k: 'bit', bit: 'cassava', x: 312, y: 150, rot: 70, size: 1.7 },
      { k: 'bit', bit: 'carrot', x: 120, y: 205, rot: 20, size: 1.8 },
      { k: 'bit', bit: 'gardenEgg', x: 285, y: 210, size: 1.6 },
      { k: 'bit', bit: 'carrot', x: 285, y: 88, rot: 40, size: 1.8 },
      { k: 'bit', bit: 'gardenEgg', x: 118, y: 92, size: 1.5 },
    ],
  },
  'Kedjenou de poulet': {
    table: '#c58b3a',
    cloth: 'linen',
    parts: [
      {
        k: 'bowl',
        x: 160,
        y: 150,
        r: 104,
        vessel: TERRACOTTA,
        fill: '#b33a1c',
        bits: ['chicken', 'tomato', 'onion', 'chicken', 'chili', 'chicken'],
        count: 8,
      },
      { k: 'plate', x: 322, y: 175, r: 64 },
      { k: 'mound', x: 322, y: 175, r: 44, colour: '#f3e9c6', grain: 'couscous' },
    ],
  },
  'Poulet yassa': {
    table: '#3d6b35',
    cloth: 'gingham',
    parts: [
      { k: 'plate', x: 200, y: 150, r: 110 },
      { k: 'mound', x: 155, y: 158, r: 56, colour: '#f5f0e1', grain: 'rice' },
      { k: 'chicken', x: 245, y: 150, rot: 70, size: 1.05 },
      {
        k: 'bits',
        x: 245,
        y: 150,
        r: 48,
        bits: ['yellowOnion', 'yellowOnion', 'olive', 'yellowOnion'],
        count: 9,
        size: 1.15,
      },
    ],
  },
  'Mafé de bœuf': {
    table: '#5b3a6b',
    cloth: 'linen',
    parts: [
      {
        k: 'bowl',
        x: 165,
        y: 150,
        r: 104,
        vessel: WHITE,
        fill: '#b8651f',
        bits: ['meat', 'sweetPotato', 'meat', 'carrot', 'oil', 'meat'],
        count: 10,
      },
      { k: 'plate', x: 322, y: 172, r: 62 },
      { k: 'mound', x: 322, y: 172, r: 42, colour: '#f5f0e1', grain: 'rice' },
    ],
  },
  'Riz sauce graine': {
    table: '#6e7f3a',
    cloth: 'wax',
    parts: [
      {
        k: 'bowl',
        x: 170,
        y: 150,
        r: 104,
        vessel: ENAMEL_BLUE,
        fill: '#c2410c',
        bits: ['meat', 'smokedFish', 'gardenEgg', 'oil', 'meat', 'oil'],
        count: 10,
      },
      { k: 'plate', x: 325, y: 178, r: 60 },
      { k: 'mound', x: 325, y: 178, r: 40, colour: '#f5f0e1', grain: 'rice' },
    ],
  },

  // Spécialités togolaises
  'Fufu sauce arachide': {
    table: '#a86b4a',
    cloth: 'wood',
    parts: [
      { k: 'leaf', x: 125, y: 150, rot: -75, len: 250 },
      { k: 'ball', x: 125, y: 150, r: 58, colour: '#efe6cf' },
      {
        k: 'bowl',
        x: 295,
        y: 150,
        r: 86,
        vessel: '#8d5a2b',
        fill: PEANUT,
        bits: ['chicken', 'oil', 'chicken', 'chili'],
        count: 6,
      },
    ],
  },
  'Gboma dessi': {
    table: '#e2b75a',
    cloth: 'stripes',
    parts: [
      { k: 'leaf', x: 118, y: 155, rot: -60, len: 240 },
      { k: 'ball', x: 120, y: 155, r: 52, colour: '#f2ead2' },
      {
        k: 'bowl',
        x: 292,
        y: 142,
        r: 94,
        vessel: WHITE,
        fill: '#2f6b2a',
        bits: ['greens', 'meat', 'smokedFish', 'shrimp', 'greens', 'oil', 'greens'],
        count: 10,
      },
    ],
  },
  'Akoumé sauce fétri': {
    table: '#24445c',
    cloth: 'tiles',
    parts: [
      { k: 'leaf', x: 118, y: 152, rot: -80, len: 250 },
      { k: 'ball', x: 100, y: 140, r: 38, colour: '#ece7dc' },
      { k: 'ball', x: 140, y: 172, r: 34, colour: '#ece7dc' },
      {
        k: 'bowl',
        x: 288,
        y: 150,
        r: 94,
        vessel: CALABASH,
        fill: '#6a8f2a',
        bits: ['okra', 'crab', 'okra', 'smokedFish', 'okra', 'meat', 'okra'],
        count: 11,
      },
    ],
  },
  'Pâte sauce adémè': {
    table: '#7a3b2e',
    cloth: 'linen',
    parts: [
      {
        k: 'bowl',
        x: 140,
        y: 150,
        r: 96,
        vessel: WHITE,
        fill: '#1f4d23',
        bits: ['smokedFish', 'greens', 'greenChili', 'meat', 'greens'],
        count: 8,
      },
      { k: 'leaf', x: 298, y: 152, rot: 65, len: 240 },
      { k: 'ball', x: 295, y: 153, r: 52, colour: '#f5eedb' },
    ],
  },
  Djenkoumé: {
    table: '#3d6b35',
    cloth: 'wood',
    parts: [
      { k: 'plate', x: 200, y: 150, r: 110 },
      { k: 'mound', x: 160, y: 150, r: 60, colour: '#c0481f', grain: 'smooth' },
      { k: 'chicken', x: 250, y: 118, rot: -20, size: 0.85, colour: '#b86a2a' },
      { k: 'drumstick', x: 252, y: 188, rot: 15, size: 0.85, colour: '#b86a2a' },
      { k: 'bit', bit: 'chili', x: 140, y: 222, rot: -15, size: 1.5 },
      { k: 'bit', bit: 'greenChili', x: 170, y: 232, rot: 10, size: 1.4 },
    ],
  },
  'Kom et poisson frit': {
    table: '#c58b3a',
    cloth: 'stripes',
    parts: [
      { k: 'plate', x: 190, y: 155, r: 108 },
      { k: 'fritters', x: 145, y: 155, r: 42, kind: 'parcel', count: 3, colour: '#c9b458', size: 1.05 },
      { k: 'fish', x: 245, y: 158, rot: 80, len: 120, colour: '#c98a3a', grilled: false },
      { k: 'ramekin', x: 335, y: 78, r: 32, sauce: '#2b2420', bits: ['chili'] },
    ],
  },
  'Ablo et poisson frit': {
    table: '#b24a3b',
    cloth: 'gingham',
    parts: [
      { k: 'plate', x: 205, y: 155, r: 108 },
      { k: 'fritters', x: 160, y: 155, r: 42, kind: 'bun', count: 5, colour: '#f5f1e6', size: 1.05 },
      { k: 'fish', x: 258, y: 155, rot: 75, len: 112, colour: '#cf8f3f', grilled: false },
      { k: 'ramekin', x: 58, y: 82, r: 32, sauce: '#d84315', bits: ['onion'] },
    ],
  },

  // Grillades
  'Koklo méme': {
    table: '#1f3a4d',
    cloth: 'wood',
    parts: [
      { k: 'plate', x: 200, y: 150, r: 110 },
      { k: 'drumstick', x: 175, y: 118, rot: -20, size: 1.1, colour: '#9a4a17' },
      { k: 'chicken', x: 210, y: 178, rot: 10, size: 1.1, colour: '#9a4a17' },
      { k: 'ball', x: 268, y: 118, r: 28, colour: '#f1e8d0' },
      { k: 'bit', bit: 'chili', x: 130, y: 190, rot: 60, size: 1.5 },
      { k: 'bit', bit: 'greenChili', x: 280, y: 185, rot: -30, size: 1.4 },
      { k: 'bit', bit: 'onion', x: 150, y: 80, size: 1.4 },
    ],
  },
  'Attiéké poisson braisé': {
    table: '#2f5d50',
    cloth: 'wax',
    parts: [
      { k: 'platter', x: 200, y: 150, rx: 165, ry: 108 },
      { k: 'mound', x: 112, y: 150, r: 54, colour: '#f4ebc7', grain: 'couscous' },
      { k: 'fish', x: 245, y: 135, rot: -8, len: 150, colour: '#a5652e', grilled: true },
      { k: 'bits', x: 245, y: 205, r: 22, bits: ['tomato', 'redOnion', 'greenChili'], count: 4, size: 1.1 },
    ],
  },
  'Choukouya de mouton': {
    table: '#8a5a3c',
    cloth: 'linen',
    parts: [
      { k: 'plate', x: 200, y: 150, r: 110 },
      { k: 'bits', x: 180, y: 145, r: 50, bits: ['meat'], count: 10, size: 1.7 },
      { k: 'dust', x: 180, y: 145, r: 66, colour: '#c27a2c' },
      { k: 'bits', x: 250, y: 200, r: 24, bits: ['redOnion', 'tomato', 'redOnion'], count: 4, size: 1.1 },
      { k: 'mound', x: 268, y: 102, r: 26, colour: '#f1e2b5', grain: 'couscous' },
    ],
  },
  'Capitaine braisé': {
    table: '#24445c',
    cloth: 'gingham',
    parts: [
      { k: 'platter', x: 200, y: 150, rx: 168, ry: 104 },
      { k: 'fish', x: 200, y: 128, rot: 0, len: 215, colour: '#b3703a', grilled: true },
      { k: 'bits', x: 185, y: 128, r: 22, bits: ['greenChili', 'tomato', 'onion'], count: 3, size: 0.95 },
      { k: 'plantains', x: 205, y: 208, r: 30, count: 4, size: 0.9 },
    ],
  },
  'Brochettes de bœuf au kankankan': {
    table: '#7a3b2e',
    cloth: 'wood',
    parts: [
      { k: 'platter', x: 200, y: 150, rx: 160, ry: 100 },
      { k: 'skewer', x: 200, y: 108, rot: -10, meat: '#7b3b1e', between: '#e6ce9a', dust: '#c8862e' },
      { k: 'skewer', x: 200, y: 152, rot: -10, meat: '#8a4222', between: '#43a047', dust: '#c8862e' },
      { k: 'skewer', x: 200, y: 196, rot: -10, meat: '#7b3b1e', between: '#e6ce9a', dust: '#c8862e' },
    ],
  },

  // Végan
  'Ayimolou végétal': {
    table: '#e2b75a',
    cloth: 'wax',
    parts: [
      { k: 'plate', x: 200, y: 150, r: 110 },
      { k: 'mound', x: 168, y: 152, r: 62, colour: '#efe3cf', grain: 'beans' },
      { k: 'ramekin', x: 262, y: 110, r: 32, sauce: RED_SAUCE, bits: ['oil'] },
      { k: 'bit', bit: 'avocado', x: 262, y: 178, rot: -30, size: 1.3 },
      { k: 'bit', bit: 'avocado', x: 240, y: 210, rot: 10, size: 1.3 },
    ],
  },
  'Abobo au gari': {
    table: '#5b3a6b',
    cloth: 'stripes',
    parts: [
      { k: 'bowl', x: 160, y: 150, r: 100, vessel: WHITE, fill: '#8a4b2a' },
      { k: 'texture', x: 160, y: 150, r: 80, colour: '#8a4b2a', grain: 'beans' },
      { k: 'bits', x: 160, y: 150, r: 50, bits: ['oil', 'redOnion', 'oil'], count: 5, size: 1.2 },
      { k: 'plate', x: 320, y: 168, r: 62 },
      { k: 'mound', x: 312, y: 150, r: 34, colour: '#f1e2b5', grain: 'couscous' },
      { k: 'plantains', x: 330, y: 195, r: 8, count: 2, size: 0.8 },
    ],
  },
  Alloco: {
    table: '#2f5d50',
    cloth: 'linen',
    parts: [
      { k: 'plate', x: 200, y: 150, r: 110 },
      { k: 'plantains', x: 172, y: 165, r: 56, count: 11, size: 1.2 },
      { k: 'ramekin', x: 262, y: 105, r: 32, sauce: RED_SAUCE, bits: ['onion'] },
    ],
  },
  'Jollof aux légumes': {
    table: '#b24a3b',
    cloth: 'wood',
    parts: [
      { k: 'plate', x: 200, y: 150, r: 110 },
      { k: 'mound', x: 200, y: 150, r: 76, colour: '#d9621e', grain: 'rice' },
      {
        k: 'bits',
        x: 200,
        y: 150,
        r: 58,
        bits: ['pea', 'carrot', 'pepperStrip', 'pea', 'carrot', 'pea'],
        count: 14,
        size: 1.1,
      },
    ],
  },
  'Sauce arachide aux légumes': {
    table: '#3d6b35',
    cloth: 'tiles',
    parts: [
      {
        k: 'bowl',
        x: 160,
        y: 150,
        r: 104,
        vessel: CALABASH,
        fill: '#b8732a',
        bits: ['gardenEgg', 'okra', 'mushroom', 'okra', 'gardenEgg', 'oil'],
        count: 10,
      },
      { k: 'plate', x: 322, y: 172, r: 60 },
      { k: 'bits', x: 322, y: 172, r: 22, bits: ['cassava'], count: 3, size: 1.6 },
    ],
  },

  // Desserts
  Dégué: {
    table: '#24445c',
    cloth: 'linen',
    parts: [
      { k: 'bowl', x: 180, y: 150, r: 100, vessel: ENAMEL_BLUE, fill: '#f7f1e3' },
      { k: 'texture', x: 180, y: 150, r: 74, colour: '#f7f1e3', grain: 'millet' },
      { k: 'spoon', x: 325, y: 150, rot: 20, size: 1 },
    ],
  },
  'Yovo doko': {
    table: '#c58b3a',
    cloth: 'gingham',
    parts: [
      { k: 'plate', x: 200, y: 150, r: 108 },
      { k: 'fritters', x: 200, y: 150, r: 54, kind: 'round', count: 8, colour: '#e09a35', size: 1.1 },
      { k: 'dust', x: 200, y: 150, r: 72, colour: '#ffffff' },
    ],
  },
  'Akpan glacé': {
    table: '#5b3a6b',
    cloth: 'wood',
    parts: [
      { k: 'glass', x: 180, y: 150, h: 180, liquid: '#f1dfa6', ice: true, cream: true },
      { k: 'spoon', x: 305, y: 150, rot: 25, size: 0.9 },
    ],
  },
  'Salade de fruits tropicaux': {
    table: '#e2b75a',
    cloth: 'stripes',
    parts: [
      {
        k: 'bowl',
        x: 200,
        y: 150,
        r: 106,
        vessel: WHITE,
        fill: '#ffcc80',
        bits: ['mango', 'pineapple', 'papaya', 'mango', 'pineapple', 'papaya'],
        count: 18,
        size: 1.25,
      },
      { k: 'bit', bit: 'passion', x: 165, y: 130, size: 1.8 },
      { k: 'bit', bit: 'passion', x: 240, y: 175, size: 1.6 },
      { k: 'bits', x: 205, y: 110, r: 12, bits: ['mint'], count: 2, size: 1.5 },
    ],
  },
  'Gâteau à la noix de coco': {
    table: '#7a3b2e',
    cloth: 'gingham',
    parts: [
      { k: 'plate', x: 190, y: 150, r: 110 },
      { k: 'cake', x: 175, y: 150, r: 82, icing: '#e9bb6c' },
      { k: 'bit', bit: 'coconut', x: 340, y: 82, size: 2.4 },
    ],
  },

  // Boissons
  Bissap: {
    table: '#2f5d50',
    cloth: 'wood',
    parts: [
      { k: 'glass', x: 165, y: 150, h: 190, liquid: '#8e1537', ice: true, straw: '#f5f5f5', rim: 'lime' },
      {
        k: 'bits',
        x: 300,
        y: 195,
        r: 36,
        bits: ['hibiscus', 'hibiscus', 'mint', 'hibiscus'],
        count: 5,
        size: 1.7,
      },
    ],
  },
  'Jus de gingembre': {
    table: '#b24a3b',
    cloth: 'linen',
    parts: [
      { k: 'glass', x: 165, y: 150, h: 190, liquid: '#f0d36b', ice: true, straw: '#2e7d32', rim: 'lime' },
      { k: 'bit', bit: 'ginger', x: 300, y: 205, rot: -15, size: 2.6 },
      { k: 'bit', bit: 'pineapple', x: 305, y: 130, rot: 20, size: 2 },
    ],
  },
  Tchoukoutou: {
    table: '#8a5a3c',
    cloth: 'wax',
    parts: [
      { k: 'calabash', x: 185, y: 150, r: 108, drink: '#c9a66b' },
      { k: 'spoon', x: 335, y: 140, rot: 25, size: 1.1, colour: '#c08a50' },
    ],
  },
  'Jus de baobab': {
    table: '#24445c',
    cloth: 'stripes',
    parts: [
      { k: 'glass', x: 165, y: 150, h: 190, liquid: '#efe2c4', straw: '#8d6e63', cream: true },
      { k: 'bit', bit: 'baobab', x: 300, y: 200, rot: -20, size: 2.8 },
    ],
  },
  'Eau minérale 50 cl': {
    table: '#1f3a4d',
    cloth: 'tiles',
    parts: [
      { k: 'bottle', x: 150, y: 152, h: 190, tint: '#b3e5fc' },
      { k: 'glass', x: 280, y: 175, h: 140, liquid: '#d6f1ff', ice: true },
    ],
  },
};

/** The picture of each demo category: one of its dishes on another table. */
export const demoCategoryLooks: Record<string, Look> = {
  Entrées: { ...demoDishLooks['Samoussas au bœuf']!, table: '#c58b3a', cloth: 'linen' },
  'Plats Principaux': { ...demoDishLooks['Jollof au poulet']!, table: '#2f5d50', cloth: 'wax' },
  'Spécialités togolaises': { ...demoDishLooks['Fufu sauce arachide']!, table: '#24445c', cloth: 'gingham' },
  Grillades: { ...demoDishLooks['Brochettes de bœuf au kankankan']!, table: '#1f3a4d', cloth: 'wood' },
  Végan: { ...demoDishLooks.Alloco!, table: '#3d6b35', cloth: 'wax' },
  Desserts: { ...demoDishLooks['Yovo doko']!, table: '#b24a3b', cloth: 'stripes' },
  Boissons: { ...demoDishLooks.Bissap!, table: '#5b3a6b', cloth: 'linen' },
};

/** The banner of each demo article (600 x 340). */
export const demoPublicationLooks: Record<string, Look> = {
  'Notre carte végane : la tradition togolaise sans viande': {
    table: '#3d6b35',
    cloth: 'wood',
    parts: [
      { k: 'plate', x: 125, y: 185, r: 100 },
      { k: 'plantains', x: 125, y: 185, r: 55, count: 9, size: 1.15 },
      {
        k: 'bowl',
        x: 300,
        y: 150,
        r: 100,
        vessel: CALABASH,
        fill: '#b8732a',
        bits: ['gardenEgg', 'okra', 'mushroom', 'okra'],
        count: 9,
      },
      { k: 'plate', x: 478, y: 190, r: 92 },
      { k: 'mound', x: 478, y: 190, r: 58, colour: '#efe3cf', grain: 'beans' },
      { k: 'bit', bit: 'avocado', x: 505, y: 60, rot: -20, size: 2.2 },
      { k: 'bit', bit: 'tomato', x: 215, y: 300, size: 2 },
      { k: 'bit', bit: 'chili', x: 390, y: 300, rot: 30, size: 2 },
      { k: 'bit', bit: 'tomato', x: 60, y: 55, size: 1.8 },
    ],
  },
  'Soirées koklo méme et musique live le samedi': {
    table: '#1c2433',
    cloth: 'wood',
    parts: [
      { k: 'platter', x: 255, y: 205, rx: 185, ry: 110 },
      { k: 'drumstick', x: 195, y: 185, rot: -20, size: 1.2, colour: '#9a4a17' },
      { k: 'chicken', x: 250, y: 240, rot: 10, size: 1.2, colour: '#9a4a17' },
      { k: 'skewer', x: 320, y: 185, rot: -60, meat: '#7b3b1e', between: '#e6ce9a', dust: '#c8862e' },
      { k: 'bit', bit: 'chili', x: 150, y: 250, rot: 40, size: 1.7 },
      { k: 'calabash', x: 510, y: 235, r: 75, drink: '#c9a66b' },
      { k: 'lights', y: 8, colours: ['#ffd54f', '#ff8a65', '#fff59d', '#81d4fa'] },
    ],
  },
  'Le secret de notre gboma dessi': {
    table: '#a86b4a',
    cloth: 'wood',
    parts: [
      {
        k: 'bowl',
        x: 250,
        y: 175,
        r: 135,
        vessel: '#37474f',
        fill: '#2f6b2a',
        bits: ['greens', 'meat', 'greens', 'smokedFish', 'greens', 'shrimp'],
        count: 14,
      },
      { k: 'spoon', x: 420, y: 175, rot: 60, size: 1.5, colour: '#c08a50' },
      { k: 'bits', x: 510, y: 95, r: 45, bits: ['leaf', 'leaf', 'greens'], count: 6, size: 1.9 },
      { k: 'bit', bit: 'tomato', x: 75, y: 80, size: 2.6 },
      { k: 'bit', bit: 'tomato', x: 120, y: 130, size: 2.2 },
      { k: 'bit', bit: 'chili', x: 70, y: 250, rot: -30, size: 2.2 },
      { k: 'bit', bit: 'redOnion', x: 520, y: 270, size: 2.6 },
    ],
  },
  'Nous livrons désormais tout le Grand Lomé': {
    table: '#f6f0e2',
    cloth: 'linen',
    parts: [{ k: 'townMap' }, { k: 'bag', x: 470, y: 200, size: 0.95, colour: '#c62828' }],
  },
};

/** An article of no banner of its own: a table set for a meal. */
export const fallbackPublicationLook: Look = {
  table: '#264653',
  cloth: 'wax',
  parts: [
    { k: 'plate', x: 300, y: 170, r: 120 },
    { k: 'mound', x: 270, y: 170, r: 62, colour: '#d9541e', grain: 'rice' },
    { k: 'drumstick', x: 350, y: 140, rot: -35, size: 1.1 },
    { k: 'plantains', x: 345, y: 215, r: 24, count: 4 },
  ],
};

/** What a dish of no look of its own shows, by the kind its category's words tell (chosen by seed/demo-art.ts). */
export const fallbackDishLooks: Record<DishFallback, Look> = {
  drink: {
    table: '#2f5d50',
    cloth: 'wood',
    parts: [{ k: 'glass', x: 200, y: 150, h: 190, liquid: '#c0392b', ice: true }],
  },
  dessert: {
    table: '#c58b3a',
    cloth: 'gingham',
    parts: [
      { k: 'plate', x: 200, y: 150, r: 105 },
      { k: 'fritters', x: 200, y: 150, r: 50, kind: 'round', count: 6, colour: '#d08a2c' },
    ],
  },
  grill: {
    table: '#7a3b2e',
    cloth: 'wood',
    parts: [
      { k: 'plate', x: 200, y: 150, r: 105 },
      { k: 'skewer', x: 200, y: 125, rot: -12, meat: '#7b3b1e', between: '#e6ce9a', dust: '#c8862e' },
      { k: 'skewer', x: 200, y: 178, rot: -12, meat: '#7b3b1e', between: '#4caf50', dust: '#c8862e' },
    ],
  },
  dish: {
    table: '#8a5a3c',
    cloth: 'wax',
    parts: [
      { k: 'plate', x: 200, y: 150, r: 105 },
      { k: 'mound', x: 175, y: 150, r: 55, colour: '#f5f0e1', grain: 'rice' },
      { k: 'ramekin', x: 260, y: 150, r: 40, sauce: '#b5651d', bits: ['meat'] },
    ],
  },
};
