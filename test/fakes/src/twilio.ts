import { basicAuth, startHttpFake, windowLimiter, type HttpFake } from './http-fake';

// Twilio Programmable Messaging: HTTP Basic AccountSid:AuthToken, form-encoded sends answered 201 with a
// message resource, errors `{code, message, more_info, status}`, 429 (code 20429) + Retry-After over a
// configurable rate per account.

export type TwilioAccount = { token: string; numbers: string[] };
export type TwilioSent = { sid: string; account: string; to: string; from: string; body: string };

export type TwilioFake = HttpFake & {
  addAccount: (sid: string, account: TwilioAccount) => void;
  sent: () => TwilioSent[];
  failRecipient: (to: string, code: number) => void;
  setRateLimit: (perSecond: number | null) => void;
  rateLimited: () => number;
};

const error = (status: number, code: number, message: string, headers?: Record<string, string>) => ({
  status,
  headers,
  body: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status },
});

export async function startTwilioFake(port = 0): Promise<TwilioFake> {
  const accounts = new Map<string, TwilioAccount>();
  const sent: TwilioSent[] = [];
  const failing = new Map<string, number>();
  const limiter = windowLimiter();
  let rate: number | null = null;
  let limited = 0;
  let next = 1;

  const fake = await startHttpFake((req) => {
    const match = /^\/2010-04-01\/Accounts\/([^/.]+)(\.json|\/Messages\.json|\/IncomingPhoneNumbers\.json)$/.exec(
      req.path,
    );
    if (!match?.[1]) return error(404, 20404, 'The requested resource was not found');
    const auth = basicAuth(req.headers.authorization);
    const account = accounts.get(match[1]);
    if (!auth || auth.user !== match[1] || !account || account.token !== auth.password)
      return error(401, 20003, 'Authenticate');
    if (req.method === 'GET' && match[2] === '.json')
      return { status: 200, body: { sid: match[1], status: 'active', friendly_name: 'Ulak test' } };
    if (req.method === 'GET' && match[2] === '/IncomingPhoneNumbers.json')
      return { status: 200, body: { incoming_phone_numbers: account.numbers.map((n) => ({ phone_number: n })) } };
    if (req.method !== 'POST' || match[2] !== '/Messages.json') return error(405, 20004, 'Method not allowed');
    if (limiter.take(match[1], rate) > 0) {
      limited += 1;
      return error(429, 20429, 'Too Many Requests', { 'retry-after': '1' });
    }
    const form = new URLSearchParams(req.body);
    const to = form.get('To') ?? '';
    const from = form.get('From') ?? '';
    const body = form.get('Body') ?? '';
    const forced = failing.get(to);
    if (forced) return error(400, forced, `Error ${forced}`);
    if (!/^\+[1-9]\d{7,14}$/.test(to)) return error(400, 21211, `The 'To' number ${to} is not a valid phone number.`);
    if (!account.numbers.includes(from) && !/^[A-Za-z0-9 ]{1,11}$/.test(from))
      return error(400, 21212, `The 'From' number ${from} is not a valid phone number.`);
    if (!body) return error(400, 21602, 'Message body is required.');
    const sid = `SM${String(next++).padStart(32, '0')}`;
    sent.push({ sid, account: match[1], to, from, body });
    return { status: 201, body: { sid, status: 'queued', to, from, body, num_segments: '1' } };
  }, port);

  return {
    ...fake,
    addAccount: (sid, account) => void accounts.set(sid, account),
    sent: () => [...sent],
    failRecipient: (to, code) => void failing.set(to, code),
    setRateLimit: (perSecond) => {
      rate = perSecond;
    },
    rateLimited: () => limited,
  };
}
