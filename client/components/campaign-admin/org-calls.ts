import type * as v from 'valibot';
import { validateInput } from '../../../shared/validation.ts';
import { postAccount, type AccountAnswer } from '../account/account-call.ts';

/** The management calls' base (worker/api/campaign-admin.ts). */
export const ORG_CAMPAIGNS_API = '/api/org/campaigns/';

export const campaignApi = (campaignId: number, rest = '') => `${ORG_CAMPAIGNS_API}${campaignId}/${rest}`;

/** A read's key and URL, with the page's language so the server's texts come in it. */
export const withLanguage = (url: string, language: string) => `${url}${url.includes('?') ? '&' : '?'}lang=${encodeURIComponent(language)}`;

/** A management POST: the answer's body, the API's refusal with its field messages, or "unexpected". */
export function postOrg<T>(path: string, body: unknown, language: string): Promise<AccountAnswer<T>> {
  return postAccount<T>(path, body, language);
}

/** A form's own check with the API's schema and its messages (architecture decision 6). */
export function checkWith(schema: v.GenericSchema) {
  return (values: Record<string, unknown>) => {
    const result = validateInput(schema, values, { missing: 'campaignAdmin.error.required', notAnObject: 'campaignAdmin.error.invalid' });
    return result.ok ? {} : result.fields;
  };
}
