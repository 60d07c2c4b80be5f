import { NewsletterPage } from '../components/service-forms/newsletter-page.tsx';

/** /forest-newsletter/ (core 2, issue 16 item 6): the forest newsletter's sign-up, double opt-in. */
export default function ForestNewsletterPage() {
  return <NewsletterPage list="forest" />;
}
