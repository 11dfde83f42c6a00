import { useEffect, useState } from 'react';
import { useGetPublicConfig } from '../../api/generated/operations/operations';
import { recognitionConstructor } from './speech';

/** Shown in Voice Only sessions when speaking cannot work here and a text box is offered instead. */
export const TYPE_INSTEAD =
  'Your microphone or speech recognition is not available, so you can type your answer instead.';

/** False when the browser offers no microphone at all (no access to devices, or none plugged in). */
async function hasMicrophone(): Promise<boolean> {
  const devices = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  if (!devices?.getUserMedia) return false;
  if (!devices.enumerateDevices) return true;
  try {
    return (await devices.enumerateDevices()).some((device) => device.kind === 'audioinput');
  } catch {
    return true;
  }
}

/**
 * Whether a spoken answer can work here, as far as can be told before trying: a microphone, and
 * someone to turn speech into text (the browser's recognition, else the server's speech-to-text).
 * Null until known. What only trying reveals (a refused permission) the voice widget reports.
 */
export function useVoiceAvailable(wanted: boolean): boolean | null {
  const config = useGetPublicConfig({ query: { staleTime: Number.POSITIVE_INFINITY, enabled: wanted } });
  const [microphone, setMicrophone] = useState<boolean | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    void hasMicrophone().then((found) => {
      if (current) setMicrophone(found);
    });
    return () => {
      current = false;
    };
  }, [wanted]);

  if (!wanted || microphone === null) return null;
  if (!microphone) return false;
  if (recognitionConstructor()) return true;
  const serverTranscribes = config.data?.speechToTextEnabled;
  return serverTranscribes === undefined ? null : serverTranscribes;
}
