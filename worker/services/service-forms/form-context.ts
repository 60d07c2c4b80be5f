/**
 * What the question, corporate and newsletter services need besides their
 * input (issue 16 item 6): the bindings, the time, the brand, customer
 * service's address, the mails' links on the visitor's host, and the client
 * (as the rate limits count it) the submission came from.
 */
import type { Bindings } from '../../env.ts';
import type { AccountLinks } from '../auth/account-context.ts';

export interface FormContext {
  env: Bindings;
  now: Date;
  brandName: string;
  /** CONTACT_EMAIL (wrangler.toml vars, through the settings): where the forms' submissions are mailed. */
  contactEmail: string;
  links: AccountLinks;
  clientKey: string;
}
