import { afterEach, describe, expect, it, vi } from 'vitest';
import { recognitionErrorMessage, recognitionUnavailable, speakQuestion } from './speech';

type Listener = (event: { error?: string }) => void;

/** An utterance whose events the test fires, as the browser would. */
class FakeUtterance {
  lang = '';
  readonly listeners = new Map<string, Listener[]>();
  static last: FakeUtterance | null = null;
  readonly text: string;
  constructor(text: string) {
    this.text = text;
    FakeUtterance.last = this;
  }
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  removeEventListener(type: string, listener: Listener) {
    this.listeners.set(
      type,
      (this.listeners.get(type) ?? []).filter((l) => l !== listener),
    );
  }
  fire(type: string, error?: string) {
    for (const listener of this.listeners.get(type) ?? []) listener({ error });
  }
}

function stubSynthesis() {
  const synth = { speak: vi.fn(), cancel: vi.fn() };
  Object.defineProperty(window, 'speechSynthesis', { configurable: true, value: synth });
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  return synth;
}

afterEach(() => {
  Reflect.deleteProperty(window, 'speechSynthesis');
  FakeUtterance.last = null;
});

describe('speakQuestion with the browser speaking the text', () => {
  it('speaks the question in en-US and says when it has been heard, once', () => {
    const synth = stubSynthesis();
    const onEnd = vi.fn();
    speakQuestion('Tell me about yourself.', null, onEnd);
    const utterance = FakeUtterance.last as FakeUtterance;
    expect(synth.speak).toHaveBeenCalledWith(utterance);
    expect([utterance.text, utterance.lang]).toEqual(['Tell me about yourself.', 'en-US']);
    expect(onEnd).not.toHaveBeenCalled();
    utterance.fire('end');
    utterance.fire('end');
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('ends when synthesis fails (a browser with no voice), so the microphone is not left waiting', () => {
    stubSynthesis();
    const onEnd = vi.fn();
    speakQuestion('Tell me about yourself.', null, onEnd);
    FakeUtterance.last?.fire('error', 'synthesis-failed');
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it.each(['interrupted', 'canceled'])('does not end when the speech was cut short (%s)', (error) => {
    stubSynthesis();
    const onEnd = vi.fn();
    speakQuestion('Tell me about yourself.', null, onEnd);
    FakeUtterance.last?.fire('error', error);
    expect(onEnd).not.toHaveBeenCalled();
  });

  it('stops speaking and stays silent after stop', () => {
    const synth = stubSynthesis();
    const onEnd = vi.fn();
    const stop = speakQuestion('Tell me about yourself.', null, onEnd);
    const utterance = FakeUtterance.last as FakeUtterance;
    stop();
    expect(synth.cancel).toHaveBeenCalledTimes(2);
    utterance.fire('end');
    utterance.fire('error', 'synthesis-failed');
    expect(onEnd).not.toHaveBeenCalled();
  });
});

describe("speakQuestion with the server's audio", () => {
  function stubAudio(play: () => Promise<void>) {
    const created: FakeAudio[] = [];
    class FakeAudio extends EventTarget {
      pause = vi.fn();
      play = play;
      readonly src: string;
      constructor(src: string) {
        super();
        this.src = src;
        created.push(this);
      }
    }
    vi.stubGlobal('Audio', FakeAudio);
    return created;
  }

  it('ends when the audio has played', () => {
    const created = stubAudio(async () => undefined);
    const onEnd = vi.fn();
    speakQuestion('Q', '/audio/q-1.mp3', onEnd);
    expect(created[0]?.src).toBe('/audio/q-1.mp3');
    created[0]?.dispatchEvent(new Event('ended'));
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('ends when the audio cannot be played', async () => {
    stubAudio(() => Promise.reject(new DOMException('blocked', 'NotAllowedError')));
    const onEnd = vi.fn();
    speakQuestion('Q', '/audio/q-1.mp3', onEnd);
    await vi.waitFor(() => expect(onEnd).toHaveBeenCalledTimes(1));
  });

  it('stays silent when stopped before the audio could start', async () => {
    let refuse: (cause: unknown) => void = () => undefined;
    const created = stubAudio(() => new Promise<void>((_, reject) => (refuse = reject)));
    const onEnd = vi.fn();
    const stop = speakQuestion('Q', '/audio/q-1.mp3', onEnd);
    stop();
    expect(created[0]?.pause).toHaveBeenCalled();
    refuse(new DOMException('interrupted by pause', 'AbortError'));
    await Promise.resolve();
    await Promise.resolve();
    expect(onEnd).not.toHaveBeenCalled();
  });
});

describe('recognition errors', () => {
  it('tells the errors no retry fixes from those the person can act on', () => {
    for (const code of ['network', 'service-not-allowed', 'language-not-supported', 'audio-capture']) {
      expect(recognitionUnavailable(code)).toBe(true);
    }
    for (const code of ['no-speech', 'not-allowed', 'aborted', 'bad-grammar']) {
      expect(recognitionUnavailable(code)).toBe(false);
    }
    expect(recognitionErrorMessage('no-speech')).toBe('No speech detected.');
    expect(recognitionErrorMessage('not-allowed')).toBe(
      'Could not access the microphone. Please check permissions.',
    );
  });
});
