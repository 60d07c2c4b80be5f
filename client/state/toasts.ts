/**
 * Toast messages (core 8 toast helpers: error, success, warning; 3,000 ms by
 * default; shown top-right). A tiny store any code can push to. The layout
 * holds only the empty live region (<Toasts />): this module, loaded with the
 * cart code, writes the messages into it, so pages that never toast carry no
 * toast code (the product page's JS budget). The same text is not stacked twice.
 */

type ToastKind = 'error' | 'success' | 'warning' | 'info';
interface Toast { id: number; kind: ToastKind; text: string }

export const TOAST_MS = 3000;
export const TOAST_REGION_ID = 'toasts';

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export const toastStore = {
  get: () => toasts,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

function dismissToast(id: number): void {
  const left = toasts.filter((toast) => toast.id !== id);
  if (left.length === toasts.length) return;
  toasts = left;
  emit();
}

/** Shows the region's messages as the store holds them: one paragraph per toast, oldest first. */
function renderToasts(region: HTMLElement, list: readonly Toast[]): void {
  const document = region.ownerDocument;
  region.replaceChildren(...list.map((toast) => {
    const line = document.createElement('p');
    line.className = `toast toast--${toast.kind}`;
    line.textContent = toast.text;
    return line;
  }));
}

let attached = false;
function attachRegion(): void {
  if (attached || typeof document === 'undefined') return;
  attached = true;
  toastStore.subscribe(() => {
    const region = document.getElementById(TOAST_REGION_ID);
    if (region) renderToasts(region, toasts);
  });
}

export function showToast(text: string, kind: ToastKind = 'error', ms = TOAST_MS): void {
  if (!text || toasts.some((toast) => toast.text === text && toast.kind === kind)) return;
  attachRegion();
  const id = nextId++;
  toasts = [...toasts, { id, kind, text }];
  emit();
  setTimeout(() => dismissToast(id), ms);
}
