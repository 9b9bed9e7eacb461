import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { OrganisationTypeCode } from '../../domain/organisation-types.ts';
import type { RoleCode } from '../../domain/roles.ts';

/** Table types for Kysely; the migrations in ./migrations create exactly these columns. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T> = ColumnType<T, string, string>;

export type OrganisationType = OrganisationTypeCode;

export type OrganisationsTable = {
  id: Generated<number>;
  name: string;
  /** 1 brand, 2 agency, 3 solicitors' firm. */
  type: OrganisationType;
  parent_id: number | null;
  credits: Generated<number>;
  ta6_trial: Generated<boolean>;
  default_phase_id: Generated<number>;
  theme_key: string | null;
  created_at: Timestamp;
  /** Whether the organisation lists its properties on the portal, so the wizard offers the portal step. */
  uses_portal: Generated<boolean>;
};

export type UsersTable = {
  id: string;
  email: string;
  display_name: string;
  /** A role code; the table's check constraint holds it to the codes of domain/roles.ts. */
  role: RoleCode;
  organisation_id: number | null;
  accepted_tcs: Generated<boolean>;
  photo_url: string | null;
  date_registered: Timestamp;
  last_activity: NullableTimestamp;
};

export type PropertyData = Record<string, unknown>;

export type PropertiesTable = {
  id: Generated<number>;
  name: string;
  address: string;
  city: string;
  postcode: string;
  title_number: string | null;
  phase_id: Generated<number>;
  complete: Generated<number>;
  agency_id: number | null;
  owner_id: string | null;
  creator_id: string | null;
  friendly_id: string;
  searches_requested: Generated<boolean>;
  ta6_part1_active: Generated<boolean>;
  data: Generated<Json<PropertyData>>;
  created_at: Timestamp;
  deleted_at: NullableTimestamp;
};

export type PropertySellersTable = {
  property_id: number;
  user_id: string;
  added_at: Timestamp;
};

export type PropertyOrganisationsTable = {
  property_id: number;
  organisation_id: number;
  added_at: Timestamp;
};

export type PhasesTable = {
  id: number;
  label: string;
  next_phase_id: number | null;
};

export type IdentityAccountsTable = {
  id: string;
  email: string;
  name: string;
  password_hash: string | null;
  demo: Generated<boolean>;
  created_at: Timestamp;
};

export type OidcPayloadsTable = {
  model: string;
  id: string;
  payload: Json<Record<string, unknown>>;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  expires_at: NullableTimestamp;
  consumed_at: NullableTimestamp;
};

export type AppSecretsTable = {
  name: string;
  value: Json<unknown>;
  created_at: Timestamp;
};

export type CreditRequestsTable = {
  id: Generated<number>;
  organisation_id: number;
  user_id: string;
  created_at: Timestamp;
};

export type PlatformSettingsTable = {
  /** 'monthly_limit': new properties allowed per calendar month across the platform, -1 unlimited. */
  name: string;
  value: number;
  updated_at: Timestamp;
};

export type Database = {
  platform_settings: PlatformSettingsTable;
  credit_requests: CreditRequestsTable;
  organisations: OrganisationsTable;
  users: UsersTable;
  properties: PropertiesTable;
  property_sellers: PropertySellersTable;
  property_organisations: PropertyOrganisationsTable;
  phases: PhasesTable;
  identity_accounts: IdentityAccountsTable;
  oidc_payloads: OidcPayloadsTable;
  app_secrets: AppSecretsTable;
};

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type PropertyRow = Selectable<PropertiesTable>;
export type OrganisationRow = Selectable<OrganisationsTable>;
