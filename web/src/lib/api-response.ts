function mediaType(response: Response): string {
  return (response.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/**
 * Success body: JSON parsed; a file (PDF, DOCX, any other non-JSON application type, or anything
 * sent as an attachment, e.g. a plain-text export) as a Blob; nothing for 204; other text as a string.
 */
export async function readSuccessBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const type = mediaType(response);
  const json = type === 'application/json' || type.endsWith('+json');
  const attachment = /^\s*attachment/i.test(response.headers.get('content-disposition') ?? '');
  if (!json && (type.startsWith('application/') || attachment)) return response.blob();
  const text = await response.text();
  if (text === '') return undefined;
  return json ? JSON.parse(text) : text;
}

/** What a non-2xx answer said, read from the shared envelope `{ error, message, requestId, details? }`. */
export type ErrorAnswer = {
  status: number;
  code: string | null;
  serverMessage: string | null;
  requestId: string | undefined;
  details: unknown;
};

function asString(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** Tolerates proxies that answer with HTML or an empty body. */
export async function readErrorAnswer(response: Response): Promise<ErrorAnswer> {
  let envelope: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(await response.text());
    if (typeof parsed === 'object' && parsed !== null) envelope = parsed as Record<string, unknown>;
  } catch {
    // Not JSON: nothing more to read.
  }
  return {
    status: response.status,
    code: asString(envelope.error),
    serverMessage: asString(envelope.message),
    requestId: asString(envelope.requestId) ?? response.headers.get('x-request-id') ?? undefined,
    details: envelope.details,
  };
}
