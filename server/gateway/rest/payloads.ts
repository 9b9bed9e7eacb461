/** The REST API's JSON payloads as the gateway receives them (snake_case as spec 01 §3 names them). */

export type RestPhase = { id: number; label: string; next_phase: number | null };

export type RestOrganisation = {
  id: number;
  name: string;
  credits: number;
  parent_name?: string | null;
  type?: number;
  type_name?: string;
  default_phase?: { id: number; label: string | null };
  num_agents?: number;
  num_agencies?: number;
  num_properties?: number;
};

export type RestProperty = {
  id: number;
  name: string;
  address: string;
  city: string;
  postcode: string;
  title_number: string | null;
  friendlyId: string;
  created_at: string;
  deleted_at: string | null;
  is_seller: boolean;
  num_sellers: number;
  owner_id: string | null;
  organisation_ids: number[];
  owner_name: string | null;
  searches_requested: boolean;
  ta6_part1_active: boolean;
  complete?: number;
  phase?: RestPhase | null;
  completed_phases?: { id: number; label: string }[];
  last_sign_in?: number | null;
  user_emails?: string[];
  agencies_names?: string[];
  solicitors_names?: string[];
};

export type RestUser = {
  id: string;
  displayName: string;
  email: string;
  photoURL: string | null;
  role: number;
  accepted_tcs: boolean;
  organisation: RestOrganisation | null;
  date_registered?: string | null;
  last_activity?: string | null;
  properties?: { id: number; name: string }[];
};

export type RestPagination = { page: number; page_size: number; total: number; total_pages: number };

export type RestPropertyList = { properties: RestProperty[]; pagination: RestPagination; user: RestUser };

/** A page of properties as the gateway resolves it. */
export type RestPropertyPage = { nodes: RestProperty[]; pagination: RestPagination };

export type RestHealth = { status: string; database: string };
