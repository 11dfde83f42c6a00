import { describe, expect, it } from 'vitest';
import { createSseParser, type SseMessage } from './sse-parser';

function parse(chunks: string[], lastEventId: string | null = null) {
  const messages: SseMessage[] = [];
  const retries: number[] = [];
  const parser = createSseParser({
    lastEventId,
    onMessage: (message) => messages.push(message),
    onRetry: (ms) => retries.push(ms),
  });
  for (const chunk of chunks) parser.push(chunk);
  return { messages, retries, parser };
}

/** Every way of cutting `text` into two chunks. */
function splits(text: string): string[][] {
  return Array.from({ length: text.length + 1 }, (_, at) => [text.slice(0, at), text.slice(at)]);
}

const STREAM = [
  ': polish stream open',
  'retry: 1000',
  '',
  'id: 1',
  'event: status_update',
  'data: {"message":"Parsing your resume...","processingIndex":null}',
  '',
  ': heartbeat',
  'id: 2',
  'event: done',
  'data: {}',
  '',
  '',
].join('\n');

describe('event stream parser', () => {
  it('reads named events with their ids, skipping comments, and the retry delay', () => {
    const { messages, retries, parser } = parse([STREAM]);
    expect(messages).toEqual([
      {
        event: 'status_update',
        data: '{"message":"Parsing your resume...","processingIndex":null}',
        id: '1',
      },
      { event: 'done', data: '{}', id: '2' },
    ]);
    expect(retries).toEqual([1000]);
    expect(parser.lastEventId()).toBe('2');
  });

  it('gives the same events however the text is cut into chunks, even mid-line', () => {
    const whole = parse([STREAM]).messages;
    for (const chunks of splits(STREAM)) {
      expect(parse(chunks).messages).toEqual(whole);
    }
    // one character at a time
    expect(parse([...STREAM]).messages).toEqual(whole);
  });

  it('accepts CRLF and CR line ends, also when a chunk ends between CR and LF', () => {
    const crlf = 'event: done\r\ndata: {}\r\n\r\n';
    expect(parse([crlf]).messages).toEqual([{ event: 'done', data: '{}', id: null }]);
    for (const chunks of splits(crlf)) {
      expect(parse(chunks).messages).toHaveLength(1);
    }
    // a CR ending the last chunk may still be followed by LF: it counts once the stream ends
    const cr = parse(['event: done\rdata: {}\r\r']);
    expect(cr.messages).toEqual([]);
    cr.parser.end();
    expect(cr.messages).toEqual([{ event: 'done', data: '{}', id: null }]);
  });

  it('joins several data lines with newlines and strips only one leading space', () => {
    const { messages } = parse(['data:first\ndata:  second\ndata\n\n']);
    expect(messages).toEqual([{ event: 'message', data: 'first\n second\n', id: null }]);
  });

  it('dispatches nothing for an event without data, but keeps its id', () => {
    const { messages, parser } = parse(['id: 7\nevent: status_update\n\n']);
    expect(messages).toEqual([]);
    expect(parser.lastEventId()).toBe('7');
  });

  it('keeps the id across events until a new one comes, and starts from a carried id', () => {
    const { messages } = parse(['data: a\n\nid: 4\ndata: b\n\ndata: c\n\n'], '3');
    expect(messages.map((message) => message.id)).toEqual(['3', '4', '4']);
  });

  it('ignores retry values that are not whole digits, and unknown fields', () => {
    const { retries, messages } = parse(['retry: soon\nretry: 1.5\nretry: 250\nfoo: bar\ndata: x\n\n']);
    expect(retries).toEqual([250]);
    expect(messages).toEqual([{ event: 'message', data: 'x', id: null }]);
  });

  it('skips a leading byte order mark', () => {
    expect(parse(['\uFEFFdata: x\n\n']).messages).toEqual([{ event: 'message', data: 'x', id: null }]);
  });

  it('drops an event the connection closed before its blank line', () => {
    const { messages, parser } = parse(['event: done\ndata: {}']);
    parser.end();
    expect(messages).toEqual([]);
  });
});
