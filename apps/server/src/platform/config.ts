import path from 'node:path';
import { z } from 'zod';
import { REPO_ROOT } from './paths';
import { SMS_PROVIDERS } from '@ulak/shared/sms/sms-settings';

// The one place that reads the environment (STYLE: "Parse the environment once").
const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.string().url().optional(),
  ULAK_DATA_DIR: z.string().default('./.ulak'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  ULAK_SECRET_KEY: z
    .string()
    .regex(/^[A-Za-z0-9+/=]{43,44}$/, 'ULAK_SECRET_KEY must be 32 bytes in base64')
    .optional(),
  // Keys of before a rotation (comma list, base64): values sealed with them still open.
  ULAK_PREVIOUS_SECRET_KEYS: z
    .string()
    .regex(
      /^\s*[A-Za-z0-9+/=]{43,44}\s*(,\s*[A-Za-z0-9+/=]{43,44}\s*)*$/,
      'ULAK_PREVIOUS_SECRET_KEYS must list 32-byte base64 keys',
    )
    .optional(),
  ULAK_DEMO_PASSWORD: z.string().min(1).optional(),
  ULAK_ADMIN_PASSWORD: z.string().min(1).optional(),
  ULAK_SEED_DEMO: z.enum(['true', 'false']).default('true'),
  // System mail (verification, password reset, 2FA codes). Unset: a local sink stores the messages.
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Ulak <no-reply@ulak.local>'),
  // Where support, demo and roadmap requests are mailed (the operator's inbox).
  SUPPORT_OPERATOR_EMAIL: z.string().email().default('support@ulak.local'),
  // System SMS (two-factor codes) through one of the channel's providers with the operator's own
  // account. Unset: the messages are saved in the local outbox folder (development).
  SYSTEM_SMS_PROVIDER: z.enum(SMS_PROVIDERS).optional(),
  SYSTEM_SMS_USERNAME: z.string().min(1).optional(),
  SYSTEM_SMS_PASSWORD: z.string().min(1).optional(),
  SYSTEM_SMS_ORIGINATOR: z.string().min(1).max(16).optional(),
  DEV_MAIL_SINK_PORT: z.coerce.number().int().min(0).max(65535).default(2525),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CORS_ORIGINS: z.string().optional(),
  // Shutdown: how long readiness answers 503 before HTTP stops (the load balancer's health-check
  // interval), and the deadline for the whole shutdown.
  SHUTDOWN_READY_DELAY_SECONDS: z.coerce.number().min(0).max(300).default(0),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(1).max(3600).default(30),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(5),
  SESSION_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(60 * 60 * 24 * 7),
  RATE_LIMIT_AUTH_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_PUBLIC_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  // Proxies whose X-Forwarded-For is believed: unset or "false" trusts none (the socket's address is the
  // client's), else a comma list of addresses, CIDRs or the names loopback, linklocal, uniquelocal.
  TRUST_PROXY: z
    .string()
    .optional()
    .refine(
      (v) =>
        v === undefined ||
        v === '' ||
        v === 'false' ||
        v.split(',').every((p) => /^(loopback|linklocal|uniquelocal|[0-9a-fA-F.:]+(\/\d{1,3})?)$/.test(p.trim())),
      'TRUST_PROXY must be "false" or a comma list of addresses/CIDRs',
    ),
  // Lets merchant-supplied destinations (SMTP hosts, push endpoints, webhooks) reach loopback and private
  // networks: for development and tests against local fakes only.
  EGRESS_ALLOW_PRIVATE: z.enum(['true', 'false']).default('false'),
  WEB_DIST_DIR: z.string().optional(),
  // Resolvers for domain verification (comma list, "host" or "host:port"); unset: the system's.
  DNS_SERVERS: z.string().optional(),
  // Merchant email: the platform relay (unset: SMTP_URL), the VERP bounce domain, the port of the bounce
  // mailbox the worker listens on (0: not started) and the SPF include merchants publish.
  EMAIL_RELAY_URL: z.string().url().optional(),
  EMAIL_BOUNCE_DOMAIN: z.string().optional(),
  EMAIL_BOUNCE_SMTP_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  EMAIL_SPF_INCLUDE: z.string().optional(),
  // Mobile push: FCM HTTP v1 and the OAuth token endpoint the service-account assertion goes to.
  FCM_API_URL: z.string().url().default('https://fcm.googleapis.com'),
  FCM_TOKEN_URL: z.string().url().default('https://oauth2.googleapis.com/token'),
  // Web push: at most this many requests in flight per send chunk.
  WEB_PUSH_CONCURRENCY: z.coerce.number().int().min(1).max(500).default(50),
  // SMS and WhatsApp provider endpoints (tests point them at local fakes) and their outbound rates
  // per provider account (messages a second, shared by every worker through the database). Defaults keep
  // 10% under the providers' own limits (WhatsApp 80/s a number, İleti Merkezi ~100/s): at the limit
  // itself the providers' one-second windows answer a few 429s (see bench/sms-send.ts).
  NETGSM_BASE_URL: z.string().url().default('https://api.netgsm.com.tr'),
  ILETIMERKEZI_BASE_URL: z.string().url().default('https://api.iletimerkezi.com'),
  TWILIO_BASE_URL: z.string().url().default('https://api.twilio.com'),
  WHATSAPP_BASE_URL: z.string().url().default('https://graph.facebook.com'),
  WHATSAPP_API_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/)
    .default('v21.0'),
  HELOROBO_BASE_URL: z.string().url().default('https://backend.helorobo.com'),
  HELOROBO_RATE_PER_SECOND: z.coerce.number().min(0.1).max(10_000).default(20),
  // A WhatsApp batch at least this large goes to Helorobo as one send wizard instead of single messages.
  HELOROBO_WIZARD_MIN_BATCH: z.coerce.number().int().min(2).max(10_000).default(20),
  NETGSM_RATE_PER_SECOND: z.coerce.number().min(0.1).max(10_000).default(30),
  ILETIMERKEZI_RATE_PER_SECOND: z.coerce.number().min(0.1).max(10_000).default(90),
  WHATSAPP_RATE_PER_SECOND: z.coerce.number().min(0.1).max(10_000).default(72),
  // Twilio queues above a sender's throughput itself; this keeps its queue short.
  TWILIO_RATE_PER_SECOND: z.coerce.number().min(0.1).max(10_000).default(10),
  // IYS (the consent registry): live by default, the sandbox or a local fake by configuration; requests a
  // second per IYS code, shared by every worker (the registry answers H124 above its per-second limit).
  IYS_BASE_URL: z.string().url().default('https://api.iys.org.tr'),
  IYS_RATE_PER_SECOND: z.coerce.number().min(0.1).max(1_000).default(5),
  // Shopify app (Partner dashboard credentials); unset: Shopify installs are refused. SHOPIFY_SHOP_URL is the
  // shop's origin with a {shop} placeholder (tests point it at a local fake).
  SHOPIFY_API_KEY: z.string().min(1).optional(),
  SHOPIFY_API_SECRET: z.string().min(1).optional(),
  SHOPIFY_SCOPES: z.string().default('read_customers,read_orders,read_products,read_checkouts,write_script_tags'),
  SHOPIFY_API_VERSION: z
    .string()
    .regex(/^\d{4}-\d{2}$/)
    .default('2025-07'),
  SHOPIFY_SHOP_URL: z.string().default('https://{shop}'),
  // iyzico payments (packets): the sandbox by default; unset keys mean payments are not offered.
  IYZICO_BASE_URL: z.string().url().default('https://sandbox-api.iyzipay.com'),
  IYZICO_API_KEY: z.string().min(1).optional(),
  IYZICO_SECRET_KEY: z.string().min(1).optional(),
  // Media store: PostgreSQL unless an S3-compatible bucket is configured (all five, path-style requests signed
  // with SigV4). Image bytes, CSV uploads and exports then live in the bucket; their index stays in PostgreSQL.
  MEDIA_S3_ENDPOINT: z.string().url().optional(),
  MEDIA_S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'MEDIA_S3_BUCKET must be a bucket name')
    .optional(),
  MEDIA_S3_REGION: z.string().min(1).optional(),
  MEDIA_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  MEDIA_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
});

