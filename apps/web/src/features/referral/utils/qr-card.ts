/** What the downloaded QR code says around it, for whoever finds it printed or forwarded. */
export type QrCardText = { restaurant: string; referrer: string; code: string | null; link: string };

const WIDTH = 600;
const QR_SIZE = 480;
const MARGIN = 24;
const INK = '#212529';

/** Lines of at most `max` px in `font`, cut at spaces, or anywhere for a word longer than a line (a link). */
function wrap(ctx: CanvasRenderingContext2D, text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const char of text) {
    const next = line + char;
    if (ctx.measureText(next).width <= max) {
      line = next;
      continue;
    }
    const space = line.lastIndexOf(' ');
    if (char !== ' ' && space > 0) {
      lines.push(line.slice(0, space));
      line = line.slice(space + 1) + char;
    } else {
      lines.push(line);
      line = char === ' ' ? '' : char;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('QR code illisible'));
    img.src = src;
  });
}

/**
 * The QR code as a card to download: the restaurant's name above, the referrer's name, code and the
 * link in text below, so the picture still says what it is away from the site. A PNG data: URL.
 */
export async function drawQrCard(qrPng: string, text: QrCardText): Promise<string> {
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('canvas indisponible');
  const qr = await loadImage(qrPng);
  const inner = WIDTH - 2 * MARGIN;
  // Measured before the canvas gets its height: resizing a canvas resets its drawing state.
  ctx.font = '18px sans-serif';
  const linkLines = wrap(ctx, text.link, inner);
  const below: { text: string; font: string; height: number }[] = [
    { text: `Parrainé par ${text.referrer}`, font: '22px sans-serif', height: 32 },
    ...(text.code ? [{ text: `Code : ${text.code}`, font: 'bold 26px sans-serif', height: 36 }] : []),
    ...linkLines.map((l) => ({ text: l, font: '18px sans-serif', height: 26 })),
  ];
  canvas.width = WIDTH;
  canvas.height = MARGIN + 44 + QR_SIZE + 12 + below.reduce((sum, l) => sum + l.height, 0) + MARGIN;

  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = INK;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  ctx.font = 'bold 32px sans-serif';
  ctx.fillText(text.restaurant, WIDTH / 2, MARGIN, inner);
  ctx.drawImage(qr, (WIDTH - QR_SIZE) / 2, MARGIN + 44, QR_SIZE, QR_SIZE);
  let y = MARGIN + 44 + QR_SIZE + 12;
  for (const line of below) {
    ctx.font = line.font;
    ctx.fillText(line.text, WIDTH / 2, y, inner);
    y += line.height;
  }
  return canvas.toDataURL('image/png');
}
