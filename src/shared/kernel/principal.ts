/** Who is calling: established by the identity module from a verified access token. */
export interface Principal {
  userId: string;
  role: 'user' | 'admin' | 'support';
}
