import { Suspense, useState } from 'react';
import type { SizeTableView } from '../../../shared/types/product-extra.ts';
import { ensureDictionaryPart } from '../../dictionary-parts.ts';
import { lazyOnUse } from '../../lazy-on-use.ts';
import { useSite } from '../../site-context.tsx';

// The tables, their modal and its texts load with the first open (issue 5 JS budget of the product page).
const SizeTableModal = lazyOnUse(() => Promise.all([import('./size-table-modal.tsx'), ensureDictionaryPart('productInfo')]).then(([module]) => module.default));

/** The "Size guide" button beside the size options, with its modal; nothing without size tables (extra type 2). */
export function SizeTableLink({ tables }: { tables: SizeTableView[] }) {
  const { t } = useSite();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  if (tables.length === 0) return null;
  return (
    <>
      <button type="button" className="size-table-link" aria-haspopup="dialog" onClick={() => { setOpened(true); setOpen(true); }}>{t('sizeTable.link')}</button>
      {opened ? <Suspense fallback={null}><SizeTableModal tables={tables} open={open} onClose={() => setOpen(false)} /></Suspense> : null}
    </>
  );
}
