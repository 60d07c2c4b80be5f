import { describe, expect, it } from 'vitest';
import { parseUserCommand } from './user-command.ts';

describe('npm run user arguments (decision 021)', () => {
  it('reads grant and revoke with one role or a comma list, the address trimmed, and the options', () => {
    expect(parseUserCommand(['grant', 'staff', ' anna@example.com '])).toEqual({ ok: true, command: { kind: 'grant', roles: ['staff'], email: 'anna@example.com', language: undefined, persistTo: undefined } });
    expect(parseUserCommand(['grant', 'Staff,admin', 'anna@example.com', '--language', 'sv', '--persist-to', '.wrangler/e2e-state'])).toEqual({
      ok: true, command: { kind: 'grant', roles: ['staff', 'admin'], email: 'anna@example.com', language: 'sv', persistTo: '.wrangler/e2e-state' },
    });
    expect(parseUserCommand(['revoke', 'org', 'anna@example.com'])).toMatchObject({ ok: true, command: { kind: 'revoke', roles: ['org'] } });
    expect(parseUserCommand(['list', '--persist-to', 'state'])).toEqual({ ok: true, command: { kind: 'list', persistTo: 'state' } });
  });

  it('refuses an unknown verb or role, a bad address, a language it does not serve or where none is used, and stray words', () => {
    const refused = (args: string[]) => {
      const parsed = parseUserCommand(args);
      return parsed.ok ? null : parsed.message;
    };
    expect(refused([])).toBe('Say what to do.');
    expect(refused(['promote', 'staff', 'anna@example.com'])).toBe('Say what to do.');
    expect(refused(['grant', 'staff'])).toBe('Say what to do.');
    expect(refused(['grant', 'staff', 'anna@example.com', 'extra'])).toBe('Say what to do.');
    expect(refused(['grant', 'staff,boss', 'anna@example.com'])).toBe('Unknown role: boss.');
    expect(refused(['grant', 'staff', 'not-an-address'])).toBe('Not an email address: not-an-address');
    expect(refused(['grant', 'staff', 'anna@example.com', '--language', 'xx'])).toMatch(/^--language is for grant/);
    expect(refused(['revoke', 'staff', 'anna@example.com', '--language', 'fi'])).toMatch(/^--language is for grant/);
    expect(refused(['list', '--password', 'secret'])).toMatch(/Unknown option '--password'/);
  });
});
