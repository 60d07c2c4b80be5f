/** The paths of a subscription's link pages (decision 017), before the locale prefix; worker/api/stock-alert-pages.ts serves them. */
export type StockAlertAction = 'confirm' | 'remove';

export const stockAlertPath = (token: string, action: StockAlertAction) => `/stock-alerts/${token}/${action}/`;
