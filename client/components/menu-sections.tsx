import type { MenuSection } from '../../shared/types/menu.ts';
import { MenuLinkList } from './menu-link-list.tsx';

/** The menu's other sections (core 2 fixed tree) on the /menu/ page: native disclosures, no script needed. */
export function MenuSections({ sections }: { sections: MenuSection[] }) {
  return (
    <div className="menu-sections">
      {sections.map((section) => (
        <details key={section.id} className="menu-sections__section">
          <summary className="menu-sections__summary">{section.label}</summary>
          <MenuLinkList links={section.links} className="menu-sections__links" />
        </details>
      ))}
    </div>
  );
}
