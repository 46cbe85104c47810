import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CallerCodeNotice } from './caller-code-notice';

afterEach(cleanup);

describe('CallerCodeNotice', () => {
  it('shows the caller’s code and sends it to their own WhatsApp with the order code', () => {
    render(<CallerCodeNotice code="482913" firstname="Yawa" phone="90112233" orderCode="CMD-AB12CD34" />);
    expect(screen.getByText('482 913')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Envoyer par WhatsApp' });
    const href = new URL(link.getAttribute('href')!);
    expect(href.origin + href.pathname).toBe('https://wa.me/22890112233');
    const text = href.searchParams.get('text')!;
    expect(text).toContain('CMD-AB12CD34');
    expect(text).toContain('482913');
    expect(text).toContain('Mes commandes');
  });
});
