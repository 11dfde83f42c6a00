import { createHash, generateKeyPairSync } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { HttpResponse, http } from 'msw';

export const GCS_TOKEN_URL = 'https://oauth2.googleapis.com/token';
const API = 'https://storage.googleapis.com';

export interface FakeObject {
  bytes: Uint8Array;
  contentType: string;
}

/** A service-account key file with a fresh RSA key, as `GOOGLE_APPLICATION_CREDENTIALS` names it. */
export function writeServiceAccountKey(dir: string): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const file = path.join(dir, 'service-account.json');
  writeFileSync(
    file,
    JSON.stringify({
      type: 'service_account',
      project_id: 'coach-test',
      private_key_id: 'k1',
      private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      client_email: 'coach@coach-test.iam.gserviceaccount.com',
      client_id: '1',
      token_uri: GCS_TOKEN_URL,
    }),
  );
  return file;
}

/** The media part of a `multipart/related` upload (metadata JSON first, then the bytes). */
function mediaOf(
  body: Uint8Array,
  contentType: string,
): { metadata: { contentType?: string }; bytes: Uint8Array } {
  const boundary = /boundary=([^;]+)/.exec(contentType)?.[1] ?? '';
  const text = Buffer.from(body).toString('latin1');
  const parts = text.split(`--${boundary}`).slice(1, -1);
  const bodyOf = (part: string) =>
    part
      .slice(part.search(/\r?\n\r?\n/))
      .replace(/^\r?\n\r?\n/, '')
      .replace(/\r?\n$/, '');
  const [meta = '', media = ''] = parts;
  return { metadata: JSON.parse(bodyOf(meta)), bytes: new Uint8Array(Buffer.from(bodyOf(media), 'latin1')) };
}

/**
 * msw handlers standing in for the Cloud Storage JSON API (simple uploads, media and metadata
 * reads, deletes) over an in-memory bucket, plus Google's token endpoint. Requests are recorded.
 */
export function fakeGcs(bucketName: string) {
  const objects = new Map<string, FakeObject>();
  const requests: string[] = [];
  const failUploads = { next: false };
  const notFound = () =>
    HttpResponse.json({ error: { code: 404, message: 'No such object.' } }, { status: 404 });
  const handlers = [
    http.post(GCS_TOKEN_URL, () =>
      HttpResponse.json({ access_token: 'ya29.fake', expires_in: 3600, token_type: 'Bearer' }),
    ),
    http.post(`${API}/upload/storage/v1/b/:bucket/o`, async ({ request, params }) => {
      const url = new URL(request.url);
      const name = url.searchParams.get('name') ?? '';
      requests.push(
        `upload ${params.bucket}/${name} ifGenerationMatch=${url.searchParams.get('ifGenerationMatch')}`,
      );
      if (request.headers.get('authorization') !== 'Bearer ya29.fake')
        return new HttpResponse(null, { status: 401 });
      if (failUploads.next) {
        failUploads.next = false;
        return HttpResponse.json({ error: { code: 403, message: 'Forbidden' } }, { status: 403 });
      }
      if (params.bucket !== bucketName) return notFound();
      if (objects.has(name))
        return HttpResponse.json({ error: { code: 412, message: 'Precondition' } }, { status: 412 });
      const { metadata, bytes } = mediaOf(
        new Uint8Array(await request.arrayBuffer()),
        request.headers.get('content-type') ?? '',
      );
      objects.set(name, { bytes, contentType: metadata.contentType ?? 'application/octet-stream' });
      return HttpResponse.json({
        bucket: bucketName,
        name,
        size: String(bytes.byteLength),
        contentType: metadata.contentType,
        md5Hash: createHash('md5').update(bytes).digest('base64'),
        generation: '1',
      });
    }),
    http.get(`${API}/storage/v1/b/:bucket/o/:name`, ({ request, params }) => {
      const name = String(params.name);
      const object = objects.get(name);
      requests.push(`get ${params.bucket}/${name}`);
      if (!object) return notFound();
      if (new URL(request.url).searchParams.get('alt') === 'media') {
        return new HttpResponse(object.bytes, { headers: { 'content-type': object.contentType } });
      }
      return HttpResponse.json({
        bucket: bucketName,
        name,
        contentType: object.contentType,
        size: String(object.bytes.byteLength),
      });
    }),
    http.delete(`${API}/storage/v1/b/:bucket/o/:name`, ({ params }) => {
      const name = String(params.name);
      requests.push(`delete ${params.bucket}/${name}`);
      return objects.delete(name) ? new HttpResponse(null, { status: 204 }) : notFound();
    }),
  ];
  return { objects, requests, handlers, failUploads };
}
