import type { Config } from '../../../config.ts';

/** Cookies are marked Secure when the product is served over https. */
export function isSecure(config: Pick<Config, 'PUBLIC_URL'>): boolean {
  return config.PUBLIC_URL.startsWith('https://');
}
