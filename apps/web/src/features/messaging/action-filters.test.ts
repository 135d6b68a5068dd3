import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { actionQuery, actionSummaryQuery, readActionFilters, writeActionFilters } from './action-filters';

describe('action log filters', () => {
  it('reads only valid values from the address', () => {
    const filters = readActionFilters(
      new URLSearchParams('channel=email&status=bounce&from=2026-11-01&to=nope&run=12&memberId=-3&page=2&perPage=7'),
    );
    expect(filters).toEqual({
      channel: 'email',
      status: 'bounce',
      from: '2026-11-01',
      to: null,
      memberId: null,
      runId: 12,
      page: 2,
      perPage: 20,
    });
    expect(readActionFilters(new URLSearchParams('channel=fax&status=sending')).channel).toBeNull();
    expect(readActionFilters(new URLSearchParams('status=sending')).status).toBeNull();
  });

  it('writes back only what differs from the defaults', () => {
    const filters = readActionFilters(new URLSearchParams('status=failed&run=4'));
    expect(writeActionFilters(filters)).toEqual({ status: 'failed', run: '4' });
    expect(readActionFilters(new URLSearchParams(writeActionFilters({ ...filters, perPage: 50 })))).toEqual({
      ...filters,
      perPage: 50,
    });
  });

  it('asks the API for whole local days, the end day included', () => {
    const query = actionQuery({ ...readActionFilters(new URLSearchParams()), from: '2026-11-01', to: '2026-11-03' });
    expect(query.from).toBe(dayjs('2026-11-01T00:00:00').toISOString());
    expect(query.to).toBe(dayjs('2026-11-04T00:00:00').toISOString());
    expect(query.channel).toBeUndefined();
  });

  it('sends the summary whole days as chosen, with the same filters', () => {
    const filters = readActionFilters(
      new URLSearchParams('channel=sms&status=failed&from=2026-11-01&to=2026-11-05&run=3'),
    );
    expect(actionSummaryQuery(filters)).toEqual({
      channel: 'sms',
      status: 'failed',
      from: '2026-11-01',
      to: '2026-11-05',
      memberId: undefined,
      runId: 3,
    });
    expect(actionSummaryQuery(readActionFilters(new URLSearchParams(''))).from).toBeUndefined();
  });
});
