import type { Explain } from '../../../shared/http/validator.ts';

/** The spec's words when a required text is missing: blank messages and replies. */
export const explainBlankMessage: Explain = (details) =>
  details.some((d) => d.path[0] === 'message' || d.path[0] === 'response')
    ? 'Please enter a message.'
    : undefined;

/** The contact form's words when a field is missing; other problems keep their own message. */
export const explainContact: Explain = (details) =>
  details.some((d) => d.code === 'too_small' || d.code === 'invalid_type')
    ? 'Please fill out all fields.'
    : undefined;
