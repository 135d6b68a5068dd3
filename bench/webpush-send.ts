import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startPushService, type TFakeSubscription } from '../test/fakes/src/push-service';
import {
  deliverWebPush,
  forgetVapidKey,
  generateVapidKeys,
  mapLimited,
  vapidSignatureCount,
} from '../apps/server/src/modules/channels/webpush';

// Web push send path: per message aes128gcm encryption (web-push), the cached VAPID header and a POST
// over keep-alive to a local RFC 8030 push service running in another process (it checks the VAPID
// signature of each new header; payloads are decrypted afterwards for a sample). Target: >= 1,000/s.
const MESSAGES = Number(process.env.MESSAGES ?? 20_000);
const SUBSCRIPTIONS = Number(process.env.SUBSCRIPTIONS ?? 1_000);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 50);
// For comparison: drop the cached header before every message (one JWT signature per message).
const SIGN_PER_MESSAGE = process.env.SIGN_PER_MESSAGE === 'true';

type TChildMessage =
  | { kind: 'ready'; subscriptions: TFakeSubscription[] }
  | { kind: 'report'; received: number; rejected: number; sample: string[] };

async function runPushService(): Promise<void> {
  const service = await startPushService();
  let publicKey = '';
  process.on('message', (m: { kind: 'subscribe'; publicKey: string; count: number } | { kind: 'report' }) => {
    if (m.kind === 'subscribe') {
      publicKey = m.publicKey;
      const subscriptions = Array.from({ length: m.count }, () => service.subscribe(publicKey));
      process.send?.({ kind: 'ready', subscriptions } satisfies TChildMessage);
    } else {
      const deliveries = service.deliveries();
      const sample = deliveries.slice(0, 3).map((d) => d.payload());
      process.send?.({
        kind: 'report',
        received: deliveries.length,
        rejected: service.rejections().length,
        sample,
      } satisfies TChildMessage);
      void service.close().then(() => process.exit(0));
    }
  });
}

async function runSender(): Promise<void> {
  const child = fork(fileURLToPath(import.meta.url), ['--push-service'], { execArgv: process.execArgv });
  const next = () => new Promise<TChildMessage>((resolve) => child.once('message', (m: TChildMessage) => resolve(m)));
  const keys = { ...generateVapidKeys(), subject: 'mailto:bench@ulak.local' };
  child.send({ kind: 'subscribe', publicKey: keys.publicKey, count: SUBSCRIPTIONS });
  const ready = await next();
  if (ready.kind !== 'ready') throw new Error('push service did not start');
  const subs = ready.subscriptions.map((s) => ({ endpoint: s.endpoint, ...s.keys }));
  const payload = (i: number) =>
    JSON.stringify({
      id: `ulak-${i}`,
      title: 'Hafta sonu indirimi',
      body: `Sepetinizdeki ürünlerde %20 indirim, kod HAFTA${i}`,
      icon: 'https://magaza.example/icon.png',
      url: 'https://magaza.example/kampanya',
      click: `https://ulak.example/r/1-${i}-20261101/abcdef?u=aHR0cHM6Ly9tYWdhemEuZXhhbXBsZS9rYW1wYW55YQ`,
    });
  // Warm-up: connections, JIT, the one VAPID signature.
  await mapLimited(subs.slice(0, 200), CONCURRENCY, (s) => deliverWebPush(s, payload(0), keys, true));
  const signaturesBefore = vapidSignatureCount();
  const indices = Array.from({ length: MESSAGES }, (_, i) => i);
  const started = process.hrtime.bigint();
  const results = await mapLimited(indices, CONCURRENCY, (i) => {
    if (SIGN_PER_MESSAGE) forgetVapidKey(keys.publicKey);
    return deliverWebPush(subs[i % subs.length] as (typeof subs)[number], payload(i), keys, true);
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const accepted = results.filter((r) => r.status === 'accepted').length;
  child.send({ kind: 'report' });
  const report = await next();
  if (report.kind !== 'report') throw new Error('no report');
  console.log(
    `web push encrypt+send: ${MESSAGES} messages to ${SUBSCRIPTIONS} subscriptions, concurrency ${CONCURRENCY}`,
  );
  console.log(`  ${(MESSAGES / seconds).toFixed(0)} msg/s (${seconds.toFixed(2)} s), accepted ${accepted}`);
  console.log(`  VAPID JWTs signed during the run: ${vapidSignatureCount() - signaturesBefore}`);
  console.log(`  push service: received ${report.received} (incl. 200 warm-up), rejected ${report.rejected}`);
  console.log(`  decrypted sample: ${report.sample[1] ?? '-'}`);
  if (accepted !== MESSAGES) process.exitCode = 1;
}

if (process.argv.includes('--push-service')) await runPushService();
else await runSender();
