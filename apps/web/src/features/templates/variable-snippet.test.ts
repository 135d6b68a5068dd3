import { describe, expect, it } from 'vitest';
import { insertAt, variableSnippet } from './variable-snippet';

describe('variable snippets', () => {
  it('writes a variable the way the template engine reads it', () => {
    expect(variableSnippet('member', 'name')).toBe('{{ member.name }}');
    expect(variableSnippet('member_tag', '<tag name>')).toBe('{{ member_tag["tag_name"] }}');
    expect(variableSnippet('unsubscribe_link')).toBe('{{ unsubscribe_link }}');
  });

  it('inserts at the cursor, replaces a selection, and appends without one', () => {
    expect(insertAt('Merhaba !', '{{ member.name }}', { start: 8, end: 8 })).toEqual({
      text: 'Merhaba {{ member.name }}!',
      caret: 25,
    });
    expect(insertAt('Merhaba XX!', 'Y', { start: 8, end: 10 })).toEqual({ text: 'Merhaba Y!', caret: 9 });
    expect(insertAt('ab', 'c', null)).toEqual({ text: 'abc', caret: 3 });
    expect(insertAt('ab', 'c', { start: 99, end: 120 })).toEqual({ text: 'abc', caret: 3 });
  });
});
