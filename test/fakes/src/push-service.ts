import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, randomUUID, verify } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A local RFC 8030 push service. It hands out subscriptions whose private keys it keeps, checks the
// VAPID Authorization (RFC 8292: ES256 JWT, aud = this origin, exp within 24 h, k = the key the
// subscription was created for), and decrypts the aes128gcm payload (RFC 8291) with the subscription's
// private key. Bodies are stored as received and decrypted when a test reads them, so a benchmark
// measures the sender, not the double.

export type TFakeSubscription = {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
};

// What the next requests to one subscription answer (consumed in order; then 201 again).
export type TPushBehaviour = { status: 404 | 410 | 413 | 400 | 500 | 503 } | { status: 429; retryAfter: string };

export type TPushDelivery = {
  subscriptionId: string;
  ttl: number;
  urgency: string | null;
  topic: string | null;
  vapid: { aud: string; sub: string; exp: number; publicKey: string };
  receivedAt: number;
  // Decrypted on first read.
  payload: () => string;
  json: <T = unknown>() => T;
};

export type PushService = {
  origin: string;
  // A subscription as a browser would give it; `applicationServerKey` binds it to one VAPID key.
  subscribe: (applicationServerKey?: string) => TFakeSubscription;
  behave: (endpoint: string, ...next: TPushBehaviour[]) => void;
  deliveries: (endpoint?: string) => TPushDelivery[];
  waitFor: (endpoint: string, count?: number, timeoutMs?: number) => Promise<TPushDelivery[]>;
  requests: () => number;
  // Every rejected request with the reason the double gave (signature, audience, key mismatch...).
  rejections: () => { subscriptionId: string; status: number; reason: string }[];
  close: () => Promise<void>;
};

type TSubscriptionState = {
  ecdh: ReturnType<typeof createECDH>;
  publicKey: Buffer;
  auth: Buffer;
  applicationServerKey: string | null;
  gone: boolean;
  behaviours: TPushBehaviour[];
};

const b64u = (buf: Buffer) => buf.toString('base64url');
const MAX_RECORD = 4096;

function hkdf(ikm: Buffer, salt: Buffer, info: Buffer, length: number): Buffer {
  return Buffer.from(hkdfSync('sha256', ikm, salt, info, length));
}

// RFC 8291 §3.4 + RFC 8188: header (salt 16 | rs 4 | idlen 1 | keyid) then one record.
export function decryptAes128gcm(body: Buffer, uaPrivate: ReturnType<typeof createECDH>, auth: Buffer): string {
  const salt = body.subarray(0, 16);
  const idlen = body.readUInt8(20);
  const asPublic = body.subarray(21, 21 + idlen);
  const record = body.subarray(21 + idlen);
  const uaPublic = uaPrivate.getPublicKey();
  const ecdhSecret = uaPrivate.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
  const ikm = hkdf(ecdhSecret, auth, keyInfo, 32);
  const cek = hkdf(ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // Padding: data, the 0x02 delimiter of the last record, then zeros.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('bad padding delimiter');
  return padded.subarray(0, end).toString('utf8');
}

type TVapidCheck = { ok: true; claims: TPushDelivery['vapid'] } | { ok: false; status: number; reason: string };

// Verifies `vapid t=<jwt>, k=<key>`; results are cached per header (a sender reuses its header).
function checkVapid(header: string | undefined, origin: string, cache: Map<string, TVapidCheck>): TVapidCheck {
  if (!header) return { ok: false, status: 401, reason: 'missing Authorization' };
  const cached = cache.get(header);
  if (cached && (!cached.ok || cached.claims.exp * 1000 > Date.now())) return cached;
  const result = verifyVapid(header, origin);
  if (cache.size > 10_000) cache.clear();
  cache.set(header, result);
  return result;
}

function verifyVapid(header: string, origin: string): TVapidCheck {
  const match = /^vapid\s+t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header.trim());
  if (!match?.[1] || !match[2]) return { ok: false, status: 401, reason: 'not a vapid Authorization' };
  const [token, key] = [match[1], match[2]];
  const [head, payload, signature] = token.split('.');
  if (!head || !payload || !signature) return { ok: false, status: 401, reason: 'malformed JWT' };
  const publicPoint = Buffer.from(key, 'base64url');
  if (publicPoint.length !== 65) return { ok: false, status: 401, reason: 'bad k' };
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    x: b64u(publicPoint.subarray(1, 33)),
    y: b64u(publicPoint.subarray(33, 65)),
  };
  const valid = verify(
    'sha256',
    Buffer.from(`${head}.${payload}`),
    { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) return { ok: false, status: 403, reason: 'JWT signature invalid' };
  const header0 = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string };
  if (header0.alg !== 'ES256') return { ok: false, status: 401, reason: 'alg must be ES256' };
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as {
    aud?: string;
    exp?: number;
    sub?: string;
  };
  if (claims.aud !== origin) return { ok: false, status: 403, reason: `aud ${claims.aud} is not ${origin}` };
  const now = Date.now() / 1000;
  if (!claims.exp || claims.exp < now || claims.exp > now + 24 * 3600 + 60)
    return { ok: false, status: 403, reason: 'exp outside 24 h' };
  if (!claims.sub || !/^(mailto:|https:)/.test(claims.sub)) return { ok: false, status: 403, reason: 'bad sub' };
  return { ok: true, claims: { aud: claims.aud, exp: claims.exp, sub: claims.sub, publicKey: key } };
}

