// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the ambient module must reach every project compiling this file (the benches too)
/// <reference path="./iyzipay.d.ts" />
import { createHmac, timingSafeEqual } from 'node:crypto';
import Iyzipay from 'iyzipay';
import type { TConfig } from '../../platform/config';

// iyzico through its own client (PROTOCOLS § iyzico): checkout form initialize and retrieve, and a
// charge of a stored card. Every answer that carries a signature is checked with the secret key.
export type TIyzicoBuyer = {
  id: string;
  // Who the invoice is made out to: the person, or the company's title.
  contactName: string;
  name: string;
  surname: string;
  email: string;
  phone: string;
  identityNumber: string;
  address: string;
  city: string;
  zipCode: string;
  ip: string;
};

export type TIyzicoItem = { id: string; name: string; price: string };

export type TCheckoutStart = { token: string; paymentPageUrl: string; checkoutFormContent: string };
export type TPaymentResult =
  | {
      ok: true;
      paymentId: string;
      paidPrice: string;
      conversationId: string;
      cardUserKey?: string;
      cardToken?: string;
      card?: { lastFour: string; bank: string; cardType: string };
    }
  | { ok: false; errorCode: string; errorMessage: string };

export class IyzicoUnavailable extends Error {}
export class IyzicoSignatureError extends Error {}

const text = (v: unknown): string => (v === undefined || v === null ? '' : String(v));

// Amounts go to iyzico as decimal lira ("1234.5"); the client formats them.
export const lira = (kurus: number): string => (kurus / 100).toFixed(2);

function expectSignature(secret: string, fields: unknown[], signature: unknown): void {
  const wanted = createHmac('sha256', secret).update(fields.map(text).join(':')).digest('hex');
  const given = Buffer.from(text(signature));
  if (given.length !== wanted.length || !timingSafeEqual(given, Buffer.from(wanted))) throw new IyzicoSignatureError();
}

const addressBody = (buyer: TIyzicoBuyer) => ({
  contactName: buyer.contactName,
  city: buyer.city,
  country: 'Turkey',
  address: buyer.address,
  zipCode: buyer.zipCode,
});

const buyerBody = (buyer: TIyzicoBuyer) => ({
  id: buyer.id,
  name: buyer.name,
  surname: buyer.surname,
  gsmNumber: buyer.phone,
  email: buyer.email,
  identityNumber: buyer.identityNumber,
  registrationAddress: buyer.address,
  ip: buyer.ip,
  city: buyer.city,
  country: 'Turkey',
  zipCode: buyer.zipCode,
});

export function iyzicoClient(config: TConfig) {
  const { apiKey, secretKey, baseUrl } = config.iyzico;
  const client = apiKey && secretKey ? new Iyzipay({ apiKey, secretKey, uri: baseUrl }) : null;
  const call = (pick: (c: Iyzipay) => Iyzipay['payment'], method: 'create' | 'retrieve', request: object) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      if (!client || !secretKey) return reject(new IyzicoUnavailable());
      pick(client)[method]({ ...request }, (error, result) => (error ? reject(error) : resolve(result)));
    });

  return {
    available: client !== null,

    async initializeCheckout(input: {
      conversationId: string;
      price: string;
      basketId: string;
      callbackUrl: string;
      locale: 'tr' | 'en';
      buyer: TIyzicoBuyer;
      item: TIyzicoItem;
      cardUserKey?: string;
    }): Promise<TCheckoutStart> {
      const { buyer } = input;
      const address = addressBody(buyer);
      const result = await call((c) => c.checkoutFormInitialize, 'create', {
        locale: input.locale,
        conversationId: input.conversationId,
        price: input.price,
        paidPrice: input.price,
        currency: 'TRY',
        basketId: input.basketId,
        paymentGroup: 'SUBSCRIPTION',
        callbackUrl: input.callbackUrl,
        forceThreeDS: 1,
        cardUserKey: input.cardUserKey,
        enabledInstallments: [1],
        buyer: buyerBody(buyer),
        billingAddress: address,
        shippingAddress: address,
        basketItems: [{ ...input.item, category1: 'Packet', itemType: 'VIRTUAL' }],
      });
      if (result.status !== 'success') throw new Error(`iyzico checkout refused: ${text(result.errorMessage)}`);
      expectSignature(secretKey ?? '', [result.conversationId, result.token], result.signature);
      return {
        token: text(result.token),
        paymentPageUrl: text(result.paymentPageUrl),
        checkoutFormContent: text(result.checkoutFormContent),
      };
    },

    // The payment behind a callback's token, with its signature checked (a forged answer throws).
    async retrieveCheckout(token: string, conversationId: string): Promise<TPaymentResult> {
      const r = await call((c) => c.checkoutForm, 'retrieve', { locale: 'tr', conversationId, token });
      if (r.status !== 'success' || r.paymentStatus !== 'SUCCESS')
        return { ok: false, errorCode: text(r.errorCode) || 'FAILURE', errorMessage: text(r.errorMessage) };
      expectSignature(
        secretKey ?? '',
        [r.paymentStatus, r.paymentId, r.currency, r.basketId, r.conversationId, r.paidPrice, r.price, r.token],
        r.signature,
      );
      return {
        ok: true,
        paymentId: text(r.paymentId),
        paidPrice: text(r.paidPrice),
        conversationId: text(r.conversationId),
        cardUserKey: r.cardUserKey ? text(r.cardUserKey) : undefined,
        cardToken: r.cardToken ? text(r.cardToken) : undefined,
        card: { lastFour: text(r.lastFourDigits), bank: text(r.cardFamily), cardType: text(r.cardAssociation) },
      };
    },

    // A renewal: the stored card is charged without the owner (non-3DS, /payment/auth).
    async chargeStoredCard(input: {
      conversationId: string;
      price: string;
      basketId: string;
      cardUserKey: string;
      cardToken: string;
      buyer: TIyzicoBuyer;
      item: TIyzicoItem;
    }): Promise<TPaymentResult> {
      const { buyer } = input;
      const address = addressBody(buyer);
      const r = await call((c) => c.payment, 'create', {
        locale: 'tr',
        conversationId: input.conversationId,
        price: input.price,
        paidPrice: input.price,
        currency: 'TRY',
        installment: 1,
        basketId: input.basketId,
        paymentChannel: 'WEB',
        paymentGroup: 'SUBSCRIPTION',
        paymentCard: { cardUserKey: input.cardUserKey, cardToken: input.cardToken },
        buyer: buyerBody(buyer),
        billingAddress: address,
        shippingAddress: address,
        basketItems: [{ ...input.item, category1: 'Packet', itemType: 'VIRTUAL' }],
      });
      if (r.status !== 'success')
        return { ok: false, errorCode: text(r.errorCode) || 'FAILURE', errorMessage: text(r.errorMessage) };
      expectSignature(
        secretKey ?? '',
        [r.paymentId, r.currency, r.basketId, r.conversationId, r.paidPrice, r.price],
        r.signature,
      );
      return {
        ok: true,
        paymentId: text(r.paymentId),
        paidPrice: text(r.paidPrice),
        conversationId: text(r.conversationId),
      };
    },
  };
}
export type TIyzicoClient = ReturnType<typeof iyzicoClient>;
