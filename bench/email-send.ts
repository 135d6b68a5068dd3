import type { TMessageContent } from '../packages/shared/src/messaging/api';
import { compileContent, renderCompiled } from '../apps/server/src/modules/templates';
import {
  closeEmailTransports,
  htmlToPlainText,
  prepareEmailContent,
  smtpEmailProvider,
} from '../apps/server/src/modules/channels/email';
import type { TEmailSettings } from '../apps/server/src/modules/channels/email';
import { newDkimKeys } from '../apps/server/src/modules/channels/email/dkim-keys';
import { relayOptions } from '../apps/server/src/modules/channels/email/smtp-transport';
import type { AppDeps } from '../apps/server/src/platform/deps';
import type { TRenderedMessage } from '../apps/server/src/modules/messaging';
import { startCountingSink } from './src/counting-sink';

// Email send path: Liquid variables per recipient over an MJML template compiled once, DKIM signing,
// delivery over pooled SMTP into a local smtp-server sink running in another process.
// Targets: >= 500 emails/s; sender peak RSS < 512 MB for RECIPIENTS=1000000.
const RECIPIENTS = Number(process.env.RECIPIENTS ?? 20_000);
const BATCH = Number(process.env.BATCH ?? 1000);
// MJML=per-message: Liquid renders the MJML source and the provider compiles each message's MJML (what a
// template MJML cannot compile before Liquid costs, and what every MJML send cost before the cache).
// Default: the pipeline's path, the template compiled once (cached) before Liquid.
const PER_MESSAGE = process.env.MJML === 'per-message';

const MJML = `<mjml><mj-body>
  <mj-section><mj-column>
    <mj-text font-size="20px">Merhaba {{ member.name }} {{ member.surname }},</mj-text>
    <mj-text>Sepetinizde {{ cart.count }} ürün sizi bekliyor: toplam {{ cart.total }} TL.</mj-text>
    <mj-button href="https://magaza.example/sepet?u={{ member.id }}">Alışverişe dön</mj-button>
    <mj-text font-size="11px"><a href="{{ unsubscribe_link }}">Abonelikten çık</a></mj-text>
  </mj-column></mj-section>
</mj-body></mjml>`;

async function runSender(): Promise<void> {
  const sink = await startCountingSink();
  const keys = await newDkimKeys();
  const settings: TEmailSettings = {
    transport: relayOptions(`smtp://127.0.0.1:${sink.port}`),
    sender: {
      domain: 'magaza.example',
      fromAddress: 'kampanya@magaza.example',
      fromName: 'Mağaza',
      selector: keys.selector,
      privateKey: keys.privateKeyPem,
    },
    bounceDomain: 'bounce.ulak.example',
  };
  let t = performance.now();
  const subject = '{{ member.name }}, sepetiniz sizi bekliyor';
  const source: TMessageContent = { defaultLanguage: 'tr', languages: { tr: { subject, html: MJML } } };
  // The provider's own preparation: MJML compiled once with the Liquid kept. The plain-text part is
  // derived once from the compiled template too (Liquid tags survive the conversion).
  const prepared = PER_MESSAGE ? source : await prepareEmailContent(source);
  const html = prepared.languages.tr?.html ?? '';
  const content: TMessageContent = PER_MESSAGE
    ? source
    : { defaultLanguage: 'tr', languages: { tr: { subject, html, text: htmlToPlainText(html) } } };
  const compiled = compileContent(content);
  console.log(
    PER_MESSAGE
      ? 'MJML compiled per message (after Liquid)'
      : `MJML + Liquid compiled once in ${(performance.now() - t).toFixed(0)} ms`,
  );

  // The provider never touches deps; the pipeline passes them for settings loading only.
  const deps = {} as AppDeps;
  const outcomes = { accepted: 0, retry: 0, failed: 0 };
  t = performance.now();
  const cpuBefore = process.cpuUsage();
  for (let start = 0; start < RECIPIENTS; start += BATCH) {
    const messages: TRenderedMessage[] = [];
    for (let i = start; i < Math.min(start + BATCH, RECIPIENTS); i++) {
      const scope = {
        member: { id: i, name: `Ayşe${i}`, surname: 'Yılmaz' },
        cart: { count: (i % 5) + 1, total: 100 + (i % 900) },
        unsubscribe_link: `https://ulak.example/u/${i}`,
      };
      const rendered = await renderCompiled(compiled, 'tr', scope);
      messages.push({
        messageId: i,
        idempotencyKey: `ulak-${i}`,
        accountId: 1,
        memberId: i,
        deviceId: null,
        to: `uye${i}@alici.example`,
        language: 'tr',
        subject: rendered.subject,
        html: rendered.html,
        text: rendered.text,
        headers: {},
        listUnsubscribe: { url: `https://ulak.example/u/${i}`, oneClick: true },
        returnPathToken: `1-${i}-202611-00112233445566778899aabb`,
      });
    }
    for (const outcome of await smtpEmailProvider.send({ accountId: 1, channel: 'email', settings, messages }, deps))
      outcomes[outcome.status] += 1;
  }
  const seconds = (performance.now() - t) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const accepted = await sink.accepted();
  closeEmailTransports();
  sink.stop();
  const peakMb = process.resourceUsage().maxRSS / 1024;
  console.log(
    `email send (MJML ${PER_MESSAGE ? 'compiled per message' : 'compiled once'}): ${RECIPIENTS} recipients in ${seconds.toFixed(1)} s = ${(RECIPIENTS / seconds).toFixed(0)} emails/s ` +
      `(rendered, DKIM-signed, delivered; target >= 500/s); provider outcomes ${JSON.stringify(outcomes)}, sink accepted ${accepted}`,
  );
  // CPU time of the sender (all its threads) per message: the cost that load from other processes does not skew.
  console.log(
    `sender CPU ${((cpu.user + cpu.system) / 1000 / RECIPIENTS).toFixed(2)} ms per email ` +
      `(${((cpu.user + cpu.system) / 1e6 / seconds).toFixed(2)} cores busy on average)`,
  );
  console.log(`sender peak RSS ${peakMb.toFixed(0)} MB for ${RECIPIENTS} recipients (target < 512 MB at 1,000,000)`);
}

await runSender();
