import { describe, expect, it } from 'vitest';
import { directSendBody, draftProblems, emptyDraft, messageContent, parseAddresses } from './direct-send-form';

describe('direct send form', () => {
  it('parses a pasted address list once each, whatever the separators', () => {
    expect(parseAddresses(' a@x.test\nB@x.test, c@x.test;a@x.test\n\n b@X.test ')).toEqual([
      'a@x.test',
      'B@x.test',
      'c@x.test',
    ]);
    expect(parseAddresses('  \n ')).toEqual([]);
  });

  it('keeps only the channel’s fields and drops empty languages', () => {
    const draft = {
      defaultLanguage: 'tr',
      languages: { tr: { subject: 'Merhaba', html: '<p>Selam</p>', body: 'unused' }, en: { subject: '  ' } },
    };
    expect(messageContent('email', draft)).toEqual({
      defaultLanguage: 'tr',
      languages: { tr: { subject: 'Merhaba', html: '<p>Selam</p>' } },
    });
    expect(messageContent('sms', draft).languages).toEqual({ tr: { body: 'unused' } });
  });

  it('lists what is missing before a send', () => {
    const draft = emptyDraft();
    expect(draftProblems('email', draft)).toEqual(['no_members', 'missing_subject']);
    expect(draftProblems('sms', { ...draft, audience: 'segment' })).toEqual(['no_segment', 'missing_body']);
    expect(
      draftProblems('sms', { ...draft, audience: 'addresses', addressText: '0532', languages: { tr: { body: 'x' } } }),
    ).toEqual([]);
    expect(draftProblems('email', { ...draft, audience: 'all', languages: { tr: { subject: 'S' } } })).toEqual([
      'missing_html',
    ]);
  });

  it('builds the body with the audience’s confirmation and the email sender name', () => {
    const draft = { ...emptyDraft(), fromName: ' Mağaza ', languages: { tr: { subject: 'S', html: 'H' } } };
    expect(directSendBody('email', { ...draft, audience: 'all' })).toEqual({
      content: { defaultLanguage: 'tr', languages: { tr: { subject: 'S', html: 'H' } } },
      audience: { kind: 'all', confirmAll: true },
      from: { name: 'Mağaza' },
    });
    expect(directSendBody('sms', { ...draft, audience: 'segment', segmentId: 7 }).audience).toEqual({
      kind: 'segment',
      segmentId: 7,
      confirmSegment: true,
    });
    expect(directSendBody('sms', draft)).not.toHaveProperty('from');
    expect(directSendBody('email', { ...draft, memberIds: [3, 4] }).audience).toEqual({
      kind: 'members',
      memberIds: [3, 4],
    });
  });

  it('sends push extras only for push channels, and checks their URLs', () => {
    const draft = {
      ...emptyDraft(),
      memberIds: [3],
      languages: { tr: { subject: 'İndirim', body: 'Sepetiniz' } },
      push: { targetUrl: ' https://shop.test/x ', iconUrl: '', imageUrl: '', sound: 'ding.wav' },
    };
    expect(directSendBody('webpush', draft).content).toEqual({
      defaultLanguage: 'tr',
      languages: { tr: { subject: 'İndirim', body: 'Sepetiniz' } },
      push: { targetUrl: 'https://shop.test/x', sound: 'ding.wav' },
    });
    expect(directSendBody('sms', draft).content).not.toHaveProperty('push');
    expect(draftProblems('mobilepush', draft)).toEqual([]);
    const bad = { ...draft, push: { ...draft.push, iconUrl: 'logo.png' } };
    expect(draftProblems('webpush', bad)).toEqual(['push_url_invalid']);
  });

  it('needs a WhatsApp template name but not parameters, and keeps both in the content', () => {
    const draft = { ...emptyDraft(), memberIds: [1], languages: { tr: { body: '{{ member.name }}' } } };
    expect(draftProblems('whatsapp', draft)).toEqual(['missing_subject']);
    const ready = { ...draft, languages: { tr: { subject: 'hosgeldin' } } };
    expect(draftProblems('whatsapp', ready)).toEqual([]);
    const withParameters = { ...draft, languages: { tr: { subject: 'kargo', body: '{{ member.name }}\nABC' } } };
    expect(messageContent('whatsapp', withParameters).languages.tr).toEqual({
      subject: 'kargo',
      body: '{{ member.name }}\nABC',
    });
  });
});
