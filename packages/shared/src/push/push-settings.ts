import { z } from 'zod';
import { ZHttpUrl } from '../urls';

// Web push (VAPID) and mobile push (FCM) settings per application, the push extras of a message and
// the public subscription intake of the SDK and mobile apps.

// A VAPID key is base64url: the public key is an uncompressed P-256 point (65 bytes -> 87 chars),
// the private key a 32-byte scalar (43 chars).
const base64url = (length: number) =>
  z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'base64url')
    .length(length);

// The VAPID `sub` claim: a mailto: or https: contact of the merchant (RFC 8292 §2.1).
export const ZVapidSubject = z
  .string()
  .trim()
  .max(200)
  .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, 'mailto: or https: contact');

export const ZWebPushKeysInput = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('generate'), subject: ZVapidSubject }),
  z.object({
    mode: z.literal('own'),
    subject: ZVapidSubject,
    publicKey: base64url(87),
    privateKey: base64url(43),
    // The merchant's legacy server key; kept sealed for their records, VAPID does not use it.
    serverKey: z.string().trim().min(1).max(500).optional(),
  }),
]);
export type TWebPushKeysInput = z.infer<typeof ZWebPushKeysInput>;

// The service-account key JSON of the Firebase project, as downloaded from its console.
export const ZServiceAccountKey = z.object({
  type: z.literal('service_account'),
  project_id: z.string().min(1).max(200),
  private_key: z.string().min(100).max(10_000).includes('PRIVATE KEY'),
  client_email: z.string().email().max(300),
});
export type TServiceAccountKey = z.infer<typeof ZServiceAccountKey>;

export const ZMobilePushSettingsInput = z.object({
  // Write-only: absent keeps the stored key.
  serviceAccountJson: z.string().min(2).max(20_000).optional(),
  channelId: z.string().trim().max(100).nullable().optional(),
});
export type TMobilePushSettingsInput = z.infer<typeof ZMobilePushSettingsInput>;

// A file name the app ships (e.g. "bildirim.wav"); "default" plays the system sound.
export const ZPushSoundInput = z.object({
  sound: z
    .string()
    .trim()
    .max(100)
    .regex(/^[A-Za-z0-9._-]*$/, 'file name')
    .nullable(),
});
export type TPushSoundInput = z.infer<typeof ZPushSoundInput>;

// Secrets are write-only: the view says whether each is set.
export const ZPushSettingsView = z.object({
  applicationId: z.number().int(),
  name: z.string(),
  platform: z.string(),
  sound: z.string().nullable(),
  webPush: z.object({
    publicKey: z.string().nullable(),
    subject: z.string().nullable(),
    privateKeySet: z.boolean(),
    serverKeySet: z.boolean(),
  }),
  mobilePush: z.object({
    configured: z.boolean().describe('A service-account key is stored'),
    projectId: z.string().nullable(),
    clientEmail: z.string().nullable(),
    channelId: z.string().nullable(),
  }),
  devices: z.object({ browser: z.number().int(), mobile: z.number().int(), faulty: z.number().int() }),
});
export type TPushSettingsView = z.infer<typeof ZPushSettingsView>;

// The push extras of a message (SPEC §3 "Extra data"): where a click goes, the icon, image and sound.
export const ZPushExtras = z.object({
  targetUrl: ZHttpUrl.optional(),
  iconUrl: ZHttpUrl.optional(),
  imageUrl: ZHttpUrl.optional(),
  sound: z.string().trim().max(100).optional(),
});
export type TPushExtras = z.infer<typeof ZPushExtras>;

// What a browser's PushSubscription.toJSON() gives.
export const ZPushSubscription = z.object({
  endpoint: ZHttpUrl,
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64url(87), auth: base64url(22) }),
});
export type TPushSubscription = z.infer<typeof ZPushSubscription>;

// Public intake (/t/v1/push/subscriptions): a browser subscription or a mobile registration token.
export const ZPushRegistration = z.discriminatedUnion('platform', [
  z.object({
    token: z.string().min(8).max(100),
    deviceId: z.string().min(8).max(100),
    platform: z.literal('browser'),
    subscription: ZPushSubscription,
    language: z.string().min(2).max(5).optional(),
  }),
  z.object({
    token: z.string().min(8).max(100),
    deviceId: z.string().min(8).max(100),
    platform: z.enum(['ios', 'android']),
    regId: z.string().min(20).max(4096),
    language: z.string().min(2).max(5).optional(),
  }),
]);
export type TPushRegistration = z.infer<typeof ZPushRegistration>;

export const ZPushUnsubscribe = z.object({
  token: z.string().min(8).max(100),
  deviceId: z.string().min(8).max(100),
});

// Answers of the public intake.
export const ZPushConfig = z.object({
  publicKey: z.string().nullable().describe('The VAPID public key to subscribe with; null until keys are set'),
});
export const ZPushRegistered = z.object({ deviceId: z.number().int().describe('The push device registered') });
export const ZPushUnsubscribed = z.object({
  removed: z.boolean().describe('A subscription of this device was removed'),
});
