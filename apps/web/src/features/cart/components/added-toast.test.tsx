import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AddedToast, ADDED_TOAST_MS, useAddedToast } from './added-toast';

function Harness() {
  const { toast, notify, dismiss } = useAddedToast();
  return (
    <>
      <button onClick={() => notify('Ayimolou')}>un</button>
      <button onClick={() => notify('Fufu')}>deux</button>
      <AddedToast toast={toast} onClose={dismiss} />
    </>
  );
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('AddedToast', () => {
  it('says which dish was added and goes away after 2.5 s, restarting for a new add', () => {
    vi.useFakeTimers();
    render(<Harness />);
    expect(screen.queryByText(/ajouté au panier!/)).toBeNull();

    fireEvent.click(screen.getByText('un'));
    screen.getByText('Ayimolou ajouté au panier!');

    act(() => vi.advanceTimersByTime(ADDED_TOAST_MS - 500));
    fireEvent.click(screen.getByText('deux'));
    act(() => vi.advanceTimersByTime(1000));
    screen.getByText('Fufu ajouté au panier!');

    act(() => vi.advanceTimersByTime(ADDED_TOAST_MS));
    expect(screen.queryByText(/ajouté au panier!/)).toBeNull();
  });
});
