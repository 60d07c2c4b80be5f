import { useEffect, useState } from 'react';
import { POSTAL_CODE_LENGTH, shouldStorePostalCode } from '../../shared/product/postal-code.ts';

const POSTAL_CODE_KEY = 'kaira.postalCode';

/**
 * The visitor's postal code for the delivery-methods box, kept in localStorage.
 * Read after mount (the server knows nothing of it, so the first render is ''
 * on both sides and hydration matches); storage failures (private mode) are ignored.
 */
export function usePostalCode(): [string, (code: string) => void] {
  const [code, setCode] = useState('');
  useEffect(() => {
    try {
      const stored = window.localStorage.getItem(POSTAL_CODE_KEY);
      if (stored && stored.length <= POSTAL_CODE_LENGTH) setCode(stored);
    } catch {
      // No storage: the field simply starts empty.
    }
  }, []);
  const update = (next: string) => {
    const value = next.slice(0, POSTAL_CODE_LENGTH);
    setCode(value);
    if (!shouldStorePostalCode(value)) return;
    try {
      if (value) window.localStorage.setItem(POSTAL_CODE_KEY, value);
      else window.localStorage.removeItem(POSTAL_CODE_KEY);
    } catch {
      // Not remembered this time.
    }
  };
  return [code, update];
}
