import { beforeEach, describe, expect, it } from 'vitest';
import { deliveryAddressDraft, type DeliveryAddress } from './use-delivery-address';

const home: DeliveryAddress = {
  title: 'Bureau',
  description_address: 'Bè Kpota, portail bleu',
  position: { latitude: 6.135, longitude: 1.225 },
  phone: '90112233',
};

beforeEach(() => {
  deliveryAddressDraft.clear();
  localStorage.clear();
});

describe('deliveryAddressDraft', () => {
  it('keeps the address typed for its account only, until cleared', () => {
    deliveryAddressDraft.set('u1', home);
    expect(deliveryAddressDraft.get('u1')).toEqual(home);
    expect(deliveryAddressDraft.get('u2')).toBeNull();
    expect(JSON.parse(localStorage.getItem('delivery_address')!)).toEqual({ owner: 'u1', address: home });
    deliveryAddressDraft.clear();
    expect(deliveryAddressDraft.get('u1')).toBeNull();
  });

  it('reads whatever another tab or an old version stored as a valid address', () => {
    localStorage.setItem(
      'delivery_address',
      JSON.stringify({
        owner: 'u1',
        address: { title: 'Château', description_address: 3, position: { latitude: 'x' } },
      }),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: 'delivery_address' }));
    expect(deliveryAddressDraft.get('u1')).toEqual({
      title: 'Domicile',
      description_address: '',
      position: null,
      phone: '',
    });
  });
});
