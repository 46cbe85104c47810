import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_OPENING_HOURS, hoursMessages, type OpeningHours } from '@lome/shared';
import { api, ApiError } from '@/lib/api-client';
import { hoursSavedMessage, OpeningHoursEditor } from './opening-hours-editor';
import { renderWithProviders } from '@/test/render';

vi.mock(import('@/lib/api-client'), async (original) => ({ ...(await original()), api: vi.fn() }));
const fetched = vi.mocked(api);

/** Monday 11:30-14:30 and 19:00 until midnight, Sunday closed, the other days as the footer. */
const hours: OpeningHours = {
  weekly: DEFAULT_OPENING_HOURS.weekly.map((slots, day) =>
    day === 0
      ? []
      : day === 1
        ? [
            { open: '11:30', close: '14:30' },
            { open: '19:00', close: '24:00' },
          ]
        : slots,
  ),
  closures: [],
};

function renderEditor() {
  renderWithProviders(<OpeningHoursEditor />);
}

const closed = (name: string) => screen.getByLabelText<HTMLInputElement>(`Fermé le ${name}`);
/** The day (its fieldset's legend) a message is shown in. */
const dayOf = (text: string) =>
  screen.getByText(text).closest('fieldset')?.querySelector('legend')?.textContent;
const time = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const set = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });
// Buttons found by their text: the week has some forty controls, and role queries over them are slow in jsdom.
const click = (text: string, nth = 0) => fireEvent.click(screen.getAllByText(text)[nth]!.closest('button')!);
const save = () => click('Enregistrer les horaires');
const puts = () => fetched.mock.calls.filter(([, init]) => init?.method === 'PUT');

beforeEach(() => {
  fetched.mockReset();
  fetched.mockImplementation(async (_path, init) => (init?.method === 'PUT' ? init.body : hours) as never);
});
afterEach(cleanup);

describe('OpeningHoursEditor', () => {
  it('shows each day Monday first, midnight as 00:00, Sunday closed', async () => {
    renderEditor();
    expect((await screen.findByLabelText<HTMLInputElement>('Lundi, service 2 : fermeture')).value).toBe(
      '00:00',
    );
    const legends = [...document.querySelectorAll('legend')].map((l) => l.textContent);
    expect(legends.slice(0, 7)).toEqual([
      'Lundi',
      'Mardi',
      'Mercredi',
      'Jeudi',
      'Vendredi',
      'Samedi',
      'Dimanche',
    ]);
    expect(closed('dimanche').checked).toBe(true);
    expect(closed('lundi').checked).toBe(false);
  });

  it('adds and removes periods, closes a day, adds a closure, and saves the week as the API takes it', async () => {
    renderEditor();
    await screen.findByLabelText('Lundi, service 1 : ouverture');
    // Tuesday: a third service, 16:00-17:00.
    click('Ajouter un service', 1);
    set(time('Mardi, service 3 : ouverture'), '16:00');
    set(time('Mardi, service 3 : fermeture'), '17:00');
    // Monday: the lunch service goes.
    click('le service 1 du lundi');
    // Saturday closed; Sunday opened 12:00-15:00.
    fireEvent.click(closed('samedi'));
    fireEvent.click(closed('dimanche'));
    set(time('Dimanche, service 1 : ouverture'), '12:00');
    set(time('Dimanche, service 1 : fermeture'), '15:00');
    // Independence day.
    click('Ajouter une fermeture');
    set(screen.getByLabelText('Du'), '2027-04-27');
    set(screen.getByLabelText('Au'), '2027-04-27');
    set(screen.getByLabelText('Raison affichée aux clients'), ' Fermé pour la fête de l’indépendance ');
    save();

    expect((await screen.findByText(hoursSavedMessage)).getAttribute('role')).toBe('status');
    const weekly = [...hours.weekly];
    weekly[0] = [{ open: '12:00', close: '15:00' }];
    weekly[1] = [{ open: '19:00', close: '24:00' }];
    weekly[2] = [...hours.weekly[2]!, { open: '16:00', close: '17:00' }];
    weekly[6] = [];
    expect(puts()).toEqual([
      [
        '/admin/opening-hours',
        {
          method: 'PUT',
          body: {
            weekly,
            closures: [
              { from: '2027-04-27', to: '2027-04-27', reason: 'Fermé pour la fête de l’indépendance' },
            ],
          },
        },
      ],
    ]);
  });

  it('refuses overlapping and impossible periods beside them, without calling the API', async () => {
    renderEditor();
    await screen.findByLabelText('Mardi, service 1 : ouverture');
    set(time('Mardi, service 2 : ouverture'), '14:00');
    set(time('Mercredi, service 1 : fermeture'), '10:00');
    save();
    await screen.findByText('Corrigez les horaires signalés.');
    expect(dayOf(hoursMessages.overlap)).toBe('Mardi');
    expect(dayOf(hoursMessages.impossible)).toBe('Mercredi');
    expect(time('Mercredi, service 1 : fermeture').getAttribute('aria-invalid')).toBe('true');
    screen.getByText('Corrigez les horaires signalés.');
    expect(puts()).toEqual([]);
  });

  it("puts the server's French messages beside the period and the closure they name", async () => {
    renderEditor();
    await screen.findByLabelText('Lundi, service 1 : ouverture');
    click('Ajouter une fermeture');
    set(screen.getByLabelText('Raison affichée aux clients'), 'Inventaire');
    fetched.mockRejectedValueOnce(
      new ApiError(422, 'Horaires invalides', 'VALIDATION_ERROR', {
        'weekly.1.0': ['Ce service chevauche la préparation du soir.'],
        'closures.0': ['Cette fermeture est déjà passée.'],
      }),
    );
    save();
    await waitFor(() => expect(dayOf('Ce service chevauche la préparation du soir.')).toBe('Lundi'));
    expect(time('Lundi, service 1 : ouverture').getAttribute('aria-invalid')).toBe('true');
    expect(time('Lundi, service 2 : ouverture').getAttribute('aria-invalid')).toBeNull();
    expect(
      screen
        .getByText('Cette fermeture est déjà passée.')
        .closest('[role="group"]')
        ?.getAttribute('aria-label'),
    ).toBe('Fermeture 1');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
