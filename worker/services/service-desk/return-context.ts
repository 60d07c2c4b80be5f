/** What the return services need besides their input (issue 16 item 1): the account services' context and the request's language. */
import type { Language } from '../../../shared/languages.ts';
import type { AccountContext } from '../auth/account-context.ts';

export interface ReturnContext extends AccountContext {
  /** The language of the request: the mails and the case are in it. */
  language: Language;
}

/**
 * How long a mailed return link opens the form: a return is usually packed
 * within a week of asking, and a new link is a click away.
 */
export const RETURN_LINK_DAYS = 7;
