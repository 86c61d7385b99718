import type { PaymentsConfig } from '../../config.js';
import { PeriodicJob } from '../../lib/periodic-job.js';
import type { OrdersService } from '../orders/orders.service.js';
import type { PaymentProvider } from './payment-provider.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payments domain: its sweep is run by hand in tests (`app.payments.sweepOnce(now)`). */
    payments: Payments;
  }
}

/**
 * Payments (issue 18): the provider orders are placed with, and the sweep that cancels unpaid
 * orders past their time and gives their stock back, on every server at least once a minute.
 */
export class Payments {
  private readonly sweep: PeriodicJob;

  constructor(
    readonly provider: PaymentProvider,
    private readonly orders: OrdersService,
    config: PaymentsConfig,
    log: { warn(msg: string): void },
  ) {
    this.sweep = new PeriodicJob('unpaid-order sweep', config.sweepSeconds * 1000, () => this.sweepOnce(), log);
  }

  /** Expires what is due now; answers how many orders were cancelled. */
  sweepOnce(now = new Date()): Promise<number> {
    return this.orders.expireUnpaid(now);
  }

  start(): void {
    this.sweep.start();
  }

  stop(): Promise<void> {
    return this.sweep.stop();
  }
}
