function base64Url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An unsigned JWT with the given claims (the client only decodes; the server verifies). */
export function makeToken(claims: Record<string, unknown> = {}): string {
  const payload = { sub: 'user-1', role: 'user', exp: Math.floor(Date.now() / 1000) + 3600, ...claims };
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(payload)}.signature`;
}
