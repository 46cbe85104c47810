import { describe, expect, it } from 'vitest';
import { noticeHoursOf } from '@lome/shared';
import { advanceNoticeText } from './advance-notice-badge';

describe('advanceNoticeText', () => {
  it("states each dish's own notice, the one the server enforces", () => {
    expect(advanceNoticeText(48)).toBe("À commander 48 h à l'avance");
    expect(advanceNoticeText(3)).toBe("À commander 3 h à l'avance");
    // A dish marked without a figure: the default the server counts too.
    expect(advanceNoticeText()).toBe(
      `À commander ${noticeHoursOf({ requires_advance_notice: true })} h à l'avance`,
    );
  });
});
