import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ModalsHost } from '../../app/modals/modals-host';
import type { UploadResult } from '../../api/generated/model';
import { getToken, setToken } from '../../lib/auth-token';
import { makeToken } from '../../test/make-token';
import { server } from '../../test/msw-server';
import { UploadArea } from './upload-area';

function renderUpload(kind: 'resume' | 'job' = 'resume', onUploaded?: (result: UploadResult) => void) {
  return render(
    <MemoryRouter>
      <UploadArea kind={kind} onUploaded={onUploaded} />
      <ModalsHost />
    </MemoryRouter>,
  );
}

function fileOf(name: string, size: number, type: string): File {
  return new File([new Uint8Array(size).fill(65)], name, { type });
}

function fileInput(kind: 'resume' | 'job' = 'resume'): HTMLInputElement {
  const label = kind === 'resume' ? 'Upload a resume file' : 'Upload a job description file';
  return screen.getByLabelText(label) as HTMLInputElement;
}

function dropOn(kind: 'resume' | 'job', files: File[]) {
  const zone = screen.getByRole('button', {
    name: kind === 'resume' ? /Upload a resume/ : /Upload a job description/,
  });
  fireEvent.drop(zone, { dataTransfer: { files, types: ['Files'] } });
}

/** A stand-in XMLHttpRequest whose upload progress and answer the test drives. */
class FakeXhr {
  static instances: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  withCredentials = false;
  body: unknown = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.instances.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  getAllResponseHeaders() {
    return 'content-type: application/json\r\n';
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

describe('UploadArea: client-side checks', () => {
  it("refuses a file above 102400 bytes with 'File is larger than 100KB' and sends nothing", async () => {
    setToken(makeToken());
    const user = userEvent.setup();
    renderUpload();
    await user.upload(fileInput(), fileOf('big.pdf', 102_401, 'application/pdf'));
    expect(await screen.findByRole('alert')).toHaveTextContent('File is larger than 100KB');
    // An unhandled request would fail the test (see test/setup.ts).
  });

  it('refuses a dropped file of another type with the spec’s message', async () => {
    setToken(makeToken());
    renderUpload();
    dropOn('resume', [fileOf('photo.png', 10, 'image/png')]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid file type. Only PDF, DOCX, and TXT files are allowed.',
    );
  });

  it("refuses more than one file with 'File rejected'", async () => {
    setToken(makeToken());
    renderUpload();
    dropOn('resume', [fileOf('a.pdf', 10, 'application/pdf'), fileOf('b.pdf', 10, 'application/pdf')]);
    expect(await screen.findByRole('alert')).toHaveTextContent('File rejected');
  });

  it("says 'Authentication token missing. Please log in.' without a stored token", async () => {
    const user = userEvent.setup();
    renderUpload();
    await user.upload(fileInput(), fileOf('cv.pdf', 100, 'application/pdf'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Authentication token missing. Please log in.',
    );
  });
});

describe('UploadArea: uploading', () => {
  it('shows the upload progress the browser reports, then the success tile', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.instances = [];
    setToken(makeToken({ sub: 'user-7' }));
    const onUploaded = vi.fn();
    const user = userEvent.setup();
    renderUpload('resume', onUploaded);

    const file = fileOf('Ada Resume.pdf', 2048, 'application/pdf');
    await user.upload(fileInput(), file);
    const xhr = FakeXhr.instances[0] as FakeXhr;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/upload/resume');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.headers['x-auth-token']).toBe(getToken());
    const sent = (xhr.body as FormData).get('resume') as File;
    expect([sent.name, sent.size]).toEqual([file.name, file.size]);

    const bar = screen.getByRole('progressbar', { name: 'Uploading Ada Resume.pdf' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    act(() => xhr.progress(820, 2048));
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('Uploading... 40%')).toBeInTheDocument();
    act(() => xhr.progress(2048, 2048));
    expect(bar).toHaveAttribute('aria-valuenow', '100');

    const result = { dbId: 'doc-1', name: 'Ada Resume.pdf', url: '/api/files/k?sig=1', type: 'resume' };
    act(() => xhr.respond(200, result));
    expect(await screen.findByText('Resume Uploaded!')).toBeInTheDocument();
    expect(screen.getByText('Ada Resume.pdf')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(onUploaded).toHaveBeenCalledWith(result);
  });

  it("sends a job description in the field 'job' and shows 'Job Description Uploaded!'", async () => {
    setToken(makeToken());
    const seen: { token: string | null; body: string }[] = [];
    server.use(
      http.post('/api/upload/job', async ({ request }) => {
        seen.push({ token: request.headers.get('x-auth-token'), body: await request.text() });
        return HttpResponse.json({ dbId: 'job-1', name: 'Staff Engineer.txt', url: '/f', type: 'job' });
      }),
    );
    const user = userEvent.setup();
    renderUpload('job');
    // Exactly at the limit is allowed.
    await user.upload(fileInput('job'), fileOf('Staff Engineer.txt', 102_400, 'text/plain'));

    expect(await screen.findByText('Job Description Uploaded!')).toBeInTheDocument();
    expect(screen.getByText('Staff Engineer.txt')).toBeInTheDocument();
    expect(seen).toHaveLength(1);
    expect(seen[0]?.token).toBe(getToken());
    expect(seen[0]?.body).toContain('name="job"; filename="Staff Engineer.txt"');
  });

  it("says 'Upload successful, but response format invalid.' when the answer lacks a field", async () => {
    setToken(makeToken());
    server.use(http.post('/api/upload/resume', () => HttpResponse.json({ dbId: 'doc-1', name: 'cv.pdf' })));
    const user = userEvent.setup();
    renderUpload();
    await user.upload(fileInput(), fileOf('cv.pdf', 100, 'application/pdf'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Upload successful, but response format invalid.',
    );
    expect(screen.queryByText('Resume Uploaded!')).not.toBeInTheDocument();
  });

  it('opens the upgrade modal with the server’s text on 402 UPGRADE_REQUIRED', async () => {
    setToken(makeToken());
    const limit = 'The Free plan allows 1 resume (or job description). Upgrade to Pro for unlimited uploads.';
    server.use(
      http.post('/api/upload/resume', () =>
        HttpResponse.json({ error: 'UPGRADE_REQUIRED', message: limit, requestId: 'r-1' }, { status: 402 }),
      ),
    );
    const user = userEvent.setup();
    renderUpload();
    await user.upload(fileInput(), fileOf('second.pdf', 100, 'application/pdf'));
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Pro' });
    expect(dialog).toHaveTextContent(limit);
  });

  it("says 'Network error. Please try again.' when the request fails", async () => {
    setToken(makeToken());
    server.use(http.post('/api/upload/resume', () => HttpResponse.error()));
    const user = userEvent.setup();
    renderUpload();
    await user.upload(fileInput(), fileOf('cv.pdf', 100, 'application/pdf'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error. Please try again.');
  });

  it("shows the server's message, or 'Upload failed' when an error answer has none", async () => {
    setToken(makeToken());
    server.use(
      http.post('/api/upload/resume', () =>
        HttpResponse.json(
          { error: 'UNPROCESSABLE', message: 'No text could be extracted from this file.', requestId: 'r' },
          { status: 422 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderUpload();
    await user.upload(fileInput(), fileOf('scan.pdf', 100, 'application/pdf'));
    expect(await screen.findByRole('alert')).toHaveTextContent('No text could be extracted from this file.');

    server.use(
      http.post('/api/upload/resume', () => new HttpResponse('<html>Bad Gateway</html>', { status: 400 })),
    );
    await user.upload(fileInput(), fileOf('scan.pdf', 100, 'application/pdf'));
    expect(await screen.findByText('Upload failed')).toBeInTheDocument();
  });

  it('refreshes the session once on 401 and retries with the new token', async () => {
    setToken('expired-token');
    let refreshes = 0;
    server.use(
      http.post('/api/auth/refresh_token', () => {
        refreshes += 1;
        return HttpResponse.json({ token: 'fresh-token' });
      }),
      http.post('/api/upload/resume', ({ request }) =>
        request.headers.get('x-auth-token') === 'fresh-token'
          ? HttpResponse.json({ dbId: 'doc-1', name: 'cv.pdf', url: '/f', type: 'resume' })
          : HttpResponse.json({ error: 'UNAUTHENTICATED', message: 'Token expired' }, { status: 401 }),
      ),
    );
    const user = userEvent.setup();
    renderUpload();
    await user.upload(fileInput(), fileOf('cv.pdf', 100, 'application/pdf'));
    expect(await screen.findByText('Resume Uploaded!')).toBeInTheDocument();
    expect(refreshes).toBe(1);
    expect(getToken()).toBe('fresh-token');
  });
});
