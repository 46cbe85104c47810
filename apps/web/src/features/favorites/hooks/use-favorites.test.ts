import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authActions } from '@/features/auth';
import { api, ApiError } from '@/lib/api-client';
import { resources } from '@/lib/resource';
import { loadAccountFavorites } from '../lib/account-favorites';
import { toggled } from '../lib/visitor-hearts';
import { useFavorites } from './use-favorites';

vi.mock(import('@/lib/api-client'), async (original) => ({ ...(await original()), api: vi.fn() }));

const fetched = vi.mocked(api);
const stored = () => JSON.parse(localStorage.getItem('favorites') ?? '[]') as string[];
const user = { id: 'u1', firstname: 'Ama', email: 'ama@example.tg', user_status: 'particular' as const };

/** The account on the server: what GET answers, what merge and PUT/DELETE change. */
function serverWith(initial: string[]) {
  let account = [...initial];
  fetched.mockImplementation(async (path: string, init?: { method?: string; body?: unknown }) => {
    if (path === '/logout') return undefined;
    if (path === '/favorites') return { dish_ids: [...account] };
    if (path === '/favorites/merge') {
      const sent = (init?.body as { dish_ids: string[] }).dish_ids;
      account = [...sent.filter((id) => !account.includes(id)).reverse(), ...account];
      return { dish_ids: [...account] };
    }
    const id = decodeURIComponent(path.replace('/favorites/', ''));
    account =
      init?.method === 'PUT' ? [id, ...account.filter((f) => f !== id)] : account.filter((f) => f !== id);
    return undefined;
  });
  return { account: () => account };
}

beforeEach(async () => {
  await act(() => authActions.logout());
  localStorage.clear();
  window.dispatchEvent(new StorageEvent('storage', { key: null }));
  fetched.mockReset();
});
afterEach(() => resources.reset());

describe('toggled', () => {
  it.each([
    [['a'], 'b', true, ['b', 'a']],
    [['a'], 'b', false, ['a', 'b']],
    [['a', 'b'], 'a', true, ['b']],
    [[], 'a', true, ['a']],
  ])('%j toggling %s (front %s) gives %j', (ids, id, front, expected) => {
    expect(toggled(ids, id, front)).toEqual(expected);
  });
});

describe('a visitor', () => {
  it('keeps hearts in this browser, latest first, and asks the server nothing', () => {
    const { result } = renderHook(() => useFavorites());
    act(() => result.current.toggle('ayimolou'));
    act(() => result.current.toggle('fufu'));
    expect(result.current.ids).toEqual(['fufu', 'ayimolou']);
    expect(result.current.isFavorite('ayimolou')).toBe(true);
    expect(stored()).toEqual(['ayimolou', 'fufu']);
    act(() => result.current.toggle('ayimolou'));
    expect(stored()).toEqual(['fufu']);
    expect(fetched).not.toHaveBeenCalled();
  });
});

describe('merge at login', () => {
  it("hands the visitor's hearts to the account, keeps the account's, then forgets them here", async () => {
    const server = serverWith(['akoume', 'fufu']);
    const { result } = renderHook(() => useFavorites());
    act(() => result.current.toggle('ayimolou'));
    act(() => result.current.toggle('fufu'));
    act(() => authActions.login('t1', user));
    // The browser's hearts show while they are being merged: no heart blinks off at login.
    expect(result.current.ids).toEqual(['fufu', 'ayimolou']);
    await waitFor(() => expect(result.current.ids).toEqual(['ayimolou', 'akoume', 'fufu']));
    expect(fetched).toHaveBeenCalledWith('/favorites/merge', {
      method: 'POST',
      body: { dish_ids: ['ayimolou', 'fufu'] },
    });
    expect(server.account()).toEqual(['ayimolou', 'akoume', 'fufu']);
    expect(stored()).toEqual([]);
  });

  it('asks only for the list when the visitor had no hearts', async () => {
    serverWith(['akoume']);
    expect(await loadAccountFavorites()).toEqual(['akoume']);
    expect(fetched).toHaveBeenCalledTimes(1);
    expect(fetched).toHaveBeenCalledWith('/favorites');
  });

  it('keeps the hearts in the browser when the merge fails, for the next try', async () => {
    const { result } = renderHook(() => useFavorites());
    act(() => result.current.toggle('ayimolou'));
    fetched.mockRejectedValue(new ApiError(0, 'Erreur de réseau'));
    await expect(loadAccountFavorites()).rejects.toThrow('Erreur de réseau');
    expect(stored()).toEqual(['ayimolou']);
    serverWith([]);
    expect(await loadAccountFavorites()).toEqual(['ayimolou']);
    expect(stored()).toEqual([]);
  });

  it('keeps a heart given in another tab while the merge was on its way', async () => {
    const { result } = renderHook(() => useFavorites());
    act(() => result.current.toggle('ayimolou'));
    let release!: () => void;
    fetched.mockImplementation(
      () =>
        new Promise((resolve) => {
          release = () => resolve({ dish_ids: ['ayimolou'] });
        }),
    );
    const merging = loadAccountFavorites();
    act(() => result.current.toggle('fufu'));
    release();
    expect(await merging).toEqual(['ayimolou']);
    expect(stored()).toEqual(['fufu']);
  });
});

describe('a logged-in customer', () => {
  it('hearts on the account at once, and the server gets the taps in order', async () => {
    const server = serverWith(['akoume']);
    act(() => authActions.login('t1', user));
    const { result } = renderHook(() => useFavorites());
    await waitFor(() => expect(result.current.ids).toEqual(['akoume']));
    act(() => result.current.toggle('fufu'));
    await waitFor(() => expect(result.current.ids).toEqual(['fufu', 'akoume']));
    act(() => result.current.toggle('fufu'));
    act(() => result.current.toggle('akoume'));
    await waitFor(() => expect(result.current.ids).toEqual([]));
    await waitFor(() => expect(server.account()).toEqual([]));
    const writes = fetched.mock.calls.filter(([path]) => path.startsWith('/favorites/'));
    expect(writes.map(([path, init]) => `${init?.method} ${path}`)).toEqual([
      'PUT /favorites/fufu',
      'DELETE /favorites/fufu',
      'DELETE /favorites/akoume',
    ]);
    expect(stored()).toEqual([]);
  });

  it('shows the account again when a heart is refused', async () => {
    serverWith(['akoume']);
    act(() => authActions.login('t1', user));
    const { result } = renderHook(() => useFavorites());
    await waitFor(() => expect(result.current.ids).toEqual(['akoume']));
    const answer = fetched.getMockImplementation()!;
    let refuse!: () => void;
    fetched.mockImplementation(async (path, init) => {
      if (init?.method !== 'PUT') return answer(path, init);
      await new Promise<void>((resolve) => (refuse = resolve));
      throw new ApiError(404, 'Plat introuvable.');
    });
    act(() => result.current.toggle('gone'));
    await waitFor(() => expect(result.current.ids).toEqual(['gone', 'akoume']));
    refuse();
    await waitFor(() => expect(result.current.ids).toEqual(['akoume']));
  });

  it("forgets the account's hearts at logout", async () => {
    serverWith(['akoume']);
    act(() => authActions.login('t1', user));
    const { result } = renderHook(() => useFavorites());
    await waitFor(() => expect(result.current.ids).toEqual(['akoume']));
    await act(() => authActions.logout());
    expect(result.current.ids).toEqual([]);
    expect(result.current.isAuthenticated).toBe(false);
  });
});
