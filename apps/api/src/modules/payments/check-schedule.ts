import type { Env } from '../../config/env.js';
import type { Payment } from '../../db/types.js';

/**
 * The delay between checks doubles up to this many PAYMENT_CHECK_DELAY_MS (4 minutes by default), so money PayGate
 * takes is applied within the dialog's 5 minutes of PayGate answering again, reconciliation run included (0047).
 */
const MAX_CHECK_DELAYS = 48;
/** A push that got no answer is asked about more often: the phone may be ringing (1 minute by default). */
const MAX_VERIFY_DELAYS = 12;
/**
 * The payment dialog stops waiting after 5 minutes (P6.8): a tap on 'Payer' after that is a new try and
 * pushes again; before, it takes up the attempt under way.
 */
export const CLIENT_WAIT_MS = 5 * 60_000;
/** Beyond PayGate's own time-out, how long a push may take (our database writes) before it counts as lost. */
const PUSH_MARGIN_MS = 5000;
/** A payment we ended ourselves is asked about again this long, every RECHECK_ENDED_MS (P6.3). */
export const RECHECK_ENDED_FOR_MS = 24 * 60 * 60_000;
export const RECHECK_ENDED_MS = 30 * 60_000;

export const later = (ms: number) => new Date(Date.now() + ms).toISOString();

/** Doubling delay between status checks of one payment, capped (shorter for a push that got no answer). */
export function nextCheckDelay(env: Env, checkCount: number, verifying = false): number {
  const cap = (verifying ? MAX_VERIFY_DELAYS : MAX_CHECK_DELAYS) * env.PAYMENT_CHECK_DELAY_MS;
  return Math.min(env.PAYMENT_CHECK_DELAY_MS * 2 ** Math.min(checkCount, 16), cap);
}

/** When a push still without answer counts as lost: PayGate's own time-out, plus our database writes. */
export const pushDeadline = (env: Env, p: Payment) =>
  Date.parse(p.created_at) + env.PAYGATE_TIMEOUT_MS + PUSH_MARGIN_MS;

/**
 * A push PayGate's answer never came back for (network drop, time-out, 502), or that never finished (a crash):
 * PayGate may hold it and the phone may ring, so it is "en vérification" until PayGate says (decision 0047).
 */
export const unanswered = (env: Env, p: Payment) =>
  !p.tx_reference && (p.verifying_since !== null || Date.now() > pushDeadline(env, p));
