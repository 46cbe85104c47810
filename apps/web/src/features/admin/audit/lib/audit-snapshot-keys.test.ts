import { describe, expect, it } from 'vitest';
import {
  ADMIN_SETTING_NAMES,
  adminMenuCategorySchema,
  adminMenuDishSchema,
  adminOptionGroupSchema,
  adminPublicationSchema,
  openingHoursSchema,
} from '@lome/shared';
import { actionLabels, fieldLabels, hiddenFields } from './audit-labels';

// The API's services as text: every recordAudit call they make, read from the source, so a key added there
// without a French label here fails this test rather than showing raw English in the journal.
const sources = import.meta.glob<string>(
  ['../../../../../../api/src/modules/**/*.ts', '!../../../../../../api/src/modules/**/*.test.ts'],
  { query: '?raw', import: 'default', eager: true },
);

// Snapshots passed as a variable rather than written out: the shared type each service builds them from.
const snapshotKeysBySubject: Record<string, string[]> = {
  category: Object.keys(adminMenuCategorySchema.shape),
  dish: Object.keys(adminMenuDishSchema.shape),
  option_group: Object.keys(adminOptionGroupSchema.shape),
  publication: Object.keys(adminPublicationSchema.shape),
  // The settings' values, and the opening hours (settings.hours) with their closures.
  settings: [...ADMIN_SETTING_NAMES, ...Object.keys(openingHoursSchema.shape)],
  kitchen: ['rush', 'pause'],
  rider: ['firstname', 'phone', 'active', 'email'],
};

/** The text between the bracket at `open` and its match. */
function enclosed(text: string, open: number): string {
  const pairs: Record<string, string> = { '(': ')', '{': '}', '[': ']' };
  const stack: string[] = [];
  for (let i = open; i < text.length; i++) {
    const c = text[i]!;
    if (c in pairs) stack.push(pairs[c]!);
    else if (c === stack[stack.length - 1]) {
      stack.pop();
      if (stack.length === 0) return text.slice(open + 1, i);
    }
  }
  throw new Error(`unbalanced bracket at ${open}`);
}

/** An object literal's top-level entries as [key, value text]; `key` alone (shorthand) gives [key, key]. */
function entries(body: string): [string, string][] {
  const out: [string, string][] = [];
  let depth = 0;
  let start = 0;
  const push = (part: string) => {
    const t = part.trim();
    if (!t) return;
    const m = /^(\w+)\s*(?::\s*([\s\S]*))?$/.exec(t);
    if (!m) throw new Error(`unreadable snapshot entry: ${t}`);
    out.push([m[1]!, (m[2] ?? m[1]!).trim()]);
  };
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if ('({['.includes(c)) depth++;
    else if (')}]'.includes(c)) depth--;
    else if (c === ',' && depth === 0) {
      push(body.slice(start, i));
      start = i + 1;
    }
  }
  push(body.slice(start));
  return out;
}

type Call = { file: string; actions: string[]; subject: string; snapshots: string[] };

function auditCalls(): Call[] {
  const calls: Call[] = [];
  for (const [file, text] of Object.entries(sources)) {
    for (const m of text.matchAll(/(?<!function )recordAudit\(/g)) {
      // Line comments dropped: they sit between entries and may hold commas or colons.
      const args = enclosed(text, m.index + m[0].length - 1).replace(/\/\/[^\n]*/g, '');
      const entry = Object.fromEntries(entries(enclosed(args, args.indexOf('{'))));
      calls.push({
        file: file.replace(/^.*\/modules\//, ''),
        actions: [...String(entry.action).matchAll(/'([^']+)'/g)].map((a) => a[1]!),
        subject: String(entry.subjectType).replace(/'/g, ''),
        snapshots: [entry.before, entry.after].filter((s): s is string => s !== undefined),
      });
    }
  }
  return calls;
}

function snapshotKeys(call: Call): string[] {
  return call.snapshots.flatMap((snapshot) => {
    if (snapshot.startsWith('{')) return entries(enclosed(snapshot, 0)).map(([key]) => key);
    const keys = snapshotKeysBySubject[call.subject];
    if (!keys)
      throw new Error(`${call.file}: a ${call.subject} snapshot from '${snapshot}': list its keys above`);
    return keys;
  });
}

describe('audit journal labels', () => {
  const calls = auditCalls();

  it('finds the services’ audit calls', () => {
    // Every area of the back-office records its writes; fewer calls found means the scan broke.
    expect(calls.length).toBeGreaterThanOrEqual(20);
    expect(calls.flatMap((c) => c.actions)).toContain('settings.update');
  });

  it('names every recorded action in French', () => {
    const missing = calls.flatMap((c) =>
      c.actions.filter((a) => !actionLabels[a]).map((a) => `${c.file}: ${a}`),
    );
    expect(missing).toEqual([]);
  });

  it('labels every key the services put in a snapshot, or hides it on purpose', () => {
    const missing = calls.flatMap((c) =>
      snapshotKeys(c)
        .filter((key) => !fieldLabels[key] && !hiddenFields.has(key))
        .map((key) => `${c.file} (${c.actions.join(', ')}): ${key}`),
    );
    expect([...new Set(missing)]).toEqual([]);
  });

  it('keeps no label for a key no service records', () => {
    const recorded = new Set(calls.flatMap(snapshotKeys));
    expect(Object.keys(fieldLabels).filter((key) => !recorded.has(key))).toEqual([]);
  });
});
