import { UploadError, uploadFailureOf, uploadObject, uploadRetryAfter } from './storage-upload';

describe('uploadFailureOf', () => {
  it.each([
    [400, '{"statusCode":"413","error":"Payload too large","message":"The object exceeded the maximum allowed size"}', 'tooLarge'],
    [400, '{"statusCode":"415","error":"invalid_mime_type","message":"mime type text/plain is not supported"}', 'wrongType'],
    [400, '{"statusCode":"403","error":"Unauthorized","message":"new row violates row-level security policy"}', 'denied'],
    [400, '{"statusCode":"409","error":"Duplicate","message":"The resource already exists"}', 'exists'],
    // The client's Storage quota: the stand-in's answer (413 in the body, like a file too large) ...
    [
      400,
      '{"statusCode":"413","code":"QuotaExceeded","error":"quota_exceeded","message":"storage_quota_exceeded: 104857600 bytes"}',
      'quotaExceeded',
    ],
    // ... and a hosted project's, where only the database's message carries the marker (its 42501 passed on as a 403).
    [
      400,
      '{"statusCode":"403","code":"AccessDenied","error":"Unauthorized","message":"storage_quota_exceeded: Your files would take more than the 100 MiB you have"}',
      'quotaExceeded',
    ],
    // The hourly limit on anonymous uploads.
    [
      429,
      '{"statusCode":"429","code":"TooManyRequests","error":"too_many_uploads","message":"upload_rate_limited: try again later"}',
      'rateLimited',
    ],
    [
      400,
      '{"statusCode":"403","code":"AccessDenied","error":"Unauthorized","message":"upload_rate_limited: Too many uploads from this address in the last hour."}',
      'rateLimited',
    ],
    [429, 'Too Many Requests', 'rateLimited'],
    [413, '<html>too large</html>', 'tooLarge'],
    [401, '', 'denied'],
    [500, '{"statusCode":"500"}', 'failed'],
    [400, '{"statusCode":"nonsense"}', 'failed'],
    [400, 'null', 'failed'],
    // A word that merely contains a marker is not one.
    [400, '{"statusCode":"400","message":"no_storage_quota_exceededness"}', 'failed'],
  ] as const)('HTTP %s with %s is %s', (status, body, failure) => expect(uploadFailureOf(status, body)).toBe(failure));
});

describe('the hourly upload limits', () => {
  const standIn =
    '{"statusCode":"429","code":"TooManyRequests","error":"too_many_uploads","message":"upload_rate_limited: Too many uploads in the last hour. Try again in 12 minutes."}';
  const hosted =
    '{"statusCode":"403","code":"AccessDenied","error":"Unauthorized","message":"upload_rate_limited: Too many uploads in the last hour. Try again in 3 minutes."}';

  it.each([
    ['ticket-files', 'clientRateLimited'],
    ['proposal-files', 'clientRateLimited'],
    // Anonymous uploads are limited per address.
    ['feedback-files', 'rateLimited'],
    ['', 'rateLimited'],
  ] as const)('in %j, a rate limit is %s', (bucket, failure) => {
    expect(uploadFailureOf(429, standIn, bucket)).toBe(failure);
    expect(uploadFailureOf(400, hosted, bucket)).toBe(failure);
  });

  it('reads the seconds to wait from Retry-After, else from the minutes in the message', () => {
    expect(uploadRetryAfter('720', standIn)).toBe(720);
    expect(uploadRetryAfter(null, standIn)).toBe(720);
    expect(uploadRetryAfter(null, hosted)).toBe(180);
    expect(uploadRetryAfter('soon', hosted)).toBe(180);
    expect(uploadRetryAfter(null, '{"message":"upload_rate_limited: try again later"}')).toBeUndefined();
  });

  it('rejects an upload refused by the client limit with the failure and the seconds to wait', async () => {
    const sent: Array<{ url: string }> = [];
    class FakeRequest {
      status = 0;
      responseText = '';
      upload = {};
      url = '';
      onload: (() => void) | null = null;
      open(_method: string, url: string) {
        this.url = url;
      }
      setRequestHeader() {}
      getResponseHeader(name: string) {
        return name.toLowerCase() === 'retry-after' ? '600' : null;
      }
      send() {
        sent.push({ url: this.url });
        this.status = 429;
        this.responseText = standIn;
        this.onload?.();
      }
    }
    const original = globalThis.XMLHttpRequest;
    globalThis.XMLHttpRequest = FakeRequest as unknown as typeof XMLHttpRequest;
    try {
      const request = {
        supabaseUrl: 'http://supabase.test',
        anonKey: 'anon',
        accessToken: 'token',
        path: 'user-1/a.pdf',
        file: new Blob(['%PDF']),
        contentType: 'application/pdf',
      };
      const refused = await uploadObject({ ...request, bucket: 'ticket-files' }).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(UploadError);
      expect(refused).toMatchObject({ failure: 'clientRateLimited', retryAfterSeconds: 600 });
      const anonymous = await uploadObject({ ...request, bucket: 'feedback-files' }).catch((error: unknown) => error);
      expect(anonymous).toMatchObject({ failure: 'rateLimited', retryAfterSeconds: undefined });
      expect(sent.map(({ url }) => url)).toEqual([
        'http://supabase.test/storage/v1/object/ticket-files/user-1/a.pdf',
        'http://supabase.test/storage/v1/object/feedback-files/user-1/a.pdf',
      ]);
    } finally {
      globalThis.XMLHttpRequest = original;
    }
  });
});
