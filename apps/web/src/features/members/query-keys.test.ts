import { describe, expect, it } from 'vitest';
import { importedKeys, memberKeys } from './query-keys';

describe('member query keys', () => {
  it('puts the summary under the root member writes invalidate', () => {
    expect(memberKeys.summary().slice(0, memberKeys.all.length)).toEqual([...memberKeys.all]);
  });
  it('refreshes the summary after a members import, not after a devices import', () => {
    expect(importedKeys('members')).toEqual([memberKeys.list({}).slice(0, 2), memberKeys.summary()]);
    expect(importedKeys('devices')).toEqual([['devices', 'list']]);
  });
});
