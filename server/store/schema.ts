import type { ColumnType, Generated, Selectable } from 'kysely';
import type { OrganisationTypeCode } from '../../domain/organisation-types.ts';
import type { RoleCode } from '../../domain/roles.ts';

/** Table types for Kysely; the migrations in ./migrations create exactly these columns. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A timestamp the database gives no default: every insert sets it. */
type RequiredTimestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T> = ColumnType<T, string, string>;
/** A JSON column that may be left out of an insert (null). */
type OptionalJson<T> = ColumnType<T | null, string | null | undefined, string | null>;

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
  /** Set by an administrator: the user's sessions are ended and new ones refused (migration 0017). */
  disabled_at: NullableTimestamp;
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

export type UploadsTable = {
  id: Generated<number>;
  property_id: number;
  storage_key: string;
  file_name: string;
  original_file_name: string;
  content_type: string;
  size: number;
  category: Generated<string>;
  uploaded_by: string | null;
  created_at: Timestamp;
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
  /** Set by the emailed verification link (or a password reset link, which proves the email too). */
  email_verified: Generated<boolean>;
  created_at: Timestamp;
};

export type EmailLinkPurpose = 'verify-email' | 'reset-password';

/** Single-use emailed links; only a hash of the token is stored. */
export type EmailLinksTable = {
  token_hash: string;
  account_id: string;
  purpose: EmailLinkPurpose;
  return_to: string | null;
  expires_at: RequiredTimestamp;
  used_at: NullableTimestamp;
  created_at: Timestamp;
};

/** Throttle counters shared by every instance (rate-limiter-flexible's store contract). */
export type RateLimitsTable = {
  key: string;
  points: number;
  /** Epoch milliseconds. */
  expire: number | null;
};

/** Refused sign-in, sign-up and reset attempts, for administrators. */
export type SignInAttemptsTable = {
  id: Generated<number>;
  action: string;
  outcome: string;
  email: string | null;
  address: string;
  retry_after_seconds: number | null;
  created_at: Timestamp;
};

export type MailStatus = 'queued' | 'sent' | 'failed';

export type MailOutboxTable = {
  id: Generated<number>;
  template: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  /** The display name the mail is sent under (its theme's); null: the name in SMTP_FROM. */
  sender_name: Generated<string | null>;
  status: Generated<MailStatus>;
  attempts: Generated<number>;
  last_error: string | null;
  created_at: Timestamp;
  sent_at: NullableTimestamp;
};

/** `failed` is the dead letter: every attempt failed; administrators see it until it is purged. */
export type JobStatus = 'pending' | 'running' | 'done' | 'failed';

export type JobsTable = {
  id: Generated<number>;
  queue: string;
  payload: Json<Record<string, unknown>>;
  status: Generated<JobStatus>;
  run_at: Timestamp;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  locked_until: NullableTimestamp;
  /** The runner holding the lease while `running`. */
  locked_by: string | null;
  /** While a job with this key waits, queueing another with it joins that one (a unique index). */
  key: string | null;
  last_error: string | null;
  created_at: Timestamp;
  finished_at: NullableTimestamp;
};

/** An ended session (`sid`) or every session a user had before `revoked_at` (migration 0017). */
export type PublicRecordsTable = {
  property_id: number;
  source: string;
  status: 'found' | 'not-found' | 'failed';
  reference: string | null;
  /** Read with to_char(record_date, 'YYYY-MM-DD'): drivers differ in how they hand back dates. */
  record_date: ColumnType<string | null, string | null, string | null>;
  retrieved_at: Timestamp;
  sample: Generated<boolean>;
  note: string | null;
  facts: Json<Record<string, unknown>>;
};

export type PublicRecordCacheTable = {
  address_key: string;
  source: string;
  sample: boolean;
  status: 'found' | 'not-found';
  reference: string | null;
  /** Read with to_char(record_date, 'YYYY-MM-DD'), as public_records. */
  record_date: ColumnType<string | null, string | null, string | null>;
  facts: Json<Record<string, unknown>>;
  fetched_at: Timestamp;
};

