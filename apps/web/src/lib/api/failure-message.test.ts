import { describe, expect, it } from 'vitest';
import { inferAuth, pickBearer } from './bearer';
import { describeFailure, join422Message } from './failure-message';

const t = (key: string) => `t:${key}`;

describe('join422Message', () => {
  it('shows the error message', () => {
    expect(join422Message({ error: { code: 'validation', message: 'Bad input' } })).toBe('Bad input');
  });
  it('joins a messageList of several entries by line breaks', () => {
    expect(join422Message({ error: { message: 'first', messageList: ['a', 'b'] } })).toBe('a\nb');
  });
  it('uses the single list entry when there is no message', () => {
    expect(join422Message({ error: { message: '', messageList: ['only'] } })).toBe('only');
  });
  it('joins array fields, fields separated by a blank line', () => {
    expect(join422Message({ email: ['taken', 'invalid'], name: ['short'], note: 'x' })).toBe('taken\ninvalid\n\nshort');
  });
  it('is empty for no body', () => {
    expect(join422Message(null)).toBe('');
  });
});

describe('describeFailure', () => {
  it('401 is a session loss', () => {
    expect(describeFailure(401, null, t)).toEqual({ kind: 'unauthorized' });
  });
  it('550 shows nothing', () => {
    expect(describeFailure(550, { error: { message: 'x' } }, t)).toEqual({ kind: 'none' });
  });
  it('500 shows the system error text', () => {
    expect(describeFailure(500, { error: { message: 'internal detail' } }, t)).toEqual({
      kind: 'dialog',
      variant: 'error',
      title: 't:dialog.error_title',
      message: 't:dialog.system_error',
    });
  });
  it('418 is a warning titled with the message', () => {
    expect(describeFailure(418, { error: { message: 'Packet limit' } }, t)).toMatchObject({
      kind: 'dialog',
      variant: 'warning',
      title: 'Packet limit',
    });
    expect(describeFailure(418, { message: 'Top level' }, t)).toMatchObject({ title: 'Top level' });
  });
  it('422 joins messages', () => {
    expect(describeFailure(422, { error: { message: 'm', messageList: ['a', 'b'] } }, t)).toMatchObject({
      message: 'a\nb',
    });
  });
  it('other statuses use error.message, else message', () => {
    expect(describeFailure(404, { error: { message: 'Not here' } }, t)).toMatchObject({
      variant: 'error',
      message: 'Not here',
    });
    expect(describeFailure(400, { message: 'Lütfen tüm alanları doldurunuz' }, t)).toMatchObject({
      message: 'Lütfen tüm alanları doldurunuz',
    });
    expect(describeFailure(0, null, t)).toMatchObject({ message: 't:dialog.system_error' });
  });
});

describe('bearer', () => {
  const tokens = { userToken: 'u', adminToken: 'a', queryToken: 'q' };
  it('admin calls use adminToken, else the query token', () => {
    expect(pickBearer('admin', tokens)).toBe('a');
    expect(pickBearer('admin', { ...tokens, adminToken: null })).toBe('q');
  });
  it('user calls use the stored token only', () => {
    expect(pickBearer('user', tokens)).toBe('u');
    expect(pickBearer('user', { ...tokens, userToken: null })).toBeNull();
    expect(pickBearer('none', tokens)).toBeNull();
  });
  it('infers the guard from the path', () => {
    expect(inferAuth('admin/admins')).toBe('admin');
    expect(inferAuth('/admin/profile')).toBe('admin');
    expect(inferAuth('user/profile')).toBe('user');
  });
});
