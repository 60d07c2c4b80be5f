import { useEffect, useState } from 'react';
import { CHECKOUT_STORAGE_KEY } from '../../shared/checkout/storage-key.ts';

/**
 * Whether the stored cart is in a staff mode (enterprise order or transfer
 * request, core 3): only then does the product page load the staff add
 * button. A bare look at the stored JSON, so shoppers' product pages carry
 * no staff code (issue 5 JS budget); the button itself reads the state properly.
 */
export function useStaffCartMode(): boolean {
  const [on, setOn] = useState(false);
  useEffect(() => {
    try {
      const stored = JSON.parse(localStorage.getItem(CHECKOUT_STORAGE_KEY) ?? '{}') as Record<string, unknown>;
      setOn(Boolean(stored.enterpriseOrder || stored.transferRequest));
    } catch {
      setOn(false);
    }
  }, []);
  return on;
}
