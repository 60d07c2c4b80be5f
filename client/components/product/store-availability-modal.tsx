import { useSite } from '../../site-context.tsx';
import { ModalDialog } from '../modal-dialog.tsx';
import { StoreAvailabilityTable, type StoreAvailabilityTableProps } from './store-availability-table.tsx';

interface StoreAvailabilityModalProps extends StoreAvailabilityTableProps {
  open: boolean;
  onClose(): void;
}

/** The availability-table modal of cat 2 (the shop's modal: focus kept inside, Esc closes). */
export function StoreAvailabilityModal({ open, onClose, ...table }: StoreAvailabilityModalProps) {
  const { t } = useSite();
  return (
    <ModalDialog open={open} className="store-availability-modal" title={t('storeAvailability.title')} closeLabel={t('storeAvailability.close')} onClose={onClose}>
      {open ? <StoreAvailabilityTable {...table} /> : null}
    </ModalDialog>
  );
}
