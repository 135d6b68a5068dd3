import { basicAuth, startHttpFake, windowLimiter, type HttpFake, type RecordedRequest } from './http-fake';

// Netgsm REST v2 (PROTOCOLS "Netgsm SMS"): HTTP Basic usercode:password; send, msgheader and report;
// errors HTTP 406 `{code, description}`; a configurable rate per usercode answered with 429 + Retry-After.

export type NetgsmUser = { password: string; msgheaders: string[] };
export type NetgsmSentMessage = {
  jobid: string;
  usercode: string;
  msgheader: string;
  msg: string;
  no: string;
  iysfilter: string;
  partnercode?: string;
  encoding?: string;
};

export type NetgsmFake = HttpFake & {
  addUser: (usercode: string, user: NetgsmUser) => void;
  sent: () => NetgsmSentMessage[];
  // The next send answers this code (HTTP 406) once; `times` repeats it.
  failNextSend: (code: string, times?: number) => void;
  // Report status of a number (default 1 = delivered).
  setReportStatus: (number: string, status: number, errorCode?: string) => void;
  setRateLimit: (perSecond: number | null) => void;
  // The next `times` sends answer 429 with Retry-After: 1 whatever the clock says.
  limitNextSend: (times?: number) => void;
  rateLimited: () => number;
};

const DESCRIPTIONS: Record<string, string> = {
  '00': 'queued',
  '20': 'Mesaj metninde ya da karakter sınırında problem var',
  '30': 'Geçersiz kullanıcı adı, şifre veya kullanıcınızın API erişim izni yok',
  '40': 'Mesaj başlığınız (gönderici adınız) sistemde tanımlı değil',
  '50': 'IYS kontrollü gönderimler yapılamamaktadır',
  '51': 'IYS marka bilgisi bulunamadı',
  '70': 'Hatalı sorgulama. Gönderdiğiniz parametrelerden birisi hatalı',
  '80': 'Gönderim sınır aşımı',
  '85': 'Mükerrer gönderim sınır aşımı',
  '100': 'Sistem hatası',
};

const error = (code: string) => ({ status: 406, body: { code, description: DESCRIPTIONS[code] ?? 'error' } });

export async function startNetgsmFake(port = 0): Promise<NetgsmFake> {
  const users = new Map<string, NetgsmUser>();
  const sent: NetgsmSentMessage[] = [];
  const reportStatus = new Map<string, { status: number; errorCode: string }>();
  const failures: string[] = [];
  const limiter = windowLimiter();
  let rate: number | null = null;
  let limited = 0;
  let forcedLimits = 0;
  let nextJob = 1_000_000;

  function authorised(req: RecordedRequest): string | null {
    const auth = basicAuth(req.headers.authorization);
    if (!auth) return null;
    return users.get(auth.user)?.password === auth.password ? auth.user : null;
  }

  const fake = await startHttpFake((req) => {
    if (req.method === 'GET' && req.path === '/sms/rest/v2/msgheader') {
      const user = authorised(req);
      if (!user) return error('30');
      return { status: 200, body: { code: '00', description: 'ok', msgheaders: users.get(user)?.msgheaders ?? [] } };
    }
    if (req.method === 'POST' && req.path === '/sms/rest/v2/send') {
      const user = authorised(req);
      if (!user) return error('30');
      const body = req.json as {
        msgheader?: string;
        messages?: { msg?: string; no?: string }[];
        encoding?: string;
        iysfilter?: string;
        partnercode?: string;
      } | null;
      const messages = body?.messages ?? [];
      const forcedWait = forcedLimits > 0 ? 1 : 0;
      if (forcedWait) forcedLimits -= 1;
      const wait = forcedWait || limiter.take(user, rate, Math.max(1, messages.length));
      if (wait > 0) {
        limited += 1;
        return {
          status: 429,
          headers: { 'retry-after': String(wait) },
          body: { code: '80', description: 'Too many requests' },
        };
      }
      const forced = failures.shift();
      if (forced) return error(forced);
      if (!body?.msgheader || !users.get(user)?.msgheaders.includes(body.msgheader)) return error('40');
      if (messages.length === 0 || messages.some((m) => !m.no || !/^\d{10,15}$/.test(m.no))) return error('70');
      if (messages.some((m) => !m.msg || m.msg.length > 1000)) return error('20');
      if (!['0', '11', '12'].includes(body.iysfilter ?? '0')) return error('70');
      const jobid = String(nextJob++);
      for (const m of messages) {
        sent.push({
          jobid,
          usercode: user,
          msgheader: body.msgheader,
          msg: m.msg ?? '',
          no: m.no ?? '',
          iysfilter: body.iysfilter ?? '0',
          partnercode: body.partnercode,
          encoding: body.encoding,
        });
      }
      return { status: 200, body: { code: '00', jobid, description: 'queued' } };
    }
    if (req.method === 'POST' && req.path === '/sms/rest/v2/report') {
      const user = authorised(req);
      if (!user) return error('30');
      const jobids = ((req.json as { jobids?: string[] } | null)?.jobids ?? []).map(String);
      const jobs = sent
        .filter((m) => m.usercode === user && jobids.includes(m.jobid))
        .map((m) => {
          const status = reportStatus.get(m.no) ?? { status: 1, errorCode: '0' };
          return {
            jobid: m.jobid,
            number: m.no,
            status: status.status,
            deliveredDate: status.status === 1 ? new Date().toISOString().slice(0, 19).replace('T', ' ') : '',
            errorCode: status.errorCode,
          };
        });
      if (jobs.length === 0) return { status: 200, body: { code: '60', description: 'No records', jobs: [] } };
      return { status: 200, body: { code: '00', description: 'ok', jobs } };
    }
    return { status: 404, body: { code: '70', description: 'not found' } };
  }, port);

  return {
    ...fake,
    addUser: (usercode, user) => void users.set(usercode, user),
    sent: () => [...sent],
    failNextSend: (code, times = 1) => {
      for (let i = 0; i < times; i++) failures.push(code);
    },
    setReportStatus: (number, status, errorCode = '0') => void reportStatus.set(number, { status, errorCode }),
    setRateLimit: (perSecond) => {
      rate = perSecond;
    },
    limitNextSend: (times = 1) => {
      forcedLimits += times;
    },
    rateLimited: () => limited,
  };
}
