import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import type { WorkerReady } from '../workers/timed-worker-pool.ts';
import { failureOf, type RenderJob, type RenderReply } from './render-protocol.ts';
import { fileInProcess, pdfInProcess } from './render-in-process.ts';

/**
 * This thread gives way to the server's own thread when both want a core: a long document then
 * never delays a request. Linux knows a thread by its own id; elsewhere the priority stays as is.
 */
function yieldToTheServer(): void {
  try {
    const thread = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(thread) && thread > 0) setPriority(thread, 10);
  } catch {
    // no /proc, or no say over priorities here: the documents are made all the same
  }
}

// A document worker: makes one document at a time, as the server's WorkerDocumentRenderer sends them.
// Importing render-in-process.ts sets pdfmake up and reads and decodes the fonts, once per worker.
const port = parentPort;
if (port) {
  yieldToTheServer();
  port.on('message', async (job: RenderJob) => {
    let reply: RenderReply;
    try {
      const maker = { module: job.module, name: job.name };
      const bytes =
        job.kind === 'pdf' ? await pdfInProcess(maker, job.input) : await fileInProcess(maker, job.input);
      // bytes with memory of their own, so that memory can be handed over instead of copied
      const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
      reply = { id: job.id, bytes: whole ? bytes : bytes.slice() };
    } catch (err) {
      reply = { id: job.id, failure: failureOf(err) };
    }
    if ('bytes' in reply) port.postMessage(reply, [reply.bytes.buffer as ArrayBuffer]);
    else port.postMessage(reply);
  });
  port.postMessage({ ready: true } satisfies WorkerReady);
}
