import type { Bucket, StorageOptions } from '@google-cloud/storage';
import { contentDisposition } from '../domain/content-disposition.ts';
import type { FileStorage, SignedUrlOptions, StoredObject } from '../ports/file-storage.ts';

export interface GcsSettings {
  bucket: string;
  projectId?: string | undefined;
  /** A service-account key file; without one the client uses Application Default Credentials. */
  keyFilename?: string | undefined;
  /** Another endpoint (an emulator); the real service by default. */
  apiEndpoint?: string | undefined;
}

const FALLBACK_TYPE = 'application/octet-stream';

function isNotFound(err: unknown): boolean {
  return (err as { code?: unknown }).code === 404;
}

/**
 * Google Cloud Storage through its official client (JSON API), loaded on first use. Uploads are
 * single requests that must not replace an existing object (ifGenerationMatch: 0) and are checked
 * against the MD5 the service reports; downloads are V4 signed URLs that carry the file name and
 * content type, so Google serves them as attachments.
 */
export class GcsFileStorage implements FileStorage {
  readonly #settings: GcsSettings;
  #bucket: Promise<Bucket> | undefined;

  constructor(settings: GcsSettings) {
    this.#settings = settings;
  }

  #connect(): Promise<Bucket> {
    this.#bucket ??= import('@google-cloud/storage').then(({ Storage }) => {
      const { bucket, projectId, keyFilename, apiEndpoint } = this.#settings;
      const options: StorageOptions = {
        ...(projectId ? { projectId } : {}),
        // the client reads GOOGLE_APPLICATION_CREDENTIALS from the environment by itself
        ...(keyFilename && keyFilename !== process.env.GOOGLE_APPLICATION_CREDENTIALS ? { keyFilename } : {}),
        ...(apiEndpoint ? { apiEndpoint } : {}),
        retryOptions: { autoRetry: true, maxRetries: 2 },
      };
      return new Storage(options).bucket(bucket);
    });
    return this.#bucket;
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const file = (await this.#connect()).file(key);
    await file.save(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
      resumable: false,
      contentType,
      validation: 'md5',
      preconditionOpts: { ifGenerationMatch: 0 },
    });
  }

  async get(key: string): Promise<StoredObject | null> {
    const file = (await this.#connect()).file(key);
    try {
      const [[bytes], [metadata]] = await Promise.all([file.download(), file.getMetadata()]);
      return {
        bytes: new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength),
        contentType: metadata.contentType ?? FALLBACK_TYPE,
      };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await (await this.#connect()).file(key).delete({ ignoreNotFound: true });
  }

  async signedUrl(key: string, options: SignedUrlOptions): Promise<string> {
    const file = (await this.#connect()).file(key);
    const [url] = await file.getSignedUrl({
      version: 'v4',
      action: 'read',
      expires: options.expiresAt,
      ...(options.fileName
        ? { responseDisposition: contentDisposition('attachment', options.fileName) }
        : {}),
      ...(options.contentType ? { responseType: options.contentType } : {}),
    });
    return url;
  }
}
