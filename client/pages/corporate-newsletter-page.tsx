import { NewsletterPage } from '../components/service-forms/newsletter-page.tsx';

/** /corporate-newsletter/ (core 2, issue 16 item 6): the corporate newsletter's sign-up, double opt-in. */
export default function CorporateNewsletterPage() {
  return <NewsletterPage list="corporate" />;
}
