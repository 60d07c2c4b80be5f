import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createValidationScheduler, type RunOutcome } from './validation-scheduler.ts';

const timers = { setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms), clearTimeout: (handle: unknown) => clearTimeout(handle as number) };

function setup(outcomes: RunOutcome[] = [], authLoading: () => boolean = () => false) {
  const run = vi.fn(async () => outcomes.shift() ?? 'done');
  const warn = vi.fn();
  const scheduler = createValidationScheduler({ timers, isAuthLoading: authLoading, run, warn });
  return { run, warn, scheduler };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the checkout validation scheduler (core 4, core 9)', () => {
  it('waits for 2,000 ms of quiet after a change before validating', async () => {
    const { run, scheduler } = setup();
    scheduler.request();
    await vi.advanceTimersByTimeAsync(1999);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('gathers changes made within the debounce into one validation', async () => {
    const { run, scheduler } = setup();
    scheduler.request();
    await vi.advanceTimersByTimeAsync(1500);
    scheduler.request();
    await vi.advanceTimersByTimeAsync(1500);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(500);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('validates at once when asked to (a page just opened)', async () => {
    const { run, scheduler } = setup();
    scheduler.request({ immediate: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('polls auth loading every 100 ms and goes ahead when it finishes', async () => {
    let loading = true;
    const { run, warn, scheduler } = setup([], () => loading);
    scheduler.request({ immediate: true });
    await vi.advanceTimersByTimeAsync(300);
    expect(run).not.toHaveBeenCalled();
    loading = false;
    await vi.advanceTimersByTimeAsync(100);
    expect(run).toHaveBeenCalledTimes(1);
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns "auth took too long" after 5,000 ms of auth loading and validates anyway', async () => {
    const { run, warn, scheduler } = setup([], () => true);
    scheduler.request({ immediate: true });
    await vi.advanceTimersByTimeAsync(4900);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(warn).toHaveBeenCalledWith('auth took too long');
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('retries a failed validation after 5,000 ms', async () => {
    const { run, scheduler } = setup(['retry', 'done']);
    scheduler.request({ immediate: true });
    await vi.advanceTimersByTimeAsync(4999);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('retries a validation that threw as well', async () => {
    const run = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('done');
    const scheduler = createValidationScheduler({ timers, isAuthLoading: () => false, run, warn: vi.fn() });
    scheduler.request({ immediate: true });
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('does not retry after a stop (READ_ONLY_ORDER)', async () => {
    const { run, scheduler } = setup(['stop']);
    scheduler.request({ immediate: true });
    await vi.advanceTimersByTimeAsync(20_000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('replaces a waiting retry with the debounce of a newer change', async () => {
    const { run, scheduler } = setup(['retry', 'done']);
    scheduler.request({ immediate: true });
    await vi.advanceTimersByTimeAsync(1000);
    scheduler.request();
    await vi.advanceTimersByTimeAsync(2000);
    expect(run).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('schedules nothing more once disposed', async () => {
    const { run, scheduler } = setup(['retry']);
    scheduler.request();
    scheduler.dispose();
    scheduler.request();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(run).not.toHaveBeenCalled();
  });
});
