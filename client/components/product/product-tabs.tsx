import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useSite } from '../../site-context.tsx';

const PRODUCT_TABS = ['description', 'details', 'availability', 'reviews', 'guides', 'brand'] as const;
export type ProductTabId = (typeof PRODUCT_TABS)[number];

/** Ids of a tab and its panel: `#product-tab-reviews` is what the stars link points to. */
export const productTabId = (tab: ProductTabId) => `product-tab-${tab}`;
const productPanelId = (tab: ProductTabId) => `product-panel-${tab}`;

/** cat 2 Tabs: Reviews only with a rating count, Guides only with blog posts; the rest always. */
export function visibleProductTabs(input: { ratingCount: number; blogPostCount: number }): ProductTabId[] {
  return PRODUCT_TABS.filter((tab) => (tab === 'reviews' ? input.ratingCount > 0 : tab === 'guides' ? input.blogPostCount > 0 : true));
}

interface ProductTabsProps {
  /** Panel contents; a panel whose tab is hidden is not rendered. */
  description: ReactNode;
  details: ReactNode;
  availability: ReactNode;
  reviews: ReactNode;
  guides: ReactNode;
  brand: ReactNode;
  ratingCount: number;
  blogPostCount: number;
  /** Controlled use (the stars link selects Reviews); without it the tabs keep their own state. */
  selected?: ProductTabId;
  onSelect?: (tab: ProductTabId) => void;
}

/**
 * The product information tabs as WAI-ARIA tabs: one tab stop (roving
 * tabindex), arrows / Home / End move and select, every panel is in the
 * server HTML (hidden ones with `hidden`) so crawlers and find-in-page see it.
 * A `#product-tab-{id}` hash (on load or on change) selects that tab too.
 */
export function ProductTabs(props: ProductTabsProps) {
  const { t } = useSite();
  const tabs = visibleProductTabs(props);
  const [own, setOwn] = useState<ProductTabId>('description');
  const wanted = props.selected ?? own;
  const current = tabs.includes(wanted) ? wanted : tabs[0];
  const buttons = useRef(new Map<ProductTabId, HTMLButtonElement>());
  const select = (tab: ProductTabId) => {
    setOwn(tab);
    props.onSelect?.(tab);
  };
  const selectRef = useRef(select);
  useEffect(() => { selectRef.current = select; });

  useEffect(() => {
    const fromHash = () => {
      const tab = PRODUCT_TABS.find((id) => window.location.hash === `#${productTabId(id)}`);
      if (tab) selectRef.current(tab);
    };
    fromHash();
    window.addEventListener('hashchange', fromHash);
    return () => window.removeEventListener('hashchange', fromHash);
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    const at = tabs.indexOf(current);
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[(next + tabs.length) % tabs.length];
    select(tab);
    buttons.current.get(tab)?.focus();
  };

  return (
    <div className="product-tabs">
      <div className="product-tabs__list" role="tablist" aria-label={t('productContent.tabsLabel')} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button key={tab} type="button" role="tab" id={productTabId(tab)} className="product-tabs__tab"
            aria-selected={tab === current} aria-controls={productPanelId(tab)} tabIndex={tab === current ? 0 : -1}
            ref={(element) => { if (element) buttons.current.set(tab, element); else buttons.current.delete(tab); }}
            onClick={() => select(tab)}>
            {t(`productContent.tab.${tab}`)}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div key={tab} role="tabpanel" id={productPanelId(tab)} className="product-tabs__panel" aria-labelledby={productTabId(tab)}
          tabIndex={0} hidden={tab !== current}>
          {props[tab]}
        </div>
      ))}
    </div>
  );
}
