/**
 * The polishing module's public surface: its typed tokens, types and pure functions. Importing it
 * never loads a framework, an ORM or a provider SDK; polishing/module.ts composes the module.
 */
export { POLISHING } from './tokens.ts';
export { ONE_TIME_POLISH_MESSAGE } from './domain/polish-allowance.ts';
