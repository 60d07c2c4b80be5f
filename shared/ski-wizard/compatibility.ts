/**
 * Which skis, bindings and boots fit together (issue 17, cat 5 "Ski wizard
 * compatibility"; the sources are in decision 029). Pure rules over the
 * facts the catalogue keeps per model and variant (migration 0023): the
 * wizard's lists, GET /api/compatible_products/ and the checkout's re-check
 * all answer from here. A fact the catalogue lacks never makes a pair fit:
 * a binding nobody measured is not mounted on a ski.
 */

export const SKI_SPORTS = ['alpine', 'nordic'] as const;
export type SkiSport = (typeof SKI_SPORTS)[number];
export const SKI_GROUPS = ['skis', 'bindings', 'boots'] as const;
export type SkiGroup = (typeof SKI_GROUPS)[number];

/** Alpine boot soles: ISO 5355 alpine, ISO 9523 touring, and GripWalk (ISO 23223's rockered, rubber alpine sole). */
export const SOLE_NORMS = ['iso5355', 'iso9523', 'gripwalk'] as const;
export type SoleNorm = (typeof SOLE_NORMS)[number];
export const NORDIC_SYSTEMS = ['nnn', 'prolink', 'turnamic', 'sns'] as const;
export type NordicSystem = (typeof NORDIC_SYSTEMS)[number];
export const NORDIC_STYLES = ['classic', 'skate', 'both'] as const;
export type NordicStyle = (typeof NORDIC_STYLES)[number];

/** A brake narrower than the ski's waist cannot pass it; one much wider catches the snow in a turn. */
export const MAX_BRAKE_OVERHANG_MM = 30;

/** The facts of one chosen part (a variant with its model's specs); null where the catalogue has none. */
export interface SkiGearFacts {
  /** Alpine skis: width under the boot, mm. */
  waistWidthMm: number | null;
  /** Alpine bindings: brake width, mm (the variant's, else the model's). */
  brakeWidthMm: number | null;
  /** Alpine bindings: the boot sole norms accepted. */
  soleNorms: readonly SoleNorm[];
  /** Alpine boots: the sole norm. */
  soleNorm: SoleNorm | null;
  /** Nordic bindings and boots: the system; nordic skis: the mounting plate's system, null without a plate. */
  nordicSystem: NordicSystem | null;
  /** Nordic skis, bindings and boots. */
  nordicStyle: NordicStyle | null;
}

export const NO_FACTS: SkiGearFacts = Object.freeze({ waistWidthMm: null, brakeWidthMm: null, soleNorms: [], soleNorm: null, nordicSystem: null, nordicStyle: null });

/**
 * NNN, Prolink and Turnamic share the NNN boot bar and binding ridges: boots
 * and bindings of the three fit each other. SNS (Profil / Pilot) is a
 * different sole and fits only SNS.
 */
const SYSTEM_FAMILY: Record<NordicSystem, 'nnn' | 'sns'> = { nnn: 'nnn', prolink: 'nnn', turnamic: 'nnn', sns: 'sns' };

export function nordicSystemsFit(a: NordicSystem | null, b: NordicSystem | null): boolean {
  return a !== null && b !== null && SYSTEM_FAMILY[a] === SYSTEM_FAMILY[b];
}

/** Classic with classic, skate with skate; a combi ('both') part goes with either. */
export function nordicStylesFit(a: NordicStyle | null, b: NordicStyle | null): boolean {
  return a !== null && b !== null && (a === 'both' || b === 'both' || a === b);
}

/** Alpine ski and binding: the brake passes the waist and does not stick out more than MAX_BRAKE_OVERHANG_MM. */
export function alpineSkiFitsBinding(ski: SkiGearFacts, binding: SkiGearFacts): boolean {
  if (ski.waistWidthMm === null || binding.brakeWidthMm === null) return false;
  return binding.brakeWidthMm >= ski.waistWidthMm && binding.brakeWidthMm <= ski.waistWidthMm + MAX_BRAKE_OVERHANG_MM;
}

