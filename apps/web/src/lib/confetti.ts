/** P11.1 dish card / P11.7: a small burst of 15 particles on the first add of a dish. */
export const CONFETTI_PARTICLES = 15;

/**
 * Plays the confetti burst from `origin` (fractions of the viewport, 0..1; default: middle, a bit low).
 * canvas-confetti is imported on first use so it never weighs on the first page load.
 */
export async function fireConfetti(origin?: { x: number; y: number }): Promise<void> {
  if (typeof window === 'undefined') return;
  // Checked here too so the library is not even downloaded for people who asked for less motion.
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
  try {
    const { default: confetti } = await import('canvas-confetti');
    await confetti({
      particleCount: CONFETTI_PARTICLES,
      spread: 60,
      startVelocity: 30,
      ticks: 120,
      origin: origin ?? { x: 0.5, y: 0.6 },
      disableForReducedMotion: true,
    });
  } catch {
    // A decoration: if the chunk cannot load (offline, old browser) the add still happened.
  }
}

/** The centre of an element as viewport fractions, the origin canvas-confetti expects. */
export function originOf(element: Element): { x: number; y: number } {
  const r = element.getBoundingClientRect();
  return {
    x: (r.left + r.width / 2) / window.innerWidth,
    y: (r.top + r.height / 2) / window.innerHeight,
  };
}
