/**
 * What the order desk's services need besides their input (issue 16 item 5):
 * the bindings, the brand for the mails, the mails' links on the host the
 * change came through, and the payment providers' API calls (a fake in tests).
 */
import { isLanguage, DEFAULT_LANGUAGE, type Language } from '../../../shared/languages.ts';
import type { Bindings } from '../../env.ts';
import type { AccountLinks } from '../auth/account-context.ts';

export interface OrderDeskDeps {
  env: Bindings;
  brandName: string;
  links: AccountLinks;
  fetch: typeof fetch;
}

/** The order's language for its mails: the one it was placed in. */
export const orderLanguage = (language: string): Language => (isLanguage(language) ? language : DEFAULT_LANGUAGE);
