/**
 * The header search combobox's keyboard logic (ARIA 1.2 combobox with a
 * listbox popup, list autocomplete), pure so it is tested without a browser.
 * Focus stays on the input; `active` is the option aria-activedescendant
 * names, -1 for none.
 */
export interface ComboboxState {
  open: boolean;
  active: number;
}

export const CLOSED: ComboboxState = { open: false, active: -1 };

/** What a key asks of the component besides the new state. */
export type ComboboxCommand =
  /** Open the active option's page. */
  | 'follow'
  /** Search for what is typed. */
  | 'submit'
  /** Empty the input (Escape on a closed popup). */
  | 'clear'
  | null;

export interface KeyOutcome {
  state: ComboboxState;
  command: ComboboxCommand;
  /** The key was the combobox's: its default action (caret move, form submit) is prevented. */
  handled: boolean;
}

/** Typing opens the popup for a non-blank value and leaves no option active. */
export function afterInput(value: string): ComboboxState {
  return { open: value.trim() !== '', active: -1 };
}

/**
 * One key on the input with `count` options shown. Down and Up open the popup
 * and move through the options, wrapping at the ends; Enter opens the active
 * option or submits the query; Escape closes an open popup or clears the
 * input; Tab closes it and lets focus leave. Other keys belong to the input.
 */
export function onComboboxKey(state: ComboboxState, key: string, count: number): KeyOutcome {
  const unhandled: KeyOutcome = { state, command: null, handled: false };
  switch (key) {
    case 'ArrowDown':
    case 'ArrowUp': {
      if (count === 0) return { state: { open: state.open, active: -1 }, command: null, handled: true };
      const step = key === 'ArrowDown' ? 1 : -1;
      const from = state.open ? state.active : -1;
      const active = from === -1 ? (step === 1 ? 0 : count - 1) : (from + step + count) % count;
      return { state: { open: true, active }, command: null, handled: true };
    }
    case 'Enter':
      return { state: CLOSED, command: state.open && state.active >= 0 && state.active < count ? 'follow' : 'submit', handled: true };
    case 'Escape':
      return state.open ? { state: CLOSED, command: null, handled: true } : { state: CLOSED, command: 'clear', handled: true };
    case 'Tab':
      return { state: CLOSED, command: null, handled: false };
    default:
      return unhandled;
  }
}
