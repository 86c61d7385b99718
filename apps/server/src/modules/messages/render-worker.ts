import os from 'node:os';
import { parentPort } from 'node:worker_threads';
import type { RenderTask } from './render-pool.js';
import { renderMessage } from './templates/index.js';

/**
 * The render worker (render-pool.ts): e-mails (React e-mail, 5 to 12 ms each) and invoice
 * PDFs (@react-pdf, near 200 ms each) are drawn here, on a thread of their own, so that the
 * server's main thread keeps answering shoppers while the sender works through a backlog.
 * The PDF renderer is loaded on its first use.
 */
// The thread lowers its own scheduling priority first (on Linux a thread's nice value is its
// own, as for the scrypt pool): when the machine is busy, shoppers' requests and the database
// come first and e-mails wait. Nice 10, not 19: at 19 a machine kept busy starved the e-mails
// (the e2e run, two browsers beside the server, waited over 20 s for one order e-mail), and
// an e-mail should be late, not stuck. Decision 010 has the bench:orders figures of 0, 10, 19.
export const RENDER_WORKER_NICE = 10;
try {
  os.setPriority(RENDER_WORKER_NICE);
} catch {
  // not permitted here: the worker runs at the process's priority
}

parentPort!.on('message', (task: RenderTask & { id: number }) => {
  void (async () => {
    try {
      if (task.kind === 'mail') {
        const result = await renderMessage(task.message.kind, task.message.data as never, task.message.language, task.message.shop);
        parentPort!.postMessage({ id: task.id, result });
      } else {
        const { renderInvoicePdf } = await import('../orders/invoice-pdf/index.js');
        const pdf = await renderInvoicePdf(task.order, { language: task.language, note: task.note });
        parentPort!.postMessage({ id: task.id, result: new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength) });
      }
    } catch (err) {
      parentPort!.postMessage({ id: task.id, error: err instanceof Error ? err.message : String(err) });
    }
  })();
});
