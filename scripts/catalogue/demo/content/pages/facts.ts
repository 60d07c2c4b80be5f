import type { Language } from '../../../../../shared/languages.ts';

/**
 * Contact details and company facts that several pages repeat, so the pages
 * cannot contradict each other. The business constants themselves (100-day
 * returns, express pickup times, call rates...) come from catalogue spec 9.
 */
export const COMPANY = 'Kaira Outdoor Oy';
export const BUSINESS_ID = '2741853-6';
export const HEAD_OFFICE = 'Koskikatu 27, 96100 Rovaniemi';
export const SERVICE_PHONE = '020 741 1200';
export const SERVICE_PHONE_INTL = '+358 20 741 1200';
export const CORPORATE_PHONE = '020 741 1250';
export const CORPORATE_PHONE_INTL = '+358 20 741 1250';

/** Finnish customers write in Finnish to the Finnish mailbox; everyone else reaches the multilingual team. */
export const SERVICE_EMAIL: Record<Language, string> = {
  fi: 'asiakaspalvelu@kaira.fi', en: 'service@kaira.fi', sv: 'kundservice@kaira.fi', de: 'service@kaira.fi', fr: 'service@kaira.fi', ru: 'service@kaira.fi',
};
export const CORPORATE_EMAIL: Record<Language, string> = {
  fi: 'yritysmyynti@kaira.fi', en: 'corporate@kaira.fi', sv: 'foretag@kaira.fi', de: 'corporate@kaira.fi', fr: 'corporate@kaira.fi', ru: 'corporate@kaira.fi',
};

export function mailto(address: string): string {
  return `<a href="mailto:${address}">${address}</a>`;
}
