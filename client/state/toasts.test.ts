import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast, TOAST_MS, toastStore } from './toasts.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.runAllTimers();
  vi.useRealTimers();
});

describe('toasts (core 8)', () => {
  it('shows a message for 3,000 ms by default', () => {
    showToast('Saved', 'success');
    expect(toastStore.get().map((toast) => toast.text)).toEqual(['Saved']);
    vi.advanceTimersByTime(TOAST_MS - 1);
    expect(toastStore.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toastStore.get()).toHaveLength(0);
  });

  it('stacks different messages and does not repeat one already shown', () => {
    showToast('First');
    showToast('Second');
    showToast('First');
    expect(toastStore.get().map((toast) => `${toast.kind}:${toast.text}`)).toEqual(['error:First', 'error:Second']);
  });

  it('tells its subscribers about each change', () => {
    const listener = vi.fn();
    const stop = toastStore.subscribe(listener);
    showToast('Hello', 'info');
    vi.advanceTimersByTime(TOAST_MS);
    stop();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('ignores an empty message', () => {
    showToast('');
    expect(toastStore.get()).toHaveLength(0);
  });
});
