import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../config/env.js';
import type { Db } from '../../db/connection.js';
import type { PaygateClient } from '../../paygate/client.js';
import type { Outbox } from '../events/events.service.js';
import type { Payables } from './payables.js';

/** `payables` and `outbox` are built in app.ts from the modules that sell something and consume events. */
export type PaymentDeps = {
  db: Db;
  env: Env;
  paygate: PaygateClient;
  log: FastifyBaseLogger;
  payables: Payables;
  outbox: Outbox;
};
