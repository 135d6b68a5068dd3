import { createHmac } from 'node:crypto';
import { startHttpFake, windowLimiter, type HttpFake } from './http-fake';

// İleti Merkezi JSON API v1 (PROTOCOLS "İleti Merkezi SMS"): `{request:{authentication:{key, hash}, ...}}`
// where hash = hex HMAC-SHA256(secret, key); answers `{response:{status:{code, message}, ...}}` with the
// HTTP status equal to the code; a configurable rate per key answered with 429 + Retry-After.

export type IletimerkeziAccount = { secret: string; senders: string[]; balance?: number };
export type IletimerkeziSent = {
  orderId: string;
  key: string;
  sender: string;
  iys: string;
  iysList?: string;
  text: string;
  number: string;
};

export type IletimerkeziFake = HttpFake & {
  addAccount: (key: string, account: IletimerkeziAccount) => void;
  sent: () => IletimerkeziSent[];
  failNextSend: (code: string, times?: number) => void;
  setRateLimit: (perSecond: number | null) => void;
  rateLimited: () => number;
};

const MESSAGES: Record<string, string> = {
  '200': 'İşlem başarılı',
  '401': 'Üyelik bilgileri kabul edilmedi',
  '402': 'Bakiye yetersiz',
  '429': 'Too many requests',
  '450': 'Gönderilen başlık kullanıma uygun değil',
  '452': 'Mesaj alıcıları hatalı',
  '453': 'Sipariş toplam maliyeti 1MB boyutunu geçiyor',
  '454': 'Mesaj metni boş',
  '469': 'IYS entegrasyonu bulunamadı',
  '503': 'Sunucu geçici olarak servis dışı',
};

type TAuthRequest = { request?: { authentication?: { key?: string; hash?: string } } };
type TSendRequest = {
  request?: {
    authentication?: { key?: string; hash?: string };
    order?: {
      sender?: string;
      iys?: string;
      iysList?: string;
      message?: { text?: string; receipents?: { number?: string[] } };
    };
  };
};

const reply = (code: string, extra: Record<string, unknown> = {}, headers?: Record<string, string>) => ({
  status: Number(code),
  headers,
  body: { response: { status: { code, message: MESSAGES[code] ?? 'Hata' }, ...extra } },
});

export async function startIletimerkeziFake(port = 0): Promise<IletimerkeziFake> {
  const accounts = new Map<string, IletimerkeziAccount>();
  const sent: IletimerkeziSent[] = [];
  const failures: string[] = [];
  const limiter = windowLimiter();
  let rate: number | null = null;
  let limited = 0;
  let nextOrder = 5_000_000;

  function authorised(body: TAuthRequest | null): string | null {
    const key = body?.request?.authentication?.key ?? '';
    const account = accounts.get(key);
    if (!account) return null;
    const expected = createHmac('sha256', account.secret).update(key).digest('hex');
    return body?.request?.authentication?.hash === expected ? key : null;
  }

  const fake = await startHttpFake((req) => {
    if (req.method !== 'POST') return reply('404');
    const body = req.json as TSendRequest | null;
    const key = authorised(body);
    if (req.path === '/v1/get-sender/json') {
      if (!key) return reply('401');
      return reply('200', { senders: { sender: accounts.get(key)?.senders ?? [] } });
    }
    if (req.path === '/v1/get-balance/json') {
      if (!key) return reply('401');
      return reply('200', { balance: { amount: '0', sms: String(accounts.get(key)?.balance ?? 1000) } });
    }
    if (req.path === '/v1/send-sms/json') {
      if (!key) return reply('401');
      const order = body?.request?.order;
      const numbers = order?.message?.receipents?.number ?? [];
      if (limiter.take(key, rate, Math.max(1, numbers.length)) > 0) {
        limited += 1;
        return reply('429', {}, { 'retry-after': '1' });
      }
      const forced = failures.shift();
      if (forced) return reply(forced);
      if (!order?.sender || !accounts.get(key)?.senders.includes(order.sender)) return reply('450');
      if (!order.message?.text) return reply('454');
      if (numbers.length === 0 || numbers.some((n) => !/^\+?\d{10,15}$/.test(n))) return reply('452');
      const orderId = String(nextOrder++);
      for (const number of numbers)
        sent.push({
          orderId,
          key,
          sender: order.sender,
          iys: order.iys ?? '0',
          iysList: order.iysList,
          text: order.message.text,
          number,
        });
      return reply('200', { order: { id: orderId } });
    }
    return reply('404');
  }, port);

  return {
    ...fake,
    addAccount: (key, account) => void accounts.set(key, account),
    sent: () => [...sent],
    failNextSend: (code, times = 1) => {
      for (let i = 0; i < times; i++) failures.push(code);
    },
    setRateLimit: (perSecond) => {
      rate = perSecond;
    },
    rateLimited: () => limited,
  };
}
