// What the back-office's counter reuses of the checkout (STYLE.md): the delivery map, loaded on demand.
export { DeliveryMap } from './components/delivery-map';
export type { LatLng } from './components/location-map';
