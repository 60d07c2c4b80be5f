/**
 * The client checkout state of core 3 and every transition of core 4, pure
 * (no window): the one module the store, the validation loop and the pages
 * import. The rules live in the modules below, by subject.
 */
export * from './checkout-core.ts';
export * from './cart-rows.ts';
export * from './cart-bundles.ts';
export * from './cart-gifts.ts';
export * from './discount-codes.ts';
export * from './checkout-options.ts';
export * from './checkout-validation.ts';
export * from './parse-checkout-state.ts';
