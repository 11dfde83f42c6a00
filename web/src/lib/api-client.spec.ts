import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../test/msw-server';
import { customFetch } from './api-client';
import { ApiError } from './api-error';
import { getToken, setToken } from './auth-token';
import { setSessionExpiredHandler } from './session-expiry';
import { uiStore } from './ui-store';

const refreshUrl = '/api/auth/refresh_token';

function rejection(promise: Promise<unknown>): Promise<ApiError> {
  return promise.then(
    () => {
      throw new Error('expected the request to fail');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(ApiError);
      return error as ApiError;
    },
  );
}

describe('customFetch', () => {
  it('sends the stored token as x-auth-token and parses JSON', async () => {
    setToken('token-123');
    server.use(
      http.get('/api/user/profile', ({ request }) =>
        HttpResponse.json({ seenToken: request.headers.get('x-auth-token') }),
      ),
    );
    const fetchSpy = vi.spyOn(globalThis, 'fetch');

    await expect(customFetch('/api/user/profile')).resolves.toEqual({ seenToken: 'token-123' });
    expect(fetchSpy.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include' });
  });

  it('sends no token header when none is stored, and JSON content type for string bodies', async () => {
    server.use(
      http.post('/api/contact/support', async ({ request }) =>
        HttpResponse.json({
          token: request.headers.get('x-auth-token'),
          contentType: request.headers.get('content-type'),
          body: await request.json(),
        }),
      ),
    );
    const answer = await customFetch('/api/contact/support', {
      method: 'POST',
      body: JSON.stringify({ a: 1 }),
    });
    expect(answer).toEqual({ token: null, contentType: 'application/json', body: { a: 1 } });
  });

  it('returns undefined for 204 and a Blob for PDF answers', async () => {
    server.use(
      http.delete('/api/documents/1', () => new HttpResponse(null, { status: 204 })),
      http.get('/api/report/1/download', () =>
        HttpResponse.arrayBuffer(new TextEncoder().encode('%PDF-1.7').buffer, {
          headers: { 'content-type': 'application/pdf' },
        }),
      ),
    );
    await expect(customFetch('/api/documents/1', { method: 'DELETE' })).resolves.toBeUndefined();
    const pdf = await customFetch<Blob>('/api/report/1/download');
    expect(pdf).toBeInstanceOf(Blob);
    expect(await pdf.text()).toBe('%PDF-1.7');
  });

  it('returns a Blob for DOCX answers and for any attachment, plain text included', async () => {
    const docxType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    server.use(
      http.post('/api/resume/export-polished', async ({ request }) => {
        const { format } = (await request.json()) as { format: string };
        return format === 'docx'
          ? HttpResponse.arrayBuffer(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0xff]).buffer, {
              headers: { 'content-type': docxType, 'content-disposition': 'attachment; filename="a.docx"' },
            })
          : new HttpResponse('Jane Doe', {
              headers: { 'content-type': 'text/plain; charset=utf-8', 'content-disposition': 'attachment' },
            });
      }),
    );
    const exportAs = (format: string) =>
      customFetch<Blob>('/api/resume/export-polished', { method: 'POST', body: JSON.stringify({ format }) });

    const docx = await exportAs('docx');
    expect(docx).toBeInstanceOf(Blob);
    // Binary bytes arrive untouched (read as text, 0xff would become a replacement character).
    expect([...new Uint8Array(await docx.arrayBuffer())]).toEqual([0x50, 0x4b, 0x03, 0x04, 0xff]);
    const text = await exportAs('txt');
    expect(text).toBeInstanceOf(Blob);
    expect(await text.text()).toBe('Jane Doe');
  });

  it('refreshes exactly once for concurrent 401s and retries both with the new token', async () => {
    setToken('expired-token');
    let refreshCalls = 0;
    const protectedAnswer = (name: string) =>
      http.get(`/api/${name}`, ({ request }) =>
        request.headers.get('x-auth-token') === 'fresh-token'
          ? HttpResponse.json({ name })
          : HttpResponse.json({ error: 'UNAUTHENTICATED', message: 'Token expired' }, { status: 401 }),
      );
    server.use(
      protectedAnswer('user/dashboard-stats'),
      protectedAnswer('user/history'),
      http.post(refreshUrl, async () => {
        refreshCalls += 1;
        await delay(30);
        return HttpResponse.json({ token: 'fresh-token' });
      }),
    );

    const answers = await Promise.all([
      customFetch('/api/user/dashboard-stats'),
      customFetch('/api/user/history'),
    ]);

    expect(answers).toEqual([{ name: 'user/dashboard-stats' }, { name: 'user/history' }]);
    expect(refreshCalls).toBe(1);
    expect(getToken()).toBe('fresh-token');
  });

  it('clears the token and sends the user to sign in when the refresh fails', async () => {
    setToken('expired-token');
    const onExpired = vi.fn();
    setSessionExpiredHandler(onExpired);
    server.use(
      http.get('/api/user/profile', () => HttpResponse.json({ error: 'UNAUTHENTICATED' }, { status: 401 })),
      http.post(refreshUrl, () => HttpResponse.json({ error: 'UNAUTHENTICATED' }, { status: 401 })),
    );

    const error = await rejection(customFetch('/api/user/profile'));

    expect(error.status).toBe(401);
    expect(getToken()).toBeNull();
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('does not refresh on auth endpoints (a wrong password is not an expired session)', async () => {
    const onExpired = vi.fn();
    setSessionExpiredHandler(onExpired);
    server.use(
      http.post('/api/auth/login', () =>
        HttpResponse.json({ error: 'UNAUTHENTICATED', message: 'Invalid credentials' }, { status: 401 }),
      ),
    );
    const error = await rejection(customFetch('/api/auth/login', { method: 'POST', body: '{}' }));
    expect(error.message).toBe('Invalid credentials');
    expect(onExpired).not.toHaveBeenCalled();
  });

  it('opens the upgrade modal with the server message on 402', async () => {
    server.use(
      http.post('/api/interview/start', () =>
        HttpResponse.json(
          { error: 'UPGRADE_REQUIRED', message: 'Free plan allows 3 sessions.', requestId: 'req-1' },
          { status: 402 },
        ),
      ),
    );
    const error = await rejection(customFetch('/api/interview/start', { method: 'POST', body: '{}' }));
    expect(error).toMatchObject({ status: 402, code: 'UPGRADE_REQUIRED', requestId: 'req-1' });
    expect(uiStore.getState().upgradeModal).toEqual({ open: true, message: 'Free plan allows 3 sessions.' });
    expect(uiStore.getState().errorModal.open).toBe(false);
  });

  it('uses the catalogue defaults for 402 and 403 answers without a message', async () => {
    server.use(
      http.get('/api/a', () => HttpResponse.json({ error: 'UPGRADE_REQUIRED' }, { status: 402 })),
      http.get('/api/b', () => HttpResponse.json({ error: 'EMAIL_NOT_VERIFIED' }, { status: 403 })),
      http.get('/api/c', () => HttpResponse.json({ error: 'TRIAL_EXPIRED' }, { status: 403 })),
    );
    expect((await rejection(customFetch('/api/a'))).message).toBe('Please upgrade your plan to continue.');
    expect((await rejection(customFetch('/api/b'))).message).toBe('Please verify your email to access this.');
    expect(uiStore.getState().errorModal).toEqual({
      open: true,
      message: 'Please verify your email to access this.',
    });
    expect((await rejection(customFetch('/api/c'))).message).toBe('Your trial has expired.');
    expect(uiStore.getState().upgradeModal).toEqual({ open: true, message: 'Your trial has expired.' });
  });

  it('opens the error modal on 500 and keeps other errors inline', async () => {
    server.use(
      http.get('/api/boom', () => HttpResponse.json({ error: 'INTERNAL' }, { status: 500 })),
      http.get('/api/missing', () =>
        HttpResponse.json({ error: 'NOT_FOUND', message: 'No such session.' }, { status: 404 }),
      ),
    );

    const missing = await rejection(customFetch('/api/missing'));
    expect(missing).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'No such session.' });
    expect(uiStore.getState().errorModal.open).toBe(false);

    const boom = await rejection(customFetch('/api/boom'));
    expect(boom.status).toBe(500);
    expect(uiStore.getState().errorModal).toEqual({
      open: true,
      message: 'An unexpected server error occurred.',
    });
  });

  it('opens no modal for a quiet call, whose failures are only logged, and still rejects', async () => {
    uiStore.closeErrorModal();
    uiStore.closeUpgradeModal();
    server.use(
      http.post('/api/quiet', () => HttpResponse.json({ error: 'INTERNAL' }, { status: 500 })),
      http.post('/api/quiet-upgrade', () =>
        HttpResponse.json({ error: 'UPGRADE_REQUIRED', message: 'Upgrade.' }, { status: 402 }),
      ),
    );
    const boom = await rejection(customFetch('/api/quiet', { method: 'POST', quiet: true }));
    expect(boom).toMatchObject({ status: 500, code: 'INTERNAL' });
    const upgrade = await rejection(customFetch('/api/quiet-upgrade', { method: 'POST', quiet: true }));
    expect(upgrade).toMatchObject({ status: 402, message: 'Upgrade.' });
    expect(uiStore.getState().errorModal.open).toBe(false);
    expect(uiStore.getState().upgradeModal.open).toBe(false);
  });
});
