import { describe, expect, it } from 'vitest';
import type { AdminOrder } from '@lome/shared';
import { boardOrder } from './board-order';

const order = (code: string, patch: Partial<AdminOrder> = {}) =>
  ({ order_id: code, code_commande: code, status: 'preparation', is_company: false, ...patch }) as AdminOrder;

describe('boardOrder', () => {
  it('puts the late and ringing orders first, then orders under way (companies first), finished ones last', () => {
    const list = [
      order('DONE', { status: 'delivered' }),
      order('COMPANY', { is_company: true }),
      order('COOKING'),
      order('RINGING', { status: 'confirmed' }),
      order('CANCELLED', { status: 'cancelled', is_company: true }),
      order('LATE', { status: 'confirmed' }),
      order('COMPANY-2', { is_company: true, status: 'in_delivery' }),
    ];
    const ringing = [list[3]!, list[5]!];
    const late = [list[5]!];
    expect(boardOrder(list, ringing, late).map((o) => o.code_commande)).toEqual([
      'LATE',
      'RINGING',
      'COMPANY',
      'COMPANY-2',
      'COOKING',
      'DONE',
      'CANCELLED',
    ]);
  });

  it('keeps the server order (newest first) within a rank', () => {
    const list = [order('NEW'), order('OLD')];
    expect(boardOrder(list, [], []).map((o) => o.code_commande)).toEqual(['NEW', 'OLD']);
  });
});
