import { setImmediate as nextTurn } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '@ulak/fakes/smtp-sink';
import type { TRenderedMessage } from '../../../messaging';
import { newDkimKeys } from '../dkim-keys';
import { smtpEmailProvider, type TEmailSettings } from '../providers/smtp';
import { relayOptions } from '../smtp-transport';
import { closeEmailTransports } from '../transport-pool';
import { closeComposePool, composeStats, composeThreads } from './compose-pool';

// The provider with its compose threads against a real SMTP server: every message answered exactly once,
// also when a compose thread dies in the middle of a batch.
// Starting the threads and delivering 400 signed messages takes seconds on a loaded 2-core machine.
describe('email provider compose threads', { timeout: 60_000 }, () => {
  let sink: SmtpSink;
  let settings: TEmailSettings;
  beforeAll(async () => {
    sink = await startSmtpSink();
    const keys = await newDkimKeys();
    settings = {
      transport: relayOptions(sink.url),
      sender: {
        domain: 'magaza.example',
        fromAddress: 'kampanya@magaza.example',
        fromName: 'Mağaza',
        selector: keys.selector,
        privateKey: keys.privateKeyPem,
      },
      bounceDomain: 'bounce.ulak.test',
    };
  });
  afterAll(async () => {
    closeEmailTransports();
    await closeComposePool();
    await sink.close();
  });

  const messages = (from: number, count: number): TRenderedMessage[] =>
    Array.from({ length: count }, (_, i) => ({
      messageId: from + i,
      idempotencyKey: `ulak-${from + i}`,
      accountId: 1,
      memberId: from + i,
      deviceId: null,
      to: `uye${from + i}@alici.example`,
      language: 'tr',
      subject: `Merhaba ${from + i}`,
      html: `<p>Merhaba üye ${from + i}</p>`,
      text: `Merhaba üye ${from + i}`,
      headers: {},
      listUnsubscribe: { url: `https://ulak.test/u/${from + i}`, oneClick: true },
      returnPathToken: `1-${from + i}-202611-00112233445566778899aabb`,
    }));

  const send = (batch: TRenderedMessage[]) =>
    smtpEmailProvider.send({ accountId: 1, channel: 'email', settings, messages: batch }, {} as never);

  it('builds, signs and delivers a batch with the VERP sender and the Message-ID', async () => {
    const outcomes = await send(messages(1, 400));
    expect(outcomes.map((o) => o.status)).toEqual(Array(400).fill('accepted'));
    expect(outcomes[0]).toEqual({ messageId: 1, status: 'accepted', providerMessageId: '<ulak-1@magaza.example>' });
    const mail = await sink.waitFor('uye7@alici.example');
    expect(mail.from).toBe('bounces+1-7-202611-00112233445566778899aabb@bounce.ulak.test');
    expect(mail.raw.toString('utf8')).toMatch(/^Message-ID: <ulak-7@magaza\.example>\r$/m);
    expect(mail.text).toContain('Merhaba üye 7');
    // Work really ran in a thread (the main thread only helps when the threads are busy).
    expect(composeStats().threadChunks).toBeGreaterThan(0);
  });

  it('answers a header with a line break as failed and still sends the rest', async () => {
    const batch = messages(100, 3);
    batch[1] = { ...(batch[1] as TRenderedMessage), subject: 'Merhaba\r\nBcc: kurban@example.com' };
    const outcomes = await send(batch);
    expect(outcomes.map((o) => o.status)).toEqual(['accepted', 'failed', 'accepted']);
    expect(outcomes[1]).toMatchObject({ messageId: 101, code: 'header_invalid' });
  });

  it('turns the messages of a compose thread that dies into retries, answering each message once', async () => {
    sink.clear();
    await closeComposePool();
    const batch = messages(1000, 400);
    const sending = send(batch);
    while (composeThreads().length === 0) await nextTurn();
    await composeThreads()[0]?.terminate();
    const outcomes = await sending;

    expect(outcomes.map((o) => o.messageId)).toEqual(batch.map((m) => m.messageId));
    const retried = outcomes.filter((o) => o.status === 'retry');
    const accepted = outcomes.filter((o) => o.status === 'accepted');
    expect(retried.length).toBeGreaterThan(0);
    expect(retried[0]).toMatchObject({ retryAfterMs: null, reason: expect.stringMatching(/composer/i) });
    expect(accepted.length + retried.length).toBe(400);
    // What was accepted arrived once; what is to be retried never left.
    await sink.waitFor(`uye${accepted.at(-1)?.messageId}@alici.example`);
    const delivered = sink.all().flatMap((m) => m.to);
    expect(new Set(delivered).size).toBe(delivered.length);
    expect(delivered.sort()).toEqual(accepted.map((o) => `uye${o.messageId}@alici.example`).sort());
  });
});
