/** One dispatched server-sent event: its name (default 'message'), its data lines joined, its id. */
export type SseMessage = { event: string; data: string; id: string | null };

export type SseParserHandlers = {
  onMessage: (message: SseMessage) => void;
  /** The server asked for a different reconnection delay (`retry: <ms>`). */
  onRetry?: (milliseconds: number) => void;
  /** The id carried over from the previous connection of the same stream. */
  lastEventId?: string | null;
};

/**
 * The event-stream format of the HTML standard, read from text chunks that may end anywhere (in the
 * middle of a line, between a CR and its LF): comments are skipped, `data:` lines are joined with
 * newlines, `id:` is remembered across events (the id to resume from), `retry:` takes digits only,
 * and a message is dispatched on a blank line if it carries data.
 */
export function createSseParser({ onMessage, onRetry, lastEventId: carried = null }: SseParserHandlers) {
  let buffer = '';
  let started = false;
  let eventName = '';
  let data: string[] = [];
  let lastEventId: string | null = carried;
  let idBuffer: string | null = carried;

  const dispatch = () => {
    lastEventId = idBuffer;
    if (data.length > 0) {
      onMessage({ event: eventName || 'message', data: data.join('\n'), id: lastEventId });
    }
    data = [];
    eventName = '';
  };

  const processLine = (line: string) => {
    if (line === '') {
      dispatch();
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') eventName = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id') {
      if (!value.includes('\u0000')) idBuffer = value;
    } else if (field === 'retry') {
      if (/^\d+$/.test(value)) onRetry?.(Number(value));
    }
  };

  return {
    /** Feeds the next piece of decoded text. */
    push(chunk: string) {
      buffer += chunk;
      if (!started && buffer.length > 0) {
        started = true;
        if (buffer.startsWith('\uFEFF')) buffer = buffer.slice(1);
      }
      let start = 0;
      for (let i = 0; i < buffer.length; i += 1) {
        const ch = buffer[i];
        if (ch !== '\n' && ch !== '\r') continue;
        // A CR at the very end may be the first half of CRLF: wait for the next chunk.
        if (ch === '\r' && i === buffer.length - 1) break;
        processLine(buffer.slice(start, i));
        if (ch === '\r' && buffer[i + 1] === '\n') i += 1;
        start = i + 1;
      }
      buffer = buffer.slice(start);
    },
    /**
     * The connection closed: a line ended by a last CR still counts, but an unfinished line and
     * an event without its closing blank line are dropped, as the standard says.
     */
    end() {
      if (buffer.endsWith('\r')) processLine(buffer.slice(0, -1));
      buffer = '';
      data = [];
      eventName = '';
    },
    /** The id to send as Last-Event-ID when reconnecting (null before any id arrived). */
    lastEventId: () => lastEventId,
  };
}
