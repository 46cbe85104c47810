import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { orderMessages } from '@lome/shared';
import { PaymentForm } from './payment-form';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('PaymentForm', () => {
  it('sends nothing without a valid number: the field takes the focus and names its error', () => {
    const onSubmit = vi.fn();
    render(<PaymentForm amount={5000} submitting={false} error={null} onSubmit={onSubmit} />);
    const phone = screen.getByLabelText('Numéro de paiement');
    expect(phone.getAttribute('aria-invalid')).toBe('false');

    fireEvent.change(phone, { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: /^Payer/ }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(phone);
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    const described = phone.getAttribute('aria-describedby')!.split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(
      orderMessages.phoneInvalid,
    );

    fireEvent.change(phone, { target: { value: '96 11 22 33' } });
    fireEvent.click(screen.getByRole('button', { name: /^Payer/ }));
    expect(onSubmit).toHaveBeenCalledWith({ network: 'FLOOZ', phone_number: '96112233' });
  });

  it('follows the number: a TMONEY number selects TMONEY, until the customer picks a network', () => {
    const onSubmit = vi.fn();
    render(<PaymentForm amount={5000} submitting={false} error={null} onSubmit={onSubmit} />);
    const phone = screen.getByLabelText('Numéro de paiement');
    const tmoney = screen.getByRole('radio', { name: /T-Money/ }) as HTMLInputElement;
    const flooz = screen.getByRole('radio', { name: /Flooz/ }) as HTMLInputElement;
    expect(flooz.checked).toBe(true);

    fireEvent.change(phone, { target: { value: '90 11 22 33' } });
    expect(tmoney.checked).toBe(true);
    fireEvent.change(phone, { target: { value: '79112233' } });
    expect(flooz.checked).toBe(true);

    fireEvent.click(tmoney);
    fireEvent.change(phone, { target: { value: '96112233' } });
    expect(tmoney.checked).toBe(true);
    screen.getByText('Ce numéro ressemble à un numéro FLOOZ : vérifiez le réseau choisi.');
    fireEvent.click(screen.getByRole('button', { name: /^Payer/ }));
    expect(onSubmit).toHaveBeenCalledWith({ network: 'TMONEY', phone_number: '96112233' });
  });

  it('starts on the network chosen before when given one', () => {
    const onSubmit = vi.fn();
    render(
      <PaymentForm
        amount={5000}
        defaultPhone="90112233"
        defaultNetwork="TMONEY"
        submitting={false}
        error={null}
        onSubmit={onSubmit}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: /^Payer/ }));
    expect(onSubmit).toHaveBeenCalledWith({ network: 'TMONEY', phone_number: '90112233' });
  });

  it('pays nothing offline and says why, then pays once the connection is back', () => {
    const onSubmit = vi.fn();
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(
      <PaymentForm
        amount={5000}
        defaultPhone="90112233"
        submitting={false}
        error={null}
        onSubmit={onSubmit}
      />,
    );
    const pay = screen.getByRole('button', { name: /^Payer/ });
    expect((pay as HTMLButtonElement).disabled).toBe(true);
    const reason = document.getElementById(pay.getAttribute('aria-describedby')!);
    expect(reason?.textContent).toBe('Connexion requise pour payer : vous êtes hors ligne.');
    fireEvent.submit(pay.closest('form')!);
    fireEvent.click(pay);
    expect(onSubmit).not.toHaveBeenCalled();

    online.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect((pay as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByText('Connexion requise pour payer : vous êtes hors ligne.')).toBeNull();
    fireEvent.click(pay);
    expect(onSubmit).toHaveBeenCalledWith({ network: 'TMONEY', phone_number: '90112233' });
  });
});