/** Alpine binding and boot: the binding accepts the boot's sole norm. */
export function alpineBindingFitsBoot(binding: SkiGearFacts, boot: SkiGearFacts): boolean {
  return boot.soleNorm !== null && binding.soleNorms.includes(boot.soleNorm);
}

/** Nordic ski and binding: a plate takes only bindings of its system family (a plain ski takes any, drilled); styles match. */
export function nordicSkiFitsBinding(ski: SkiGearFacts, binding: SkiGearFacts): boolean {
  if (binding.nordicSystem === null) return false;
  const mounts = ski.nordicSystem === null || nordicSystemsFit(ski.nordicSystem, binding.nordicSystem);
  return mounts && nordicStylesFit(ski.nordicStyle, binding.nordicStyle);
}

/** Nordic binding and boot: the same system family and matching styles. */
export function nordicBindingFitsBoot(binding: SkiGearFacts, boot: SkiGearFacts): boolean {
  return nordicSystemsFit(binding.nordicSystem, boot.nordicSystem) && nordicStylesFit(binding.nordicStyle, boot.nordicStyle);
}

/** Nordic ski and boot (no binding chosen yet): some binding can join them: the plate's family takes the boot's system; styles match. */
export function nordicSkiFitsBoot(ski: SkiGearFacts, boot: SkiGearFacts): boolean {
  if (boot.nordicSystem === null) return false;
  const mounts = ski.nordicSystem === null || nordicSystemsFit(ski.nordicSystem, boot.nordicSystem);
  return mounts && nordicStylesFit(ski.nordicStyle, boot.nordicStyle);
}

/** Whether two chosen parts fit; the order of the groups does not matter. */
export function partsFit(sport: SkiSport, a: { group: SkiGroup; facts: SkiGearFacts }, b: { group: SkiGroup; facts: SkiGearFacts }): boolean {
  if (a.group === b.group) return true;
  const [first, second] = SKI_GROUPS.indexOf(a.group) < SKI_GROUPS.indexOf(b.group) ? [a, b] : [b, a];
  const pair = `${first.group}-${second.group}`;
  if (sport === 'alpine') {
    if (pair === 'skis-bindings') return alpineSkiFitsBinding(first.facts, second.facts);
    if (pair === 'bindings-boots') return alpineBindingFitsBoot(first.facts, second.facts);
    // An alpine boot meets the ski only through the binding.
    return true;
  }
  if (pair === 'skis-bindings') return nordicSkiFitsBinding(first.facts, second.facts);
  if (pair === 'bindings-boots') return nordicBindingFitsBoot(first.facts, second.facts);
  return nordicSkiFitsBoot(first.facts, second.facts);
}

export type ChosenParts = Partial<Record<SkiGroup, SkiGearFacts>>;

export interface PartsCompatibility { withSkis: boolean; withBindings: boolean; withBoots: boolean }

/**
 * core 7's compatibleWith*: whether the other chosen parts fit the chosen
 * skis, bindings and boots. True where that part is not chosen or nothing
 * else is to compare with.
 */
export function partsCompatibility(sport: SkiSport, chosen: ChosenParts): PartsCompatibility {
  const fits = (group: SkiGroup) => SKI_GROUPS.every((other) => {
    const own = chosen[group];
    const theirs = chosen[other];
    return own === undefined || theirs === undefined || partsFit(sport, { group, facts: own }, { group: other, facts: theirs });
  });
  return { withSkis: fits('skis'), withBindings: fits('bindings'), withBoots: fits('boots') };
}

/** Whether a candidate of `group` fits every chosen part of the other groups (the wizard's lists). */
export function fitsChosen(sport: SkiSport, group: SkiGroup, candidate: SkiGearFacts, chosen: ChosenParts): boolean {
  return SKI_GROUPS.every((other) => {
    const theirs = chosen[other];
    return other === group || theirs === undefined || partsFit(sport, { group, facts: candidate }, { group: other, facts: theirs });
  });
}
