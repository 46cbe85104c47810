import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useOnline } from '@/lib/use-online';
import { OFFLINE_TEXT, OfflineBanner } from './offline-banner';

/** What the browser does when the connection drops or returns: navigator.onLine changes, then the event. */
function setConnection(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Probe() {
  return <span data-testid="probe">{useOnline() ? 'en ligne' : 'hors ligne'}</span>;
}

describe('useOnline and the offline note', () => {
  it('follow the connection as it drops and returns, in a live region that stays in the page', () => {
    render(
      <>
        <OfflineBanner />
        <Probe />
      </>,
    );
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
    expect(screen.getByTestId('probe').textContent).toBe('en ligne');

    setConnection(false);
    expect(screen.getByRole('status').textContent).toBe(OFFLINE_TEXT);
    expect(screen.getByRole('status')).toBe(region);
    expect(screen.getByTestId('probe').textContent).toBe('hors ligne');

    setConnection(true);
    expect(region.textContent).toBe('');
    expect(screen.getByTestId('probe').textContent).toBe('en ligne');
  });

  it('shows the note at once when the page opens without a connection', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<OfflineBanner />);
    screen.getByText(OFFLINE_TEXT);
  });
});
