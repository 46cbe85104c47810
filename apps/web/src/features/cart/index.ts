// The cart as other features use it (STYLE.md): only this file is imported from outside the feature.
export { AddedToast, useAddedToast } from './components/added-toast';
export { cartActions, useCart } from './hooks/use-cart';
export { freeDishActions } from './hooks/use-free-dish';
export { rememberDeliveryFee } from './hooks/use-delivery-fee';
export { orderDiscountRows } from './utils/discount-rows';
export { cartMade } from './lib/cart-made';
export { followCartOrder, useCartFollowsOrder } from './hooks/use-cart-follows-order';
export { deliveryAddressDraft, type DeliveryAddress } from './hooks/use-delivery-address';
export { useOrderQuote } from './api/get-order-quote';
export { deliveryFeeText } from './utils/delivery-fee-text';
