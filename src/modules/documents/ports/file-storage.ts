/** An object as storage gives it back. */
export interface StoredObject {
  bytes: Uint8Array<ArrayBuffer>;
  contentType: string;
}

export interface SignedUrlOptions {
  expiresAt: Date;
  /** Download as an attachment with this file name; without it the object is shown inline. */
  fileName?: string;
  /** The content type the download is served with. */
  contentType?: string;
}

/** Where the original bytes of uploads (and other files) live: local disk or Cloud Storage. */
export interface FileStorage {
  /** Stores bytes under a server-generated key; an existing object under that key is an error. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The object under this key, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; removing one that does not exist is not an error. */
  delete(key: string): Promise<void>;
  /** A URL that lets anyone holding it download the object until `expiresAt`. */
  signedUrl(key: string, options: SignedUrlOptions): Promise<string>;
}

export type SignatureCheck = 'valid' | 'expired' | 'invalid' | 'not_served';

/** Checks the signed URLs the app serves itself (`/api/files/{key}`, local storage only). */
export interface SignedUrlVerifier {
  /** `not_served` when the active storage does not serve files through the app at all. */
  verify(key: string, expires: number, signature: string): SignatureCheck;
}
