import { describe, expect, it } from 'vitest';
import { actionLabel, changes, subjectName, valueText } from './audit-labels';

describe('audit labels', () => {
  it('names known actions in French and shows unknown ones as recorded', () => {
    expect(actionLabel('reservation.status')).toBe('Statut de réservation');
    expect(actionLabel('user.deactivate')).toBe('Compte désactivé');
    expect(actionLabel('stock.recount')).toBe('stock.recount');
  });

  it('keeps only what changed, with statuses, roles and activation in French', () => {
    const diff = changes({ status: 'confirmed', code: 'RES-1' }, { status: 'ready', code: 'RES-1' });
    expect(diff).toEqual([{ key: 'status', from: 'confirmed', to: 'ready' }]);
    expect(valueText('status', 'ready')).toBe('Prête à retirer');
    expect(valueText('status', 'in_delivery')).toBe('En livraison');
    expect(valueText('role', 'staff')).toBe('Équipe');
    expect(valueText('active', false)).toBe('désactivé');
    expect(valueText('price', null)).toBe('—');
    expect(valueText('status', 'completed')).toBe('Payé');
    expect(valueText('amount', 25000)).toBe('25\u00a0000\u00a0FCFA');
    expect(valueText('kit_handed_over_at', '2026-11-23T14:05:00.000Z')).toBe('23/11/2026 14:05');
  });

  it('lists every field of a creation or a deletion', () => {
    expect(changes(null, { name: 'Fufu', price: 2500 })).toEqual([
      { key: 'name', from: undefined, to: 'Fufu' },
      { key: 'price', from: undefined, to: 2500 },
    ]);
  });

  it('names the subject from its snapshot', () => {
    expect(subjectName({ code_commande: 'CMD-42', status: 'x' })).toBe('CMD-42');
    expect(subjectName({ email: 'afi@example.tg' })).toBe('afi@example.tg');
    expect(subjectName({ status: 'x' })).toBeUndefined();
  });
});
