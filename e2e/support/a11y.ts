import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Runs axe (WCAG 2.1 A/AA) on the current page and fails on serious or critical violations. */
export async function expectNoSeriousA11yViolations(
  page: Page,
  options: { exclude?: string[] } = {},
): Promise<void> {
  // Contrast measured halfway through a fade-in is not what the visitor reads; let finite animations end first.
  // Colour transitions too: axe scrolls while it checks, the mouse left where a tap put it then hovers something
  // else, and a button measured halfway to its hover colours failed now and then (the sponsor dashboard's 'Mes
  // gains', on CI). With reduced motion Bootstrap draws no transition; the colours measured are the final ones.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate(() =>
    Promise.allSettled(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished),
    ),
  );
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze().finally(() => page.emulateMedia({ reducedMotion: null }));
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  expect(serious, `accessibility violations on ${page.url()}`).toEqual([]);
}
