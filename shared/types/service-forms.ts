/** Props of the corporate information form's page (issue 16 item 6): the countries with a known VAT format, named in the page's language. */
export interface CorporateInfoPageProps { countries: Array<{ code: string; name: string }> }

/** Props of a newsletter mail link's page: the token from its path, untouched on the server. */
export interface NewsletterLinkPageProps { token: string }
