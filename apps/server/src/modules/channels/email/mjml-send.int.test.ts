import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDnsServer, type DnsServer } from '@ulak/fakes/dns-server';
import { createTestContext, type TestContext } from '../../../../test/harness';
import { createMerchant } from '../../../../test/audience-factories';
import { addMember, directSend, runActions } from '../../messaging/test-helpers';
import { closeEmailTransports } from './index';
import { verifiedSender } from './email-test-helpers';
import { clearMjmlCache, mjmlCacheStats } from './mjml-cache';

const MJML = `<mjml>
  <mj-head><mj-title>{{ member.name }} için</mj-title><mj-style>.promo { color: #e4572e; }</mj-style></mj-head>
  <mj-body><mj-section><mj-column>
    <mj-text css-class="promo">Merhaba {{ member.name }}</mj-text>
    <mj-button href="https://shop.example.com/sepet?u={{ member.name }}">Sepete dön</mj-button>
    <mj-text><a href="{{ unsubscribe_link }}">Çık</a></mj-text>
  </mj-column></mj-section></mj-body>
</mjml>`;

describe('MJML campaign through the SMTP provider', () => {
  let ctx: TestContext;
  let dns: DnsServer;
  beforeAll(async () => {
    dns = await startDnsServer();
    ctx = await createTestContext({ env: { DNS_SERVERS: dns.address, RATE_LIMIT_AUTH_PER_MINUTE: '1000' } });
  });
  afterAll(async () => {
    closeEmailTransports();
    await ctx.close();
    await dns.close();
  });

  it('compiles the template once and renders each recipient into it with tracked links and a clean text part', async () => {
    clearMjmlCache();
    const m = await createMerchant(ctx);
    await verifiedSender(ctx, dns, m, 'mjml-shop.com');
    const names = ['Ayşe', 'Mehmet', 'Zeynep'];
    const ids = await Promise.all(
      names.map((name) => addMember(ctx, m, `${name.toLowerCase()}-${m.accountId}@mail.test`, { name })),
    );
    const content = {
      defaultLanguage: 'tr',
      languages: { tr: { subject: 'Sepetiniz, {{ member.name }}', html: MJML } },
    };
    const run = await directSend(ctx, m, { kind: 'members', memberIds: ids }, content);
    await ctx.runJobs();
    for (const name of names) {
      const mail = await ctx.mail.waitFor(`${name.toLowerCase()}-${m.accountId}@mail.test`);
      expect(mail.subject).toBe(`Sepetiniz, ${name}`);
      expect(mail.html).not.toContain('<mj-');
      expect(mail.html).not.toContain('{{');
      expect(mail.html).toContain(`<title>${name} için</title>`);
      expect(mail.html).toContain(`Merhaba ${name}`);
      // The button became an <a> of the compiled HTML, so the click redirect wraps it; the pixel is in the body.
      expect(mail.html).not.toContain('href="https://shop.example.com/sepet');
      expect(mail.html).toMatch(/href="[^"]*\/r\/[^"]+"/);
      expect(mail.html).toMatch(/<img src="[^"]*\/o\/[^"]+\.gif"[^>]*><\/body>/);
      expect(mail.text).toContain(`Merhaba ${name}`);
      expect(mail.text).not.toContain('#e4572e');
    }
    expect((await runActions(ctx, m, run.runId)).data.map((r) => r.status)).toEqual(['success', 'success', 'success']);
    // One compile for the template, whatever the number of recipients.
    expect(mjmlCacheStats().misses).toBe(1);
  });

  it('renders first and compiles per message when MJML would drop the Liquid of the template', async () => {
    const m = await createMerchant(ctx);
    await verifiedSender(ctx, dns, m, 'mjml-vip.com');
    const vip = await addMember(ctx, m, `vip-${m.accountId}@mail.test`, { name: 'Vip' });
    const plain = await addMember(ctx, m, `plain-${m.accountId}@mail.test`, { name: 'Sade' });
    // Text between two sections never reaches MJML's output: only Liquid run first can keep the condition.
    const html = `<mjml><mj-body>
      <mj-section><mj-column><mj-text>Merhaba {{ member.name }}</mj-text></mj-column></mj-section>
      {% if member.name == "Vip" %}<mj-section><mj-column><mj-text>Size özel fırsat</mj-text></mj-column></mj-section>{% endif %}
    </mj-body></mjml>`;
    const content = { defaultLanguage: 'tr', languages: { tr: { subject: 'Fırsat', html } } };
    await directSend(ctx, m, { kind: 'members', memberIds: [vip, plain] }, content);
    await ctx.runJobs();
    const vipMail = await ctx.mail.waitFor(`vip-${m.accountId}@mail.test`);
    const plainMail = await ctx.mail.waitFor(`plain-${m.accountId}@mail.test`);
    expect(vipMail.html).toContain('Size özel fırsat');
    expect(plainMail.html).not.toContain('Size özel fırsat');
    expect(plainMail.html).toContain('Merhaba Sade');
    expect(plainMail.html).not.toContain('<mj-');
    expect(plainMail.text).toContain('Merhaba Sade');
    // Compiled per message, the button and the pixel are tracked all the same.
    expect(vipMail.html).toMatch(/<img src="[^"]*\/o\/[^"]+\.gif"[^>]*><\/body>/);
  });

  it('fails a message whose MJML does not compile with the reason, instead of retrying it', async () => {
    const m = await createMerchant(ctx);
    await verifiedSender(ctx, dns, m, 'mjml-broken.com');
    const id = await addMember(ctx, m, `broken-${m.accountId}@mail.test`, { name: 'Kırık' });
    const html = '<mjml><mj-body>{% if member.name %}</mj-body></mjml>{% endif %}<p>dışarıda</p>';
    const content = { defaultLanguage: 'tr', languages: { tr: { subject: 'Kırık', html } } };
    const run = await directSend(ctx, m, { kind: 'members', memberIds: [id] }, content);
    await ctx.runJobs();
    const [row] = (await runActions(ctx, m, run.runId)).data;
    expect(row).toMatchObject({ status: 'error' });
    expect(row?.reason).toMatch(/^Template error: MJML/);
  });
});
