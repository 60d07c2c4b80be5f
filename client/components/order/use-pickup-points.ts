import { useEffect, useState } from 'react';
import { POSTCODE_PATTERN } from '../../../shared/checkout/checkout-options.ts';
import type { PickupPoint, PickupPointsResponse } from '../../../shared/types/pickup-point.ts';

export type PickupPoints =
  | { status: 'needPostcode' | 'loading' | 'failed' }
  | { status: 'ready'; points: PickupPoint[] };

/** Waits this long after the last keystroke in the postal code before asking (no request per digit). */
const TYPING_PAUSE_MS = 400;

/**
 * The pickup points of a parcel-locker method near the postal code (cat 5:
 * a pickup point needs a postal code), asked again when the code changes.
 */
export function usePickupPoints(methodId: number, postalCode: string, country: string): PickupPoints {
  const [points, setPoints] = useState<PickupPoints>({ status: 'needPostcode' });
  const code = postalCode.trim();
  const usable = code !== '' && POSTCODE_PATTERN.test(code);
  useEffect(() => {
    if (!usable) {
      setPoints({ status: 'needPostcode' });
      return undefined;
    }
    const controller = new AbortController();
    setPoints({ status: 'loading' });
    const timer = window.setTimeout(() => {
      const query = new URLSearchParams({ method: String(methodId), postal_code: code, country });
      fetch(`/api/pickup-points/?${query}`, { headers: { accept: 'application/json' }, signal: controller.signal })
        .then(async (response) => {
          if (!response.ok) throw new Error(`pickup points answered ${response.status}`);
          const body = (await response.json()) as PickupPointsResponse;
          setPoints({ status: 'ready', points: body.pickup_points });
        })
        .catch((error: unknown) => {
          if (!controller.signal.aborted) {
            console.warn('pickup points:', error);
            setPoints({ status: 'failed' });
          }
        });
    }, TYPING_PAUSE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [methodId, code, usable, country]);
  return points;
}
