import { createHash } from 'node:crypto';
import { AwsV4Signer } from 'aws4fetch';
import type { TMediaS3Config } from '../../platform/config';
import { egressRequest } from '../../platform/egress';

// A minimal S3 client: single-object PUT, GET, HEAD and DELETE, path-style (`<endpoint>/<bucket>/<key>`, which
// every S3-compatible store accepts), each request signed with SigV4 and sent through the egress guard.
export type S3Client = {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  // The object's bytes, or null when there is none.
  get(key: string, maxBytes: number): Promise<Buffer | null>;
  head(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
};

const TIMEOUT_MS = 60_000;

export class S3Error extends Error {
  constructor(
    readonly operation: string,
    readonly status: number,
  ) {
    // The key, the bucket and the answer's body stay out of the message (it reaches the logs).
    super(`media bucket ${operation} answered ${status}`);
  }
}

export function createS3Client(s3: TMediaS3Config, policy: { allowPrivate: boolean }): S3Client {
  const objectUrl = (key: string) =>
    `${s3.endpoint}/${encodeURIComponent(s3.bucket)}/${key.split('/').map(encodeURIComponent).join('/')}`;

  async function send(method: string, key: string, body?: Buffer, headers: Record<string, string> = {}, maxBytes = 0) {
    const payloadHash = createHash('sha256')
      .update(body ?? Buffer.alloc(0))
      .digest('hex');
    const signed = await new AwsV4Signer({
      url: objectUrl(key),
      method,
      // The payload's hash is signed too, so the bucket refuses a body changed on the way.
      headers: { ...headers, 'x-amz-content-sha256': payloadHash },
      body,
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
      region: s3.region,
      service: 's3',
    }).sign();
    return egressRequest(
      signed.url.toString(),
      { method, headers: Object.fromEntries(signed.headers), body, timeoutMs: TIMEOUT_MS, maxResponseBytes: maxBytes },
      policy,
    );
  }

  return {
    async put(key, body, contentType) {
      const res = await send('PUT', key, body, { 'content-type': contentType }, 64 * 1024);
      if (res.status !== 200) throw new S3Error('PUT', res.status);
    },
    async get(key, maxBytes) {
      const res = await send('GET', key, undefined, {}, maxBytes);
      if (res.status === 404) return null;
      if (res.status !== 200) throw new S3Error('GET', res.status);
      return res.body;
    },
    async head(key) {
      const res = await send('HEAD', key);
      if (res.status === 404) return false;
      if (res.status !== 200) throw new S3Error('HEAD', res.status);
      return true;
    },
    async delete(key) {
      const res = await send('DELETE', key, undefined, {}, 64 * 1024);
      if (res.status !== 204 && res.status !== 200 && res.status !== 404) throw new S3Error('DELETE', res.status);
    },
  };
}
