import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import type { MenuSectionId, SiteMenu } from '../../shared/types/menu.ts';
import { useScrollLock } from '../hooks/use-scroll-lock.ts';
import { useSite } from '../site-context.tsx';
import { ChevronIcon } from './icons.tsx';
import { MenuLinkList } from './menu-link-list.tsx';
import { ProductsPanel } from './products-panel.tsx';

/**
 * The desktop header navigation (core 2 fixed tree, ≥ 900 px): one disclosure
 * button per section. The panels are in the server's markup with real links;
 * before hydration CSS opens them on hover and focus (navigation.css).
 */
export function MainNavigation({ menu, currentPath }: { menu: SiteMenu; currentPath: string | null }) {
  const { t } = useSite();
  const [open, setOpen] = useState<MenuSectionId | null>(null);
  const nav = useRef<HTMLElement>(null);
  const buttons = useRef(new Map<MenuSectionId, HTMLButtonElement>());
  const idBase = useId();
  const panelId = (id: MenuSectionId) => `${idBase}-${id}`;

  // Product groups load on the first sign of interest (products-panel.tsx); a failure waits for the retry button.
  const [groupsWanted, setGroupsWanted] = useState(false);
  const loadGroups = () => setGroupsWanted(true);

  // Each page's payload brings a new menu object: a client navigation closes the panel.
  useEffect(() => setOpen(null), [menu]);
  useScrollLock(open !== null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!nav.current?.contains(event.target as Node)) setOpen(null);
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      buttons.current.get(open)?.focus();
      setOpen(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const toggle = (id: MenuSectionId) => {
    if (id === 'products') loadGroups();
    setOpen((current) => (current === id ? null : id));
  };
  // Left and right move between the section buttons (optional in the disclosure pattern).
  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const ids = menu.sections.map((section) => section.id);
    buttons.current.get(ids[(index + step + ids.length) % ids.length])?.focus();
  };
  // Tabbing out of the navigation closes it; a click on the panel's background does not.
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next && !nav.current?.contains(next)) setOpen(null);
  };
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as Element).closest('a[href]')) setOpen(null);
  };

  if (menu.sections.length === 0) return null;
  return (
    <nav ref={nav} className="main-nav" aria-label={t('menu.mainNavigation')} onBlur={onBlur}>
      <ul className="main-nav__sections">
        {menu.sections.map((section, index) => (
          <li key={section.id} className="main-nav__item">
            <button
              ref={(element) => { if (element) buttons.current.set(section.id, element); else buttons.current.delete(section.id); }}
              type="button"
              className="main-nav__toggle"
              aria-expanded={open === section.id}
              aria-controls={panelId(section.id)}
              onClick={() => toggle(section.id)}
              onKeyDown={(event) => onButtonKeyDown(event, index)}
              onPointerEnter={section.id === 'products' ? loadGroups : undefined}
              onFocus={section.id === 'products' ? loadGroups : undefined}
            >
              {section.label}
              <ChevronIcon />
            </button>
            <div id={panelId(section.id)} className="main-nav__panel" hidden={open !== section.id} onClick={closeOnLink}>
              {section.id === 'products'
                ? <ProductsPanel section={section} currentPath={currentPath} wanted={groupsWanted} />
                : <MenuLinkList links={section.links} currentPath={currentPath} className="main-nav__links" />}
            </div>
          </li>
        ))}
      </ul>
    </nav>
  );
}
