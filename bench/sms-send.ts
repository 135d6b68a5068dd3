import { startNetgsmFake } from '../test/fakes/src/netgsm';
import { startWhatsappCloudFake } from '../test/fakes/src/whatsapp-cloud';
import { openDatabase, type Database } from '../apps/server/src/platform/db/database';
import { runMigrations } from '../apps/server/src/platform/db/migrate';
import { createLogger } from '../apps/server/src/platform/logger';
import type { AppDeps } from '../apps/server/src/platform/deps';
import type { ChannelProvider, TRenderedMessage } from '../apps/server/src/modules/messaging';
import { smsChannelProvider, smsProvider, type TSmsChannelSettings } from '../apps/server/src/modules/channels/sms';
import {
  WHATSAPP_PROVIDER_REGISTRY,
  whatsappChannelProvider,
  type TWhatsappChannelSettings,
} from '../apps/server/src/modules/channels/whatsapp';
import { loadConfig } from '../apps/server/src/platform/config';
import { startBenchDatabase } from './src/bench-db';

// SMS (Netgsm) and WhatsApp sends held at the configured rate by the database token bucket, with
// WORKERS senders (separate pools, like separate worker processes) against fakes that enforce the
// provider's own limit with 429 + Retry-After. Prints sends/s and the 429s the fakes answered.
const SECONDS = Number(process.env.SECONDS ?? 8);
const WORKERS = Number(process.env.WORKERS ?? 2);
const SMS_LIMIT = Number(process.env.SMS_PROVIDER_LIMIT ?? 100);
const SMS_RATE = Number(process.env.SMS_RATE ?? 90);
const WA_LIMIT = Number(process.env.WA_PROVIDER_LIMIT ?? 80);
const WA_RATE = Number(process.env.WA_RATE ?? 72);

function messages(from: number, count: number, body: string, subject?: string): TRenderedMessage[] {
  return Array.from({ length: count }, (_, i) => ({
    messageId: from + i,
    idempotencyKey: `ulak-${from + i}`,
    accountId: 1,
    memberId: null,
    deviceId: null,
    to: `+90532${String(from + i).padStart(7, '0')}`,
    language: 'tr',
    subject,
    body,
    headers: {},
    returnPathToken: 'bench',
  }));
}

async function drive<T>(
  label: string,
  provider: ChannelProvider<T>,
  settings: T,
  workers: Database[],
  batch: number,
  content: { body: string; subject?: string },
  rateLimited: () => number,
  rate: number,
  limit: number,
): Promise<void> {
  const started = Date.now();
  const outcomes = { accepted: 0, retry: 0, failed: 0 };
  const perSecond = new Map<number, number>();
  let next = 1;
  await Promise.all(
    workers.map(async (worker) => {
      const deps = { db: worker.db } as unknown as AppDeps;
      while (Date.now() - started < SECONDS * 1000) {
        const chunk = messages(next, batch, content.body, content.subject);
        next += batch;
        const answers = await provider.send(
          { accountId: 1, channel: provider.channel, settings, messages: chunk, commercial: true },
          deps,
        );
        const second = Math.floor((Date.now() - started) / 1000);
        for (const a of answers) {
          outcomes[a.status] += 1;
          if (a.status === 'accepted') perSecond.set(second, (perSecond.get(second) ?? 0) + 1);
        }
      }
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  const busiest = Math.max(...perSecond.values());
  console.log(
    `${label}: ${(outcomes.accepted / seconds).toFixed(1)} sends/s over ${seconds.toFixed(1)} s with ${workers.length} workers ` +
      `(configured ${rate}/s, provider limit ${limit}/s; busiest second ${busiest}); ` +
      `429s from the provider: ${rateLimited()}; outcomes ${JSON.stringify(outcomes)}`,
  );
}

const bench = await startBenchDatabase();
const logger = createLogger({ logLevel: 'warn' });
const setup = openDatabase(bench.url, 2);
await runMigrations(setup, logger);
const workers = Array.from({ length: WORKERS }, () => openDatabase(bench.url, 2));
const netgsm = await startNetgsmFake();
const cloud = await startWhatsappCloudFake();
try {
  netgsm.addUser('bench', { password: 'pw', msgheaders: ['ULAK'] });
  netgsm.setRateLimit(SMS_LIMIT);
  const sms: TSmsChannelSettings = {
    provider: smsProvider('netgsm'),
    baseUrl: netgsm.url,
    rate: SMS_RATE,
    account: {
      username: 'bench',
      password: 'pw',
      originator: 'ULAK',
      language: 'tr',
      recipientType: 'BIREYSEL',
      dealerCode: '',
      iysActive: true,
    },
  };
  await drive(
    'SMS (Netgsm)',
    smsChannelProvider,
    sms,
    workers,
    20,
    { body: 'Merhaba, indirim başladı!' },
    netgsm.rateLimited,
    SMS_RATE,
    SMS_LIMIT,
  );

  cloud.addNumber('1000', { token: 'EAAG', templates: [{ name: 'kampanya', language: 'tr', parameters: 1 }] });
  cloud.setRateLimit(WA_LIMIT);
  const whatsapp: TWhatsappChannelSettings = {
    provider: WHATSAPP_PROVIDER_REGISTRY.cloud_api,
    rate: WA_RATE,
    account: {
      baseUrl: cloud.url,
      senderId: '1000',
      accessToken: 'EAAG',
      config: loadConfig({ NODE_ENV: 'test', WHATSAPP_API_VERSION: 'v21.0' }),
      templates: [
        {
          name: 'kampanya',
          language: 'tr',
          category: 'MARKETING',
          bodyText: '',
          parameters: [{ variable: 'member.name' }],
          providerTemplateId: '',
          urlButton: '',
          copyCode: '',
        },
      ],
    },
  };
  await drive(
    'WhatsApp (Cloud API)',
    whatsappChannelProvider,
    whatsapp,
    workers,
    20,
    { subject: 'kampanya', body: 'Ayşe' },
    cloud.rateLimited,
    WA_RATE,
    WA_LIMIT,
  );
} finally {
  await netgsm.close();
  await cloud.close();
  await Promise.all(workers.map((w) => w.close()));
  await setup.close();
  await bench.stop();
}
