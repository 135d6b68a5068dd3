import { randomUUID } from 'node:crypto';
import { startHttpFake, windowLimiter, type HttpFake, type RecordedRequest } from './http-fake';

// IYS, Turkey's commercial-message consent registry (PROTOCOLS "IYS"): OAuth password and refresh grants
// with an hourly limit on auth requests (H084), one and bulk (async request + poll) consent adds under
// the registry's rules, status of one, the changes feed with an opaque cursor, error bodies
// `{errors:[{location, code, message}]}` and a per-second request limit per IYS code (H124, HTTP 429).

export type IysType = 'MESAJ' | 'ARAMA' | 'EPOSTA';
export type IysStatus = 'ONAY' | 'RET';
export type IysRecipientType = 'BIREYSEL' | 'TACIR';

export type IysConsent = {
  consentDate: string;
  source: string;
  recipient: string;
  recipientType: IysRecipientType;
  status: IysStatus;
  type: IysType;
};

export type IysRecord = IysConsent & {
  transactionId: string;
  creationDate: string;
  iysCode: string;
  brandCode: string;
};

export type IysUser = { password: string; brands: { iysCode: string; brandCode: string }[] };

type Failure = { code: string; message: string; location?: string[] };
type BulkResult = {
  index: number;
  status: 'success' | 'failure' | 'enqueue';
  subrequestId: string;
  transactionId?: string;
  creationDate?: string;
  error?: { code: string; message: string };
};

export type IysFake = HttpFake & {
  addUser: (username: string, user: IysUser) => void;
  // Every consent the registry accepted, in order (one per accepted add).
  accepted: () => IysRecord[];
  // Every consent it rejected, with the reason.
  rejected: () => (IysConsent & { code: string })[];
  // A citizen gives or withdraws consent at IYS directly (now, or at `at`): it shows in the changes feed
  // with source IYS.
  citizenChange: (
    iysCode: string,
    brandCode: string,
    consent: Omit<IysConsent, 'source' | 'consentDate'>,
    at?: Date,
  ) => void;
  // The latest record of a recipient and type.
  current: (iysCode: string, brandCode: string, recipient: string, type: IysType) => IysRecord | null;
  setRateLimit: (perSecond: number | null) => void;
  rateLimited: () => number;
  // Auth requests allowed an hour per user (the registry's is small; default 100).
  setAuthLimit: (perHour: number) => void;
  authRequests: () => number;
  // Down: every request answers 503.
  setDown: (down: boolean) => void;
  // Bulk requests answer `enqueue` on this many polls before their results.
  setPendingPolls: (polls: number) => void;
  // Access tokens live this many seconds (7200 by default).
  setTokenLifetime: (seconds: number) => void;
  // Called with each bulk request before it is answered (tests pause or kill a client here).
  onBulk: (hook: ((consents: IysConsent[]) => Promise<void> | void) | null) => void;
};

const SOURCES = new Set([
  'HS_FIZIKSEL_ORTAM',
  'HS_ISLAK_IMZA',
  'HS_WEB',
  'HS_CAGRI_MERKEZI',
  'HS_SOSYAL_MEDYA',
  'HS_EPOSTA',
  'HS_MESAJ',
  'HS_MOBIL',
  'HS_EORTAM',
  'HS_ETKINLIK',
  'HS_2015',
  'HS_ATM',
  'HS_KARAR',
]);
const TYPES = new Set(['MESAJ', 'ARAMA', 'EPOSTA']);
const DATE = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const GMT3_MS = 3 * 3600_000;

// "YYYY-MM-DD HH:mm:ss" in GMT+3 -> epoch ms.
function parseDate(text: string): number | null {
  const m = DATE.exec(text);
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m.map(Number) as [number, number, number, number, number, number, number];
  const ms = Date.UTC(y, mo - 1, d, h, mi, s) - GMT3_MS;
  return Number.isNaN(ms) ? null : ms;
}

function formatDate(ms: number): string {
  return new Date(ms + GMT3_MS).toISOString().slice(0, 19).replace('T', ' ');
}

// Business days between a date and now (Saturdays and Sundays do not count), in GMT+3.
function businessDaysSince(ms: number, now: number): number {
  let days = 0;
  const day = 86_400_000;
  for (let t = ms + day; t <= now; t += day) {
    const weekday = new Date(t + GMT3_MS).getUTCDay();
    if (weekday !== 0 && weekday !== 6) days += 1;
  }
  return days;
}

