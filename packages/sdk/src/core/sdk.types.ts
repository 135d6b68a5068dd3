// Public shapes a shop passes to the SDK (SPEC §3 Member, Cart, Order, Product).

export type Permissions = { email?: boolean; sms?: boolean; whatsapp?: boolean; call?: boolean };

export type IdentifyInput = {
  customerId?: string | number;
  email?: string;
  phone?: string;
  name?: string;
  surname?: string;
  language?: string;
  birthDate?: string | Date;
  gender?: 'male' | 'female';
  city?: string;
  permissions?: Permissions;
};

export type ProductInput = {
  code: string;
  title?: string;
  content?: string;
  price?: number;
  discountPrice?: number;
  currency?: string;
  url?: string;
  image?: string;
  category?: string;
  // Units in stock, if the page knows them.
  stock?: number;
};

export type CartItemInput = {
  code: string;
  title?: string;
  price?: number;
  quantity?: number;
  currency?: string;
  url?: string;
  image?: string;
  category?: string;
};

export type CartInput = { items: CartItemInput[]; totalPrice?: number; totalCount?: number; currency?: string };

export type PurchaseInput = {
  orderCode: string;
  totalPrice?: number;
  totalCount?: number;
  currency?: string;
  items?: CartItemInput[];
  couponCode?: string;
};

export type InitOptions = { token?: string; apiBase?: string; debug?: boolean; autoPageView?: boolean };

export type SdkConfig = {
  token?: string;
  apiBase?: string;
  debug: boolean;
  autoPageView: boolean;
  // Where the shop hosts the push service worker (data-sw; default /ulak-sw.js).
  serviceWorkerPath?: string;
};

export type PushSubscribeResult = 'subscribed' | 'unsupported' | 'denied' | 'not_configured' | 'failed';

export type PropertyInput = Record<string, unknown>;

// Every public method; the callable form `ulak('track', ...)` dispatches by these names.
export type UlakApi = {
  init(options: InitOptions): void;
  identify(input: IdentifyInput): void;
  track(name: string, properties?: PropertyInput): void;
  cart(input: CartInput): void;
  purchase(input: PurchaseInput): void;
  favorite(productCode: string, on?: boolean): void;
  product(product: ProductInput): void;
  page(properties?: PropertyInput): void;
  logout(): void;
  // Resolves once the queue is drained (or the server asked us to wait); never rejects.
  flush(): Promise<void>;
  // Asks for notification permission and subscribes this browser to web push; never rejects.
  pushSubscribe(options?: { serviceWorkerPath?: string }): Promise<PushSubscribeResult>;
};

export type UlakCommand = keyof UlakApi;
