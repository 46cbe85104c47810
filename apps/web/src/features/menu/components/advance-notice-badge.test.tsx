import { describe, expect, it } from 'vitest';
import { ADVANCE_NOTICE_HOURS } from '@lome/shared';
import { ADVANCE_NOTICE } from './advance-notice-badge';

describe('ADVANCE_NOTICE', () => {
  it('states the notice the server enforces', () => {
    expect(ADVANCE_NOTICE).toBe(`À commander ${ADVANCE_NOTICE_HOURS} h à l'avance`);
  });
});
