import { createPublicKey, generateKeyPairSync, randomBytes, verify, type KeyObject } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A local FCM HTTP v1 double: the OAuth 2.0 token endpoint (JWT-bearer grant, RS256 assertion checked
// against the service account's public key) and messages:send with the documented error bodies.

export type TServiceAccountJson = {
  type: 'service_account';
  project_id: string;
  private_key_id: string;
  private_key: string;
  client_email: string;
  client_id: string;
  token_uri: string;
};

export type TFcmBehaviour =
  | { kind: 'unregistered' }
  | { kind: 'invalid' }
  | { kind: 'sender_mismatch' }
  | { kind: 'quota'; retryAfter?: string }
  | { kind: 'unavailable'; retryAfter?: string }
  | { kind: 'internal' };

export type TFcmMessage = {
  projectId: string;
  token: string;
  notification?: { title?: string; body?: string; image?: string };
  data?: Record<string, string>;
  android?: { priority?: string; ttl?: string; notification?: { sound?: string; channel_id?: string } };
  apns?: { headers?: Record<string, string>; payload?: { aps?: { sound?: string } } };
};

export type FcmFake = {
  // Base URL for messages:send (the client appends /v1/projects/...).
  url: string;
  tokenUrl: string;
  serviceAccount: (projectId?: string) => TServiceAccountJson;
  // A registration token the double knows (unknown tokens answer UNREGISTERED).
  registerToken: () => string;
  behave: (token: string, ...next: TFcmBehaviour[]) => void;
  messages: (token?: string) => TFcmMessage[];
  tokenRequests: () => number;
  rejections: () => { status: number; reason: string }[];
  close: () => Promise<void>;
};

const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
const FCM_ERROR_TYPE = 'type.googleapis.com/google.firebase.fcm.v1.FcmError';

function fcmError(code: number, status: string, message: string, errorCode?: string) {
  return {
    error: {
      code,
      message,
      status,
      ...(errorCode ? { details: [{ '@type': FCM_ERROR_TYPE, errorCode }] } : {}),
    },
  };
}

const BEHAVIOUR: Record<TFcmBehaviour['kind'], { status: number; body: ReturnType<typeof fcmError> }> = {
  unregistered: {
    status: 404,
    body: fcmError(404, 'NOT_FOUND', 'Requested entity was not found.', 'UNREGISTERED'),
  },
  invalid: {
    status: 400,
    body: fcmError(
      400,
      'INVALID_ARGUMENT',
      'The registration token is not a valid FCM registration token',
      'INVALID_ARGUMENT',
    ),
  },
  sender_mismatch: {
    status: 403,
    body: fcmError(403, 'PERMISSION_DENIED', 'SenderId mismatch', 'SENDER_ID_MISMATCH'),
  },
  quota: {
    status: 429,
    body: fcmError(429, 'RESOURCE_EXHAUSTED', 'Quota exceeded for quota metric', 'QUOTA_EXCEEDED'),
  },
  unavailable: {
    status: 503,
    body: fcmError(503, 'UNAVAILABLE', 'The service is currently unavailable.', 'UNAVAILABLE'),
  },
  internal: { status: 500, body: fcmError(500, 'INTERNAL', 'Internal error encountered.', 'INTERNAL') },
};

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

export async function startFcmFake(): Promise<FcmFake> {
  const accounts = new Map<string, { key: KeyObject; projectId: string }>();
  const accessTokens = new Map<string, { projectId: string; expiresAt: number }>();
  const known = new Set<string>();
  const behaviours = new Map<string, TFcmBehaviour[]>();
  const received: TFcmMessage[] = [];
  const rejections: { status: number; reason: string }[] = [];
  let tokenCount = 0;
  let base = '';

  const json = (res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    if (status >= 400) rejections.push({ status, reason: JSON.stringify(body) });
    res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers });
    res.end(JSON.stringify(body));
  };

  function checkAssertion(assertion: string): { ok: true; projectId: string } | { ok: false; reason: string } {
    const [head, payload, signature] = assertion.split('.');
    if (!head || !payload || !signature) return { ok: false, reason: 'malformed' };
    const header = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string };
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    if (header.alg !== 'RS256') return { ok: false, reason: 'alg' };
    const account = accounts.get(String(claims.iss));
    if (!account) return { ok: false, reason: 'unknown iss' };
    const valid = verify('sha256', Buffer.from(`${head}.${payload}`), account.key, Buffer.from(signature, 'base64url'));
    if (!valid) return { ok: false, reason: 'signature' };
    const now = Math.floor(Date.now() / 1000);
    const iat = Number(claims.iat);
    const exp = Number(claims.exp);
    if (claims.aud !== `${base}/token`) return { ok: false, reason: 'aud' };
    if (!String(claims.scope).split(' ').includes(SCOPE)) return { ok: false, reason: 'scope' };
    if (!(iat <= now + 60 && exp > now && exp - iat <= 3600)) return { ok: false, reason: 'time' };
    return { ok: true, projectId: account.projectId };
  }

  const server = http.createServer(async (req, res) => {
    const body = await readBody(req);
    const url = req.url ?? '';
    if (req.method === 'POST' && url === '/token') {
      tokenCount++;
      const form = new URLSearchParams(body);
      if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer')
        return json(res, 400, { error: 'unsupported_grant_type', error_description: 'Invalid grant_type' });
      const check = checkAssertion(form.get('assertion') ?? '');
      if (!check.ok)
        return json(res, 400, { error: 'invalid_grant', error_description: `Invalid JWT: ${check.reason}` });
      const accessToken = `ya29.${randomBytes(24).toString('base64url')}`;
      accessTokens.set(accessToken, { projectId: check.projectId, expiresAt: Date.now() + 3599_000 });
      return json(res, 200, { access_token: accessToken, expires_in: 3599, token_type: 'Bearer' });
    }
    const send = /^\/v1\/projects\/([^/]+)\/messages:send$/.exec(url);
    if (req.method === 'POST' && send?.[1]) {
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
      const session = accessTokens.get(bearer);
      if (!session || session.expiresAt < Date.now())
        return json(res, 401, fcmError(401, 'UNAUTHENTICATED', 'Request had invalid authentication credentials.'));
      if (session.projectId !== send[1])
        return json(res, 403, fcmError(403, 'PERMISSION_DENIED', 'Permission denied on the project.'));
      let message: TFcmMessage;
      try {
        message = (JSON.parse(body) as { message: TFcmMessage }).message;
      } catch {
        return json(res, 400, fcmError(400, 'INVALID_ARGUMENT', 'Invalid JSON payload received.'));
      }
      if (!message?.token)
        return json(res, 400, fcmError(400, 'INVALID_ARGUMENT', 'Recipient missing', 'INVALID_ARGUMENT'));
      if (Buffer.byteLength(body) > 4096 + 200)
        return json(res, 400, fcmError(400, 'INVALID_ARGUMENT', 'Message is too big', 'INVALID_ARGUMENT'));
      const next = behaviours.get(message.token)?.shift();
      if (next) {
        if (next.kind === 'unregistered') known.delete(message.token);
        const { status, body: errorBody } = BEHAVIOUR[next.kind];
        const retry = 'retryAfter' in next && next.retryAfter ? { 'retry-after': next.retryAfter } : undefined;
        return json(res, status, errorBody, retry);
      }
      if (!known.has(message.token)) return json(res, 404, BEHAVIOUR.unregistered.body);
      received.push({ ...message, projectId: send[1] });
      return json(res, 200, { name: `projects/${send[1]}/messages/0:${Date.now()}%${randomBytes(8).toString('hex')}` });
    }
    json(res, 404, fcmError(404, 'NOT_FOUND', 'Not found'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    tokenUrl: `${base}/token`,
    serviceAccount(projectId = 'ulak-test') {
      const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
      const clientEmail = `push-${randomBytes(4).toString('hex')}@${projectId}.iam.gserviceaccount.com`;
      accounts.set(clientEmail, { key: createPublicKey(publicKey.export({ format: 'pem', type: 'spki' })), projectId });
      return {
        type: 'service_account',
        project_id: projectId,
        private_key_id: randomBytes(20).toString('hex'),
        private_key: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
        client_email: clientEmail,
        client_id: String(Date.now()),
        token_uri: `${base}/token`,
      };
    },
    registerToken() {
      const token = `${randomBytes(11).toString('base64url')}:APA91b${randomBytes(100).toString('base64url')}`;
      known.add(token);
      return token;
    },
    behave(token, ...next) {
      behaviours.set(token, [...(behaviours.get(token) ?? []), ...next]);
    },
    messages: (token) => (token ? received.filter((m) => m.token === token) : [...received]),
    tokenRequests: () => tokenCount,
    rejections: () => [...rejections],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
