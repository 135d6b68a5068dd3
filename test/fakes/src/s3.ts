import { createHash, createHmac } from 'node:crypto';
import http from 'node:http';

// A fake S3-compatible bucket: path-style PUT, GET, HEAD and DELETE of single objects, each request's SigV4
// signature checked (credential scope, signed headers, payload hash, clock skew) as the real service does.
// Wrong signatures answer 403 SignatureDoesNotMatch, missing objects 404 NoSuchKey.

export type FakeS3Object = { body: Buffer; contentType: string };
export type FakeS3Request = { method: string; key: string; status: number };

export type FakeS3 = {
  url: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  objects: Map<string, FakeS3Object>;
  requests: () => FakeS3Request[];
  // Settings that point Ulak's media store at this bucket.
  env: () => Record<string, string>;
  close: () => Promise<void>;
};

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

// RFC 3986 encoding of each path segment (S3 does not double-encode the path).
const encodeSegment = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function xmlError(code: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`;
}

type Verdict = { ok: true } | { ok: false; status: number; code: string };

function verify(
  req: http.IncomingMessage,
  url: URL,
  body: Buffer,
  creds: { accessKeyId: string; secretAccessKey: string; region: string },
): Verdict {
  const deny = (code: string, status = 403): Verdict => ({ ok: false, status, code });
  const auth = req.headers.authorization ?? '';
  const match = /^AWS4-HMAC-SHA256 Credential=([^,]+), ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(auth);
  if (!match) return deny('AccessDenied');
  const [, credential = '', signedHeaders = '', signature = ''] = match;
  const [keyId, day, region, service, terminator] = credential.split('/');
  if (keyId !== creds.accessKeyId) return deny('InvalidAccessKeyId');
  if (region !== creds.region || service !== 's3' || terminator !== 'aws4_request')
    return deny('AuthorizationHeaderMalformed', 400);
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  if (!/^\d{8}T\d{6}Z$/.test(amzDate) || amzDate.slice(0, 8) !== day) return deny('AccessDenied');
  const at = Date.UTC(
    Number(amzDate.slice(0, 4)),
    Number(amzDate.slice(4, 6)) - 1,
    Number(amzDate.slice(6, 8)),
    Number(amzDate.slice(9, 11)),
    Number(amzDate.slice(11, 13)),
    Number(amzDate.slice(13, 15)),
  );
  if (Math.abs(Date.now() - at) > 15 * 60 * 1000) return deny('RequestTimeTooSkewed');
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
  if (!payloadHash) return deny('InvalidRequest', 400);
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256Hex(body))
    return deny('XAmzContentSHA256Mismatch', 400);
  const names = signedHeaders.split(';');
  if (!names.includes('host') || !names.includes('x-amz-date') || !names.includes('x-amz-content-sha256'))
    return deny('AccessDenied');
  const canonicalHeaders = names
    .map((name) => {
      const value = req.headers[name];
      const text = Array.isArray(value) ? value.join(',') : (value ?? '');
      return `${name}:${text.trim().replace(/\s+/g, ' ')}\n`;
    })
    .join('');
  const query = [...url.searchParams.entries()]
    .map(([k, v]) => [encodeSegment(k), encodeSegment(v)])
    .sort(([a = ''], [b = '']) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const path = url.pathname
    .split('/')
    .map((s) => encodeSegment(decodeURIComponent(s)))
    .join('/');
  const canonicalRequest = [req.method, path, query, canonicalHeaders, signedHeaders, payloadHash].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${creds.secretAccessKey}`, day ?? ''), region), 's3'), 'aws4_request');
  if (hmac(signingKey, stringToSign).toString('hex') !== signature) return deny('SignatureDoesNotMatch');
  return { ok: true };
}

export async function startFakeS3(
  options: { bucket?: string; region?: string; accessKeyId?: string; secretAccessKey?: string } = {},
): Promise<FakeS3> {
  const creds = {
    bucket: options.bucket ?? 'ulak-media',
    region: options.region ?? 'eu-central-1',
    accessKeyId: options.accessKeyId ?? 'AKIAFAKEULAK',
    secretAccessKey: options.secretAccessKey ?? 'fake-secret-access-key',
  };
  const objects = new Map<string, FakeS3Object>();
  const requests: FakeS3Request[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const [, bucket = '', ...rest] = url.pathname.split('/').map((s) => decodeURIComponent(s));
      const key = rest.join('/');
      const answer = (status: number, payload?: Buffer | string, headers: Record<string, string> = {}) => {
        requests.push({ method: req.method ?? '', key, status });
        res.writeHead(status, headers);
        res.end(req.method === 'HEAD' ? undefined : payload);
      };
      const verdict = verify(req, url, body, creds);
      if (!verdict.ok) return answer(verdict.status, xmlError(verdict.code), { 'content-type': 'application/xml' });
      if (bucket !== creds.bucket) return answer(404, xmlError('NoSuchBucket'), { 'content-type': 'application/xml' });
      if (!key) return answer(400, xmlError('InvalidRequest'), { 'content-type': 'application/xml' });
      const object = objects.get(key);
      switch (req.method) {
        case 'PUT':
          objects.set(key, { body, contentType: String(req.headers['content-type'] ?? 'binary/octet-stream') });
          return answer(200, '', { etag: `"${createHash('md5').update(body).digest('hex')}"` });
        case 'GET':
        case 'HEAD':
          if (!object) return answer(404, xmlError('NoSuchKey'), { 'content-type': 'application/xml' });
          return answer(200, object.body, {
            'content-type': object.contentType,
            'content-length': String(object.body.length),
          });
        case 'DELETE':
          objects.delete(key);
          return answer(204);
        default:
          return answer(405, xmlError('MethodNotAllowed'), { 'content-type': 'application/xml' });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    url,
    ...creds,
    objects,
    requests: () => [...requests],
    env: () => ({
      MEDIA_S3_ENDPOINT: url,
      MEDIA_S3_BUCKET: creds.bucket,
      MEDIA_S3_REGION: creds.region,
      MEDIA_S3_ACCESS_KEY_ID: creds.accessKeyId,
      MEDIA_S3_SECRET_ACCESS_KEY: creds.secretAccessKey,
      EGRESS_ALLOW_PRIVATE: 'true',
    }),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
