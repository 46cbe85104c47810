import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { createTestQueryClient, renderWithProviders } from '@/test/render';
import { ContactForm } from './contact-form';

vi.mock(import('@/lib/api-client'), async (original) => ({ ...(await original()), api: vi.fn() }));
vi.mock(import('@/lib/confetti'), () => ({ fireConfetti: vi.fn(async () => undefined) }));
const fetched = vi.mocked(api);

const afi = {
  firstname: 'Afi',
  lastname: 'Mensah',
  email: 'afi.mensah@example.com',
  subject: 'allergy',
  message: "Sans arachide, s'il vous plaît.",
};

/** Types into the page as a customer does before the page's code runs: the screen changes, React hears nothing. */
function typeUnheard(container: HTMLElement) {
  for (const [name, value] of Object.entries(afi)) {
    container.querySelector<HTMLInputElement>(`[name="${name}"]`)!.value = value;
  }
}

beforeEach(() => {
  fetched.mockReset();
  fetched.mockResolvedValue({ message: 'Votre message a bien été envoyé.' });
});
afterEach(cleanup);

describe('ContactForm', () => {
  it('sends what the screen shows, even typed before the page could hear it', async () => {
    const { container } = renderWithProviders(<ContactForm />);
    typeUnheard(container);
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le message' }));

    expect(await screen.findByText('Votre message a bien été envoyé.')).toBeTruthy();
    expect(fetched).toHaveBeenCalledTimes(1);
    expect(fetched.mock.calls[0]![1]).toMatchObject({ method: 'POST', body: afi });
    expect(screen.queryByText('Veuillez renseigner votre prénom.')).toBeNull();
  });

  it('sends a form filled in on the server page and submitted as the page comes alive', async () => {
    const client = createTestQueryClient();
    const ui = (
      <QueryClientProvider client={client}>
        <ContactForm />
      </QueryClientProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.appendChild(container);
    typeUnheard(container);
    await act(async () => {
      hydrateRoot(container, ui);
    });
    // Sent as the page comes alive: the typed text is on screen, not yet given back to React (lib/early-taps.tsx).
    fireEvent.submit(container.querySelector('form')!);

    expect(await screen.findByText('Votre message a bien été envoyé.')).toBeTruthy();
    expect(fetched).toHaveBeenCalledTimes(1);
    expect(fetched.mock.calls[0]![1]).toMatchObject({ body: afi });
    container.remove();
  });
});