export type SessionRevocationsTable = {
  id: Generated<string>;
  kind: 'session' | 'user';
  subject: string;
  revoked_at: Timestamp;
  /** After this no token the row refuses can still be valid, so the row is purged. */
  expires_at: RequiredTimestamp;
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

export type DocumentSealKeysTable = {
  name: string;
  private_key_pem: string;
  certificate_pem: string;
  created_at: Timestamp;
};

export type CreditRequestsTable = {
  id: Generated<number>;
  organisation_id: number;
  user_id: string;
  created_at: Timestamp;
};

export type QuestionnaireVersionsTable = {
  questionnaire_id: number;
  version: number;
  content_hash: string;
  definition: Json<unknown>;
  published_at: Timestamp;
};

export type PropertyQuestionnairesTable = {
  property_id: number;
  questionnaire_id: number;
  version: number;
  completion: Generated<number>;
  accepted: Generated<boolean>;
  updated_at: Timestamp;
};

/** One stored answer; `value` is JSON (a string, an array of keys, rows of a list). */
export type AnswersTable = {
  property_id: number;
  answer_key: string;
  value: Json<unknown>;
  source: Generated<'answer' | 'title' | 'record'>;
  /** For an answer from a public record: the source, reference, record date, retrieval time and sample flag. */
  provenance: OptionalJson<unknown>;
  /** When and by whom the seller confirmed an answer from a record ("These are right"). */
  confirmed_at: NullableTimestamp;
  confirmed_by: ColumnType<string | null, string | null | undefined, string | null>;
  /** The form and question that last wrote it: where a shared answer came from. */
  questionnaire_id: number;
  question_id: string;
  updated_by: string | null;
  updated_at: Timestamp;
};

export type AnswerHistoryTable = {
  id: Generated<string>;
  property_id: number;
  answer_key: string;
  /** null records a cleared answer. */
  value: Json<unknown> | null;
  questionnaire_id: number;
  question_id: string;
  version: number;
  changed_by: string | null;
  changed_at: Timestamp;
  /** How the change was given: typed, prefilled from the title or a record, or a record's value confirmed. */
  source: Generated<'answer' | 'title' | 'record' | 'confirmed'>;
  provenance: OptionalJson<unknown>;
};

export type SignaturesTable = {
  id: Generated<number>;
  property_id: number;
  questionnaire_id: number;
  phase_id: number;
  user_id: string;
  /** The name as the signer typed it. */
  signer_name: string;
  /** Preliminary information's seller type (form_submit options); null for other forms. */
  seller_type: number | null;
  definition_version: number;
  answers_sha256: string;
  signed_at: Timestamp;
  removed_at: NullableTimestamp;
  removed_by: string | null;
};

export type PlatformSettingsTable = {
  /** 'monthly_limit': new properties allowed per calendar month across the platform, -1 unlimited. */
  name: string;
  value: number;
  updated_at: Timestamp;
};

/** An invitation to a property; only a hash of the emailed token is stored. */
export type InvitationsTable = {
  id: Generated<number>;
  property_id: number;
  /** As typed by the inviter; matched case-insensitively. */
  email: string;
  name: string | null;
  /** The role the invited person has on the property: 1 seller, 4 solicitor, 2 agent. */
  role: RoleCode;
  /** The firm or agency a solicitor or agent joins; null for sellers. */
  organisation_id: number | null;
  token_hash: string;
  theme_key: string;
  invited_by: string | null;
  created_at: Timestamp;
  sent_at: Timestamp;
  expires_at: RequiredTimestamp;
  accepted_at: NullableTimestamp;
  accepted_by: string | null;
  removed_at: NullableTimestamp;
};

/** One derived attribute of a property (domain/attributes); several rows for multi-valued ones. */
export type PropertyAttributesTable = {
  property_id: number;
  key: string;
  /** '' when the attribute's inputs are missing: reports show it as '<unset>'. */
  dimension: string;
  value: number | null;
  source_name: string;
  source_title: string;
  computed_at: Timestamp;
};

/** The admin attribute statistics as last refreshed. */
export type AttributeStatisticsTable = {
  id: Generated<number>;
  report: Json<unknown>;
  computed_at: Timestamp;
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
  uploads: UploadsTable;
  identity_accounts: IdentityAccountsTable;
  oidc_payloads: OidcPayloadsTable;
  session_revocations: SessionRevocationsTable;
  public_records: PublicRecordsTable;
  public_record_cache: PublicRecordCacheTable;
  app_secrets: AppSecretsTable;
  document_seal_keys: DocumentSealKeysTable;
  questionnaire_versions: QuestionnaireVersionsTable;
  property_questionnaires: PropertyQuestionnairesTable;
  answers: AnswersTable;
  answer_history: AnswerHistoryTable;
  signatures: SignaturesTable;
  email_links: EmailLinksTable;
  rate_limits: RateLimitsTable;
  sign_in_attempts: SignInAttemptsTable;
  mail_outbox: MailOutboxTable;
  jobs: JobsTable;
  invitations: InvitationsTable;
  search_orders: SearchOrdersTable;
  agent_notifications: AgentNotificationsTable;
  property_attributes: PropertyAttributesTable;
  attribute_statistics: AttributeStatisticsTable;
  attribute_rollup: AttributeRollupTable;
  api_clients: ApiClientsTable;
  webhook_subscriptions: WebhookSubscriptionsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  property_portal_links: PropertyPortalLinksTable;
  property_events: PropertyEventsTable;
  property_presence: PropertyPresenceTable;
};

export type UserRow = Selectable<UsersTable>;

export type SearchOrderStatus = 'ordered' | 'delivered' | 'failed';

/** One searches order per property (the requested flag's record): who ordered, and the pack once returned. */
export type SearchOrdersTable = {
  id: Generated<number>;
  property_id: number;
  ordered_by: string | null;
  provider: string;
  reference: string | null;
  status: Generated<SearchOrderStatus>;
  upload_id: number | null;
  last_error: string | null;
  ordered_at: Timestamp;
  delivered_at: NullableTimestamp;
};

export type AgentNotificationStatus = 'pending' | 'sent' | 'failed';

/** "Documentation is complete" mails to a property's agents, one row each time completion reaches 100. */
export type AgentNotificationsTable = {
  id: Generated<number>;
  property_id: number;
  phase_id: number;
  status: Generated<AgentNotificationStatus>;
  recipients: Generated<number>;
  /** The outbox rows of the mails sent for it. */
  mail_ids: ColumnType<number[], string | undefined, string>;
  last_error: string | null;
  created_at: Timestamp;
  finished_at: NullableTimestamp;
};

/** Attribute counts per UTC day of creation, agency (0 for none), owner ('' for none), phase and deleted flag (migration 0016). */
export type AttributeRollupTable = {
  created_day: RequiredTimestamp;
  agency_id: number;
  owner_id: string;
  phase_id: number;
  deleted: boolean;
  key: string;
  dimension: string;
  properties: number;
  measured: number;
  /** numeric: read through a cast. */
  value_sum: string;
};

/** The portal listing a property is linked to (migration 0023). */
export type PropertyPortalLinksTable = {
  property_id: number;
  listing_id: string;
  /** The listing's address when it was linked; null for a link carried over from before. */
  listing_address: OptionalJson<{
    nameNo: string;
    subDwelling: string;
    street: string;
    town: string;
    county?: string;
    postcode: string;
  }>;
  linked_by: string | null;
  linked_at: Timestamp;
};

/** An integrator's API client; its service user has the same id (migration 0015). */
export type ApiClientsTable = {
  client_id: string;
  name: string;
  organisation_id: number;
  /** SHA-256 of the secret, hex; null for a client registered at an external issuer. */
  secret_hash: string | null;
  created_by: string | null;
  created_at: Timestamp;
  revoked_at: NullableTimestamp;
};

/** A receiver of an API client's events; the secret signs every delivery (docs/decisions/0149-webhooks.md). */
export type WebhookSubscriptionsTable = {
  id: Generated<number>;
  client_id: string;
  url: string;
  events: string[];
  secret: string;
  created_by: string | null;
  created_at: Generated<Date>;
  secret_rotated_at: NullableTimestamp;
};

export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed';

/** One event for one subscription: the body sent with every attempt, and how the attempts went. */
export type WebhookDeliveriesTable = {
  id: Generated<number>;
  subscription_id: number;
  event_id: string;
  event_type: string;
  property_id: number | null;
  body: Json<Record<string, unknown>>;
  status: Generated<WebhookDeliveryStatus>;
  attempts: Generated<number>;
  last_status_code: number | null;
  last_error: string | null;
  /** The background job that sends it. */
  job_id: number | null;
  created_at: Generated<Date>;
  last_attempt_at: NullableTimestamp;
  delivered_at: NullableTimestamp;
};

/** One event of a property's live stream (server/live); `seq` is the resume cursor. */
export type PropertyEventsTable = {
  seq: Generated<number>;
  property_id: number;
  type: string;
  /** Who caused it (id, name, role), null for the platform. */
  actor: Json<{ id: string; name: string; role: number }> | null;
  data: Json<Record<string, unknown>>;
  created_at: Generated<Date>;
};

/** Who has a property open, and where; lapses at `expires_at` unless announced again. */
export type PropertyPresenceTable = {
  property_id: number;
  user_id: string;
  questionnaire_id: number | null;
  section: string | null;
  since: Generated<Date>;
  expires_at: Date;
};
