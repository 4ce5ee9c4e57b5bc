import { parentPort } from 'node:worker_threads';
import type { NotificationMessage } from '../notification-message';
import { type RenderContext, renderBodies } from './render-message';

/** What the sender asks of the render thread, and what it answers (render-thread.ts). */
export interface RenderJob {
  id: number;
  message: NotificationMessage;
  context: RenderContext;
}
export type RenderAnswer = { id: number; html: string; text: string } | { id: number; error: string };

// The entry of the render thread: one message at a time, in the order asked.
parentPort?.on('message', (job: RenderJob) => {
  renderBodies(job.message, job.context).then(
    (bodies) => parentPort?.postMessage({ id: job.id, ...bodies } satisfies RenderAnswer),
    (error: unknown) =>
      parentPort?.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) } satisfies RenderAnswer),
  );
});