export async function startPushService(options: { port?: number } = {}): Promise<PushService> {
  const subscriptions = new Map<string, TSubscriptionState>();
  const deliveries: (TPushDelivery & { raw: Buffer })[] = [];
  const rejections: { subscriptionId: string; status: number; reason: string }[] = [];
  const vapidCache = new Map<string, TVapidCheck>();
  const waiters = new Set<() => void>();
  let requestCount = 0;
  let origin = '';

  const answer = (res: http.ServerResponse, status: number, headers: Record<string, string> = {}, body = '') => {
    res.writeHead(status, { 'content-type': 'text/plain', ...headers });
    res.end(body);
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      requestCount++;
      const match = /^\/push\/([A-Za-z0-9-]+)$/.exec(req.url ?? '');
      const id = match?.[1] ?? '';
      const state = subscriptions.get(id);
      const reject = (status: number, reason: string, headers: Record<string, string> = {}) => {
        rejections.push({ subscriptionId: id, status, reason });
        answer(res, status, headers, reason);
      };
      if (req.method !== 'POST' || !state) return reject(404, 'no such subscription');
      if (state.gone) return reject(410, 'subscription expired');
      const next = state.behaviours.shift();
      if (next) {
        if (next.status === 404 || next.status === 410) state.gone = true;
        if (next.status === 429) return reject(429, 'rate limited', { 'retry-after': next.retryAfter });
        return reject(next.status, `scripted ${next.status}`);
      }
      const ttl = Number(req.headers.ttl);
      if (!Number.isInteger(ttl) || ttl < 0) return reject(400, 'TTL header required');
      if (req.headers['content-encoding'] !== 'aes128gcm') return reject(415, 'Content-Encoding must be aes128gcm');
      const vapid = checkVapid(req.headers.authorization, origin, vapidCache);
      if (!vapid.ok) return reject(vapid.status, vapid.reason);
      if (state.applicationServerKey && vapid.claims.publicKey !== state.applicationServerKey)
        return reject(403, 'VAPID key does not match the subscription');
      const raw = Buffer.concat(chunks);
      if (raw.length > MAX_RECORD) return reject(413, 'payload too large');
      let decrypted: string | null = null;
      const payload = () => (decrypted ??= decryptAes128gcm(raw, state.ecdh, state.auth));
      deliveries.push({
        subscriptionId: id,
        ttl,
        urgency: (req.headers.urgency as string | undefined) ?? null,
        topic: (req.headers.topic as string | undefined) ?? null,
        vapid: vapid.claims,
        receivedAt: Date.now(),
        raw,
        payload,
        json: <T>() => JSON.parse(payload()) as T,
      });
      for (const wake of waiters) wake();
      answer(res, 201, { location: `${origin}/message/${randomUUID()}` });
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const idOf = (endpoint: string) => endpoint.slice(endpoint.lastIndexOf('/') + 1);

  const deliveriesFor = (endpoint?: string) =>
    endpoint ? deliveries.filter((d) => d.subscriptionId === idOf(endpoint)) : [...deliveries];

  return {
    origin,
    subscribe(applicationServerKey) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const state: TSubscriptionState = {
        ecdh,
        publicKey: ecdh.getPublicKey(),
        auth: randomBytes(16),
        applicationServerKey: applicationServerKey ?? null,
        gone: false,
        behaviours: [],
      };
      const id = randomUUID();
      subscriptions.set(id, state);
      return {
        endpoint: `${origin}/push/${id}`,
        expirationTime: null,
        keys: { p256dh: b64u(state.publicKey), auth: b64u(state.auth) },
      };
    },
    behave(endpoint, ...next) {
      subscriptions.get(idOf(endpoint))?.behaviours.push(...next);
    },
    deliveries: deliveriesFor,
    async waitFor(endpoint, count = 1, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (deliveriesFor(endpoint).length < count) {
        if (Date.now() > deadline) throw new Error(`push service: ${count} deliveries to ${endpoint} not seen`);
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            resolve();
          };
          waiters.add(wake);
          setTimeout(wake, 100);
        });
      }
      return deliveriesFor(endpoint);
    },
    requests: () => requestCount,
    rejections: () => [...rejections],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
