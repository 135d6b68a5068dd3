import { describe, expect, it } from 'vitest';
import { sampleScope } from './sample-scope';
import { anyTag, baseScope } from './variables.service';

describe('the tag variable group', () => {
  it("takes the member's own tag, a device's tag only where the member has none of that name", () => {
    expect(anyTag({ tier: 'gold', vip: null }, { tier: 'silver', platform: 'ios' })).toEqual({
      tier: 'gold',
      vip: null,
      platform: 'ios',
    });
    expect(anyTag({}, {})).toEqual({});
  });

  it('is in the scope of a raw address (empty) and in the samples the editor shows', () => {
    expect(baseScope({}).tag).toEqual({});
    expect(sampleScope('tr').tag).toEqual({ vip: 'true', visit_count: '12', platform: 'ios' });
  });
});
