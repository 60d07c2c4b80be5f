import { useEffect } from 'react';

/**
 * core 2 Static page: the external booking resize script runs when the
 * sanitised content holds #etifr. Its URL (general setting
 * booking_resize_script_url) and the CSP that allows it come with the page
 * (decision 036); the loader is a chunk of its own, fetched only then.
 */
export function useBookingScript(bookingScript: string | undefined): void {
  useEffect(() => {
    if (!bookingScript || !document.getElementById('etifr')) return;
    void import('../load-partner-script.ts').then(({ loadPartnerScript }) => loadPartnerScript(bookingScript))
      .catch((error: unknown) => console.warn('The booking resize script did not load', error));
  }, [bookingScript]);
}
