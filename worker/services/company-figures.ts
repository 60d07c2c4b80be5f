/**
 * The company history's figures (cat 9: "over 50 delivery countries, over 100
 * employees, 7 stores"), counted from the data rather than typed into a text
 * a later change could contradict: delivery countries from the enabled
 * delivery methods, stores from the retail stores, employees from the general
 * setting company_employee_count (no data there: no claim).
 */
import type { CompanyFigure } from '../../shared/types/area-pages.ts';
import type { CatalogueSource } from '../data/catalogue-cache.ts';
import { getDeliveryMethods } from '../data/delivery-methods.ts';
import { getGeneralSettings } from '../data/general-settings.ts';
import { getStores } from '../data/resources.ts';
import type { Language } from '../../shared/languages.ts';

/** Counts from 20 up are said as "over" the ten below them (63: over 60; 100: 100); smaller ones exactly. */
export function figureOf(kind: CompanyFigure['kind'], count: number): CompanyFigure {
  if (count < 20) return { kind, value: count, over: false };
  const value = Math.floor(count / 10) * 10;
  return { kind, value, over: value < count };
}

export async function companyFigures(source: CatalogueSource, language: Language): Promise<CompanyFigure[]> {
  const [methods, stores, settings] = await Promise.all([getDeliveryMethods(source), getStores(source, language), getGeneralSettings(source, language)]);
  const countries = new Set(methods.flatMap((method) => method.countryCodes));
  const retail = stores.filter((store) => store.type === 'retail').length;
  const figures: CompanyFigure[] = [];
  if (countries.size > 0) figures.push(figureOf('deliveryCountries', countries.size));
  if (settings.companyEmployeeCount) figures.push(figureOf('employees', settings.companyEmployeeCount));
  if (retail > 0) figures.push(figureOf('stores', retail));
  return figures;
}
