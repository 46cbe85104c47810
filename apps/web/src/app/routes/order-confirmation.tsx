import { OrderConfirmation } from '@/features/checkout/components/order-confirmation';

export default function OrderConfirmationPage() {
  return <OrderConfirmation />;
}
