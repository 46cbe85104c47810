// The restaurant's clock as other features use it (STYLE.md): only this file is imported from outside the feature.
export { DEFAULT_FOOTER_HOURS, useFooterHours } from './api/get-footer-hours';
export { useRestaurantHours } from './api/get-restaurant-hours';
export { refreshRestaurantStatus, useRestaurantStatus } from './api/get-restaurant-status';
export { AdvanceNoticeAlert } from './components/advance-notice-alert';
export { DeliveryEstimate } from './components/delivery-estimate';
export { KitchenStatusBanner } from './components/kitchen-status-banner';
export { useNoticeDishes } from './hooks/use-notice-dishes';
