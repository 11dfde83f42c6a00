export * from './app-error.ts';
export * from './clock.ts';
export * from './ids.ts';
export * from './jobs.ts';
export * from './unit-of-work.ts';
export * from './principal.ts';
export * from './activity.ts';
export * from './operator-settings.ts';
