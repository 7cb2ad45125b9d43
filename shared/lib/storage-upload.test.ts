import { uploadFailureOf } from './storage-upload';

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
