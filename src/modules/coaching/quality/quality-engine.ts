import { loadConfig } from '../../../config.ts';
import { FixedClock } from '../../../shared/kernel/clock.ts';
import { type CoachingEngine, createCoachingEngine } from '../coaching-engine.ts';

/**
 * The engine the quality sets are measured with: the offline one unless a model is asked for, no
 * speech, and a fixed clock so 'Present' in a resume always means the same month.
 */
export function qualityEngine(provider: 'local' | 'openai' = 'local'): CoachingEngine {
  return createCoachingEngine(
    loadConfig({
      ...process.env,
      NODE_ENV: 'test',
      AI_PROVIDER: provider,
      TTS_PROVIDER: 'none',
      STT_PROVIDER: 'none',
    }),
    new FixedClock('2025-06-01T00:00:00Z'),
  );
}
