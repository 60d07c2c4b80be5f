/** Longest report sent; the worker keeps 500 characters of it. */
const MAX_REPORT_LENGTH = 300;

/** Reports a page-load failure to the worker's log (core 7: GET /api/?err=). Never throws. */
export function reportClientError(message: string): void {
  void fetch(`/api/?err=${encodeURIComponent(message.slice(0, MAX_REPORT_LENGTH))}`).catch(() => {});
}
