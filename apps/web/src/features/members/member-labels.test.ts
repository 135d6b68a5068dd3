import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import tr from '../../locales/tr.json';
import { memberLabels } from './member-labels';

async function translator(lng: 'en' | 'tr') {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng,
    resources: { en: { translation: en }, tr: { translation: tr } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  return i18n.t;
}

describe('member labels', () => {
  it('gives a row the same words its own translations gave', async () => {
    const t = await translator('en');
    const labels = memberLabels(t);
    expect(labels.source('csv')).toBe(t('members.sources.csv'));
    expect(labels.statuses.blocked).toBe(t('members.statuses.blocked'));
    expect(labels.permissions.sms).toEqual({
      name: t('members.permissions.sms'),
      on: t('members.permission_on', { channel: t('members.permissions.sms') }),
      off: t('members.permission_off', { channel: t('members.permissions.sms') }),
    });
    expect(labels.permissions.email.off).toBe('Email permission off');
  });

  it('follows the language it was made with', async () => {
    const labels = memberLabels(await translator('tr'));
    expect(labels.statuses.active).toBe(tr.members.statuses.active);
    expect(labels.source('site')).toBe(tr.members.sources.site);
  });

  it('looks an unknown source up as before, once', async () => {
    const t = await translator('en');
    let calls = 0;
    const counting = ((...args: Parameters<typeof t>) => {
      calls++;
      return t(...args);
    }) as typeof t;
    const labels = memberLabels(counting);
    const before = calls;
    expect(labels.source('legacy')).toBe(t('members.sources.legacy'));
    expect(labels.source('legacy')).toBe(labels.source('legacy'));
    expect(calls - before).toBe(1);
  });
});
