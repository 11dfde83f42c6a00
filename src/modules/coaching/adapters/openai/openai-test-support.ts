import { HttpResponse, http } from 'msw';
import { mswServer } from '../../../../../test/support/msw-server.ts';
import { OpenAiGateway, type OpenAiSettings } from './openai-gateway.ts';

/** OpenAI's documented chat completion answer carrying `content` as the assistant message. */
export function completion(content: string, extra: { refusal?: string } = {}) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1_700_000_000,
    model: 'gpt-4o-mini',
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content, refusal: extra.refusal ?? null },
        finish_reason: 'stop',
        logprobs: null,
      },
    ],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

/** OpenAI's documented error body. */
export function apiError(status: number, message: string, headers: Record<string, string> = {}) {
  return HttpResponse.json(
    { error: { message, type: status === 429 ? 'requests' : 'server_error', param: null, code: null } },
    { status, headers: { 'retry-after-ms': '1', ...headers } },
  );
}

export const BASE_URL = 'https://llm.example.test/v1';

export function gateway(settings: Partial<OpenAiSettings> = {}): OpenAiGateway {
  return new OpenAiGateway({
    apiKey: 'sk-test',
    baseURL: BASE_URL,
    timeoutMs: 2_000,
    maxRetries: 1,
    ...settings,
  });
}

export interface SeenRequest {
  body: {
    model: string;
    messages: { role: string; content: string }[];
    response_format: { json_schema: { name: string } };
  };
  authorization: string | null;
}

/**
 * Answers chat completions from a queue of replies (a JSON value is sent as the message content, a
 * Response as is); records what the adapter sent.
 */
export function chatCompletions(
  ...replies: (unknown | (() => Response | Promise<Response>))[]
): SeenRequest[] {
  const seen: SeenRequest[] = [];
  mswServer.use(
    http.post(`${BASE_URL}/chat/completions`, async ({ request }) => {
      seen.push({
        body: (await request.json()) as SeenRequest['body'],
        authorization: request.headers.get('authorization'),
      });
      const reply = replies.length > 1 ? replies.shift() : replies[0];
      if (typeof reply === 'function') return (reply as () => Response)();
      return HttpResponse.json(completion(typeof reply === 'string' ? reply : JSON.stringify(reply)));
    }),
  );
  return seen;
}
