import { loadConfig } from '../../src/config.ts';
import { createCoachingEngine } from '../../src/modules/coaching/module.ts';
import { FixedClock } from '../../src/shared/kernel/clock.ts';

/**
 * The offline coaching engine as the product composes it, for tests of modules that use it
 * through its public surface (polishing's rules judge suggestions with its vocabulary).
 */
export const localEngine = createCoachingEngine(
  loadConfig({ NODE_ENV: 'test', AI_PROVIDER: 'local', TTS_PROVIDER: 'none', STT_PROVIDER: 'none' }),
  new FixedClock('2026-11-22T09:00:00Z'),
);

export const factVocabulary = localEngine.vocabulary;

/** The strong verbs the engine writes with, in the past tense ('Managed', 'Led'). */
export { ACTION_VERBS as ACTION_VERBS_FOR_TESTS } from '../../src/modules/coaching/domain/resume-vocabulary.ts';
