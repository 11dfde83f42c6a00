import { Writable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { createLogger, lazyChild } from './logger.ts';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, sink };
}

describe('lazyChild', () => {
  it('logs with its bindings, like the child it stands for', async () => {
    const { lines, sink } = capture();
    const log = lazyChild(createLogger('info', sink), { requestId: 'r-1' });
    log.info({ path: '/x' }, 'request');
    log.child({ step: 2 }).warn('nested');
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toEqual([
      expect.objectContaining({ level: 30, requestId: 'r-1', path: '/x', msg: 'request' }),
      expect.objectContaining({ level: 40, requestId: 'r-1', step: 2, msg: 'nested' }),
    ]);
  });

  it('makes the child only when it is first used, and once', () => {
    const parent = createLogger('info', capture().sink);
    const child = vi.spyOn(parent, 'child');
    const log = lazyChild(parent, { requestId: 'r-2' });
    expect(child).not.toHaveBeenCalled();
    log.info('one');
    log.error('two');
    expect(log.isLevelEnabled('debug')).toBe(false);
    expect(child).toHaveBeenCalledTimes(1);
  });
});
