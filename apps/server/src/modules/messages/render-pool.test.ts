import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { inrCashOrder } from '../orders/invoice-pdf/invoice-fixtures.js';
import { closeRenderWorker, renderInvoicePdfOffThread, renderMessageOffThread } from './render-pool.js';
import { SAMPLE_MESSAGES, SAMPLE_SHOP } from './templates/sample-messages.js';
import { renderMessage } from './templates/index.js';

/** The nice value of each of this process's threads (Linux). */
const niceOfThreads = () =>
  fs.readdirSync('/proc/self/task').map((tid) => {
    const stat = fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]); // field 19: nice
  });

describe('the render worker', () => {
  afterAll(() => closeRenderWorker());

  it.runIf(process.platform === 'linux')('draws an invoice PDF on a thread of lowered priority (nice 10); the event loop keeps its own', async () => {
    expect(niceOfThreads()).not.toContain(10); // this test process runs no other lowered thread
    const pdf = await renderInvoicePdfOffThread(inrCashOrder);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(niceOfThreads()).toContain(10);
    expect(fs.readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]).toBe('0');
  });

  it('draws an e-mail exactly as the templates do on this thread', async () => {
    const sample = SAMPLE_MESSAGES.find((m) => m.kind === 'order_placed')!;
    const here = await renderMessage(sample.kind, sample.data as never, 'ar', SAMPLE_SHOP);
    expect(await renderMessageOffThread(sample.kind, sample.data as never, 'ar', SAMPLE_SHOP)).toEqual(here);
  });

  it('answers a failed drawing with its error, and keeps working', async () => {
    await expect(renderInvoicePdfOffThread({} as never)).rejects.toThrow();
    const pdf = await renderInvoicePdfOffThread(inrCashOrder);
    expect(pdf.length).toBeGreaterThan(1000);
  });
});
