import type { TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { withBoundedText } from './bounded-text.ts';
import type { DocumentMaker, DocumentRenderer, FileWriter, PdfLayout } from './document-renderer.ts';
import { pdfmake } from './pdfmake.ts';

type Make = (input: unknown) => unknown;

const makers = new Map<string, Promise<Make>>();

/** The function a maker names, imported once; only modules on this machine qualify. */
function makerOf(maker: DocumentMaker<unknown, unknown>): Promise<Make> {
  const key = `${maker.module}#${maker.name}`;
  let found = makers.get(key);
  if (!found) {
    found = (async () => {
      if (!maker.module.startsWith('file:')) throw new Error(`not a module of this product: ${maker.module}`);
      const make: unknown = (await import(maker.module))[maker.name];
      if (typeof make !== 'function') throw new Error(`no ${maker.name} in ${maker.module}`);
      return make as Make;
    })();
    makers.set(key, found);
  }
  return found;
}

/** Builds a layout's definition and lays it out with pdfmake, on this thread. */
export async function pdfInProcess<I>(layout: PdfLayout<I>, input: I): Promise<Uint8Array> {
  const build = (await makerOf(layout as DocumentMaker<unknown, unknown>)) as (
    input: I,
  ) => TDocumentDefinitions;
  const buffer = await pdfmake.createPdf(withBoundedText(build(input))).getBuffer();
  // a copy of its own (a small Buffer may share its memory with others), so it can be transferred
  return new Uint8Array(buffer);
}

/** Writes a file with its writer, on this thread. */
export async function fileInProcess<I>(writer: FileWriter<I>, input: I): Promise<Uint8Array> {
  const write = await makerOf(writer as DocumentMaker<unknown, unknown>);
  return (await write(input)) as Uint8Array;
}

/**
 * Documents made on the calling thread, without the workers' time and memory limits: for tests of
 * a layout, and inside the workers themselves. The server makes them with WorkerDocumentRenderer.
 */
export const inProcessRenderer: DocumentRenderer = { pdf: pdfInProcess, file: fileInProcess };
