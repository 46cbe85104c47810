/**
 * Flat SVG illustrations for the catalogue, drawn locally so the demo needs no network and no stock photos.
 * Deterministic: the same name gives the same picture, so a missing file can be redrawn from the database.
 */

type Motif = 'plate' | 'bowl' | 'glass' | 'skewer';
type Palette = { bg: string; food: readonly [string, string, string]; motif: Motif };

const byCategory: Record<string, Palette> = {
  entrees: { bg: '#7CB342', food: ['#F9A825', '#FF7043', '#43A047'], motif: 'plate' },
  'plats principaux': { bg: '#E76F51', food: ['#D84315', '#FFB300', '#6D4C41'], motif: 'plate' },
  'specialites togolaises': { bg: '#E9A23B', food: ['#FFF8E7', '#2E7D32', '#8D6E63'], motif: 'bowl' },
  grillades: { bg: '#6D2E1F', food: ['#8D4E2A', '#EF6C00', '#66BB6A'], motif: 'skewer' },
  vegan: { bg: '#2A9D8F', food: ['#66BB6A', '#FDD835', '#EF5350'], motif: 'plate' },
  desserts: { bg: '#EC6F9B', food: ['#FFF3E0', '#FFB74D', '#C2185B'], motif: 'bowl' },
  boissons: { bg: '#7B1FA2', food: ['#C2185B', '#FFEB3B', '#81C784'], motif: 'glass' },
};
const fallbacks: readonly Palette[] = [
  { bg: '#264653', food: ['#E9C46A', '#F4A261', '#2A9D8F'], motif: 'plate' },
  { bg: '#9C6644', food: ['#FFE8D6', '#CB997E', '#6B705C'], motif: 'bowl' },
];

const normalize = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/** FNV-1a: a small stable hash to place garnishes and pick colours. */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

function paletteFor(categoryName: string): Palette {
  return byCategory[normalize(categoryName)] ?? fallbacks[hash(categoryName) % fallbacks.length]!;
}

const escapeXml = (s: string) =>
  s.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/** 'Koklo méme' -> 'KM'; small words (de, au, sauce...) are skipped. */
