import type { NewsletterLinkPageProps } from '../../shared/types/service-forms.ts';
import { NewsletterLinkPage } from '../components/service-forms/newsletter-link-page.tsx';

/** /newsletter/unsubscribe/{token}/ (issue 16 item 6): every newsletter mail's link; its button unsubscribes. */
export default function NewsletterUnsubscribePage({ token }: NewsletterLinkPageProps) {
  return <NewsletterLinkPage token={token} action="unsubscribe" />;
}