export type TConfig = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  secretKey: string | undefined;
  previousSecretKeys: string[];
  demoPassword: string | undefined;
  adminPassword: string | undefined;
  seedDemo: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportOperatorEmail: string;
  systemSms: {
    provider: (typeof SMS_PROVIDERS)[number];
    username: string;
    password: string;
    originator: string;
  } | null;
  devMailSinkPort: number;
  logLevel: z.infer<typeof ZEnv>['LOG_LEVEL'];
  corsOrigins: string[];
  workerConcurrency: number;
  shutdownReadyDelayMs: number;
  shutdownTimeoutMs: number;
  sessionTtlSeconds: number;
  rateLimitAuthPerMinute: number;
  rateLimitPublicPerMinute: number;
  trustProxy: string[] | false;
  egressAllowPrivate: boolean;
  webDistDir: string;
  dnsServers: string[];
  emailRelayUrl: string | undefined;
  emailBounceDomain: string;
  emailBounceSmtpPort: number;
  emailSpfInclude: string;
  fcmApiUrl: string;
  fcmTokenUrl: string;
  webPushConcurrency: number;
  providerUrls: { netgsm: string; iletimerkezi: string; twilio: string; whatsapp: string; helorobo: string };
  heloroboWizardMinBatch: number;
  whatsappApiVersion: string;
  providerRates: { netgsm: number; iletimerkezi: number; twilio: number; whatsapp: number; helorobo: number };
  iys: { baseUrl: string; ratePerSecond: number };
  shopify: { apiKey: string; apiSecret: string; scopes: string; apiVersion: string; shopUrl: string };
  iyzico: { baseUrl: string; apiKey: string | undefined; secretKey: string | undefined };
  mediaS3: TMediaS3Config | null;
};

