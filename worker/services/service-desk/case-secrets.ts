/**
 * A case's public number and its customer's link secret (issue 16; migration
 * 0016 service_cases): the number is what the customer quotes, the token is
 * what opens the case's page (/service-cases/{token}/) and answers a question,
 * kept only as its SHA-256 like every mail-link token (decision 019).
 */
import type { CaseKind } from '../../../shared/service/case-status.ts';
import { newSecretToken, sha256Hex } from '../auth/secret-token.ts';

/** 'R' (return) or 'C' (complaint) and 8 random digits: short enough to read over the phone. */
export function newCaseNumber(kind: CaseKind): string {
  const [value] = crypto.getRandomValues(new Uint32Array(1));
  return `${kind === 'return' ? 'R' : 'C'}${String(value % 100_000_000).padStart(8, '0')}`;
}

/** A new case link token and the hash to store. */
export async function newCaseToken(): Promise<{ token: string; hash: string }> {
  const token = newSecretToken();
  return { token, hash: await sha256Hex(token) };
}

/** What a case token (43 url-safe characters) can look like; anything else opens nothing. */
export const isCaseToken = (value: string): boolean => /^[A-Za-z0-9_-]{40,64}$/.test(value);
