import { describe, expect, it } from 'vitest';
import { actionLabel, changes, fieldLabel, subjectName, valueText } from './audit-labels';

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

  it('leaves ids, creation times and an article’s text out of the diff', () => {
    const row = {
      id: 'p1',
      title: 'Fête',
      content: 'Un long texte…',
      created_at: '2026-11-23T10:00:00.000Z',
    };
    expect(changes(null, row)).toEqual([{ key: 'title', from: undefined, to: 'Fête' }]);
    expect(changes(row, { ...row, content: 'Autre texte' })).toEqual([]);
  });

  it('reads menu and settings changes in French, rates as percents and amounts in FCFA', () => {
    expect(fieldLabel('sold_out_today')).toBe('Épuisé aujourd’hui');
    expect(fieldLabel('min_payout')).toBe('Versement minimum');
    expect(valueText('direct_commission_bp', 150)).toBe('1,5 %');
    expect(valueText('min_payout', 2000)).toBe('2\u00a0000\u00a0FCFA');
    expect(valueText('delivery_radius_km', 12)).toBe('12 km');
  });

  it('names the subject from its snapshot', () => {
    expect(subjectName({ code_commande: 'CMD-42', status: 'x' })).toBe('CMD-42');
    expect(subjectName({ email: 'afi@example.tg' })).toBe('afi@example.tg');
    expect(subjectName({ status: 'x' })).toBeUndefined();
  });

  it('reads codes as staff say them: origin, way of paying, rider, never a stand-in address nor JSON', () => {
    expect(fieldLabel('source')).toBe('Origine');
    expect(valueText('source', 'phone')).toBe('Téléphone');
    expect(valueText('source', 'counter')).toBe('Comptoir');
    expect(valueText('payment_method', 'cash')).toBe('Espèces');
    expect(valueText('payment_method', 'mobile_money')).toBe('Mobile money');
    expect(fieldLabel('rider')).toBe('Livreur');
    expect(valueText('rider', 'Komi Agbeko')).toBe('Komi Agbeko');
    expect(valueText('email', 'livreur-r1@livreurs.invalid')).toBe('aucune');
    expect(valueText('email', 'komi@example.tg')).toBe('komi@example.tg');
    expect(valueText('pause', { until: '2026-11-23T14:05:00.000Z', message: 'Coupure de gaz' })).toBe(
      'jusqu’à 23/11/2026 14:05 (« Coupure de gaz »)',
    );
    expect(valueText('pause', { until: null, message: null })).toBe('jusqu’à la reprise');
    expect(valueText('closures', [{ from: '2026-12-24', to: '2026-12-26', reason: 'Noël' }])).toBe(
      '24/12/2026 → 26/12/2026 (Noël)',
    );
    const weekly = [[], ...Array.from({ length: 6 }, () => [{ open: '11:30', close: '14:30' }])];
    expect(valueText('weekly', weekly)).not.toMatch(/[{}[\]"]/);
    expect(valueText('weekly', weekly)).toContain('11h30');
    expect(valueText('new_customer', true)).toBe('oui');
  });
});
