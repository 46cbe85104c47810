import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReferralProgramme } from '@lome/shared';
import { ReferralLinksModal } from './referral-links-modal';

const programme: ReferralProgramme = {
  direct_commission_percent: 1,
  network_commission_percent: 0.5,
  network_depth: 3,
  sponsor_bonus: 25000,
  free_dish_every: 5,
  free_dish_cap: 5000,
  free_dish_valid_days: 60,
};

const link = 'https://chezmama.tg/ref/K7M2QX';
const COPIED = 'Lien copié dans le presse-papier!';

function stubClipboard(share?: Navigator['share']) {
  const writeText = vi.fn().mockResolvedValue(undefined);
  vi.stubGlobal('navigator', { ...navigator, share, clipboard: { writeText } });
  vi.stubGlobal('isSecureContext', true);
  return writeText;
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the referral links modal', () => {
  it('copies the link and says so for 2 s', async () => {
    const writeText = stubClipboard();
    render(<ReferralLinksModal show onHide={() => {}} link={link} referrer="Akossiwa Dogbe" />);
    vi.useFakeTimers();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copier' })));
    expect(writeText).toHaveBeenCalledWith(link);
    screen.getByText(COPIED);
    screen.getByRole('button', { name: 'Copié !' });
    act(() => vi.advanceTimersByTime(1900));
    screen.getByText(COPIED);
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText(COPIED)).toBeNull();
  });

  it("'Partager' copies when the browser has no share sheet, and shares without a copy message otherwise", async () => {
    const writeText = stubClipboard(undefined);
    const { unmount } = render(
      <ReferralLinksModal show onHide={() => {}} link={link} referrer="Akossiwa Dogbe" />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Partager' }));
    await screen.findByText(COPIED);
    expect(writeText).toHaveBeenCalledWith(link);
    unmount();

    const share = vi.fn().mockResolvedValue(undefined);
    const copy = stubClipboard(share);
    render(<ReferralLinksModal show onHide={() => {}} link={link} referrer="Akossiwa Dogbe" />);
    fireEvent.click(screen.getByRole('button', { name: 'Partager' }));
    await waitFor(() => expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: link })));
    expect(copy).not.toHaveBeenCalled();
    expect(screen.queryByText(COPIED)).toBeNull();
  });

  it('links to WhatsApp with the link in the message', () => {
    render(<ReferralLinksModal show onHide={() => {}} link={link} referrer="Akossiwa Dogbe" />);
    const href = screen.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')!;
    expect(href.startsWith('https://wa.me/?text=')).toBe(true);
    expect(decodeURIComponent(href)).toContain(link);
  });

  it('shows the link as a QR code and downloads it as PNG', async () => {
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    render(<ReferralLinksModal show onHide={() => {}} link={link} referrer="Akossiwa Dogbe" />);
    const toggle = screen.getByRole('button', { name: 'QR Code' });
    expect(screen.queryByAltText('QR code de votre lien de parrainage')).toBeNull();
    fireEvent.click(toggle);
    // The QR code's library loads when asked for: on a busy machine that takes more than a second.
    const img = await screen.findByAltText('QR code de votre lien de parrainage', undefined, {
      timeout: 10_000,
    });
    expect(img.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Télécharger' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]!.download).toBe('parrainage-K7M2QX.png');
    expect(clicked[0]!.href).toBe(img.getAttribute('src'));
  });

  it('says "vous", and names a sponsor’s bonus and network besides the commission and free dishes', () => {
    const { unmount } = render(
      <ReferralLinksModal
        show
        onHide={() => {}}
        link={link}
        referrer="Akossiwa Dogbe"
        programme={programme}
      />,
    );
    screen.getByText(
      'Vous gagnez 1% sur toutes les commandes de vos filleuls et un plat offert toutes les 5 commandes de chacun.',
    );
    unmount();

    render(
      <ReferralLinksModal
        show
        onHide={() => {}}
        link={link}
        referrer="Kodjo Amouzou"
        programme={programme}
        sponsor
      />,
    );
    screen.getByText(
      `Vous gagnez 1% sur toutes les commandes de vos filleuls et un plat offert toutes les 5 commandes de chacun ; en tant que sponsor, 25 000 FCFA pour chaque sponsor parrainé et 0,5% sur les commandes de votre réseau (niveaux 2 à 3).`,
    );
    expect(screen.queryByText(/\btu\b|\btes\b/i)).toBeNull();
  });
});
