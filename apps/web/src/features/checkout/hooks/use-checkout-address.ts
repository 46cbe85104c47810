import { useEffect, useState } from 'react';
import type { StoredUser } from '@/features/auth';
import { useAddresses, useCreateAddress } from '@/features/addresses';
import { deliveryAddressDraft } from '@/features/cart';
import { addressChoices, isSavedChoice } from '../components/address-choices';
import type { AddressValues } from '../components/address-step';

const emptyAddress: AddressValues = { title: 'Domicile', description_address: '', position: null, phone: '' };

/**
 * The checkout's address: the attempt's when a payment is followed, else the draft this device kept
 * for the account, else empty with the account's phone (the recipient's; the payment number follows it). Kept
 * as it is typed; the saved addresses are offered, and a new one is saved once its order is made, if asked.
 */
export function useCheckoutAddress(user: StoredUser | null, fromAttempt: AddressValues | undefined) {
  const owner = user?.id ?? '';
  const [address, setAddress] = useState<AddressValues>(() => {
    const draft = owner ? deliveryAddressDraft.get(owner) : null;
    const start = fromAttempt ?? draft ?? emptyAddress;
    return { ...start, phone: start.phone || (user?.phone ?? '') };
  });
  useEffect(() => {
    if (owner) deliveryAddressDraft.set(owner, address);
  }, [owner, address]);

  const saved = useAddresses({ enabled: !!owner });
  const choices = addressChoices(saved.data);
  const [saveAsked, setSaveAsked] = useState(false);
  const offered = saved.isSuccess && !isSavedChoice(choices, address);
  const create = useCreateAddress();

  return {
    address,
    change: (patch: Partial<AddressValues>) => setAddress((a) => ({ ...a, ...patch })),
    choices,
    save: { offered, checked: offered && saveAsked, onChange: setSaveAsked },
    /** Once the order is made: the address is saved if the customer asked (a failure only loses the saving). */
    saveIfAsked: () => {
      if (!offered || !saveAsked || !address.position) return;
      setSaveAsked(false);
      create.mutate({
        label: address.title,
        description: address.description_address,
        latitude: address.position.latitude,
        longitude: address.position.longitude,
        phone: address.phone,
      });
    },
    /** Paid: the next checkout starts from the saved addresses, not from this one's draft. */
    forget: () => deliveryAddressDraft.clear(),
  };
}
