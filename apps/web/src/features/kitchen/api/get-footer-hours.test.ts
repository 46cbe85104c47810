import { describe, expect, it } from 'vitest';
import { DEFAULT_OPENING_HOURS, footerHours } from '@lome/shared';
import { DEFAULT_FOOTER_HOURS } from './get-footer-hours';

describe('the footer hours written out', () => {
  it('are what the rules make of the default opening hours', () => {
    expect(DEFAULT_FOOTER_HOURS).toEqual(footerHours(DEFAULT_OPENING_HOURS));
  });
});
