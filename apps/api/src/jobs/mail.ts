import { sendQueuedMails, type MailSenderDeps } from '../modules/notifications/notifications.service.js';
import { startPeriodic, type PeriodicJob } from './periodic.js';

/**
 * Sends the queued customer e-mails every `intervalMs`, outside any transaction (decision 0030): the retries of
 * the ones SMTP refused, and any a nudge after a drain did not send (a crash, another process). Runs never
 * overlap; `stop` waits for the run in progress.
 */
export function startMailSender(app: MailSenderDeps, intervalMs = 15_000): PeriodicJob {
  return startPeriodic(() => sendQueuedMails({ db: app.db, mailer: app.mailer, log: app.log }), intervalMs);
}
