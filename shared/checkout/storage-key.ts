/** localStorage key of the checkout state (core 3: persisted locally). Its own module: the header reads it on every page. */
export const CHECKOUT_STORAGE_KEY = 'so_checkout';
