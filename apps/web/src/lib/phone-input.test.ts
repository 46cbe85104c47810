import { describe, expect, it } from 'vitest';
import { keepPhoneChars } from './phone-input';

describe('keepPhoneChars', () => {
  it.each([
    ['+228 90 11 22 33', '+22890112233'],
    ['90-11-22-33', '90112233'],
    ['abc9x0', '90'],
    ['', ''],
  ])('%s -> %s', (typed, kept) => {
    expect(keepPhoneChars(typed)).toBe(kept);
  });
});
