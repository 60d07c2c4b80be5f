import { useState, type ReactNode } from 'react';
import { cartModeOf } from '../../../shared/checkout/staff-modes.ts';
import { storeSellable } from '../../../shared/product/variant-availability.ts';
import type { StoreView, VariantView } from '../../../shared/types/product-page.ts';
import { useAuth } from '../../hooks/use-auth.ts';
import { useCheckout } from '../../hooks/use-checkout.ts';
import { addVariantToCart } from '../../state/cart-lines.ts';
import { useSite } from '../../site-context.tsx';

interface StaffAddButtonProps {
  variant: VariantView | null;
  stores: StoreView[];
  /** The shopper's button, for when no staff mode is on (it may end in another tab). */
  fallback: ReactNode;
}

/** Units the transfer's source warehouses can hand over now (cat 4: orderable only if they hold stock). */
function unitsAtSources(variant: VariantView, from: number[]): number {
  return variant.storeStocks.filter((stock) => from.includes(stock.storeId)).reduce((sum, stock) => sum + storeSellable(stock), 0);
}

async function addToEnterpriseOrder(orderId: number, variantId: number): Promise<{ ok: boolean; message: string }> {
  const response = await fetch('/api/customer/enterprise/order/', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ enterprise_data: { id: orderId }, checkout_data: { products: [{ productId: variantId, amount: 1 }] } }),
  });
  const body = (await response.json().catch(() => ({}))) as { error?: { message?: string } };
  return { ok: response.ok, message: body.error?.message ?? '' };
}

/**
 * The product page's add button in the staff modes (cat 4): "Add to
 * enterprise order" adds one unit to the enterprise order on the server;
 * "Order from {store}" adds to the transfer-request cart, and only while the
 * source warehouses hold the variant. Only for a staff account (decision
 * 021): anyone else with a cart left in a staff mode gets the shopper's button.
 */
export default function StaffAddButton({ variant, stores, fallback }: StaffAddButtonProps) {
  const { t } = useSite();
  const mode = cartModeOf(useCheckout());
  const auth = useAuth();
  const [note, setNote] = useState<{ text: string; error: boolean } | null>(null);
  // While the customer is still loading, a cart in a staff mode keeps the staff button.
  if (mode.kind === 'cart' || (!auth.loading && !auth.user?.isStaffUser)) return <>{fallback}</>;
  const say = (text: string, error = false) => setNote({ text, error });
  let label: string;
  let available: boolean;
  let add: (chosen: VariantView) => Promise<void>;
  if (mode.kind === 'enterprise') {
    label = t('staff.addToEnterprise');
    available = variant !== null;
    add = async (chosen) => {
      const result = await addToEnterpriseOrder(mode.order.id, chosen.variantId).catch(() => ({ ok: false, message: '' }));
      say(result.ok ? t('staff.addedToEnterprise', { name: mode.order.name }) : t('staff.enterpriseAddFailed', { reason: result.message || t('staff.sendFailedGeneric') }), !result.ok);
    };
  } else {
    const units = variant ? unitsAtSources(variant, mode.from) : 0;
    label = t('staff.orderFromStore', { store: mode.from.map((id) => stores.find((store) => store.id === id)?.name ?? String(id)).join(', ') });
    available = units > 0;
    add = async (chosen) => {
      const added = addVariantToCart(chosen.variantId, false, units);
      say(added ? t('staff.addedToTransfer') : t('product.cannotAddMore'), !added);
    };
  }
  return (
    <div className="add-to-cart">
      <button type="button" className="button button--primary add-to-cart__button" disabled={!available}
        onClick={() => { if (variant) void add(variant); }}>
        {available || mode.kind === 'enterprise' ? label : t('staff.notAtSources')}
      </button>
      {note ? <p className={note.error ? 'add-to-cart__warning' : 'product-buy__added'} role={note.error ? 'alert' : 'status'}>{note.text}</p> : null}
    </div>
  );
}
