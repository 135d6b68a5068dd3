import { createHmac, randomUUID } from 'node:crypto';
import { startHttpFake, type FakeReply, type HttpFake } from './http-fake';

// A local iyzico (PROTOCOLS § iyzico): every API call must carry a valid IYZWSv2 signature; the
// checkout form is a hosted card page, then a 3-D Secure page whose form the browser submits to the
// merchant's callbackUrl with the token; retrieve and stored-card charges answer signed results.
export const IYZICO_TEST_CARDS = {
  success: '5528790000000008',
  // Refused by the bank (insufficient funds).
  declined: '4111111111111129',
} as const;
export const IYZICO_3DS_CODE = '283126';

type TSession = {
  token: string;
  conversationId: string;
  price: number;
  paidPrice: number;
  basketId: string;
  callbackUrl: string;
  cardUserKey?: string;
  result?:
    | { ok: true; paymentId: string; cardToken?: string; lastFour: string }
    | { ok: false; code: string; message: string };
};
type TStoredCard = { cardUserKey: string; cardToken: string; number: string; expireMonth: number; expireYear: number };

export type IyzicoFake = HttpFake & {
  apiKey: string;
  secretKey: string;
  // The next answers carry a wrong signature (a forged or tampered answer).
  tamperSignatures: (on: boolean) => void;
  // A stored card that later expires: renewals with it fail.
  expireCard: (cardToken: string) => void;
  cards: () => TStoredCard[];
  charges: () => { cardToken: string; paidPrice: number; ok: boolean }[];
};

