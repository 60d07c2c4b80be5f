import { useCartCount } from '../state/cart-count.ts';
import { useSite } from '../site-context.tsx';

export function CartLink() {
  const { t, href } = useSite();
  const count = useCartCount();
  return (
    <a className="header__cart" href={href('checkout')} aria-label={t('header.cartCount', { count })}>
      <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" focusable="false">
        <path d="M3 4h2l2.4 10.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 1.9-1.4L21 8H6.2" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
        <circle cx="10" cy="20" r="1.5" fill="currentColor" />
        <circle cx="17" cy="20" r="1.5" fill="currentColor" />
      </svg>
      <span className="header__cart-count" data-testid="cart-count">{count}</span>
    </a>
  );
}
