import { describe, expect, it } from 'vitest';
import { jsonForScript } from './html-escape.ts';

describe('JSON inside a script element', () => {
  it('escapes every < so no text can close the script early', () => {
    const text = jsonForScript({ a: '</script><script>alert(1)</script>', b: ['<!--'] });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ a: '</script><script>alert(1)</script>', b: ['<!--'] });
  });

  it('escapes the line and paragraph separators and reads back the same', () => {
    const text = jsonForScript({ a: 'one\u2028two\u2029three' });
    expect(text).toBe('{"a":"one\\u2028two\\u2029three"}');
    expect(JSON.parse(text).a).toBe('one\u2028two\u2029three');
  });
});
