import { uploadFailureOf } from './storage-upload';

describe('uploadFailureOf', () => {
  it.each([
    [400, '{"statusCode":"413","error":"Payload too large","message":"The object exceeded the maximum allowed size"}', 'tooLarge'],
    [400, '{"statusCode":"415","error":"invalid_mime_type","message":"mime type text/plain is not supported"}', 'wrongType'],
    [400, '{"statusCode":"403","error":"Unauthorized","message":"new row violates row-level security policy"}', 'denied'],
    [400, '{"statusCode":"409","error":"Duplicate","message":"The resource already exists"}', 'exists'],
    [413, '<html>too large</html>', 'tooLarge'],
    [401, '', 'denied'],
    [500, '{"statusCode":"500"}', 'failed'],
    [400, '{"statusCode":"nonsense"}', 'failed'],
  ] as const)('HTTP %s with %s is %s', (status, body, failure) => expect(uploadFailureOf(status, body)).toBe(failure));
});
