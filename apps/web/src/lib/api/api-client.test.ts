import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, READ_RETRY_DELAYS_MS, requestHeaders } from './api-client';
import { ApiError } from './api-error';
import { setApiHandlers } from './api-handlers';
import { buildUrl } from './api-url';
import { startEarlyCall } from './early-calls';

const ok = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
const status = (code: number) => new Response(JSON.stringify({ error: { message: 'no' } }), { status: code });

function setup(...answers: (Response | Error)[]) {
  const fetchMock = vi.fn(async () => {
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    if (next instanceof Error) throw next;
    return next;
  });
  vi.stubGlobal('fetch', fetchMock);
  const onDialog = vi.fn();
  setApiHandlers({ onDialog });
  return { fetchMock, onDialog };
}

describe('apiRequest retries', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('tries a read again after a network error and shows no dialog when it then succeeds', async () => {
    vi.useFakeTimers();
    const { fetchMock, onDialog } = setup(new TypeError('offline'), status(503), ok({ data: 1 }));
    const result = apiRequest('members');
    await vi.runAllTimersAsync();
    await expect(result).resolves.toEqual({ data: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(onDialog).not.toHaveBeenCalled();
  });

  it('gives up after two retries and shows one dialog', async () => {
    vi.useFakeTimers();
    const { fetchMock, onDialog } = setup(new TypeError('a'), new TypeError('b'), new TypeError('c'));
    const result = apiRequest('members');
    const settled = expect(result).rejects.toMatchObject({ status: 0 });
    await vi.runAllTimersAsync();
    await settled;
    expect(fetchMock).toHaveBeenCalledTimes(READ_RETRY_DELAYS_MS.length + 1);
    expect(onDialog).toHaveBeenCalledTimes(1);
  });

  it('does not retry a 4xx answer or a write', async () => {
    const { fetchMock } = setup(status(404), new TypeError('offline'));
    await expect(apiRequest('members/1')).rejects.toBeInstanceOf(ApiError);
    await expect(apiRequest('members', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 0 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('apiRequest and the early calls', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('takes the early answer to the same read instead of asking again', async () => {
    const { fetchMock } = setup(ok({ data: 'early' }), ok({ data: 'again' }));
    startEarlyCall(buildUrl('members', { page: 1 }), requestHeaders('user', undefined, 'application/json'));
    await expect(apiRequest('members', { query: { page: 1 } })).resolves.toEqual({ data: 'early' });
    await expect(apiRequest('members', { query: { page: 1 } })).resolves.toEqual({ data: 'again' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('asks again when the early call failed on the way', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { fetchMock, onDialog } = setup(new TypeError('offline'), ok({ data: 2 }));
    startEarlyCall(buildUrl('onboarding', undefined), requestHeaders('user', undefined, 'application/json'));
    await expect(apiRequest('onboarding')).resolves.toEqual({ data: 2 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(onDialog).not.toHaveBeenCalled();
  });
});
