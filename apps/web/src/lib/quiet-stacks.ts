/**
 * No stack is captured for the errors made while the entry's modules are evaluated; `restoreErrorStacks`, main.tsx's
 * first statement, puts capture back (decision 0089). React DOM makes five `Error` objects when it loads, sentinels
 * it compares by identity and never shows. In a browser with DevTools attached (Lighthouse always is), V8 records
 * each one's stack with line numbers, and for that it parses again the whole bundled function around React DOM:
 * three times the entry's evaluation time, on the main thread, while the page waits to be hydrated. V8 captures no
 * stack while `Error.stackTraceLimit` is not a number; browsers other than Chromium ignore the property.
 *
 * Imported first by main.tsx, so that it runs before any other module of the entry.
 */
const errors = Error as unknown as { stackTraceLimit?: unknown };
const limit = errors.stackTraceLimit;
if (typeof limit === 'number') errors.stackTraceLimit = undefined;

export function restoreErrorStacks(): void {
  if (typeof limit === 'number') errors.stackTraceLimit = limit;
}
