import type { ReactNode } from 'react';
import type { LayoutId } from '../../shared/route-table.ts';
import type { AlternateLink } from '../../shared/types/page.ts';
import { SiteFooter } from '../components/site-footer.tsx';
import { SiteHeader } from '../components/site-header.tsx';

interface LayoutProps {
  alternates: AlternateLink[];
  children: ReactNode;
}

/** Header, page, footer: the shop's usual frame. */
function DefaultLayout({ alternates, children }: LayoutProps) {
  return (
    <>
      <SiteHeader alternates={alternates} />
      <main id="main" className="main">{children}</main>
      <SiteFooter alternates={alternates} />
    </>
  );
}

/** Error pages keep the visitor oriented with the full header but no footer. */
function ErrorLayout({ alternates, children }: LayoutProps) {
  return (
    <>
      <SiteHeader alternates={alternates} />
      <main id="main" className="main main--error">{children}</main>
    </>
  );
}

/** Rental booking (rentle): a compact header so the booking flow has the room. */
function RentleLayout({ alternates, children }: LayoutProps) {
  return (
    <>
      <SiteHeader alternates={alternates} compact />
      <main id="main" className="main main--wide">{children}</main>
      <SiteFooter alternates={alternates} />
    </>
  );
}

export const LAYOUTS: Record<LayoutId, (props: LayoutProps) => ReactNode> = {
  default: DefaultLayout,
  error: ErrorLayout,
  rentle: RentleLayout,
};
