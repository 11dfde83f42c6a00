import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
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

  it('removes the folders a deletion leaves empty, and only those', async () => {
    const folder = (area: string, ...parts: string[]) => path.join(root, area, ...parts);
    await storage.put('documents/u2/a.txt', bytes, 'text/plain');
    await storage.put('documents/u2/b.txt', bytes, 'text/plain');
    await storage.put('interviews/u2/s1/q1.mp3', bytes, 'audio/mpeg');
    await storage.put('interviews/u3/s2/q2.mp3', bytes, 'audio/mpeg');
    await storage.delete('documents/u2/a.txt');
    expect(existsSync(folder('objects', 'documents', 'u2'))).toBe(true);
    await storage.delete('documents/u2/b.txt');
    await storage.delete('interviews/u2/s1/q1.mp3');
    for (const area of ['objects', 'meta']) {
      expect(existsSync(folder(area, 'documents', 'u2')), `${area}/documents/u2`).toBe(false);
      expect(existsSync(folder(area, 'interviews', 'u2')), `${area}/interviews/u2`).toBe(false);
      expect(existsSync(folder(area, 'interviews', 'u3', 's2')), `${area}/interviews/u3/s2`).toBe(true);
    }
    // the areas themselves stay, even when nothing is left in them
    await storage.delete('interviews/u3/s2/q2.mp3');
    expect(readdirSync(folder('objects'))).not.toContain('interviews');
    expect(existsSync(folder('objects'))).toBe(true);
  });

  it('stores an object whose folder a deletion empties at the same moment', async () => {
    for (let i = 0; i < 25; i += 1) {
      await storage.put(`documents/u4/old-${i}.txt`, bytes, 'text/plain');
      await Promise.all([
        storage.delete(`documents/u4/old-${i}.txt`),
        storage.put(`documents/u4/new-${i}.txt`, bytes, 'text/plain'),
      ]);
      expect((await storage.get(`documents/u4/new-${i}.txt`))?.bytes).toEqual(bytes);
      await storage.delete(`documents/u4/new-${i}.txt`);
    }
    expect(existsSync(path.join(root, 'objects', 'documents', 'u4'))).toBe(false);
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
