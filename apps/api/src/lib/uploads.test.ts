import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { multipartLimits } from './uploads.js';

const operations = path.resolve(import.meta.dirname, '../../../../docs/operations.md');

describe('the deployment example of docs/operations.md', () => {
  it("lets through nginx the largest form the server reads: a registration's files at their limit", () => {
    const limit = /client_max_body_size\s+(\d+)m;/.exec(fs.readFileSync(operations, 'utf8'))?.[1];
    expect(limit, 'client_max_body_size in the nginx example').toBeDefined();
    expect(Number(limit) * 1024 * 1024).toBeGreaterThan(multipartLimits.files * multipartLimits.fileSize);
  });
});
