import type OpenAI from 'openai';
import type { z } from 'zod';
import { ProviderUnavailableError } from '../../domain/coaching.errors.ts';
import { type PromptName, prompt } from './prompts.ts';

export interface OpenAiSettings {
  apiKey: string;
  /** OpenAI-compatible servers (vLLM, Ollama, Azure) are reached through their base URL. */
  baseURL?: string | undefined;
  timeoutMs: number;
  maxRetries: number;
}

export interface StructuredCall<S extends z.ZodType> {
  model: string;
  prompt: PromptName;
  /** Everything the prompt works on, sent as JSON in the user message. */
  input: unknown;
  schema: S;
  /** Name of the JSON schema the model must answer in. */
  name: string;
  /** Extra conversation turns, e.g. a correction after an answer that broke a rule. */
  followUp?: { assistant: string; user: string };
}

const PROVIDER = 'openai';

/** Maps whatever the SDK threw to the typed provider error, by status and name (the SDK loads lazily). */
export function providerError(error: unknown): ProviderUnavailableError {
  if (error instanceof ProviderUnavailableError) return error;
  const e = error as { status?: number; name?: string; constructor?: { name?: string } };
  const name = `${e?.constructor?.name ?? ''} ${e?.name ?? ''}`;
  if (/Timeout/i.test(name)) return new ProviderUnavailableError(PROVIDER, 'timeout', { cause: error });
  if (e?.status === 429) return new ProviderUnavailableError(PROVIDER, 'rate_limited', { cause: error });
  if (typeof e?.status === 'number' && e.status >= 500)
    return new ProviderUnavailableError(PROVIDER, 'unavailable', { cause: error });
  if (typeof e?.status === 'number')
    return new ProviderUnavailableError(PROVIDER, 'rejected', { cause: error });
  return new ProviderUnavailableError(PROVIDER, 'unavailable', { cause: error });
}

/**
 * The one place that talks to OpenAI or a compatible server: structured outputs validated with
 * zod, explicit timeouts, bounded retries (the SDK retries 429, 5xx and timeouts with backoff,
 * honouring Retry-After), and every failure mapped to ProviderUnavailableError. The SDK is loaded
 * on first use, so a server running the local engine never pays for it.
 */
export class OpenAiGateway {
  readonly #settings: OpenAiSettings;
  #client: Promise<OpenAI> | undefined;

  constructor(settings: OpenAiSettings) {
    this.#settings = settings;
  }

  client(): Promise<OpenAI> {
    this.#client ??= import('openai').then(
      ({ default: OpenAIClient }) =>
        new OpenAIClient({
          apiKey: this.#settings.apiKey,
          baseURL: this.#settings.baseURL ?? null,
          timeout: this.#settings.timeoutMs,
          maxRetries: this.#settings.maxRetries,
        }),
    );
    return this.#client;
  }

  async structured<S extends z.ZodType>(call: StructuredCall<S>): Promise<z.output<S>> {
    const client = await this.client();
    const { zodResponseFormat } = await import('openai/helpers/zod');
    const messages: OpenAI.Chat.ChatCompletionMessageParam[] = [
      { role: 'system', content: prompt(call.prompt) },
      { role: 'user', content: JSON.stringify(call.input) },
    ];
    if (call.followUp) {
      messages.push(
        { role: 'assistant', content: call.followUp.assistant },
        { role: 'user', content: call.followUp.user },
      );
    }
    let content: string | null | undefined;
    try {
      const completion = await client.chat.completions.create({
        model: call.model,
        messages,
        response_format: zodResponseFormat(call.schema, call.name),
        temperature: 0,
        seed: 7,
      });
      const choice = completion.choices[0];
      if (choice?.message.refusal) {
        throw new ProviderUnavailableError(PROVIDER, 'rejected', {
          message: 'The AI provider declined to answer this request.',
        });
      }
      content = choice?.message.content;
    } catch (error) {
      throw providerError(error);
    }
    return parseStructured(call.schema, content);
  }
}

/** Model output -> validated value; anything else is malformed output, never a crash downstream. */
export function parseStructured<S extends z.ZodType>(
  schema: S,
  content: string | null | undefined,
): z.output<S> {
  let json: unknown;
  try {
    json = JSON.parse(content ?? '');
  } catch (cause) {
    throw new ProviderUnavailableError(PROVIDER, 'malformed_output', { cause });
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success)
    throw new ProviderUnavailableError(PROVIDER, 'malformed_output', { cause: parsed.error });
  return parsed.data;
}
