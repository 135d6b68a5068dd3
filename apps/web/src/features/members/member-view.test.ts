import { describe, expect, it } from 'vitest';
import { draftToInput, memberToDraft } from './member-form';
import { fullName, memberStatus, permissionBadges } from './member-view';
import type { TMember } from './types';

const member = {
  name: 'Ayşe',
  surname: null,
  sms_active: true,
  email_active: false,
  whatsapp_active: true,
  call_active: false,
  blocked: false,
  passive: true,
  birth_date: '1990-05-04',
  gender: 'female',
  language: 'en',
} as TMember;

describe('member view', () => {
  it('lists the four permissions in order', () => {
    expect(permissionBadges(member)).toEqual([
      { key: 'sms', active: true },
      { key: 'email', active: false },
      { key: 'whatsapp', active: true },
      { key: 'call', active: false },
    ]);
  });
  it('shows blocked over passive over active', () => {
    expect(memberStatus({ blocked: true, passive: true })).toBe('blocked');
    expect(memberStatus({ blocked: false, passive: true })).toBe('passive');
    expect(memberStatus({ blocked: false, passive: false })).toBe('active');
  });
  it('joins the name, "-" when empty', () => {
    expect(fullName(member)).toBe('Ayşe');
    expect(fullName({ name: ' ', surname: null })).toBe('-');
  });
});

describe('member form', () => {
  it('starts a new member with sms and email permission and Turkish', () => {
    expect(memberToDraft(null)).toMatchObject({ language: 'tr', smsActive: true, emailActive: true, blocked: false });
  });
  it('sends cleared gender and date as null', () => {
    const draft = { ...memberToDraft(member), gender: '', birthDate: '' };
    expect(draftToInput(draft)).toMatchObject({ gender: null, birthDate: null, name: 'Ayşe', language: 'en' });
  });
});
