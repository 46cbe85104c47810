import type { Page } from '@playwright/test';

type Violation = { directive: string; blocked: string; source: string };

/**
 * Collects every Content-Security-Policy violation of the page: the DOM's securitypolicyviolation events (also
 * for what the page blocked before a test looked) and Chromium's console reports, which name what was refused.
 */
export async function watchCsp(page: Page): Promise<{ violations: Violation[]; console: string[] }> {
  const seen = { violations: [] as Violation[], console: [] as string[] };
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.console.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (/Content Security Policy/i.test(error.message)) seen.console.push(error.message);
  });
  await page.exposeFunction('__reportCspViolation', (v: Violation) => seen.violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (v: Violation) => void })
        .__reportCspViolation;
      void report({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
      });
    });
  });
  return seen;
}
