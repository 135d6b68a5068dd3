import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/harness';
import { createMerchant } from '../../../test/audience-factories';
import { createSecretBox, secretKeyId } from '../../platform/crypto/secret-box';
import { sealLegacyV1 } from '../../platform/crypto/legacy-seal.test-helper';
import { createSinkEmailContext } from './test-sink-context';
import { addMember, directSend } from './test-helpers';
import { signFields } from './signing';

// The process runs on a rotated secret key: ULAK_SECRET_KEY is new, the old one is listed as previous.
const OLD_KEY = randomBytes(32);
const NEW_KEY = randomBytes(32);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createSinkEmailContext({
    env: { ULAK_SECRET_KEY: NEW_KEY.toString('base64'), ULAK_PREVIOUS_SECRET_KEYS: OLD_KEY.toString('base64') },
  });
});
afterAll(async () => ctx.close());

async function storedSigningKey(accountId: number): Promise<string> {
  const result = await ctx.deps.db.execute<{ signing_key: string }>(
    sql`select signing_key from messaging_settings where account_id = ${accountId}`,
  );
  return result.rows[0]?.signing_key ?? '';
}

// An account whose link-signing key was sealed before the rotation, as `sealed` gives it.
async function sendWithOldSigningKey(email: string, seal: (plain: string) => string) {
  const m = await createMerchant(ctx);
  const signingKey = randomBytes(32);
  await ctx.deps.db.execute(
    sql`insert into messaging_settings (account_id, signing_key) values (${m.accountId}, ${seal(signingKey.toString('base64'))})`,
  );
  const memberId = await addMember(ctx, m, email);
  await directSend(ctx, m, { kind: 'members', memberIds: [memberId] });
  await ctx.runJobs();
  const mail = await ctx.mail.waitFor(email);
  const link = new URL(/href="(http:\/\/localhost:3000\/dont-send\/[^"]+)"/.exec(mail.html)?.[1] ?? 'http://x/');
  return { m, signingKey, link };
}

describe('link signatures across a secret key rotation', () => {
  it.each([
    ['sealed with a key id', (plain: string) => createSecretBox(OLD_KEY).seal(plain)],
    ['sealed before key ids', (plain: string) => sealLegacyV1(OLD_KEY, plain)],
  ])('an account signing key %s keeps signing the same links and is re-sealed under the new key', async (_, seal) => {
    const { m, signingKey, link } = await sendWithOldSigningKey(
      `rot-${randomBytes(3).toString('hex')}@mail.test`,
      seal,
    );
    const [, , signature, ref] = link.pathname.split('/');
    // Links mailed before the rotation carry the same signature: they keep working.
    expect(signature).toBe(signFields(signingKey, 'unsub', [ref ?? '']));
    const page = await ctx.app.inject({ method: 'GET', url: `/api/v1${link.pathname}` });
    expect(page.statusCode, page.body).toBe(200);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/v1${link.pathname}` })).json().data.unsubscribed).toBe(
      true,
    );
    const stored = await storedSigningKey(m.accountId);
    expect(stored.startsWith(`v2:${secretKeyId(NEW_KEY)}:`)).toBe(true);
    // Re-sealed: the old secret key is no longer needed for this account.
    expect(createSecretBox(NEW_KEY).open(stored)).toBe(signingKey.toString('base64'));
  });
});