export type TMediaS3Config = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

const MEDIA_S3_KEYS = [
  'MEDIA_S3_ENDPOINT',
  'MEDIA_S3_BUCKET',
  'MEDIA_S3_REGION',
  'MEDIA_S3_ACCESS_KEY_ID',
  'MEDIA_S3_SECRET_ACCESS_KEY',
] as const;

// All five or none: a half-configured bucket is refused at start rather than falling back silently.
function mediaS3Of(e: z.infer<typeof ZEnv>): TConfig['mediaS3'] {
  const missing = MEDIA_S3_KEYS.filter((k) => !e[k]);
  if (missing.length === MEDIA_S3_KEYS.length) return null;
  if (missing.length > 0)
    throw new Error(
      `Invalid configuration:\n${missing.map((k) => `  ${k}: required with the other MEDIA_S3_ settings`).join('\n')}`,
    );
  return {
    endpoint: (e.MEDIA_S3_ENDPOINT ?? '').replace(/\/$/, ''),
    bucket: e.MEDIA_S3_BUCKET ?? '',
    region: e.MEDIA_S3_REGION ?? '',
    accessKeyId: e.MEDIA_S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: e.MEDIA_S3_SECRET_ACCESS_KEY ?? '',
  };
}

function systemSmsOf(e: z.infer<typeof ZEnv>): TConfig['systemSms'] {
  if (!e.SYSTEM_SMS_PROVIDER) return null;
  const missing = (['SYSTEM_SMS_USERNAME', 'SYSTEM_SMS_PASSWORD', 'SYSTEM_SMS_ORIGINATOR'] as const).filter(
    (k) => !e[k],
  );
  if (missing.length > 0)
    throw new Error(
      `Invalid configuration:\n${missing.map((k) => `  ${k}: required with SYSTEM_SMS_PROVIDER`).join('\n')}`,
    );
  return {
    provider: e.SYSTEM_SMS_PROVIDER,
    username: e.SYSTEM_SMS_USERNAME ?? '',
    password: e.SYSTEM_SMS_PASSWORD ?? '',
    originator: e.SYSTEM_SMS_ORIGINATOR ?? '',
  };
}

