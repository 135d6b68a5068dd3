import { describe, expect, it } from 'vitest';
import { checks, isPositiveInteger } from './route-checks';

describe('route checks', () => {
  it('ids are positive integers', () => {
    expect(isPositiveInteger('1')).toBe(true);
    expect(isPositiveInteger('42')).toBe(true);
    for (const bad of ['0', '-1', '01', '1.5', 'abc', '', undefined]) expect(isPositiveInteger(bad)).toBe(false);
    expect(checks.id({ id: '7' })).toBe(true);
    expect(checks.id({ id: 'x' })).toBe(false);
  });

  it('widget-v2 types are the eight widget kinds', () => {
    for (const type of [
      'story',
      'wheel',
      'banner',
      'survey',
      'web_push',
      'newsletter',
      'multi_banner',
      'product_view_remember',
    ]) {
      expect(checks.widgetType({ type })).toBe(true);
      expect(checks.widgetTypeAndId({ type, id: '3' })).toBe(true);
    }
    expect(checks.widgetType({ type: 'popup' })).toBe(false);
    expect(checks.widgetTypeAndId({ type: 'wheel', id: 'abc' })).toBe(false);
  });

  it('direct send types are the sending types', () => {
    for (const type of ['push', 'email', 'sms', 'web_push', 'mobile_push', 'whatsapp', 'segment', 'tag']) {
      expect(checks.sendingType({ type })).toBe(true);
    }
    expect(checks.sendingType({ type: 'fax' })).toBe(false);
  });

  it('segment action reports need two ids', () => {
    expect(checks.segmentActionReport({ applicationId: '1', segmentActionId: '2' })).toBe(true);
    expect(checks.segmentActionReport({ applicationId: '1', segmentActionId: 'x' })).toBe(false);
  });
});
