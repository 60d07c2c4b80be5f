import { describe, expect, it } from 'vitest';
import { CLOSED, afterInput, onComboboxKey } from './combobox-state.ts';

const open = (active: number) => ({ open: true, active });

describe('the header search combobox keys', () => {
  it('opens on typing a non-blank value with no option active, and stays closed for blanks', () => {
    expect(afterInput('goretex')).toEqual(open(-1));
    expect(afterInput('   ')).toEqual(CLOSED);
    expect(afterInput('')).toEqual(CLOSED);
  });

  it('moves down from the input to the first option, then on, wrapping from the last to the first', () => {
    expect(onComboboxKey(open(-1), 'ArrowDown', 3)).toEqual({ state: open(0), command: null, handled: true });
    expect(onComboboxKey(open(0), 'ArrowDown', 3).state).toEqual(open(1));
    expect(onComboboxKey(open(2), 'ArrowDown', 3).state).toEqual(open(0));
  });

  it('moves up from the input to the last option, then back, wrapping from the first to the last', () => {
    expect(onComboboxKey(open(-1), 'ArrowUp', 3).state).toEqual(open(2));
    expect(onComboboxKey(open(2), 'ArrowUp', 3).state).toEqual(open(1));
    expect(onComboboxKey(open(0), 'ArrowUp', 3).state).toEqual(open(2));
  });

  it('opens a closed popup on an arrow key, starting from the end the arrow points at', () => {
    expect(onComboboxKey({ open: false, active: 1 }, 'ArrowDown', 4).state).toEqual(open(0));
    expect(onComboboxKey(CLOSED, 'ArrowUp', 4).state).toEqual(open(3));
  });

  it('keeps no option active when there are none, yet takes the arrow from the caret', () => {
    expect(onComboboxKey(open(-1), 'ArrowDown', 0)).toEqual({ state: open(-1), command: null, handled: true });
  });

  it('follows the active option on Enter and closes', () => {
    expect(onComboboxKey(open(1), 'Enter', 3)).toEqual({ state: CLOSED, command: 'follow', handled: true });
  });

  it('submits the query on Enter with no option active, with the popup closed, or with an active index past the options', () => {
    expect(onComboboxKey(open(-1), 'Enter', 3).command).toBe('submit');
    expect(onComboboxKey({ open: false, active: 1 }, 'Enter', 3).command).toBe('submit');
    expect(onComboboxKey(open(5), 'Enter', 3).command).toBe('submit');
  });

  it('closes an open popup on Escape and clears the input on a second Escape', () => {
    const first = onComboboxKey(open(2), 'Escape', 3);
    expect(first).toEqual({ state: CLOSED, command: null, handled: true });
    expect(onComboboxKey(first.state, 'Escape', 3)).toEqual({ state: CLOSED, command: 'clear', handled: true });
  });

  it('closes on Tab and lets focus leave', () => {
    expect(onComboboxKey(open(1), 'Tab', 3)).toEqual({ state: CLOSED, command: null, handled: false });
  });

  it('leaves other keys to the input', () => {
    expect(onComboboxKey(open(1), 'a', 3)).toEqual({ state: open(1), command: null, handled: false });
    expect(onComboboxKey(open(1), 'Home', 3).handled).toBe(false);
  });
});
