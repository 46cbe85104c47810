// The restaurant's clock as other features use it (STYLE.md): only this file is imported from outside the feature.
export { useRestaurantHours } from './api/get-restaurant-hours';
export { useRestaurantStatus } from './api/get-restaurant-status';
export { KitchenStatusBanner } from './components/kitchen-status-banner';
