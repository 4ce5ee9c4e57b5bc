import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { NotificationMessage } from './notification-message';
import { type RenderContext, renderBodies } from './templates/render-message';
import type { RenderAnswer, RenderJob } from './templates/render-worker';

export interface BodyRenderer {
  render(message: NotificationMessage, context: RenderContext): Promise<{ html: string; text: string }>;
  close(): Promise<void>;
}

/** The render thread's own heap: templates and one message at a time. */
const THREAD_HEAP_MB = 64;

/**
 * Renders e-mail bodies on a worker thread, so drawing React templates for a burst of orders never
 * holds up the event loop that answers shoppers (a process with ROLE=all runs both). The thread
 * starts with the first message, again after a crash, and ends with the sender (close). The compiled app has the thread's
 * entry as JavaScript; the test suites run the TypeScript sources, where it renders in line.
 */
export function createBodyRenderer(): BodyRenderer {
  const entry = join(__dirname, 'templates', 'render-worker.js');
  if (!existsSync(entry)) return { render: renderBodies, close: () => Promise.resolve() };
  return new ThreadRenderer(entry);
}

class ThreadRenderer implements BodyRenderer {
  private worker: Worker | null = null;
  private nextId = 0;
  private readonly pending = new Map<
    number,
    { resolve: (bodies: { html: string; text: string }) => void; reject: (error: Error) => void }
  >();

  constructor(private readonly entry: string) {}

  render(message: NotificationMessage, context: RenderContext): Promise<{ html: string; text: string }> {
    const id = ++this.nextId;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.thread().postMessage({ id, message, context } satisfies RenderJob);
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    this.failAll(new Error('the render thread was stopped'));
    await worker?.terminate();
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(this.entry, { resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB } });
    worker.on('message', (answer: RenderAnswer) => {
      const waiting = this.pending.get(answer.id);
      this.pending.delete(answer.id);
      if ('error' in answer) waiting?.reject(new Error(answer.error));
      else waiting?.resolve({ html: answer.html, text: answer.text });
    });
    const lost = (error: Error) => {
      if (this.worker !== worker) return;
      this.worker = null;
      this.failAll(error);
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`the render thread exited with code ${code}`)));
    this.worker = worker;
    return worker;
  }

  private failAll(error: Error): void {
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }
}
