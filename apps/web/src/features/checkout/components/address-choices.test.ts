import { describe, expect, it } from 'vitest';
import type { SavedAddressList } from '@lome/shared';
import { addressChoices, isSavedChoice } from './address-choices';

const list: SavedAddressList = {
  addresses: [
    {
      id: 'a1',
      label: 'Domicile',
      description: 'Bè Kpota, portail bleu',
      latitude: 6.135,
      longitude: 1.225,
      phone: null,
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
    },
  ],
  company_address: {
    company_name: 'Togo Data SARL',
    description: 'Immeuble BTCI',
    phone: '22212345',
    latitude: null,
    longitude: null,
  },
};

describe('addressChoices', () => {
  it('offers each saved address with its pin, then the company’s office without one', () => {
    expect(addressChoices(list)).toEqual([
      {
        key: 'a1',
        label: 'Domicile',
        text: 'Bè Kpota, portail bleu',
        values: {
          title: 'Domicile',
          description_address: 'Bè Kpota, portail bleu',
          position: { latitude: 6.135, longitude: 1.225 },
        },
      },
      {
        key: 'company',
        label: 'Bureau · Togo Data SARL',
        text: 'Immeuble BTCI',
        values: { title: 'Bureau', description_address: 'Immeuble BTCI' },
      },
    ]);
    expect(addressChoices(undefined)).toEqual([]);
  });

  it('knows an address already saved (same text, same pin), so it offers no second save', () => {
    const choices = addressChoices(list);
    const typed = {
      title: 'Autre' as const,
      description_address: 'Bè Kpota, portail bleu ',
      position: { latitude: 6.135, longitude: 1.225 },
      phone: '',
    };
    expect(isSavedChoice(choices, typed)).toBe(true);
    expect(isSavedChoice(choices, { ...typed, position: { latitude: 6.2, longitude: 1.225 } })).toBe(false);
  });
});
