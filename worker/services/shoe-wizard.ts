import { emptyGridQuery, parseGridQuery, serialiseGridQuery } from '../../shared/grid/grid-query.ts';
import { filterProducts } from '../../shared/grid/filter-products.ts';
import { gridContextOf } from '../../shared/grid/grid-context.ts';
import { listValues } from '../../shared/grid/list-values.ts';
import type { Language } from '../../shared/languages.ts';
import {
  nextShoeStep, SHOE_CHOICES, SHOE_STEPS, shoeAnswersPath, shoeFilters, type ShoeAnswer,
} from '../../shared/shoe-wizard/steps.ts';
import type { GridContext } from '../../shared/types/grid.ts';
import type { GridSetup } from '../../shared/types/grid-page.ts';
import type { ProductGroupDetail, ProductListItem } from '../../shared/types/product-list.ts';
import type { ShoesLandingPageProps, ShoeWizardPageProps } from '../../shared/types/shoe-wizard.ts';
import { getProductList } from '../data/product-list.ts';
import { getShoeWizardGroup } from '../data/shoe-wizard-group.ts';
import { routerFor } from '../i18n.ts';
import { groupGridSetupFor } from './grid-page.ts';
import type { PageScope } from './page-scope.ts';

/** The footwear group's whole list and the grid rules its page applies. */
interface ShoeGrid {
  group: ProductGroupDetail;
  setup: GridSetup;
  ctx: GridContext;
  items: readonly ProductListItem[];
  present: Map<string, Set<string>>;
}

async function shoeGridOf(scope: PageScope, ownHosts: string[]): Promise<ShoeGrid | null> {
  const { source, language, config } = scope;
  const group = await getShoeWizardGroup(source, language, ownHosts);
  if (!group) return null;
  const items = await getProductList(source, { kind: 'ProductGroup', id: group.id }, language, config.taxAreaId);
  if (!items) return null;
  // The group page's own setup, so the counts are what its grid shows.
  const setup = await groupGridSetupFor(scope, group);
  return { group, setup, ctx: gridContextOf(config, setup), items, present: listValues(items).propertyValues };
}

/** The group's grid URL with these filters, and how many products it shows. */
function filtered(grid: ShoeGrid, filters: Record<string, string[]>): { path: string; count: number } {
  const query = { ...emptyGridQuery(grid.setup.defaultSort), properties: filters };
  const search = serialiseGridQuery(query, { defaultSort: grid.setup.defaultSort });
  const path = `${grid.group.path}${search}`;
  // The grid ignores a value no product has (an old link shows the whole list); here it leaves nothing.
  const absent = Object.entries(filters).some(([slug, values]) => !values.some((value) => grid.present.get(slug)?.has(value)));
  if (absent) return { path, count: 0 };
  const parsed = parseGridQuery(search, { defaultSort: grid.setup.defaultSort, propertyFilters: grid.setup.propertyFilters });
  return { path, count: filterProducts(grid.items, parsed, grid.ctx).length };
}

/** The wizard's local path for these answers in a language. */
export function shoeWizardPath(answers: readonly ShoeAnswer[], language: Language): string {
  return routerFor(language).pathFor('shoeWizard', { slug: shoeAnswersPath(answers, language) });
}

export type ShoeWizardOutcome =
  | { kind: 'missing' }
  | { kind: 'none' }
  | { kind: 'done'; gridPath: string }
  | { kind: 'step'; props: Omit<ShoeWizardPageProps, 'breadcrumbs'> };

/**
 * The wizard after these answers: the next question with each choice's count
 * and link, or, all answered, the filtered grid to go to. 'missing' when the
 * catalogue has no footwear group; 'none' when no shoe matches the answers
 * (only a typed path gets there: a choice leaving none has no link), never
 * a grid that would ignore them and show every shoe.
 */
export async function shoeWizardStep(scope: PageScope, ownHosts: string[], answers: readonly ShoeAnswer[]): Promise<ShoeWizardOutcome> {
  const grid = await shoeGridOf(scope, ownHosts);
  if (!grid) return { kind: 'missing' };
  const matching = filtered(grid, shoeFilters(answers));
  if (answers.length > 0 && matching.count === 0) return { kind: 'none' };
  const step = nextShoeStep(answers);
  if (step === null) return { kind: 'done', gridPath: matching.path };
  const isLast = answers.length === SHOE_STEPS.length - 1;
  const choices = SHOE_CHOICES[step].map((choice) => {
    const chosen = [...answers, { step, choice }];
    const result = filtered(grid, shoeFilters(chosen));
    const path = isLast ? result.path : shoeWizardPath(chosen, scope.language);
    return { key: choice.key, path: result.count > 0 ? path : null, count: result.count };
  });
  return {
    kind: 'step',
    props: {
      step,
      stepNumber: answers.length + 1,
      stepCount: SHOE_STEPS.length,
      answers: answers.map((answer, index) => ({ step: answer.step, choice: answer.choice.key, path: shoeWizardPath(answers.slice(0, index), scope.language) })),
      choices,
      matching,
    },
  };
}

/** /womens-and-mens-shoes/: the footwear group, its women's and men's grids that have shoes, its subgroups. */
export async function shoesLanding(scope: PageScope, ownHosts: string[]): Promise<ShoesLandingPageProps | null> {
  const grid = await shoeGridOf(scope, ownHosts);
  if (!grid) return null;
  const genders = (['women', 'men'] as const).flatMap((key) => {
    const choice = SHOE_CHOICES.gender.find((candidate) => candidate.key === key)!;
    const result = filtered(grid, choice.filters);
    return result.count > 0 ? [{ key, ...result }] : [];
  });
  return {
    wizardPath: shoeWizardPath([], scope.language),
    footwear: { name: grid.group.name, path: grid.group.path, count: grid.items.length },
    genders,
    groups: grid.group.children.map(({ name, path }) => ({ name, path })),
  };
}
