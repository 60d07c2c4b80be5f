/**
 * The complaint page and its calls (issue 16 item 2): the page's props, the
 * order a logged-in customer fills the form from, an upload's answer and
 * the complaint's. Amounts are euro.
 */
import type { AttachmentType } from '../service/attachment-limits.ts';

/** A store the form may name: the web shop, or a retail store (core 5's main store is the first retail one). */
export interface ReclamationStore { id: number; name: string; type: 'retail' | 'web' }

/** /reclamation/'s props: the same for everyone (no personal data in the HTML). */
export interface ReclamationPageProps {
  stores: ReclamationStore[];
  /** core 5: sales channel 'S' sets the store to this one; null when the shop has no retail store. */
  mainStoreId: number | null;
  /** `?order=&row=`: the order row to fill the form from once the customer is known ('' and null for none). */
  orderNumber: string;
  row: number | null;
}

/** One order row the form can be filled from; the money fields are the form's text ('49.90'). */
export interface ReclamationPrefillRow {
  position: number;
  /** The row as the order showed it: 'Model, Red, M'. */
  label: string;
  manufacturer: string;
  model: string;
  color: string;
  size: string;
  price: string;
  /** The row's share of the order's discount, per unit and for the row's units. */
  unit_discount: string;
  calculated_discount: string;
}

/** GET /api/reclamations/order/?order= (a logged-in customer's own order). */
export interface ReclamationPrefill {
  order_number: string;
  /** YYYY-MM-DD. */
  order_date: string;
  customer: { name: string; email: string; phone: string; address: string; post_number: string; city: string };
  rows: ReclamationPrefillRow[];
}

/** POST /api/reclamations/uploads/: the stored file, named for the form's upload_ids. */
export interface ReclamationUploadResponse { upload_id: string; file_name: string; content_type: AttachmentType; size: number }

/** POST /api/reclamations/. */
export interface ReclamationResponse { case_number: string }

/**
 * The complaint as kept in service_cases.details: the form's values after
 * the server's checks, stores by name (the case's store_id is targetStore),
 * the price in euro. The case desk shows it with reclamation.fields.{key}.
 */
export interface ReclamationDetails {
  customerName: string; email: string; phone: string; address: string; postNumber: string; city: string;
  salesChannel: 'W' | 'S'; store: string; targetStore: string; orderNumber: string; receipt: string; timeOfPurchase: string;
  price: number; used: boolean; manufacturer: string; model: string; color: string; size: string; noSize: boolean; complaint: string;
  /** From the order row when the complaint is about one of the customer's orders; null or '' otherwise. */
  rowId: number | null; orderDate: string; unitDiscount: number | null; calculatedDiscount: number | null;
}
