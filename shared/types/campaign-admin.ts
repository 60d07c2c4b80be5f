/**
 * What the company and campaign management calls answer (issue 17 item 2,
 * decision 027). Dates are ISO strings; money is euro as stored.
 */
import type { CompanyStatus } from '../gift-campaign/company-schema.ts';

export interface CompanyView {
  id: number;
  name: string;
  country: string;
  vat_number: string;
  contact_name: string;
  contact_email: string;
  contact_phone: string;
  status: CompanyStatus;
  created_at: string;
  decided_at: string | null;
}

/** GET /api/company/: the customer's company, or null before registering. */
export interface CompanyResponse { company: CompanyView | null }

/** A company as staff see it: with the addresses of its users. */
export interface StaffCompanyView extends CompanyView { users: string[] }
export interface StaffCompaniesResponse { companies: StaffCompanyView[] }

export interface CampaignSummary {
  id: number;
  name: string;
  starts_on: string;
  ends_on: string;
  recipient_price: number;
  free_delivery: boolean;
  codes: number;
  redeemed: number;
}
export interface CampaignListResponse { company: string; campaigns: CampaignSummary[] }

export interface CategoryModel { id: number; name: string; manufacturer: string }
export interface CampaignCategory { id: number; slug: string; name: string; models: CategoryModel[] }
export interface CampaignDetail extends CampaignSummary { categories: CampaignCategory[] }

export type CodeState = 'free' | 'reserved' | 'redeemed';
export interface CampaignCodeRow {
  id: number;
  /** Formatted in groups of four. */
  code: string;
  category_id: number;
  recipient_email: string | null;
  recipient_language: string | null;
  mailed_at: string | null;
  comment: string;
  state: CodeState;
  /** When the order that used it was placed (reserved or redeemed). */
  order_date: string | null;
}
/** One page of a campaign's codes (GET .../codes/?page=&state=), oldest first; `total` of the state asked for, or of all. */
export interface CampaignCodesResponse { codes: CampaignCodeRow[]; total: number; page: number; per_page: number }
export interface CodesCreatedResponse { created: number }

export interface RecipientsResponse {
  /** Addresses that got a code and a mail. */
  added: Array<{ email: string; code: string }>;
  /** What was pasted but is no address, as typed. */
  invalid: string[];
}

export interface ModelSearchResponse { models: CategoryModel[] }
export interface SavedResponse { ok: true; message: string }

/** Props of the company registration page: the countries with a known VAT format, named in the page's language. */
export interface CompanyRegistrationPageProps { countries: Array<{ code: string; name: string }> }

/** Props of a campaign's management page: the id from its path. */
export interface CampaignManagePageProps { campaignId: number }
