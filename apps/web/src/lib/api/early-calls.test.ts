import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_CALL_TTL_MS, pendingEarlyCalls, startEarlyCall, takeEarlyCall } from './early-calls';

const HEADERS = { Accept: 'application/json', 'Accept-Language': 'tr', Authorization: 'Bearer a' };

describe('early calls', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('gives the answer once, to the same address asked with the same headers', async () => {
    const fetchMock = vi.fn(async () => new Response('{"data":1}'));
    vi.stubGlobal('fetch', fetchMock);
    startEarlyCall('/api/v1/members?page=1', HEADERS);
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/members?page=1', { headers: HEADERS });
    expect(takeEarlyCall('/api/v1/members?page=2', HEADERS)).toBeNull();
    const answer = takeEarlyCall('/api/v1/members?page=1', { ...HEADERS });
    await expect(answer?.then((r) => r.json())).resolves.toEqual({ data: 1 });
    expect(takeEarlyCall('/api/v1/members?page=1', HEADERS)).toBeNull();
    expect(pendingEarlyCalls()).toBe(0);
  });

  it('does not give an answer asked with another session or language, and drops it', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}')),
    );
    startEarlyCall('/api/v1/onboarding', HEADERS);
    expect(takeEarlyCall('/api/v1/onboarding', { ...HEADERS, Authorization: 'Bearer b' })).toBeNull();
    startEarlyCall('/api/v1/onboarding', HEADERS);
    expect(takeEarlyCall('/api/v1/onboarding', { ...HEADERS, 'Accept-Language': 'en' })).toBeNull();
    const { Authorization: _, ...anonymous } = HEADERS;
    startEarlyCall('/api/v1/onboarding', HEADERS);
    expect(takeEarlyCall('/api/v1/onboarding', anonymous)).toBeNull();
    expect(pendingEarlyCalls()).toBe(0);
  });

  it('drops an answer nobody took once it is too old for the first render', () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}')),
    );
    startEarlyCall('/api/v1/applications', HEADERS);
    vi.advanceTimersByTime(EARLY_CALL_TTL_MS - 1);
    expect(pendingEarlyCalls()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(pendingEarlyCalls()).toBe(0);
    expect(takeEarlyCall('/api/v1/applications', HEADERS)).toBeNull();
  });
});