export function initials(name: string): string {
  const skip = new Set(['de', 'du', 'des', 'la', 'le', 'les', 'au', 'aux', 'a', 'et', 'en', 'sauce', "d'"]);
  const words = name.split(/[\s'’-]+/).filter((w) => w && !skip.has(normalize(w)));
  return (
    words
      .slice(0, 2)
      .map((w) => w[0]!.toUpperCase())
      .join('') || '?'
  ).slice(0, 2);
}

function garnish(seed: number, colours: readonly string[], cx: number, cy: number, spread: number): string {
  let out = '';
  for (let i = 0; i < 5; i++) {
    // Evenly spread around the centre, with a per-dish jitter so no two dishes look alike.
    const a = (((seed % 360) + i * 72 + ((seed >>> (i * 4)) % 30)) * Math.PI) / 180;
    const d = spread * (0.35 + ((seed >>> (i * 5)) % 60) / 100);
    const r = 7 + ((seed >>> (i * 2)) % 7);
    out += `<circle cx="${(cx + Math.cos(a) * d).toFixed(0)}" cy="${(cy + Math.sin(a) * d).toFixed(0)}" r="${r}" fill="${colours[i % colours.length]}"/>`;
  }
  return out;
}

function motifShape(p: Palette, seed: number): string {
  const [main, second, third] = p.food;
  switch (p.motif) {
    case 'glass':
      return (
        `<path d="M150 70h100l-14 170a12 12 0 0 1-12 11h-48a12 12 0 0 1-12-11z" fill="#fff" opacity=".9"/>` +
        `<path d="M156 110h88l-10 126a8 8 0 0 1-8 7h-52a8 8 0 0 1-8-7z" fill="${main}"/>` +
        `<rect x="222" y="40" width="8" height="90" rx="4" fill="${second}" transform="rotate(18 226 85)"/>` +
        `<circle cx="245" cy="86" r="18" fill="${third}"/>`
      );
    case 'bowl':
      return (
        `<ellipse cx="200" cy="250" rx="130" ry="14" fill="#000" opacity=".15"/>` +
        `<path d="M80 140h240a120 110 0 0 1-240 0z" fill="#fff"/>` +
        `<ellipse cx="200" cy="140" rx="120" ry="26" fill="${second}"/>` +
        `<ellipse cx="200" cy="128" rx="70" ry="34" fill="${main}"/>` +
        garnish(seed, [third, second], 200, 140, 60)
      );
    case 'skewer':
      return (
        `<ellipse cx="200" cy="262" rx="150" ry="16" fill="#000" opacity=".18"/>` +
        `<circle cx="200" cy="150" r="112" fill="#fff"/><circle cx="200" cy="150" r="94" fill="#F3EFE6"/>` +
        `<rect x="92" y="146" width="216" height="6" rx="3" fill="#8D6E63" transform="rotate(-20 200 150)"/>` +
        [0, 1, 2, 3]
          .map((i) => {
            const x = 130 + i * 46;
            const y = 176 - i * 17;
            return `<rect x="${x - 17}" y="${y - 17}" width="34" height="34" rx="9" fill="${i % 2 ? second : main}"/>`;
          })
          .join('') +
        garnish(seed, [third], 200, 150, 70)
      );
    default:
      return (
        `<ellipse cx="200" cy="262" rx="150" ry="16" fill="#000" opacity=".15"/>` +
        `<circle cx="200" cy="150" r="112" fill="#fff"/><circle cx="200" cy="150" r="94" fill="#F3EFE6"/>` +
        `<circle cx="200" cy="150" r="60" fill="${main}"/>` +
        garnish(seed, [second, third], 200, 150, 62)
      );
  }
}

function svg(width: number, height: number, label: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">${body}</svg>`;
}

function backdrop(width: number, height: number, p: Palette, seed: number): string {
  let dots = '';
  for (let i = 0; i < 6; i++) {
    dots += `<circle cx="${(seed >>> i) % width}" cy="${(seed >>> (i + 7)) % height}" r="${18 + ((seed >>> i) % 30)}"/>`;
  }
  return `<rect width="${width}" height="${height}" fill="${p.bg}"/><g fill="#fff" opacity=".12">${dots}</g>`;
}

function label(text: string, x: number, y: number, size: number): string {
  return `<text x="${x}" y="${y}" font-family="Georgia,'Times New Roman',serif" font-size="${size}" font-weight="700" fill="#fff" text-anchor="middle" stroke="#000" stroke-opacity=".25" stroke-width="2" paint-order="stroke">${escapeXml(text)}</text>`;
}

/** A dish: its category's colours and dish shape, with the dish's initials. 400x300. */
export function dishSvg(name: string, categoryName: string): string {
  const p = paletteFor(categoryName);
  const seed = hash(name);
  return svg(
    400,
    300,
    name,
    backdrop(400, 300, p, seed) + motifShape(p, seed) + label(initials(name), 200, 290, 26),
  );
}

/** A category: its colour and dish shape, square, for the filter buttons and group headers. */
export function categorySvg(name: string): string {
  const p = paletteFor(name);
  const seed = hash(name);
  return svg(400, 300, name, backdrop(400, 300, p, seed) + motifShape(p, seed));
}

/** A publication banner: the category-like backdrop of its type with the restaurant's name. 600x340. */
export function publicationSvg(title: string, typeName: string): string {
  const p = fallbacks[hash(typeName) % fallbacks.length]!;
  const seed = hash(title);
  return svg(
    600,
    340,
    title,
    backdrop(600, 340, p, seed) +
      `<g transform="translate(100 20)">${motifShape({ ...p, motif: 'plate' }, seed)}</g>` +
      label('Chez Mama Lomé', 300, 322, 30),
  );
}

/** What a dish or article without a picture shows. */
export function placeholderSvg(): string {
  const p: Palette = { bg: '#D7CCC8', food: ['#BCAAA4', '#A1887F', '#8D6E63'], motif: 'plate' };
  return svg(400, 300, 'Chez Mama Lomé', backdrop(400, 300, p, 7) + motifShape(p, 7));
}
