import { randomBytes } from 'node:crypto';
import { startHttpFake, type HttpFake } from './http-fake';

// A T-Soft store's REST1 web service (PROTOCOLS "T-Soft"): `POST /rest1/auth/login/{user}` with form `pass`
// answers `{success, data:[{token, expirationTime}]}`; list methods are form-encoded POSTs carrying `token`,
// `start` and `limit` (at most 500 records a page, more answers an error), `{success, data, summary}`.
// The records are whatever the test put in: numbers may be strings, as the real service sends them.

export type TsoftRecord = Record<string, unknown>;

export type TsoftFake = HttpFake & {
  addUser: (user: string, password: string) => void;
  customers: TsoftRecord[];
  orders: TsoftRecord[];
  products: TsoftRecord[];
  // The largest `limit` asked for (the client must stay at or under 500).
  largestLimit: () => number;
  // Records answered so far, and the reads that carried the updated-date filter.
  served: () => number;
  filteredReads: () => number;
};

// The store's date form: "2026-11-25 10:20:30" (Türkiye time).
const DATE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

const METHODS = {
  'customer/getCustomers': 'customers',
  'order/get': 'orders',
  'product/get': 'products',
} as const;

const fail = (message: string) => ({
  status: 200,
  body: { success: false, message: [{ type: 'error', text: [message] }] },
});

export async function startTsoftFake(): Promise<TsoftFake> {
  const users = new Map<string, string>();
  const tokens = new Map<string, number>();
  const data = { customers: [] as TsoftRecord[], orders: [] as TsoftRecord[], products: [] as TsoftRecord[] };
  let largest = 0;
  let served = 0;
  let filtered = 0;

  const fake = await startHttpFake((req, url) => {
    if (req.method !== 'POST') return { status: 405, body: { success: false } };
    if (!String(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded'))
      return fail('Form data expected');
    const form = new URLSearchParams(req.body);
    const login = /^\/rest1\/auth\/login\/([^/]+)$/.exec(url.pathname);
    if (login) {
      const user = decodeURIComponent(login[1] ?? '');
      if (!users.has(user) || users.get(user) !== form.get('pass')) return fail('Kullanıcı adı veya şifre hatalı');
      const token = randomBytes(16).toString('hex');
      const expiration = Math.floor(Date.now() / 1000) + 3600;
      tokens.set(token, expiration);
      return { status: 200, body: { success: true, data: [{ token, expirationTime: String(expiration) }] } };
    }
    const method = url.pathname.replace(/^\/rest1\//, '') as keyof typeof METHODS;
    const resource = METHODS[method];
    if (!resource) return { status: 404, body: { success: false, message: 'Method not found' } };
    const expires = tokens.get(form.get('token') ?? '');
    if (!expires || expires < Date.now() / 1000) return fail('Token geçersiz');
    const limit = Number(form.get('limit') ?? 20);
    largest = Math.max(largest, limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > 500) return fail('limit en fazla 500 olabilir');
    const start = Number(form.get('start') ?? 0);
    // The list filter `f` = "Field|value|operator"; the poll asks for records changed since a store time
    // ("UpdateDate|2026-11-25 10:20:30|bigger"). Dates compare as text in that fixed form.
    const filter = form.get('f');
    let matching = data[resource];
    if (filter) {
      const [name = '', value = '', operator = ''] = filter.split('|');
      if (name !== 'UpdateDate' || !['bigger', 'biggerequal'].includes(operator) || !DATE.test(value))
        return fail('Geçersiz filtre');
      filtered++;
      matching = matching.filter((r) => {
        const at = String(r.UpdateDate ?? r.CreateDate ?? '');
        return operator === 'bigger' ? at > value : at >= value;
      });
    }
    const rows = matching.slice(start, start + limit);
    served += rows.length;
    return {
      status: 200,
      body: { success: true, data: rows, summary: { totalRecordCount: String(matching.length) } },
    };
  });

  return {
    ...fake,
    addUser: (user, password) => void users.set(user, password),
    customers: data.customers,
    orders: data.orders,
    products: data.products,
    largestLimit: () => largest,
    served: () => served,
    filteredReads: () => filtered,
  };
}