function splitList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    dataDir: path.resolve(e.ULAK_DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    secretKey: e.ULAK_SECRET_KEY,
    previousSecretKeys: splitList(e.ULAK_PREVIOUS_SECRET_KEYS),
    demoPassword: e.ULAK_DEMO_PASSWORD,
    adminPassword: e.ULAK_ADMIN_PASSWORD,
    seedDemo: e.ULAK_SEED_DEMO === 'true',
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportOperatorEmail: e.SUPPORT_OPERATOR_EMAIL,
    systemSms: systemSmsOf(e),
    devMailSinkPort: e.DEV_MAIL_SINK_PORT,
    logLevel: e.LOG_LEVEL,
    corsOrigins: e.CORS_ORIGINS ? splitList(e.CORS_ORIGINS) : [new URL(publicUrl).origin],
    workerConcurrency: e.WORKER_CONCURRENCY,
    shutdownReadyDelayMs: e.SHUTDOWN_READY_DELAY_SECONDS * 1000,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    sessionTtlSeconds: e.SESSION_TTL_SECONDS,
    rateLimitAuthPerMinute: e.RATE_LIMIT_AUTH_PER_MINUTE,
    rateLimitPublicPerMinute: e.RATE_LIMIT_PUBLIC_PER_MINUTE,
    trustProxy: e.TRUST_PROXY && e.TRUST_PROXY !== 'false' ? splitList(e.TRUST_PROXY) : false,
    egressAllowPrivate: e.EGRESS_ALLOW_PRIVATE === 'true',
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(REPO_ROOT, 'apps/web/dist')),
    dnsServers: splitList(e.DNS_SERVERS),
    emailRelayUrl: e.EMAIL_RELAY_URL ?? e.SMTP_URL,
    emailBounceDomain: e.EMAIL_BOUNCE_DOMAIN ?? `bounce.${new URL(publicUrl).hostname}`,
    emailBounceSmtpPort: e.EMAIL_BOUNCE_SMTP_PORT,
    emailSpfInclude: e.EMAIL_SPF_INCLUDE ?? `_spf.${new URL(publicUrl).hostname}`,
    fcmApiUrl: e.FCM_API_URL.replace(/\/$/, ''),
    fcmTokenUrl: e.FCM_TOKEN_URL,
    webPushConcurrency: e.WEB_PUSH_CONCURRENCY,
    providerUrls: {
      netgsm: e.NETGSM_BASE_URL.replace(/\/$/, ''),
      iletimerkezi: e.ILETIMERKEZI_BASE_URL.replace(/\/$/, ''),
      twilio: e.TWILIO_BASE_URL.replace(/\/$/, ''),
      whatsapp: e.WHATSAPP_BASE_URL.replace(/\/$/, ''),
      helorobo: e.HELOROBO_BASE_URL.replace(/\/$/, ''),
    },
    whatsappApiVersion: e.WHATSAPP_API_VERSION,
    heloroboWizardMinBatch: e.HELOROBO_WIZARD_MIN_BATCH,
    providerRates: {
      netgsm: e.NETGSM_RATE_PER_SECOND,
      iletimerkezi: e.ILETIMERKEZI_RATE_PER_SECOND,
      twilio: e.TWILIO_RATE_PER_SECOND,
      whatsapp: e.WHATSAPP_RATE_PER_SECOND,
      helorobo: e.HELOROBO_RATE_PER_SECOND,
    },
    iys: { baseUrl: e.IYS_BASE_URL.replace(/\/$/, ''), ratePerSecond: e.IYS_RATE_PER_SECOND },
    shopify: {
      apiKey: e.SHOPIFY_API_KEY ?? '',
      apiSecret: e.SHOPIFY_API_SECRET ?? '',
      scopes: e.SHOPIFY_SCOPES,
      apiVersion: e.SHOPIFY_API_VERSION,
      shopUrl: e.SHOPIFY_SHOP_URL.replace(/\/$/, ''),
    },
    iyzico: { baseUrl: e.IYZICO_BASE_URL.replace(/\/$/, ''), apiKey: e.IYZICO_API_KEY, secretKey: e.IYZICO_SECRET_KEY },
    mediaS3: mediaS3Of(e),
  };
}
