import { expect, type APIRequestContext } from '@playwright/test';
import type { SmtpSink } from '../../../test/fakes/src/smtp-sink';
import { apiLogin, registerUser, startFeatureTrial, withServerDatabase, type startShop } from './support';

// Shared by the automation specs: a merchant whose email goes to a local SMTP sink and whose shop page
// carries the SDK snippet, and a way to end journey waits now.

export const AUTOMATION_PASSWORD = 'E2e-Automation-Pass-2026!';

export async function mailingShopMerchant(
  request: APIRequestContext,
  sink: SmtpSink,
  shop: Awaited<ReturnType<typeof startShop>>,
  prefix: string,
) {
  const stamp = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  const merchant = `${prefix}-${stamp}@e2e.test`;
  await registerUser(request, merchant, AUTOMATION_PASSWORD);
  const session = await apiLogin(request, 'user', merchant, AUTOMATION_PASSWORD);
  await startFeatureTrial(request, session.token, 'automations');
  const headers = { Authorization: `Bearer ${session.token}` };
  const smtp = await request.put('/api/v1/smtp-credentials', {
    headers,
    // The sink asks for no login: an empty username sends without AUTH.
    data: { host: '127.0.0.1', port: sink.port, encryption: 'none', username: '', password: '' },
  });
  expect(smtp.ok(), await smtp.text()).toBe(true);
  const sender = await request.post('/api/v1/email-senders', {
    headers,
    data: { domain: `e2e-${stamp}.example`, fromAddress: `info@e2e-${stamp}.example`, fromName: 'E2E Mağaza' },
  });
  expect(sender.ok(), await sender.text()).toBe(true);
  const created = await request.post('/api/v1/applications', {
    headers,
    data: { name: 'Otomasyon Mağazası', domains: ['shop.localhost'] },
  });
  expect(created.status()).toBe(201);
  const application = (await created.json()).data as { snippet: string };
  shop.setPage(
    `<!doctype html><html><head><title>Shop</title>${application.snippet}</head><body><h1>Shop</h1></body></html>`,
  );
  return { stamp, merchant, session, headers };
}

// An hour cannot pass in a browser test: the merchant's waiting journeys wake now, in the server's own
// database, and the advance job is asked to run at once.
export async function endWaitsNow(email: string): Promise<number> {
  return withServerDatabase(async (client) => {
    const moved = await client.query(
      `update journey_enrollments set wake_at = now() where status = 'waiting'
         and account_id = (select account_id from users where email = $1)`,
      [email],
    );
    await client.query(
      "select graphile_worker.add_job('automations.advance', '{}'::json, job_key => 'automations.advance')",
    );
    return moved.rowCount ?? 0;
  });
}
