import { describe, expect, it } from 'vitest';
import {
  IFRAME_LINKS,
  LITE_LINKS,
  initialChoice,
  quickAudience,
  rateOf,
  refusalLink,
  sendProgress,
  sendingTypeOf,
} from './quick-send';

const outcomes = { sent: 0, delivered: 0, opened: 0, clicked: 0, failed: 0, bounced: 0, pending: 0 };

describe('one-screen send', () => {
  it('preselects the channel from the remembered sending type', () => {
    expect(initialChoice('sms')).toEqual({ channel: 'sms', audience: 'all' });
    expect(initialChoice('web_push')).toEqual({ channel: 'webpush', audience: 'all' });
    expect(initialChoice('segment')).toEqual({ channel: 'webpush', audience: 'segment' });
    expect(initialChoice(null)).toEqual({ channel: 'email', audience: 'all' });
    expect(initialChoice('fax')).toEqual({ channel: 'email', audience: 'all' });
    for (const channel of ['email', 'sms', 'whatsapp', 'webpush', 'mobilepush'] as const)
      expect(initialChoice(sendingTypeOf(channel)).channel).toBe(channel);
  });

  it('builds the audience with its confirmation, or nothing until a segment is chosen', () => {
    expect(quickAudience('all', null)).toEqual({ kind: 'all', confirmAll: true });
    expect(quickAudience('segment', null)).toBeNull();
    expect(quickAudience('segment', 7)).toEqual({ kind: 'segment', segmentId: 7, confirmSegment: true });
  });

  it('links a refusal to what fixes it, inside the frame or in the user area', () => {
    expect(refusalLink('setting_not_found', 'sms', IFRAME_LINKS)).toBe('/iframe/SendingSettings?tab=sms');
    expect(refusalLink('setting_not_found', 'email', LITE_LINKS)).toBe('/user/settings/sending?tab=email');
    expect(refusalLink('packet_limit', 'email', LITE_LINKS)).toBe('/user/packet');
    expect(refusalLink('nothing_to_send', 'email', LITE_LINKS)).toBeNull();
  });

  it('measures progress by the messages still pending', () => {
    expect(sendProgress({ status: 'sending', total: 4, outcomes: { ...outcomes, pending: 1 } })).toBe(75);
    expect(sendProgress({ status: 'sending', total: 0, outcomes })).toBe(0);
    expect(sendProgress({ status: 'complete', total: 4, outcomes: { ...outcomes, pending: 4 } })).toBe(100);
  });

  it('gives rates of delivered, or of sent when nothing reports delivery', () => {
    expect(rateOf(1, { outcomes: { ...outcomes, sent: 4, delivered: 2 } })).toBe('50%');
    expect(rateOf(1, { outcomes: { ...outcomes, sent: 4 } })).toBe('25%');
    expect(rateOf(1, { outcomes })).toBeNull();
  });
});
