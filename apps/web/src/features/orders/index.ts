// What other features use of orders (STYLE.md): only this file is imported from outside the feature.
export { InvoiceButton } from './components/invoice-button';
export { orderDetailQueryOptions } from './api/get-order-detail';
