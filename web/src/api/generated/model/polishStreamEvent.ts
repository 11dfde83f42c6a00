/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { ExperienceSuggestion } from './experienceSuggestion.ts';
import type { PolishDone } from './polishDone.ts';
import type { PolishParsingComplete } from './polishParsingComplete.ts';
import type { PolishScoresComplete } from './polishScoresComplete.ts';
import type { PolishStatusUpdate } from './polishStatusUpdate.ts';
import type { PolishStreamError } from './polishStreamError.ts';
import type { PolishStreamEventName } from './polishStreamEventName.ts';
import type { PolishWorkExperienceError } from './polishWorkExperienceError.ts';
import type { SummarySuggestion } from './summarySuggestion.ts';

/**
 * One server-sent event of the polish stream: `event` is the SSE event name and
 * `data` the JSON payload on its `data:` line. The payload schema follows from the
 * name: status_update → PolishStatusUpdate, parsing_complete → PolishParsingComplete,
 * summary_suggestion → SummarySuggestion, work_experience_suggestion →
 * ExperienceSuggestion, work_experience_error → PolishWorkExperienceError,
 * scores_complete → PolishScoresComplete, done → PolishDone, error → PolishStreamError.
 */
export interface PolishStreamEvent {
  event: PolishStreamEventName;
  data: PolishStatusUpdate | PolishParsingComplete | SummarySuggestion | ExperienceSuggestion | PolishWorkExperienceError | PolishScoresComplete | PolishDone | PolishStreamError;
}
