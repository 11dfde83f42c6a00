import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { TestApp } from './test-app.ts';

export type DocumentKind = 'resume' | 'job';

export const auth = (token: string) => ({ 'x-auth-token': token });

/** A multipart upload of one file in the field named after the kind (`resume` or `job`). */
export function uploadForm(kind: DocumentKind, bytes: Uint8Array, fileName: string, type = ''): FormData {
  const form = new FormData();
  form.append(kind, new File([new Uint8Array(bytes)], fileName, { type }));
  return form;
}

export interface UploadAnswer {
  status: number;
  body: { dbId: string; name: string; url: string; type: DocumentKind; error?: string; message?: string };
}

export async function upload(
  t: TestApp,
  token: string,
  kind: DocumentKind,
  bytes: Uint8Array,
  fileName: string,
  contentType = '',
): Promise<UploadAnswer> {
  const { status, body } = await t.json<UploadAnswer['body']>(`/api/upload/${kind}`, {
    method: 'POST',
    headers: auth(token),
    body: uploadForm(kind, bytes, fileName, contentType),
  });
  return { status, body };
}

/** Uploads a text file and answers the new document's id (fails the test otherwise). */
export async function uploadText(
  t: TestApp,
  token: string,
  kind: DocumentKind,
  text: string,
  fileName = kind === 'resume' ? 'resume.txt' : 'job.txt',
): Promise<string> {
  const res = await upload(t, token, kind, new TextEncoder().encode(text), fileName);
  if (res.status !== 200) throw new Error(`upload failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.dbId;
}

async function sql<T>(t: TestApp, query: string, params: unknown[] = []): Promise<T[]> {
  return t.database.orm.em.fork().getConnection().execute<T[]>(query, params);
}

/** Marks the account's e-mail as verified, as following the mailed link would. */
export async function markVerified(t: TestApp, email: string): Promise<void> {
  await sql(t, 'update users set email_verified = true where email_normalized = ?', [email.toLowerCase()]);
}

/** Ends the account's Pro trial without a purchase: it is on the Free plan from now on. */
export async function endTrial(t: TestApp, email: string): Promise<void> {
  await sql(t, `update users set trial_ends_at = '2000-01-01T00:00:00Z' where email_normalized = ?`, [
    email.toLowerCase(),
  ]);
}

/** How many document rows the account has. */
export async function documentCount(t: TestApp, email: string): Promise<number> {
  const rows = await sql<{ n: number | string }>(
    t,
    'select count(*) as n from documents d join users u on u.id = d.user_id where u.email_normalized = ?',
    [email.toLowerCase()],
  );
  return Number(rows[0]?.n ?? 0);
}

/** Every object the local storage adapter holds, as keys (`documents/<user>/<id>.<type>`). */
export function storedObjects(t: TestApp): string[] {
  const root = path.join(t.config.DATA_DIR, 'files', 'objects');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  } catch {
    return [];
  }
}

/** A form serialised the way a client sends it: the bytes and the multipart content type. */
export async function multipart(
  form: FormData,
): Promise<{ body: Uint8Array<ArrayBuffer>; contentType: string }> {
  const res = new Response(form);
  return {
    body: new Uint8Array(await res.arrayBuffer()),
    contentType: res.headers.get('content-type') ?? '',
  };
}

/** The same bytes as a stream of small chunks, so the request carries no Content-Length. */
export function chunked(bytes: Uint8Array, size = 16 * 1024): ReadableStream<Uint8Array> {
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.byteLength) return controller.close();
      controller.enqueue(bytes.slice(at, at + size));
      at += size;
    },
  });
}
