import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FixedClock } from '../../../shared/kernel/clock.ts';
import { HmacUrlSigner } from './hmac-url-signer.ts';
import { LocalFileStorage } from './local-file-storage.ts';

const SECRET = 'test-secret-test-secret-test-secret-0123456789';

describe('LocalFileStorage', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'coach-files-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const clock = new FixedClock('2026-11-22T09:00:00Z');
  const storage = new LocalFileStorage(root, new HmacUrlSigner(SECRET, clock));
  const bytes = new TextEncoder().encode('résumé');

  it('keeps bytes and content type, never replaces an object and deletes idempotently', async () => {
    await storage.put('documents/u1/a.txt', bytes, 'text/plain; charset=utf-8');
    expect(await storage.get('documents/u1/a.txt')).toEqual({
      bytes,
      contentType: 'text/plain; charset=utf-8',
    });
    await expect(storage.put('documents/u1/a.txt', new Uint8Array([1]), 'text/plain')).rejects.toThrow(
      /EEXIST/,
    );
    expect((await storage.get('documents/u1/a.txt'))?.bytes).toEqual(bytes);
    await storage.delete('documents/u1/a.txt');
    await storage.delete('documents/u1/a.txt');
    expect(await storage.get('documents/u1/a.txt')).toBeNull();
    expect(readdirSync(path.join(root, 'tmp'))).toEqual([]);
  });

  it('refuses keys that could leave its folder', async () => {
    for (const key of ['../x', 'documents/../../x', '/etc/passwd', 'a//b', 'a\\b', '.hidden', '']) {
      await expect(storage.put(key, bytes, 'text/plain')).rejects.toThrow(/Invalid storage key/);
      expect(await storage.get(key)).toBeNull();
    }
  });
});

describe('HmacUrlSigner', () => {
  const clock = new FixedClock('2026-11-22T09:00:00Z');
  const signer = new HmacUrlSigner(SECRET, clock);
  const parse = (url: string) => {
    const u = new URL(url, 'http://app');
    return {
      key: decodeURIComponent(u.pathname.slice('/api/files/'.length)),
      expires: Number(u.searchParams.get('expires')),
      signature: u.searchParams.get('signature') ?? '',
    };
  };

  it('signs the key and the expiry, and accepts its own URLs until they expire', () => {
    const url = signer.url('documents/u1/a.pdf', new Date('2026-11-22T09:05:00Z'));
    expect(url).toMatch(/^\/api\/files\/documents%2Fu1%2Fa\.pdf\?expires=1795338300&signature=[\w-]{43}$/);
    const { key, expires, signature } = parse(url);
    expect(signer.verify(key, expires, signature)).toBe('valid');
    expect(signer.verify('documents/u1/b.pdf', expires, signature)).toBe('invalid');
    expect(signer.verify(key, expires + 1, signature)).toBe('invalid');
    expect(signer.verify(key, expires, `${signature.slice(0, -1)}A`)).not.toBe('valid');
    expect(new HmacUrlSigner(`${SECRET}x`, clock).verify(key, expires, signature)).toBe('invalid');
    clock.advance(300_000);
    expect(signer.verify(key, expires, signature)).toBe('expired');
  });
});
