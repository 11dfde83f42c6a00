import { parentPort, workerData } from 'node:worker_threads';
import type { WorkerReady } from '../../../shared/workers/timed-worker-pool.ts';
import { type ExtractionJob, type ExtractionReply, failureOf } from './text-extraction-protocol.ts';
import { type TextLimits, UnpdfMammothTextExtractor } from './unpdf-mammoth-text-extractor.ts';

// The extraction worker: reads one file at a time, as the server's WorkerTextExtractor sends them.
// Both readers are loaded up front so the first upload does not pay for loading them.
const port = parentPort;
if (port) {
  const extractor = new UnpdfMammothTextExtractor(workerData as TextLimits);
  await Promise.all([import('unpdf'), import('mammoth')]);
  port.on('message', async (job: ExtractionJob) => {
    let reply: ExtractionReply;
    try {
      reply = { id: job.id, extracted: await extractor.extract(job.bytes, job.type) };
    } catch (err) {
      reply = { id: job.id, failure: failureOf(err) };
    }
    port.postMessage(reply);
  });
  port.postMessage({ ready: true } satisfies WorkerReady);
}