const errorBody = (failures: Failure[]) => ({ errors: failures.map((f) => ({ location: f.location ?? [], ...f })) });

export async function startIysFake(port = 0): Promise<IysFake> {
  const users = new Map<string, IysUser>();
  const access = new Map<string, { username: string; expiresAt: number }>();
  const refresh = new Map<string, { username: string; expiresAt: number }>();
  const authLog = new Map<string, number[]>();
  const records = new Map<string, IysRecord[]>();
  const accepted: IysRecord[] = [];
  const rejected: (IysConsent & { code: string })[] = [];
  const feed: (IysRecord & { feedSource: 'HS' | 'IYS' })[] = [];
  const bulks = new Map<string, { results: BulkResult[]; polls: number }>();
  const limiter = windowLimiter();
  let rate: number | null = null;
  let limited = 0;
  let authLimit = 100;
  let authCount = 0;
  let down = false;
  let pendingPolls = 0;
  let tokenLifetime = 7200;
  let bulkHook: ((consents: IysConsent[]) => Promise<void> | void) | null = null;
  let transaction = 1;

  const key = (iysCode: string, brandCode: string, recipient: string, type: string) =>
    `${iysCode}|${brandCode}|${recipient}|${type}`;

  function issueTokens(username: string) {
    const accessToken = randomUUID();
    const refreshToken = randomUUID();
    access.set(accessToken, { username, expiresAt: Date.now() + tokenLifetime * 1000 });
    refresh.set(refreshToken, { username, expiresAt: Date.now() + 2 * tokenLifetime * 1000 });
    return {
      status: 200,
      body: {
        access_token: accessToken,
        refresh_token: refreshToken,
        expires_in: tokenLifetime,
        refresh_expires_in: 2 * tokenLifetime,
        token_type: 'bearer',
      },
    };
  }

  function token(req: RecordedRequest) {
    const body = req.json as { username?: string; password?: string; grant_type?: string; refresh_token?: string };
    const who = body?.username ?? refresh.get(body?.refresh_token ?? '')?.username ?? 'anonymous';
    const hourAgo = Date.now() - 3600_000;
    const log = (authLog.get(who) ?? []).filter((t) => t > hourAgo);
    authCount += 1;
    if (log.length >= authLimit) {
      authLog.set(who, log);
      return {
        status: 429,
        body: errorBody([{ code: 'H084', message: 'Saatlik yetkilendirme isteği sınırı aşıldı' }]),
      };
    }
    log.push(Date.now());
    authLog.set(who, log);
    if (body?.grant_type === 'password') {
      const user = users.get(body.username ?? '');
      if (!user || user.password !== body.password)
        return { status: 401, body: errorBody([{ code: 'H351', message: 'Kullanıcı adı veya şifre hatalı' }]) };
      return issueTokens(body.username ?? '');
    }
    if (body?.grant_type === 'refresh_token') {
      const held = refresh.get(body.refresh_token ?? '');
      if (!held || held.expiresAt < Date.now())
        return { status: 401, body: errorBody([{ code: 'H351', message: 'Geçersiz yenileme anahtarı' }]) };
      refresh.delete(body.refresh_token ?? '');
      return issueTokens(held.username);
    }
    return {
      status: 422,
      body: errorBody([{ code: 'H501', message: 'grant_type geçersiz', location: ['grant_type'] }]),
    };
  }

  // The registry's rules for one consent; answers the failure or null.
  function check(iysCode: string, brandCode: string, c: Partial<IysConsent>): Failure | null {
    if (!c.type || !TYPES.has(c.type)) return { code: 'H111', message: 'İzin tipi geçersiz', location: ['type'] };
    const tacir = c.recipientType === 'TACIR';
    if (c.recipientType !== 'BIREYSEL' && !tacir)
      return { code: 'H114', message: 'Alıcı tipi geçersiz', location: ['recipientType'] };
    const recipient = c.recipient ?? '';
    const validRecipient =
      c.type === 'EPOSTA' ? /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(recipient) : /^\+90\d{10}$/.test(recipient);
    if (!validRecipient) return { code: 'H114', message: 'Alıcı geçersiz', location: ['recipient'] };
    if (c.status !== 'ONAY' && c.status !== 'RET')
      return { code: 'H501', message: 'Durum geçersiz', location: ['status'] };
    if (!tacir || c.source !== undefined)
      if (!c.source || !SOURCES.has(c.source))
        return { code: 'H113', message: 'Kaynak geçersiz', location: ['source'] };
    if (!tacir || c.consentDate !== undefined) {
      const at = parseDate(c.consentDate ?? '');
      if (at === null) return { code: 'H501', message: 'Tarih biçimi geçersiz', location: ['consentDate'] };
      if (at < Date.UTC(2015, 4, 1) - GMT3_MS)
        return { code: 'H155', message: '2015-05-01 öncesi tarih', location: ['consentDate'] };
      if (at > Date.now()) return { code: 'H501', message: 'İleri tarihli izin', location: ['consentDate'] };
      if (businessDaysSince(at, Date.now()) > 3)
        return { code: 'H174', message: '3 iş gününden eski izin', location: ['consentDate'] };
      const last = (records.get(key(iysCode, brandCode, recipient, c.type)) ?? []).at(-1);
      if (last && (parseDate(last.consentDate) ?? 0) >= at)
        return { code: 'H501', message: 'İzin tarihi mevcut kayıttan eski', location: ['consentDate'] };
    }
    const last = (records.get(key(iysCode, brandCode, recipient, c.type)) ?? []).at(-1);
    if (!last && c.status === 'RET') return { code: 'H175', message: 'İlk kayıt RET olamaz', location: ['status'] };
    if (last && last.status === c.status)
      return { code: 'H176', message: 'İzin durumu mevcut kayıtla aynı', location: ['status'] };
    return null;
  }

  function apply(iysCode: string, brandCode: string, c: IysConsent, feedSource: 'HS' | 'IYS'): IysRecord {
    const record: IysRecord = {
      ...c,
      consentDate: c.consentDate ?? formatDate(Date.now()),
      iysCode,
      brandCode,
      transactionId: `tx${transaction++}`,
      creationDate: formatDate(Date.now()),
    };
    const k = key(iysCode, brandCode, c.recipient, c.type);
    records.set(k, [...(records.get(k) ?? []), record]);
    if (feedSource === 'HS') accepted.push(record);
    feed.push({ ...record, feedSource });
    return record;
  }

  function add(iysCode: string, brandCode: string, c: IysConsent): { record: IysRecord } | { failure: Failure } {
    const failure = check(iysCode, brandCode, c);
    if (failure) {
      rejected.push({ ...c, code: failure.code });
      return { failure };
    }
    return { record: apply(iysCode, brandCode, c, 'HS') };
  }

  const fake = await startHttpFake(async (req, url) => {
    if (down) return { status: 503, body: { message: 'Service Unavailable' } };
    if (req.method === 'POST' && req.path === '/oauth2/token') return token(req);
    const match = /^\/sps\/([^/]+)\/brands\/([^/]+)\/consents(\/.*)?$/.exec(req.path);
    if (!match) return { status: 404, body: errorBody([{ code: 'H404', message: 'Bulunamadı' }]) };
    const [, iysCode = '', brandCode = '', rest = ''] = match;
    const bearer = req.headers.authorization?.startsWith('Bearer ') ? req.headers.authorization.slice(7) : '';
    const session = access.get(bearer);
    if (!session || session.expiresAt < Date.now())
      return { status: 401, body: errorBody([{ code: 'H351', message: 'Geçersiz ya da eksik yetki anahtarı' }]) };
    const owns = users.get(session.username)?.brands.some((b) => b.iysCode === iysCode && b.brandCode === brandCode);
    if (!owns)
      return { status: 403, body: errorBody([{ code: 'H403', message: 'İYS kodu ve marka kodu eşleşmiyor' }]) };
    if (limiter.take(iysCode, rate) > 0) {
      limited += 1;
      return {
        status: 429,
        body: errorBody([{ code: 'H124', message: 'Saniyelik istek sınırı aşıldı' }]),
        headers: { 'retry-after': '1' },
      };
    }
    if (req.method === 'POST' && rest === '') {
      const outcome = add(iysCode, brandCode, req.json as IysConsent);
      if ('failure' in outcome) return { status: 422, body: errorBody([outcome.failure]) };
      return {
        status: 200,
        body: { transactionId: outcome.record.transactionId, creationDate: outcome.record.creationDate },
      };
    }
    if (req.method === 'POST' && rest === '/request') {
      const list = req.json;
      if (!Array.isArray(list) || list.length === 0 || list.length > 1000)
        return { status: 422, body: errorBody([{ code: 'H501', message: 'En fazla 1000 izin gönderilebilir' }]) };
      await bulkHook?.(list as IysConsent[]);
      const requestId = randomUUID();
      const results: BulkResult[] = (list as IysConsent[]).map((c, index) => {
        const subrequestId = randomUUID();
        const outcome = add(iysCode, brandCode, c);
        return 'failure' in outcome
          ? {
              index,
              status: 'failure',
              subrequestId,
              error: { code: outcome.failure.code, message: outcome.failure.message },
            }
          : {
              index,
              status: 'success',
              subrequestId,
              transactionId: outcome.record.transactionId,
              creationDate: outcome.record.creationDate,
            };
      });
      bulks.set(requestId, { results, polls: 0 });
      return {
        status: 200,
        body: { requestId, subRequests: results.map((r) => ({ subrequestId: r.subrequestId, index: r.index })) },
      };
    }
    const poll = /^\/request\/([^/]+)$/.exec(rest);
    if (req.method === 'GET' && poll) {
      const bulk = bulks.get(poll[1] ?? '');
      if (!bulk) return { status: 404, body: errorBody([{ code: 'H404', message: 'İstek bulunamadı' }]) };
      bulk.polls += 1;
      if (bulk.polls <= pendingPolls)
        return {
          status: 200,
          body: bulk.results.map((r) => ({ index: r.index, status: 'enqueue', subrequestId: r.subrequestId })),
        };
      return { status: 200, body: bulk.results };
    }
    if (req.method === 'POST' && rest === '/status') {
      const body = req.json as { recipient?: string; type?: string };
      const last = (records.get(key(iysCode, brandCode, body?.recipient ?? '', body?.type ?? '')) ?? []).at(-1);
      if (!last) return { status: 422, body: errorBody([{ code: 'H168', message: 'Alıcı bulunamadı' }]) };
      const { iysCode: _i, brandCode: _b, ...record } = last;
      return { status: 200, body: record };
    }
    if (req.method === 'GET' && rest === '/changes') {
      const source = url.searchParams.get('source') === 'HS' ? 'HS' : 'IYS';
      const after = url.searchParams.get('after');
      const limit = Math.min(Number(url.searchParams.get('limit') ?? 100) || 100, 1000);
      let start = 0;
      if (after) {
        const decoded = Number(Buffer.from(after, 'base64url').toString('utf8').replace(/^c:/, ''));
        if (!Number.isInteger(decoded) || decoded < 0)
          return { status: 422, body: errorBody([{ code: 'H501', message: 'after geçersiz', location: ['after'] }]) };
        start = decoded;
      }
      const list: IysRecord[] = [];
      let position = start;
      for (; position < feed.length && list.length < limit; position += 1) {
        const item = feed[position];
        if (item && item.feedSource === source && item.iysCode === iysCode && item.brandCode === brandCode) {
          const { iysCode: _i, brandCode: _b, feedSource: _f, ...record } = item;
          list.push(record as IysRecord);
        }
      }
      return { status: 200, body: { after: Buffer.from(`c:${position}`).toString('base64url'), list } };
    }
    return { status: 404, body: errorBody([{ code: 'H404', message: 'Bulunamadı' }]) };
  }, port);

  return {
    ...fake,
    addUser: (username, user) => void users.set(username, user),
    accepted: () => [...accepted],
    rejected: () => [...rejected],
    citizenChange: (iysCode, brandCode, consent, at = new Date()) =>
      void apply(iysCode, brandCode, { ...consent, source: 'IYS', consentDate: formatDate(at.getTime()) }, 'IYS'),
    current: (iysCode, brandCode, recipient, type) =>
      records.get(key(iysCode, brandCode, recipient, type))?.at(-1) ?? null,
    setRateLimit: (perSecond) => void (rate = perSecond),
    rateLimited: () => limited,
    setAuthLimit: (perHour) => void (authLimit = perHour),
    authRequests: () => authCount,
    setDown: (value) => void (down = value),
    setPendingPolls: (polls) => void (pendingPolls = polls),
    setTokenLifetime: (seconds) => void (tokenLifetime = seconds),
    onBulk: (hook) => void (bulkHook = hook),
  };
}
