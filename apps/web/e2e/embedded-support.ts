import { drizzle } from 'drizzle-orm/node-postgres';
import { mintOneTimeLoginToken } from '../../server/src/modules/auth';
import { schema } from '../../server/src/platform/db/schema';
import type { APIRequestContext } from '@playwright/test';
import { apiLogin, registerUser, withServerDatabase } from './support';

// A one-time login token for the user with this email, minted as a store partner's hand-off would be:
// through the auth module's own function, on the e2e server's database.
export async function mintLoginToken(email: string, ttlSeconds?: number): Promise<string> {
  return withServerDatabase(async (client) => {
    const found = await client.query<{ id: number; account_id: number }>(
      'select id, account_id from users where lower(email) = lower($1)',
      [email],
    );
    const user = found.rows[0];
    if (!user) throw new Error(`no user ${email}`);
    const db = drizzle(client, { schema, casing: 'snake_case' });
    return mintOneTimeLoginToken(db, Number(user.account_id), Number(user.id), ttlSeconds);
  });
}

export type TMerchant = { email: string; password: string; headers: { Authorization: string }; memberEmail: string };

// A fresh merchant whose email channel sends to the e2e server's mail sink (a verified sender, no SMTP of
// its own: outside production such mail goes to the local sink) and one member who may receive email.
export async function emailReadyMerchant(request: APIRequestContext, prefix: string): Promise<TMerchant> {
  const stamp = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  const email = `${prefix}-${stamp}@e2e.test`;
  const password = 'E2e-Embedded-Pass-2026!';
  await registerUser(request, email, password);
  const session = await apiLogin(request, 'user', email, password);
  const headers = { Authorization: `Bearer ${session.token}` };
  const domain = `${prefix}-${stamp}.example`;
  const sender = await request.post('/api/v1/email-senders', {
    headers,
    data: { domain, fromAddress: `info@${domain}`, fromName: 'E2E Mağaza' },
  });
  if (!sender.ok()) throw new Error(`sender: ${sender.status()} ${await sender.text()}`);
  const senderId = ((await sender.json()) as { data: { id: number } }).data.id;
  await withServerDatabase((client) =>
    client.query(`update email_senders set status = 'verified' where id = $1`, [senderId]),
  );
  const memberEmail = `elif.${stamp}@example.com`;
  const member = await request.post('/api/v1/members', {
    headers,
    data: { name: 'Elif', surname: `Demir${stamp}`, email: memberEmail, emailActive: true },
  });
  if (!member.ok()) throw new Error(`member: ${member.status()} ${await member.text()}`);
  return { email, password, headers, memberEmail };
}
