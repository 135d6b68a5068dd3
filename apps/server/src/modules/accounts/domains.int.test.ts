import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDnsServer, type DnsServer } from '@ulak/fakes/dns-server';
import { createTestContext, type TestContext } from '../../../test/harness';
import { bearer, createTestUser, loginAs } from '../../../test/auth-factories';

describe('domains and profile', () => {
  let ctx: TestContext;
  let dns: DnsServer;
  beforeAll(async () => {
    dns = await startDnsServer();
    ctx = await createTestContext({ env: { DNS_SERVERS: dns.address, RATE_LIMIT_AUTH_PER_MINUTE: '1000' } });
  });
  afterAll(async () => {
    await ctx.close();
    await dns.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: Record<string, unknown>) =>
    ctx.app.inject({
      method,
      url: `/api/v1/${url}`,
      headers: { ...bearer(token), 'accept-language': 'en' },
      ...(payload === undefined ? {} : { payload }),
    });

  async function session(): Promise<string> {
    const user = await createTestUser(ctx);
    return loginAs(ctx, user.email, user.password);
  }

  it('adds a domain and verifies it through its TXT record', async () => {
    const token = await session();
    const added = await call('POST', 'user/domains', token, { domain: 'https://Shop.Example.com/' });
    expect(added.statusCode).toBe(201);
    const domain = added.json().data as {
      id: number;
      domain: string;
      verified: boolean;
      txtName: string;
      txtValue: string;
    };
    expect(domain).toMatchObject({
      domain: 'shop.example.com',
      verified: false,
      txtName: '_ulak-verification.shop.example.com',
    });
    expect(domain.txtValue).toMatch(/^ulak-verification=[A-Za-z0-9_-]{43}$/);

    const before = await call('POST', `user/domains/${domain.id}/verify`, token);
    expect(before.json()).toEqual({ data: { verified: false } });

    dns.setTxt(domain.txtName, ['v=spf1 -all', domain.txtValue]);
    const after = await call('POST', `user/domains/${domain.id}/verify`, token);
    expect(after.json()).toEqual({ data: { verified: true } });

    const list = await call('GET', 'user/domains', token);
    expect(list.json()).toEqual({ data: [{ ...domain, verified: true }] });
    const profile = await call('GET', 'user/profile', token);
    expect(profile.json().data.domains).toEqual([{ id: domain.id, domain: 'shop.example.com', verified: true }]);
  });

  it('refuses a wrong TXT value and invalid domains', async () => {
    const token = await session();
    const added = (await call('POST', 'user/domains', token, { domain: 'other-shop.com.tr' })).json().data;
    dns.setTxt(added.txtName, ['ulak-verification=someone-elses-token']);
    expect((await call('POST', `user/domains/${added.id}/verify`, token)).json()).toEqual({
      data: { verified: false },
    });
    for (const domain of ['localhost', 'not a domain', '-bad.com', 'a..b.com', '']) {
      const res = await call('POST', 'user/domains', token, { domain });
      expect(res.statusCode, domain).toBe(422);
      expect(res.json().error.messageList).toEqual(['Please enter a valid domain name.']);
    }
  });

  it('answers 404 for another account’s domain', async () => {
    const owner = await session();
    const stranger = await session();
    const added = (await call('POST', 'user/domains', owner, { domain: 'mine.example.org' })).json().data;
    dns.setTxt(added.txtName, [added.txtValue]);
    const res = await call('POST', `user/domains/${added.id}/verify`, stranger);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
    expect((await call('GET', 'user/domains', stranger)).json()).toEqual({ data: [] });
  });

  it('updates the profile and validates it', async () => {
    const token = await session();
    const res = await call('PUT', 'user/profile', token, {
      name: 'Elif',
      surname: 'Demir',
      phone: '+90 555 123 45 67',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Elif', surname: 'Demir', phone: '+90 555 123 45 67' });
    const bad = await call('PUT', 'user/profile', token, { name: 'E', surname: 'Demir', phone: '+90 555 123 45 67' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.messageList).toEqual(['Name must be at least 2 characters.']);
  });
});
