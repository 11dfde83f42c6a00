import { vi } from 'vitest';

/**
 * A microphone for jsdom: getUserMedia hands out a stream whose track can be stopped, and
 * MediaRecorder records `recordedBytes` of webm, delivered when it stops. Returns the spies.
 */
export function stubMicrophone(recordedBytes: number) {
  const track = { stop: vi.fn() };
  const getUserMedia = vi.fn(async () => ({ getTracks: () => [track] }));
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
  const created: { mimeType?: string }[] = [];
  class FakeRecorder {
    static isTypeSupported = () => true;
    state = 'inactive';
    ondataavailable: ((event: { data: Blob }) => void) | null = null;
    onstop: (() => void) | null = null;
    onerror = null;
    readonly stream: unknown;
    constructor(stream: unknown, options?: { mimeType?: string }) {
      this.stream = stream;
      created.push(options ?? {});
    }
    start() {
      this.state = 'recording';
    }
    stop() {
      this.state = 'inactive';
      this.ondataavailable?.({ data: new Blob([new Uint8Array(recordedBytes)], { type: 'audio/webm' }) });
      this.onstop?.();
    }
  }
  vi.stubGlobal('MediaRecorder', FakeRecorder);
  return { getUserMedia, created, track };
}
