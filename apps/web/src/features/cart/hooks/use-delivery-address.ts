import { ADDRESS_TITLES, type AddressTitle } from '@lome/shared';
import { createStoredState } from '@/lib/stored-state';

/** Where the cart goes, as the checkout's address step holds it. */
export type DeliveryAddress = {
  title: AddressTitle;
  description_address: string;
  position: { latitude: number; longitude: number } | null;
  phone: string;
};
type Stored = { owner: string; address: DeliveryAddress } | null;

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const coordinate = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

function sanitize(stored: unknown): Stored {
  if (!stored || typeof stored !== 'object') return null;
  const { owner, address } = stored as {
    owner?: unknown;
    address?: Partial<Record<keyof DeliveryAddress, unknown>>;
  };
  if (typeof owner !== 'string' || !address || typeof address !== 'object') return null;
  const position = address.position as { latitude?: unknown; longitude?: unknown } | null | undefined;
  const latitude = coordinate(position?.latitude);
  const longitude = coordinate(position?.longitude);
  return {
    owner,
    address: {
      title: ADDRESS_TITLES.includes(address.title as AddressTitle)
        ? (address.title as AddressTitle)
        : 'Domicile',
      description_address: text(address.description_address),
      position: latitude !== null && longitude !== null ? { latitude, longitude } : null,
      phone: text(address.phone),
    },
  };
}

// The checkout's address, kept on this device as it is typed: closing the dialog or reloading loses
// nothing. One account's draft is never offered to another logging in on the same phone; a paid order clears it.
// Made on first use, and its key kept here rather than in lib/storage.ts: the cart's index is in every page's
// bundle, and the menu's and home's JavaScript must not grow for the checkout (decision 0050).
const STORAGE_KEY = 'delivery_address';
let store: ReturnType<typeof createStoredState<Stored>> | undefined;
const draft = () => (store ??= createStoredState(STORAGE_KEY, sanitize));

export const deliveryAddressDraft = {
  /** The draft of `owner`, or null. */
  get: (owner: string): DeliveryAddress | null => {
    const stored = draft().get();
    return stored && stored.owner === owner ? stored.address : null;
  },
  set: (owner: string, address: DeliveryAddress) => draft().set({ owner, address }),
  clear: () => draft().set(null),
};

/** The delivery point of `owner`'s draft, re-rendering as it moves; null until one is placed. */
export function useDeliveryPoint(owner: string | undefined) {
  const stored = draft().useValue();
  return owner && stored?.owner === owner ? stored.address.position : null;
}
