import { useEffect, useState } from 'react';
import { POSTCODE_PATTERN } from '../../../shared/checkout/checkout-options.ts';
import type { PickupPoint, PickupPointsResponse } from '../../../shared/types/pickup-point.ts';
import { useApi } from '../../hooks/use-api.ts';

type PickupPoints =
  | { status: 'needPostcode' | 'loading' | 'failed' }
  | { status: 'ready'; points: PickupPoint[] };

/** Waits this long after the last keystroke in the postal code before asking (no request per digit). */
const TYPING_PAUSE_MS = 400;

const pickupPointsUrl = (methodId: number, code: string, country: string) =>
  `/api/pickup-points/?${new URLSearchParams({ method: String(methodId), postal_code: code, country })}`;

/**
 * The pickup points of a parcel-locker method near the postal code (cat 5:
 * a pickup point needs a postal code), asked again when the code changes.
 */
export function usePickupPoints(methodId: number, postalCode: string, country: string): PickupPoints {
  const code = postalCode.trim();
  const url = code !== '' && POSTCODE_PATTERN.test(code) ? pickupPointsUrl(methodId, code, country) : null;
  // The url asked for: the typed one once the typing pauses.
  const [asked, setAsked] = useState<string | null>(null);
  useEffect(() => {
    const timer = window.setTimeout(() => setAsked(url), url ? TYPING_PAUSE_MS : 0);
    return () => window.clearTimeout(timer);
  }, [url]);
  const { data, error } = useApi<PickupPointsResponse>(asked !== null && asked === url ? asked : null, {
    onError: (failure) => console.warn('pickup points:', failure),
  });
  if (url === null) return { status: 'needPostcode' };
  if (asked !== url || (!data && !error)) return { status: 'loading' };
  return data ? { status: 'ready', points: data.pickup_points } : { status: 'failed' };
}
