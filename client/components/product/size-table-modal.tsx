import { lazy, Suspense, useId } from 'react';
import type { SizeTableView } from '../../../shared/types/product-extra.ts';
import { ensureDictionaryPart } from '../../dictionary-parts.ts';
import { ModalDialog } from '../modal-dialog.tsx';
import { useSite } from '../../site-context.tsx';

// Staff only (cat 6, decision 021): the link and its text (with the other staff texts, in the checkout part) load when a table has one.
const AdminLink = lazy(() => ensureDictionaryPart('checkout').then(() => import('../staff/admin-link.tsx')));

/** A size column's heading: the size, with the product type when the table mixes types. */
const sizeHeading = (size: { size: string; product_type: string }) => (size.product_type ? `${size.size} (${size.product_type})` : size.size);

/**
 * One size table (cat 3 Extra data sizetables): the chart image unless
 * hidden, the info text, and a real table with the sizes as columns and one
 * row per measurement ("Chest [cm]"). Wide tables scroll inside their box.
 */
export function SizeTable({ table }: { table: SizeTableView }) {
  const { t } = useSite();
  const captionId = useId();
  const { sizes, rows } = table.parsed_sizetable;
  return (
    <section className="size-table">
      <h3 className="size-table__name">{table.name}</h3>
      {!table.hide_image && table.sizetable ? <img className="size-table__image" src={table.sizetable} alt={t('sizeGuide.imageAlt', { name: table.name })} loading="lazy" /> : null}
      {table.info_text ? <p className="size-table__info">{table.info_text}</p> : null}
      {table.admin_url ? <Suspense fallback={null}><AdminLink href={table.admin_url} name={table.name} /></Suspense> : null}
      {sizes.length > 0 && rows.length > 0 ? (
        <div className="size-table__scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
          <table className="size-table__table">
            <caption id={captionId} className="visually-hidden">{t('sizeGuide.caption', { name: table.name })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('sizeGuide.size')}</th>
                {sizes.map((size, index) => <th key={index} scope="col">{sizeHeading(size)}</th>)}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, rowIndex) => (
                <tr key={rowIndex}>
                  <th scope="row">{row.unit ? `${row.name} [${row.unit}]` : row.name}</th>
                  {sizes.map((_, index) => <td key={index}>{row.values[index] ?? ''}</td>)}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}

/** The size guide modal (cat 2 Modals): every size table of the product. Its own chunk: it loads on the first open. */
export default function SizeTableModal({ tables, open, onClose }: { tables: SizeTableView[]; open: boolean; onClose(): void }) {
  const { t } = useSite();
  return (
    <ModalDialog open={open} className="size-table-modal" title={t('sizeGuide.title')} closeLabel={t('sizeGuide.close')} onClose={onClose}>
      {tables.map((table) => <SizeTable key={table.id} table={table} />)}
    </ModalDialog>
  );
}
