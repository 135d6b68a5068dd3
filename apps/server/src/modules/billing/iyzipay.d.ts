// The few parts of the iyzipay client (no bundled types) that billing calls.
declare module 'iyzipay' {
  type TCallback = (error: unknown, result: Record<string, unknown>) => void;
  type TResource = {
    create: (request: Record<string, unknown>, callback: TCallback) => void;
    retrieve: (request: Record<string, unknown>, callback: TCallback) => void;
  };
  export default class Iyzipay {
    constructor(config: { apiKey: string; secretKey: string; uri: string });
    checkoutFormInitialize: TResource;
    checkoutForm: TResource;
    payment: TResource;
    static LOCALE: { TR: string; EN: string };
    static CURRENCY: { TRY: string };
  }
}
