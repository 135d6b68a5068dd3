import { describe, expect, it } from 'vitest';
import { parseBatch } from './ingest.validate';

// The SDK's batch as the shop script posts it (text/plain JSON).
const wire = (title: string, propertyKey = 'code') =>
  JSON.stringify({
    token: 'ulk_0123456789abcdef',
    deviceId: 'device-0001',
    context: { url: 'https://shop.example.com/', title },
    events: [
      {
        id: '0b7e1a52-8f1d-4c47-9a3e-2f1d6c8a9b10',
        type: 'product_view',
        ts: new Date().toISOString(),
        properties: { [propertyKey]: 'SKU-1' },
      },
    ],
  });

describe('parseBatch', () => {
  it('drops NUL characters escaped in the JSON text from keys and strings', () => {
    const parsed = parseBatch(wire('Kırmızı\u0000 Elbise', 'co\u0000de'));
    expect(parsed?.batch.context.title).toBe('Kırmızı Elbise');
    expect(parsed?.events[0]?.properties).toEqual({ code: 'SKU-1' });
  });

  it('keeps a batch without NUL as sent, backslashes included', () => {
    const parsed = parseBatch(wire('C:\\u0001 \\ yol'));
    expect(parsed?.batch.context.title).toBe('C:\\u0001 \\ yol');
    expect(parsed?.events).toHaveLength(1);
  });

  it('answers null for a body that is not JSON', () => {
    expect(parseBatch('{"token":')).toBeNull();
  });
});
