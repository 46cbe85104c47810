import type {
  OrderCreate,
  OrderQuote,
  PaymentNetwork,
  PaymentStatusResponse,
  StaffOrderCreate,
  StaffOrderCreated,
  staffOrderQuoteRequestSchema,
  StaffPush,
} from '@lome/shared';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../audit/audit.service.js';
import { issueCallerCode } from '../users/caller-codes.service.js';
import { getPaymentStatus } from '../payments/customer-payments.service.js';
import { startPayment } from '../payments/start.service.js';
import { findCustomersForStaff, findOrCreateCustomer } from '../users/light-customers.service.js';
import type { PaymentDeps } from '../payments/payment-deps.js';
import type { Clock } from '../../lib/clock.js';
import { createOrder } from './checkout.service.js';
import { quoteOrder } from './customer-views.service.js';
import { restaurantPlace } from './delivery.js';
import { findSale } from './sales.repository.js';

type OrderDeps = PaymentDeps & { clock: Clock };

/** What a pickup order says where the address goes. */
const PICKUP_ADDRESS = 'Retrait au restaurant';

/**
 * POST /api/admin/orders (P8.3): an order staff take by phone or WhatsApp. The caller is found by number or
 * e-mail, or recorded as a light customer; the order goes through the online path (createOrder: server prices,
 * discounts, hours, pause, radius, sold out, notice); then mobile money is pushed to the customer's own number, as
 * their checkout would, so they approve with their PIN while still on the line. Cash goes to the board at once.
 */
export async function createStaffOrder(
  deps: OrderDeps,
  input: StaffOrderCreate,
  actorId: string,
): Promise<StaffOrderCreated> {
  const now = deps.clock.now().toISOString();
  const customer = await findOrCreateCustomer(deps.db, input.customer, now);
  const pickup = !(
    input.description_address &&
    input.latitude !== undefined &&
    input.longitude !== undefined
  );
  const place = restaurantPlace(deps.env);
  const orderInput: OrderCreate = {
    dishes: input.dishes,
    title: input.title,
    description_address: pickup ? PICKUP_ADDRESS : input.description_address!,
    latitude: pickup ? place.lat : input.latitude!,
    longitude: pickup ? place.lng : input.longitude!,
    phone: input.customer.phone,
    scheduled_for: pickup ? input.pickup_at : input.scheduled_for,
    free_dish_credit_id: input.free_dish_credit_id,
    free_dish_id: input.free_dish_id,
    payment_method: input.payment.method === 'cash' ? 'cash' : 'mobile_money',
  };
  const { order } = await createOrder(deps, customer.id, orderInput, undefined, {
    source: input.source,
    notes: input.notes,
    pickup,
  });
  await recordAudit(deps.db, {
    actorId,
    action: 'order.staff_created',
    subjectType: 'order',
    subjectId: order.id,
    after: {
      code_commande: order.code_commande,
      source: input.source,
      payment_method: orderInput.payment_method,
      total_price: order.total_price,
      new_customer: customer.created,
    },
  });
  const created = {
    order_id: order.id,
    customer_id: customer.id,
    code_commande: order.code_commande,
    // A caller without an account of their own gets the code that will prove their number (decision 0064).
    caller_code: customer.light ? await issueCallerCode(deps.db, customer.id, deps.clock.now()) : undefined,
  };
  if (input.payment.method === 'cash' || order.is_paid) return created;
  const push = { network: input.payment.method, phone: input.payment.phone_number ?? input.customer.phone };
  return { ...created, payment: await pushToCustomer(deps, customer.id, order.id, push) };
}

/**
 * POST /api/admin/orders/quote: the order the dialog is filling, priced as createStaffOrder will price it: for the
 * caller on file with that number (their discounts), the fee of the point's band, or no delivery for a pickup.
 */
export async function quoteStaffOrder(
  deps: OrderDeps,
  input: z.output<typeof staffOrderQuoteRequestSchema>,
): Promise<OrderQuote> {
  const [caller] = input.phone ? await findCustomersForStaff(deps.db, input.phone) : [];
  return quoteOrder(deps.db, caller?.id, input, restaurantPlace(deps.env), deps.clock, {
    pickup: input.pickup,
  });
}

/**
 * The push to the customer's number, replacing the prompt `replacesPaymentId` when staff send it again; a PayGate
 * refusal or outage keeps the order and says why.
 */
export async function pushToCustomer(
  deps: OrderDeps,
  customerId: string,
  orderId: string,
  push: { network: PaymentNetwork; phone: string; replacesPaymentId?: string },
): Promise<StaffPush> {
  try {
    const started = await startPayment(deps, customerId, {
      order_id: orderId,
      phone_number: push.phone,
      network: push.network,
      description: '',
      replaces_payment_id: push.replacesPaymentId,
    });
    return {
      payment_id: started.payment_id,
      status: started.status,
      tx_reference: started.tx_reference,
      message: started.message,
    };
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return { payment_id: null, status: 'failed', tx_reference: null, message: err.message };
  }
}

/** The push's state for the board, asked of PayGate when pending and not checked lately (as the customer's poll). */
export async function getOrderPaymentForStaff(
  deps: OrderDeps,
  orderId: string,
  paymentId: string,
): Promise<PaymentStatusResponse> {
  const order = await findSale(deps.db, orderId);
  if (!order) throw new AppError(404, 'ORDER_NOT_FOUND', 'Commande introuvable.');
  return getPaymentStatus(deps, order.user_id, paymentId);
}
