import type { StoreIcon } from '../../../shared/product/variant-availability.ts';

const PATHS: Record<StoreIcon, string> = {
  check: 'M5 12.5l4.5 4.5L19 7.5',
  circle: '',
  minus: 'M6 12h12',
};

/**
 * The availability icons of cat 4: check (in stock / at once), circle (on
 * order), minus (not available). Decorative: the text beside each says it.
 */
export function AvailabilityIcon({ icon }: { icon: StoreIcon }) {
  return (
    <svg className={`availability-icon availability-icon--${icon}`} aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24">
      {icon === 'circle' ? (
        <circle cx="12" cy="12" r="7" fill="none" stroke="currentColor" strokeWidth="2.4" />
      ) : (
        <path d={PATHS[icon]} fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
      )}
    </svg>
  );
}

/** The words each icon stands for (availability.* keys). */
export const ICON_TEXT_KEY: Record<StoreIcon, string> = {
  check: 'availability.iconCheck',
  circle: 'availability.iconCircle',
  minus: 'availability.iconMinus',
};
