import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('config', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve('./.ulak'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.corsOrigins).toEqual(['http://localhost:3000']);
  });

  it('reads the documented variables', () => {
    const config = loadConfig({
      PORT: '8080',
      ULAK_DATA_DIR: '/var/lib/ulak',
      DATABASE_URL: 'postgres://u:p@db:5432/ulak',
      PUBLIC_URL: 'https://app.example.com/',
    });
    expect(config.port).toBe(8080);
    expect(config.dataDir).toBe('/var/lib/ulak');
    expect(config.databaseUrl).toBe('postgres://u:p@db:5432/ulak');
    expect(config.publicUrl).toBe('https://app.example.com');
    expect(config.corsOrigins).toEqual(['https://app.example.com']);
  });

  it('trusts no proxy and no private destination unless told', () => {
    expect(loadConfig({})).toMatchObject({ trustProxy: false, egressAllowPrivate: false });
    expect(loadConfig({ TRUST_PROXY: 'false', EGRESS_ALLOW_PRIVATE: 'false' }).trustProxy).toBe(false);
    const set = loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,loopback', EGRESS_ALLOW_PRIVATE: 'true' });
    expect(set).toMatchObject({ trustProxy: ['10.0.0.0/8', '127.0.0.1', 'loopback'], egressAllowPrivate: true });
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example.com' })).toThrow(/TRUST_PROXY/);
  });

  it('names every invalid variable', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'nope' })).toThrow(/PORT[\s\S]*DATABASE_URL/);
  });
});
