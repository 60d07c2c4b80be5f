import { SKIER_LIMITS } from '../../../shared/ski-wizard/skier.ts';
import { isRecord } from '../../../shared/is-record.ts';
import { wizardStorageKey, type SkiSport, type SkierDraft } from '../../../shared/ski-wizard/wizard-state.ts';

/**
 * The boot sole length the wizard filled in for the skier from the chosen
 * boots (issue 17 item 4): the release value needs it, and the boots know it.
 * Only an empty field is filled, or one still holding the wizard's own
 * earlier fill (other boots chosen since); a length the skier typed is never
 * overwritten. What was filled is remembered beside the sport's wizard, so
 * the skier step can say where the figure came from while it is unchanged.
 */
export interface SoleFill {
  mm: number;
  /** The boots it came from, as the wizard names them. */
  boots: string;
}

const soleFillKey = (sport: SkiSport): string => `${wizardStorageKey(sport)}_sole`;

/** The skier with the boots' sole length, or null when the field is the skier's own (or the boots' length is unknown or implausible). */
export function fillSoleLength(skier: SkierDraft, mm: number | null, previous: SoleFill | null): SkierDraft | null {
  if (mm === null || !Number.isInteger(mm) || mm < SKIER_LIMITS.soleLengthMm.min || mm > SKIER_LIMITS.soleLengthMm.max) return null;
  const typed = skier.soleLength.trim();
  if (typed !== '' && !(previous !== null && isFilled(typed, previous))) return null;
  return { ...skier, soleLength: String(mm) };
}

/** The field still shows the wizard's fill, unchanged by the skier. */
export function isFilled(soleLength: string, fill: SoleFill | null): boolean {
  return fill !== null && soleLength.trim() === String(fill.mm);
}

/** What the wizard filled in last for the sport; null when nothing (or unreadable text: it is untrusted). */
export function readSoleFill(sport: SkiSport): SoleFill | null {
  try {
    const raw: unknown = JSON.parse(window.localStorage.getItem(soleFillKey(sport)) ?? 'null');
    if (!isRecord(raw) || !Number.isInteger(raw.mm) || typeof raw.boots !== 'string') return null;
    return { mm: raw.mm as number, boots: raw.boots.slice(0, 300) };
  } catch {
    return null;
  }
}

/** Remembers the fill; storage that refuses only loses the hint, never the figure (that is in the wizard's state). */
export function writeSoleFill(sport: SkiSport, fill: SoleFill): void {
  try {
    window.localStorage.setItem(soleFillKey(sport), JSON.stringify(fill));
  } catch {
    // Storage full or blocked: the skier step then shows the figure without saying where it came from.
  }
}
