import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { optionAdminMessages, type AdminOptionGroup } from '@lome/shared';
import { api } from '@/lib/api-client';
import { renderWithProviders } from '@/test/render';
import { OptionGroupDialog } from './option-group-dialog';

vi.mock(import('@/lib/api-client'), async (original) => ({ ...(await original()), api: vi.fn() }));
const fetched = vi.mocked(api);

const side: AdminOptionGroup = {
  id: 'g1',
  name: 'Accompagnement',
  required: true,
  min: 1,
  max: 1,
  choices: [
    { id: 'c1', name: 'Attiéké', price_delta: 0, is_default: true, available: true, allergens: [] },
    { id: 'c2', name: 'Alloco', price_delta: 500, is_default: false, available: true, allergens: [] },
  ],
  dishes: [
    { id: 'd1', name: 'Capitaine braisé' },
    { id: 'd2', name: 'Kedjenou de poulet' },
  ],
};

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
const choice = (name: string) => within(screen.getByRole('group', { name }));

beforeEach(() => {
  fetched.mockReset();
});
afterEach(cleanup);

describe('OptionGroupDialog', () => {
  it('refuses, in French and before asking the server, a required group without a default and a minimum over the maximum', async () => {
    renderWithProviders(<OptionGroupDialog group={side} onHide={vi.fn()} />);
    fireEvent.click(choice('Attiéké').getByLabelText('Par défaut'));
    save();
    await screen.findByText(optionAdminMessages.requiredDefault);
    fireEvent.click(choice('Attiéké').getByLabelText('Par défaut'));
    fireEvent.change(screen.getByLabelText('Minimum'), { target: { value: '2' } });
    save();
    await screen.findByText(optionAdminMessages.minMax);
    expect(fetched).not.toHaveBeenCalled();
  });

  it('names the dishes an edit changes, keeps the ids of known choices and sends new ones without', async () => {
    fetched.mockResolvedValue(side);
    const onHide = vi.fn();
    renderWithProviders(<OptionGroupDialog group={side} onHide={onHide} />);
    expect(screen.getByText(/Sur Capitaine braisé, Kedjenou de poulet/)).toBeTruthy();
    fireEvent.change(choice('Alloco').getByLabelText('Variation de prix (FCFA)'), {
      target: { value: '+700' },
    });
    fireEvent.click(choice('Alloco').getByLabelText("Disponible aujourd'hui"));
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter un choix' }));
    fireEvent.change(choice('Choix 3').getByLabelText('Nom du choix'), { target: { value: 'Akoumé' } });
    fireEvent.click(choice('Akoumé').getByText('Allergènes'));
    fireEvent.click(choice('Akoumé').getByLabelText('gluten'));
    save();
    await waitFor(() => expect(onHide).toHaveBeenCalled());
    expect(fetched).toHaveBeenCalledWith('/admin/option-groups/g1', {
      method: 'PUT',
      body: {
        name: 'Accompagnement',
        required: true,
        min: 1,
        max: 1,
        choices: [
          { id: 'c1', name: 'Attiéké', price_delta: 0, is_default: true, available: true, allergens: [] },
          { id: 'c2', name: 'Alloco', price_delta: 700, is_default: false, available: false, allergens: [] },
          { name: 'Akoumé', price_delta: 0, is_default: false, available: true, allergens: ['gluten'] },
        ],
      },
    });
  });
});
