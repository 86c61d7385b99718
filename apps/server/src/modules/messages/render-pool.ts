import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { CustomerOrderResponse, TaxNote } from '@shop/core';
import type { MessageKind } from '@shop/core/admin';
import type { MessageData, MessageLanguage, MessageShop, RenderedMessage } from './message-data.js';
import type { InvoiceLanguage } from '../orders/invoice-pdf/labels.js';

/** What the render worker is asked to draw. */
export type RenderTask =
  | { kind: 'mail'; message: { kind: MessageKind; data: MessageData; language: MessageLanguage; shop: MessageShop } }
  | { kind: 'invoice-pdf'; order: CustomerOrderResponse; language: InvoiceLanguage; note?: TaxNote };

type Pending = { resolve: (value: unknown) => void; reject: (err: Error) => void };

/**
 * One worker thread per server process that draws e-mails and invoice PDFs (render-worker.ts).
 * Measured on this project's 2-core machine, an invoice PDF takes ~190 ms of CPU and an order
 * e-mail ~10 ms: on the main thread, a sender working through a backlog held every shopper's
 * request behind it (orders placed at 41/s with a p99 of 948 ms on PostgreSQL, decision 010).
 * The worker starts on the first task, is re-made if it dies (its tasks fail and are retried
 * by their callers), and never keeps the process alive on its own.
 */
class RenderWorker {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  run<T>(task: RenderTask): Promise<T> {
    const worker = this.worker ?? this.start();
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      // While a task is out the worker keeps the process alive; idle, it does not.
      worker.ref();
      worker.postMessage({ ...task, id });
    });
  }

  private start(): Worker {
    const worker = spawnRenderWorker();
    worker.unref();
    worker.on('message', (answer: { id: number; result?: unknown; error?: string }) => {
      const waiting = this.pending.get(answer.id);
      if (!waiting) return;
      this.pending.delete(answer.id);
      if (this.pending.size === 0) worker.unref();
      if (answer.error !== undefined) waiting.reject(new Error(answer.error));
      else waiting.resolve(answer.result);
    });
    const fail = (err: Error) => {
      if (this.worker === worker) this.worker = null;
      for (const waiting of this.pending.values()) waiting.reject(err);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the render worker stopped (exit code ${code})`)));
    this.worker = worker;
    return worker;
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
  }
}

/**
 * The worker's script: dist/render-worker.js beside the bundled server, or, when the server
 * runs from its TypeScript source (tests, `npm run dev`), render-worker.ts loaded through tsx.
 */
function spawnRenderWorker(): Worker {
  const here = fileURLToPath(import.meta.url);
  if (here.endsWith('.ts')) {
    const source = pathToFileURL(path.join(path.dirname(here), 'render-worker.ts')).href;
    // The server's tsconfig (JSX as react-jsx), whatever folder the process started in.
    const tsconfig = fileURLToPath(new URL('../../../tsconfig.json', import.meta.url));
    const options = JSON.stringify({ parentURL: source, tsconfig });
    return new Worker(`import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(source)}, ${options}))`, { eval: true });
  }
  for (let dir = path.dirname(here); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'render-worker.js');
    if (fs.existsSync(candidate)) return new Worker(candidate);
    if (path.dirname(dir) === dir) throw new Error('render-worker.js is missing beside the built server: run npm run build');
  }
}

const renderWorker = new RenderWorker();

/** An e-mail drawn on the render worker: subject, HTML and plain text (templates/index.ts). */
export function renderMessageOffThread(kind: MessageKind, data: MessageData, language: MessageLanguage, shop: MessageShop): Promise<RenderedMessage> {
  return renderWorker.run<RenderedMessage>({ kind: 'mail', message: { kind, data, language, shop } });
}

/** An order's invoice as a PDF, drawn on the render worker. */
export async function renderInvoicePdfOffThread(order: CustomerOrderResponse, language: InvoiceLanguage = 'en', note?: TaxNote): Promise<Buffer> {
  const bytes = await renderWorker.run<Uint8Array>({ kind: 'invoice-pdf', order, language, ...(note ? { note } : {}) });
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Ends the worker (the server's close); a later task starts a new one. */
export function closeRenderWorker(): Promise<void> {
  return renderWorker.close();
}
