import type { NewsletterLinkPageProps } from '../../shared/types/service-forms.ts';
import { NewsletterLinkPage } from '../components/service-forms/newsletter-link-page.tsx';

/** /newsletter/confirm/{token}/ (issue 16 item 6): the double opt-in's link; its button confirms. */
export default function NewsletterConfirmPage({ token }: NewsletterLinkPageProps) {
  return <NewsletterLinkPage token={token} action="confirm" />;
}
