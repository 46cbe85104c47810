import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createStoredState } from './stored-state';

const numbers = (stored: unknown): number[] =>
  Array.isArray(stored) ? stored.filter((v): v is number => typeof v === 'number') : [];

describe('createStoredState', () => {
  it('starts from what is stored, cleaned by sanitize, and gives the fallback for a corrupt value', () => {
    localStorage.setItem('st-a', JSON.stringify([1, 'x', 2]));
    localStorage.setItem('st-b', '{not json');
    expect(createStoredState('st-a', numbers).get()).toEqual([1, 2]);
    expect(createStoredState('st-b', numbers).get()).toEqual([]);
  });

  it('saves each set and re-renders the hook', () => {
    const store = createStoredState('st-c', numbers);
    const { result } = renderHook(() => store.useValue());
    act(() => store.set([3]));
    expect(result.current).toEqual([3]);
    expect(localStorage.getItem('st-c')).toBe('[3]');
  });

  it('re-reads its key when another tab writes it or clears the storage, and ignores other keys', () => {
    const store = createStoredState('st-d', numbers);
    const { result } = renderHook(() => store.useValue());
    localStorage.setItem('st-d', '[7,8]');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'other' }));
    });
    expect(result.current).toEqual([]);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'st-d' }));
    });
    expect(result.current).toEqual([7, 8]);
    localStorage.clear();
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    });
    expect(result.current).toEqual([]);
  });
});
