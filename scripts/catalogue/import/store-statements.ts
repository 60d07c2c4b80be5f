import { LANGUAGES } from '../../../shared/languages.ts';
import type { CatalogueImport } from '../import-format.ts';
import { deleteWhereIn, insertRows, type Statement } from './sql-rows.ts';

/**
 * A store page's rows (migration 0027): each store in the file has its
 * texts, week and exception days replaced, like other entities' child rows.
 * Runs after the reference statements that upsert the stores themselves.
 */
export function storeStatements(data: CatalogueImport): Statement[] {
  if (data.stores.length === 0) return [];
  const ids = data.stores.map((store) => store.id);
  return [
    ...deleteWhereIn('store_texts', 'store_id', ids),
    ...deleteWhereIn('store_opening_hours', 'store_id', ids),
    // Their notes go with them (ON DELETE CASCADE).
    ...deleteWhereIn('store_exception_days', 'store_id', ids),
    ...insertRows('store_texts', ['store_id', 'language', 'description'],
      data.stores.flatMap((store) => (store.descriptions ? LANGUAGES.map((language) => [store.id, language, store.descriptions![language]]) : []))),
    ...insertRows('store_opening_hours', ['store_id', 'weekday', 'opens', 'closes'],
      data.stores.flatMap((store) => store.openingHours.map((hours) => [store.id, hours.weekday, hours.opens, hours.closes]))),
    ...insertRows('store_exception_days', ['store_id', 'day', 'opens', 'closes'],
      data.stores.flatMap((store) => store.exceptionDays.map((entry) => [store.id, entry.date, entry.opens, entry.closes]))),
    ...insertRows('store_exception_day_texts', ['store_id', 'day', 'language', 'note'],
      data.stores.flatMap((store) => store.exceptionDays.flatMap((entry) => LANGUAGES.map((language) => [store.id, entry.date, language, entry.notes[language]])))),
  ];
}
