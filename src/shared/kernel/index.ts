export * from './app-error.ts';
export * from './clock.ts';
export * from './ids.ts';
