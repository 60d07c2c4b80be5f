/**
 * The newsletters of issue 16 item 6 (core 2 /corporate-newsletter/,
 * /forest-newsletter/): a sign-up with consent, confirmed by the mailed
 * link (double opt-in), and unsubscribed by the link in every newsletter
 * mail. One schema each for the pages and POST /api/newsletters/*.
 *
 * Consent: the page shows the text of the list's current consent version,
 * `newsletter.consent.{version}` in the dictionary, and sends the version it
 * showed; the server stores that version id with the language and the time.
 * A changed text is a new version (a new key); old keys stay, so what an
 * earlier subscriber agreed to can always be read back.
 */
import * as v from 'valibot';
import {
  email, honeypot, HONEYPOT_FIELD, idempotencyKey, linkToken, MAX_COMPANY_LENGTH, MAX_NAME_LENGTH, optionalText,
} from './contact-fields.ts';
import { SERVICE_FORM_MESSAGES as M } from './service-form-messages.ts';

export const NEWSLETTER_LISTS = ['corporate', 'forest'] as const;
export type NewsletterList = typeof NEWSLETTER_LISTS[number];

/** Every consent text version of each list, oldest first; the last is the one pages show now. */
export const CONSENT_VERSIONS = {
  corporate: ['corporateV1'],
  forest: ['forestV1'],
} as const satisfies Record<NewsletterList, readonly string[]>;

export const currentConsentVersion = (list: NewsletterList): string => CONSENT_VERSIONS[list][CONSENT_VERSIONS[list].length - 1];

/** The dictionary key of a consent version's text. */
export const consentTextKey = (version: string): string => `newsletter.consent.${version}`;

export const NEWSLETTER_MESSAGES = {
  consent: 'newsletter.error.consent',
  list: 'newsletter.error.list',
} as const;

const ALL_VERSIONS: readonly string[] = Object.values(CONSENT_VERSIONS).flat();

export const subscribeSchema = v.pipe(
  v.object({
    list: v.picklist(NEWSLETTER_LISTS, NEWSLETTER_MESSAGES.list),
    email,
    name: optionalText(MAX_NAME_LENGTH),
    company: optionalText(MAX_COMPANY_LENGTH),
    /** The box the person ticked: nothing else is consent (GDPR art. 7). */
    consent: v.literal(true, NEWSLETTER_MESSAGES.consent),
    consent_version: v.optional(v.picklist(ALL_VERSIONS, M.invalid)),
    [HONEYPOT_FIELD]: honeypot,
    idempotency_key: idempotencyKey,
  }, M.invalid),
  // A version names the text of its own list; without one, the list's current text was shown.
  v.forward(
    v.partialCheck([['list'], ['consent_version']], (input) => input.consent_version === undefined
      || (CONSENT_VERSIONS[input.list] as readonly string[]).includes(input.consent_version), M.invalid),
    ['consent_version'],
  ),
  v.transform((input) => ({ ...input, consent_version: input.consent_version ?? currentConsentVersion(input.list) })),
);

export type SubscribeRequest = v.InferOutput<typeof subscribeSchema>;

export const SUBSCRIBE_FIELDS = ['email', 'name', 'company', 'consent'] as const;

/** POST /api/newsletters/confirm/ and /unsubscribe/: the mailed link's token. */
export const newsletterTokenSchema = v.object({ token: linkToken }, M.invalid);

/** What the sign-up and the links answer: the message to show, in the request's language. */
export interface NewsletterAnswer { ok: true; message: string }