const hmac = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest('hex');
const html = (body: string): FakeReply => ({
  status: 200,
  body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>iyzico</title></head><body><main>${body}</main></body></html>`,
  headers: { 'content-type': 'text/html; charset=utf-8' },
});
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const form = (body: string) => Object.fromEntries(new URLSearchParams(body));

// iyzico's buyer and address checks: every field present; identityNumber 5-20 characters (an
// individual's TC identity number, a company's 10-digit tax number).
function buyerProblem(body: Record<string, unknown>): string | null {
  const buyer = (body.buyer ?? {}) as Record<string, unknown>;
  const billing = (body.billingAddress ?? {}) as Record<string, unknown>;
  const fields = ['id', 'name', 'surname', 'email', 'identityNumber', 'registrationAddress', 'city', 'country', 'ip'];
  const missing = fields.find((f) => typeof buyer[f] !== 'string' || (buyer[f] as string).trim() === '');
  if (missing) return `buyer.${missing} is required`;
  if (!/^[0-9A-Za-z]{5,20}$/.test(String(buyer.identityNumber))) return 'buyer.identityNumber is invalid';
  const address = ['contactName', 'city', 'country', 'address'].find((f) => !billing[f]);
  return address ? `billingAddress.${address} is required` : null;
}

export async function startIyzicoFake(
  options: { port?: number; apiKey?: string; secretKey?: string } = {},
): Promise<IyzicoFake> {
  const apiKey = options.apiKey ?? `sandbox-${randomUUID()}`;
  const secretKey = options.secretKey ?? `secret-${randomUUID()}`;
  const sessions = new Map<string, TSession>();
  const cards: TStoredCard[] = [];
  const charges: { cardToken: string; paidPrice: number; ok: boolean }[] = [];
  let tamper = false;
  let base = '';
  const sign = (fields: unknown[]) => {
    const signature = hmac(secretKey, fields.map((f) => (f === undefined || f === null ? '' : String(f))).join(':'));
    return tamper ? signature.replace(/^./, (c) => (c === '0' ? '1' : '0')) : signature;
  };

  // IYZWSv2 base64("apiKey:k&randomKey:r&signature:hex(HMAC(secret, r + path + body)))").
  const authorized = (headers: Record<string, unknown>, path: string, body: string): boolean => {
    const header = String(headers.authorization ?? '');
    if (!header.startsWith('IYZWSv2 ')) return false;
    const fields = Object.fromEntries(
      Buffer.from(header.slice(8), 'base64')
        .toString('utf8')
        .split('&')
        .map((p) => [p.slice(0, p.indexOf(':')), p.slice(p.indexOf(':') + 1)]),
    );
    return (
      fields.apiKey === apiKey &&
      fields.randomKey === headers['x-iyzi-rnd'] &&
      fields.signature === hmac(secretKey, `${fields.randomKey}${path}${body}`)
    );
  };
  const failure = (code: string, message: string): FakeReply => ({
    status: 200,
    body: { status: 'failure', errorCode: code, errorMessage: message, locale: 'tr', systemTime: Date.now() },
  });

  const fake = await startHttpFake((req, url) => {
    if (req.method === 'GET' && req.path === '/cpp') {
      const session = sessions.get(url.searchParams.get('token') ?? '');
      if (!session) return html('<h1>Payment not found</h1>');
      return html(`<h1>iyzico test payment</h1><p>${session.paidPrice.toFixed(2)} TRY</p>
<form method="post" action="${base}/cpp/pay">
<input type="hidden" name="token" value="${escape(session.token)}">
<label>Card holder <input name="holder" autocomplete="cc-name" required></label>
<label>Card number <input name="number" inputmode="numeric" autocomplete="cc-number" required></label>
<label>Expiry month <input name="month" inputmode="numeric" required></label>
<label>Expiry year <input name="year" inputmode="numeric" required></label>
<label>CVC <input name="cvc" inputmode="numeric" required></label>
<label><input type="checkbox" name="register" value="1" checked> Save my card</label>
<button type="submit">Pay</button></form>`);
    }
    if (req.method === 'POST' && req.path === '/cpp/pay') {
      const f = form(req.body);
      const session = sessions.get(f.token ?? '');
      if (!session) return html('<h1>Payment not found</h1>');
      return html(`<h1>3-D Secure</h1><p>Enter the code your bank sent (${IYZICO_3DS_CODE}).</p>
<form method="post" action="${base}/cpp/3ds">
${['token', 'holder', 'number', 'month', 'year', 'register'].map((k) => `<input type="hidden" name="${k}" value="${escape(f[k] ?? '')}">`).join('')}
<label>Verification code <input name="code" inputmode="numeric" required></label>
<button type="submit">Confirm</button></form>`);
    }
    if (req.method === 'POST' && req.path === '/cpp/3ds') {
      const f = form(req.body);
      const session = sessions.get(f.token ?? '');
      if (!session) return html('<h1>Payment not found</h1>');
      const number = (f.number ?? '').replace(/\s/g, '');
      const now = new Date();
      const month = Number(f.month);
      const year = Number(f.year) < 100 ? 2000 + Number(f.year) : Number(f.year);
      if (f.code !== IYZICO_3DS_CODE) session.result = { ok: false, code: '10057', message: '3-D Secure failed' };
      else if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1))
        session.result = { ok: false, code: '10083', message: 'Expired card' };
      else if (number === IYZICO_TEST_CARDS.declined)
        session.result = { ok: false, code: '10051', message: 'Insufficient funds' };
      else {
        let cardToken: string | undefined;
        if (f.register === '1') {
          cardToken = randomUUID();
          const cardUserKey = session.cardUserKey ?? randomUUID();
          cards.push({ cardUserKey, cardToken, number, expireMonth: month, expireYear: year });
        }
        session.result = { ok: true, paymentId: String(Date.now()), cardToken, lastFour: number.slice(-4) };
      }
      // The bank's page posts back to the merchant through the browser: a real form it submits.
      return html(`<h1>Returning to the shop</h1>
<form method="post" action="${escape(session.callbackUrl)}" id="back">
<input type="hidden" name="token" value="${escape(session.token)}">
<button type="submit">Continue</button></form>
<script>document.getElementById('back').submit()</script>`);
    }

    const body = (req.json ?? {}) as Record<string, unknown>;
    if (!authorized(req.headers as Record<string, unknown>, req.path, req.body))
      return { status: 401, body: { status: 'failure', errorCode: '1000', errorMessage: 'Invalid signature' } };

    if (req.path === '/payment/iyzipos/checkoutform/initialize/auth/ecom' || req.path === '/payment/auth') {
      const problem = buyerProblem(body);
      if (problem) return failure('11', problem);
    }
    if (req.path === '/payment/iyzipos/checkoutform/initialize/auth/ecom') {
      const token = randomUUID();
      const conversationId = String(body.conversationId ?? '');
      sessions.set(token, {
        token,
        conversationId,
        price: Number(body.price),
        paidPrice: Number(body.paidPrice),
        basketId: String(body.basketId ?? ''),
        callbackUrl: String(body.callbackUrl ?? ''),
        cardUserKey: body.cardUserKey ? String(body.cardUserKey) : undefined,
      });
      return {
        status: 200,
        body: {
          status: 'success',
          locale: 'tr',
          systemTime: Date.now(),
          conversationId,
          token,
          tokenExpireTime: 1800,
          paymentPageUrl: `${base}/cpp?token=${token}`,
          checkoutFormContent: `<script>window.location.href='${base}/cpp?token=${token}'</script>`,
          signature: sign([conversationId, token]),
        },
      };
    }
    if (req.path === '/payment/iyzipos/checkoutform/auth/ecom/detail') {
      const session = sessions.get(String(body.token ?? ''));
      if (!session) return failure('5093', 'Token not found');
      const r = session.result;
      if (!r) return { status: 200, body: { status: 'success', paymentStatus: 'INIT_THREEDS', token: session.token } };
      if (!r.ok)
        return {
          status: 200,
          body: {
            status: 'success',
            paymentStatus: 'FAILURE',
            errorCode: r.code,
            errorMessage: r.message,
            token: session.token,
          },
        };
      const card = cards.find((c) => c.cardToken === r.cardToken);
      const answer = {
        status: 'success',
        locale: 'tr',
        systemTime: Date.now(),
        conversationId: session.conversationId,
        paymentStatus: 'SUCCESS',
        paymentId: r.paymentId,
        price: session.price,
        paidPrice: session.paidPrice,
        currency: 'TRY',
        basketId: session.basketId,
        token: session.token,
        lastFourDigits: r.lastFour,
        cardAssociation: 'MASTER_CARD',
        cardFamily: 'Bonus',
        cardUserKey: card?.cardUserKey,
        cardToken: card?.cardToken,
      };
      return {
        status: 200,
        body: {
          ...answer,
          signature: sign([
            answer.paymentStatus,
            answer.paymentId,
            answer.currency,
            answer.basketId,
            answer.conversationId,
            answer.paidPrice,
            answer.price,
            answer.token,
          ]),
        },
      };
    }
    if (req.path === '/payment/auth') {
      const paymentCard = (body.paymentCard ?? {}) as Record<string, unknown>;
      const card = cards.find(
        (c) => c.cardToken === paymentCard.cardToken && c.cardUserKey === paymentCard.cardUserKey,
      );
      const paidPrice = Number(body.paidPrice);
      const cardToken = String(paymentCard.cardToken ?? '');
      if (!card) return (charges.push({ cardToken, paidPrice, ok: false }), failure('10005', 'Card not found'));
      const now = new Date();
      if (
        card.expireYear < now.getFullYear() ||
        (card.expireYear === now.getFullYear() && card.expireMonth < now.getMonth() + 1)
      )
        return (charges.push({ cardToken, paidPrice, ok: false }), failure('10083', 'Expired card'));
      if (card.number === IYZICO_TEST_CARDS.declined)
        return (charges.push({ cardToken, paidPrice, ok: false }), failure('10051', 'Insufficient funds'));
      charges.push({ cardToken, paidPrice, ok: true });
      const answer = {
        status: 'success',
        locale: 'tr',
        systemTime: Date.now(),
        conversationId: String(body.conversationId ?? ''),
        paymentId: String(Date.now()),
        price: Number(body.price),
        paidPrice,
        currency: 'TRY',
        basketId: String(body.basketId ?? ''),
      };
      return {
        status: 200,
        body: {
          ...answer,
          signature: sign([
            answer.paymentId,
            answer.currency,
            answer.basketId,
            answer.conversationId,
            answer.paidPrice,
            answer.price,
          ]),
        },
      };
    }
    return { status: 404, body: { status: 'failure', errorCode: '404', errorMessage: 'Not found' } };
  }, options.port ?? 0);
  base = fake.url;
  return {
    ...fake,
    apiKey,
    secretKey,
    tamperSignatures: (on) => {
      tamper = on;
    },
    expireCard: (cardToken) => {
      const card = cards.find((c) => c.cardToken === cardToken);
      if (card) card.expireYear = 2000;
    },
    cards: () => [...cards],
    charges: () => [...charges],
  };
}
