/** One server-sent event: its name, its id, and its data read as JSON. */
export interface SseEvent {
  event: string;
  id: string | undefined;
  data: unknown;
}

/** An event stream read to its end (or until the test stopped), as an EventSource would see it. */
export interface ReadStream {
  status: number;
  headers: Headers;
  /** Comment lines (without the colon) and the retry value, in order of arrival. */
  comments: string[];
  retry: number | undefined;
  events: SseEvent[];
  /** The error answer when the stream did not open. */
  json?: unknown;
}

/** Whether the answer opened an event stream (otherwise it is an error answer in JSON). */
export function isEventStream(res: Response): boolean {
  return res.headers.get('content-type')?.startsWith('text/event-stream') ?? false;
}

/** The JSON of an answer that did not open a stream, or undefined when it has no body. */
export async function errorAnswerOf(res: Response): Promise<unknown> {
  const text = await res.text();
  return text ? (JSON.parse(text) as unknown) : undefined;
}

export interface SseListener {
  /**
   * Each event as it arrives; answering true stops reading (the stream is cancelled). A promise is
   * waited for before the next event is read; a plain answer is not, so the events of one chunk
   * are all taken in before anything waiting on one of them goes on.
   */
  event(e: SseEvent): boolean | Promise<boolean>;
  comment?(text: string): void;
  retry?(ms: number): void;
}

/** Reads an event stream's body block by block until it ends or the listener stops it. */
export async function readSse(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  listener: SseListener,
): Promise<void> {
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    let cut = buffer.indexOf('\n\n');
    while (cut >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      cut = buffer.indexOf('\n\n');
      let event: string | undefined;
      let id: string | undefined;
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) listener.comment?.(line.slice(1).trim());
        else if (line.startsWith('event: ')) event = line.slice(7);
        else if (line.startsWith('id: ')) id = line.slice(4);
        else if (line.startsWith('data: ')) data.push(line.slice(6));
        else if (line.startsWith('retry: ')) listener.retry?.(Number(line.slice(7)));
      }
      if (!event) continue;
      const answer = listener.event({ event, id, data: JSON.parse(data.join('\n')) as unknown });
      if (answer instanceof Promise ? await answer : answer) {
        await reader.cancel();
        return;
      }
    }
  }
}

/**
 * Reads a stream answer as an EventSource would, until it ends or `stop` answers true for an
 * event (every event so far is passed along); an answer that is no event stream is read as JSON.
 */
export async function readStream(
  res: Response,
  stop: (e: SseEvent, all: SseEvent[]) => boolean | Promise<boolean>,
): Promise<ReadStream> {
  const out: ReadStream = {
    status: res.status,
    headers: res.headers,
    comments: [],
    retry: undefined,
    events: [],
  };
  if (!isEventStream(res)) {
    out.json = await errorAnswerOf(res);
    return out;
  }
  await readSse(res.body!.getReader(), {
    event: (e) => {
      out.events.push(e);
      return stop(e, out.events);
    },
    comment: (text) => out.comments.push(text),
    retry: (ms) => {
      out.retry = ms;
    },
  });
  return out;
}
