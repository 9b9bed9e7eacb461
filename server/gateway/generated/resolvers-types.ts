import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { PropertyPayload } from '../../../contracts/properties.ts';
import type { PhaseRef } from '../../../contracts/phases.ts';
import type { UserSource, OrganisationSource, PropertyPage, PropertyRefSource, HealthSource, QuestionnaireSource, FormVersionSource, CompletionSource, SectionSource, GroupSource, QuestionSource, ListColumnSource, AnswerEntry, AnswerSourceEntry, AnswersSavedSource, SectionConfirmedSource, AdminPropertyPage, PhaseConfigQuestionnaireSource, PhaseConfigSectionSource, PhaseConfigGroupSource, PhaseConfigQuestionSource, UserSearchResultSource, ChecklistItemSource } from '../rest/sources.ts';
import type { AnswerChangePayload } from '../../../contracts/answer-changes.ts';
import type { VaultPayload, UploadPayload, RemoveUploadResponse } from '../../../contracts/uploads.ts';
import type { PublicRecordsResponse, PublicRecordPayload } from '../../../contracts/public-records.ts';
import type { AddressResult, AddressLookupResponse, AgencyOption as AgencyOptionPayload, AgentOption as AgentOptionPayload, MonthlyLimitPayload, PortalProperty as PortalPropertyPayload, PortalSearchResponse, TitleSearchResult, TitleSearchResponse } from '../../../contracts/wizard.ts';
import type { DeadLetterJob as DeadLetterJobPayload } from '../../../contracts/jobs.ts';
import type { PropertyPortalResponse, PortalLinkPayload, PortalChoicesResponse, PortalChoicePayload } from '../../../contracts/portal.ts';
import type { PersonListItem, AgentChangeResult, FilterOption, PhaseConfigPayload } from '../../../contracts/admin.ts';
import type { ActionPlanPayload } from '../../../contracts/dashboard.ts';
import type { AttributeSummaryResponse, AttributeSummaryItem as AttributeSummaryItemPayload, AttributeMetricsPayload, AttributeFilterOptionsPayload, AttributeMetadataPayload, AttributeExamplesResponse, AttributeExamplePayload, AttributeStatisticsResponse, PropertyAttributePayload } from '../../../contracts/attributes.ts';
import type { ApiClientPayload, CreatedApiClient as CreatedApiClientPayload } from '../../../contracts/api-clients.ts';
import type { WebhookSubscriptionPayload, WebhookWithSecret, WebhookDeliveryPayload } from '../../../contracts/webhooks.ts';
import type { PdtfReport as PdtfReportPayload, PdtfOmission as PdtfOmissionPayload, PdtfReportQuestion as PdtfReportQuestionPayload } from '../../../contracts/pdtf.ts';
import type { PropertyEventPayload, EventActorPayload, ChangedAnswerPayload, PresencePayload, PresentPersonPayload } from '../../../contracts/live.ts';
import type { GatewayContext } from '../context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An ISO-8601 date-time in UTC. */
  DateTime: { input: Date | string; output: Date | string; }
  /** An email address. */
  EmailAddress: { input: string; output: string; }
  /** A questionnaire definition as one JSON object: id, path, route, name, version, the standard it follows, and its sections, each with groups of questions (id, question, type, required, options and their order, conditions, list columns, upload settings, notes and the PDTF answer rule). Its shape is the REST API's questionnaire definition (GET /api/questionnaire/{propertyId}/{questionnaireId}). */
  FormDefinition: { input: import('../../../contracts/questionnaires.ts').FormDefinitionPayload; output: import('../../../contracts/questionnaires.ts').FormDefinitionPayload; }
  /** Any JSON value. */
  JSON: { input: unknown; output: unknown; }
  /** A file sent in a multipart GraphQL request (graphql-multipart-request-spec). */
  Upload: { input: Promise<import('graphql-upload-minimal').FileUpload>; output: Promise<import('graphql-upload-minimal').FileUpload>; }
};

/** Invitations accepted by the viewer. */
export type AcceptedInvitations = {
  __typename?: 'AcceptedInvitations';
  /** Properties the viewer joined now. */
  properties: Array<PropertyRef>;
  /** The property of the link's invitation, when a link was used. */
  propertyId?: Maybe<Scalars['ID']['output']>;
};

/** Actions of the permission matrix (spec 01 §6, spec 02 §6); the administrator may take every one. */
export type Action =
  | 'ADMIN_ONLY'
  | 'AUTHENTICATED'
  | 'CREATE_AGENCY'
  | 'CREATE_AGENT'
  | 'CREATE_PROPERTY'
  | 'CREATE_PROPERTY_WITH_OTHER_PARENT'
  | 'CREATE_SIMPLE_AGENT'
  | 'DELETE_SIGNATURES'
  | 'EDIT_ABOUT_MY_HOME'
  | 'EDIT_CONVEYANCING_ENQUIRIES'
  | 'EDIT_FIXTURES_AND_FITTINGS'
  | 'EDIT_LEASEHOLD_INFO'
  | 'EDIT_PRELIMINARY_INFO'
  | 'EDIT_PROPERTY_INFO'
  | 'EDIT_PROPERTY_INFO_SERVICES'
  | 'EDIT_TA6_TRIAL'
  | 'GLOBAL_ADMIN_OPTIONS'
  | 'INVITE_AGENT'
  | 'INVITE_SELLER'
  | 'INVITE_SOLICITOR'
  | 'INVITE_TO_OTHER_ORGANISATION'
  | 'LINK_PORTAL_LISTING'
  | 'LIST_PROPERTIES'
  | 'PROPERTY_ATTRIBUTES_REPORT'
  | 'READ_ONLY_FORM_ACCESS'
  | 'REFRESH_PUBLIC_RECORDS'
  | 'REQUEST_SEARCHES'
  | 'UPLOAD_FILES_TO_PROPERTY'
  | 'VIEW_ABOUT_MY_HOME'
  | 'VIEW_ACTION_PLAN'
  | 'VIEW_ADMIN'
  | 'VIEW_AGENCIES'
  | 'VIEW_AGENCIES_CREDITS'
  | 'VIEW_AGENCIES_UNDER_BRAND'
  | 'VIEW_ALL_AGENCIES'
  | 'VIEW_ALL_AGENTS'
  | 'VIEW_ALL_MOVERS'
  | 'VIEW_ALL_SOLICITORS'
  | 'VIEW_BRAND'
  | 'VIEW_BRANDS'
  | 'VIEW_CONVEYANCING_ENQUIRIES'
  | 'VIEW_CONVEYANCING_ENQUIRIES_ROUTE'
  | 'VIEW_DEED_ENTRIES_DETAILS'
  | 'VIEW_MATERIAL_INFO'
  | 'VIEW_MOVERS'
  | 'VIEW_MOVE_READY_SCORE'
  | 'VIEW_PROPERTY_COMPLETION'
  | 'VIEW_PROPERTY_INFO'
  | 'VIEW_PROPERTY_META'
  | 'VIEW_PROPERTY_SIGNATURES'
  | 'VIEW_SELLERS_CERTIFICATE'
  | 'VIEW_SOLICITORS'
  | 'VIEW_STATS'
  | 'VIEW_TA6'
  | 'VIEW_TA7'
  | 'VIEW_TA10';

/** The action plan of a property's phase (spec 01 §2, §3). */
export type ActionPlan = {
  __typename?: 'ActionPlan';
  /** Where the mail telling the agents that documentation is complete stands. */
  agentsNotification: AgentsNotification;
  /** Whether every seller has signed every item that needs it. */
  allSellersSigned: Scalars['Boolean']['output'];
  /** The phase's completion as computed, 0 to 100. */
  complete: Scalars['Int']['output'];
  /** As shown: capped at 99 until every seller has signed. */
  displayedComplete: Scalars['Int']['output'];
  /** The property's id: one action plan per property. */
  id: Scalars['ID']['output'];
  /** One row per checklist item of the phase. */
  items: Array<ChecklistItem>;
  /** The phase the checklist belongs to. */
  phaseId: Scalars['ID']['output'];
  /** The phases before this one whose own checklist is finished now (complete and signed): the score's ticks. */
  reachedPhases: Array<Phase>;
  /** The searches order, once placed. */
  searches?: Maybe<SearchesOrder>;
};

/** Input for addAgency. */
export type AddAgencyInput = {
  /** The brand it belongs to; required for an administrator, a brand admin's own brand otherwise. */
  brandId?: InputMaybe<Scalars['ID']['input']>;
  /** Phase new properties start in; required for an administrator. */
  defaultPhaseId?: InputMaybe<Scalars['ID']['input']>;
  /** Agency name. */
  name: Scalars['String']['input'];
};

/** Input for addAgent. */
export type AddAgentInput = {
  /** What kind of agent: a role. */
  agentType: AgentType;
  /** Email address they will sign in with. */
  email: Scalars['String']['input'];
  /** Full name. */
  name: Scalars['String']['input'];
  /** The agency (or, for a brand admin, the brand) they work for. */
  organisationId: Scalars['ID']['input'];
};

/** Input for addPropertyByTitle. */
export type AddPropertyByTitleInput = {
  /** The agency the property belongs to (roles that create for another parent only); -1 or absent for the viewer's own. */
  agencyId?: InputMaybe<Scalars['ID']['input']>;
  /** The agent the property is assigned to; -1 when the agent is not listed (the viewer keeps it). */
  agentId: Scalars['ID']['input'];
  /** HM Land Registry title number, e.g. GR123456. */
  titleNumber: Scalars['String']['input'];
};

/** Input for addProperty: the title chosen from a Land Registry search and the address it was found for. */
export type AddPropertyInput = {
  /** The address the user chose or typed. */
  address: NewAddressInput;
  /** The portal listing the property matches, when the portal step chose one. */
  altoId?: InputMaybe<Scalars['String']['input']>;
  /** The agency the property belongs to (roles that create for another parent only); the viewer's own when absent. */
  parentId?: InputMaybe<Scalars['ID']['input']>;
  /** The search's request id. */
  requestId?: InputMaybe<Scalars['String']['input']>;
  /** Title number from the search results. */
  titleNumber: Scalars['String']['input'];
};

/** Input for addSolicitor. */
export type AddSolicitorInput = {
  /** Email address they will sign in with. */
  email: Scalars['String']['input'];
  /** The firm they work for. */
  firmId: Scalars['ID']['input'];
  /** Full name. */
  name: Scalars['String']['input'];
};

/** Input for addSolicitorsFirm. */
export type AddSolicitorsFirmInput = {
  /** The brand it belongs to; required for an administrator. */
  brandId?: InputMaybe<Scalars['ID']['input']>;
  /** Firm name. */
  name: Scalars['String']['input'];
};

/** An address found by the address lookup (spec 02 §3.3). */
export type Address = {
  __typename?: 'Address';
  /** House or building name. */
  buildingName: Scalars['String']['output'];
  /** House or building number. */
  buildingNumber: Scalars['String']['output'];
  /** The whole address on one line, as the list shows it. */
  line: Scalars['String']['output'];
  /** Postcode. */
  postcode: Scalars['String']['output'];
  /** Flat or unit name, e.g. Flat 2. */
  subBuildingName: Scalars['String']['output'];
  /** Flat or unit number. */
  subBuildingNumber: Scalars['String']['output'];
  /** Street. */
  thoroughfare: Scalars['String']['output'];
  /** Town or city. */
  townOrCity: Scalars['String']['output'];
};

/** The addresses at a postcode. */
export type AddressLookup = {
  __typename?: 'AddressLookup';
  /** Addresses found; empty when the postcode has none. */
  addresses: Array<Address>;
  /** Whether they come from the shipped sample data set (demo mode). */
  sample: Scalars['Boolean']['output'];
};

/** A page of the admin properties list, with the filters the viewer may choose from. */
export type AdminPropertyList = {
  __typename?: 'AdminPropertyList';
  /** Each filter and its values; 'All' is no value. */
  filterOptions: Array<PropertyFilter>;
  /** The properties on this page. */
  nodes: Array<Property>;
  /** Where this page sits. */
  pageInfo: PageInfo;
};

/** An agency in the agency select. */
export type AgencyOption = {
  __typename?: 'AgencyOption';
  /** Organisation id. */
  id: Scalars['ID']['output'];
  /** Agency name. */
  name: Scalars['String']['output'];
  /** The brand it belongs to. */
  parentName?: Maybe<Scalars['String']['output']>;
};

/** What moving or removing an agent did. */
export type AgentChange = {
  __typename?: 'AgentChange';
  /** The agent as they are now. */
  agent: Person;
  /** Properties handed to another agent. */
  propertiesTransferred: Scalars['Int']['output'];
};

/** A person a new property can be assigned to, in the agent select. */
export type AgentOption = {
  __typename?: 'AgentOption';
  /** Email address. */
  email: Scalars['String']['output'];
  /** User id. */
  id: Scalars['ID']['output'];
  /** Display name. */
  name: Scalars['String']['output'];
};

/** The kinds of agent the add-agent form offers. */
export type AgentType =
  /** An administrator; administrators only. */
  | 'admin'
  /** An estate agent. */
  | 'agent'
  /** A brand administrator. */
  | 'brand'
  /** A simple user (Simply Conveyancing); administrators only. */
  | 'simple';

/** Where the agents' 'documentation is complete' mail stands for the phase. */
export type AgentsNotification =
  /** Could not be sent: no agent to tell, or delivery failed every attempt. */
  | 'FAILED'
  /** Completion has not reached 100 in this phase. */
  | 'NONE'
  /** Being sent. */
  | 'PENDING'
  /** Sent to every agent of the property. */
  | 'SENT';

/** An answer as stored: where it came from when another form or the title gave it. */
export type Answer = {
  __typename?: 'Answer';
  /** The question's key within its form. */
  questionKey: Scalars['String']['output'];
  /** Set when the answer was not typed into this form: it came from the title or another form. */
  source?: Maybe<AnswerSource>;
  /** A select's option key, a checkbox's keys, a list's rows of text or an upload's file ids. */
  value: Scalars['JSON']['output'];
};

/** A question whose answer someone other than the viewer changed since a revision. */
export type AnswerChange = {
  __typename?: 'AnswerChange';
  /** When. */
  changedAt: Scalars['DateTime']['output'];
  /** The person's name, or the record's (the energy certificate). */
  changedBy: Scalars['String']['output'];
  /** Whether the answer was cleared. */
  cleared: Scalars['Boolean']['output'];
  /** Who changed it: a person, the title register or a public record. */
  kind: AnswerChangeKind;
  /** The question's wording, with its reference number. */
  question: Scalars['String']['output'];
  /** The question's key within its form. */
  questionKey: Scalars['String']['output'];
};

/** Who changed an answer. */
export type AnswerChangeKind =
  /** A co-seller, an agent or an administrator. */
  | 'person'
  /** Filled in from a public record. */
  | 'record'
  /** Filled in from the title register. */
  | 'title';

/** One answer to save. */
export type AnswerInput = {
  /** The question's key. */
  questionKey: Scalars['String']['input'];
  /** The new value, of the question's shape; null clears the answer. */
  value?: InputMaybe<Scalars['JSON']['input']>;
};

/** Where a shown answer came from. */
export type AnswerSource = {
  __typename?: 'AnswerSource';
  /** For RECORD: whether the seller confirmed it. */
  confirmed?: Maybe<Scalars['Boolean']['output']>;
  /** For RECORD: whether it counts as answered yet (confirmed, or a fact the record is the authority for). */
  counted?: Maybe<Scalars['Boolean']['output']>;
  /** TITLE when prefilled from the title register, RECORD from a public record, FORM when given in another form. */
  kind: AnswerSourceKind;
  /** For RECORD: the line the seller reads, such as 'From the energy certificate of 12 March 2021'. */
  line?: Maybe<Scalars['String']['output']>;
  /** The form it was given in, for FORM. */
  questionnaireName?: Maybe<Scalars['String']['output']>;
  /** For RECORD: the date the record carries, yyyy-mm-dd. */
  recordDate?: Maybe<Scalars['String']['output']>;
  /** For RECORD: the public record (council-tax, energy-certificate, flood-risk, planning-constraints, coverage, ground-conditions, price-paid). */
  recordSource?: Maybe<Scalars['String']['output']>;
  /** For RECORD: the record's own reference (certificate number, band reference). */
  reference?: Maybe<Scalars['String']['output']>;
  /** For RECORD: true when it came from the shipped sample data, not the real service. */
  sample?: Maybe<Scalars['Boolean']['output']>;
  /** When it was last changed. */
  updatedAt: Scalars['DateTime']['output'];
};

/** Where an answer came from. */
export type AnswerSourceKind =
  /** Answered in another form that asks the same question. */
  | 'form'
  /** Pre-filled from a public record (council tax, energy certificate, flood risk and the like). */
  | 'record'
  /** Pre-filled from the title register. */
  | 'title';

/** Answers of one form were saved (or cleared). */
export type AnswersChanged = PropertyEvent & {
  __typename?: 'AnswersChanged';
  actor?: Maybe<EventActor>;
  /** The answers as they now stand; a cleared answer has a null value. */
  answers: Array<ChangedAnswer>;
  /** The form's answersRevision after the change. */
  answersRevision: Scalars['String']['output'];
  at: Scalars['DateTime']['output'];
  cursor: Scalars['String']['output'];
  /** The form's completion percent after the change. */
  formPercent: Scalars['Int']['output'];
  /** The property's completion percent after the change; null for roles that do not see completion. */
  propertyComplete?: Maybe<Scalars['Int']['output']>;
  propertyId: Scalars['ID']['output'];
  /** 1 to 6, as Questionnaire.questionnaireId. */
  questionnaireId: Scalars['Int']['output'];
  /** The form: its Questionnaire id (property id and questionnaire id, e.g. 12:2). */
  questionnaireKey: Scalars['ID']['output'];
};

/** The outcome of saveAnswers. */
export type AnswersSaved = {
  __typename?: 'AnswersSaved';
  /** The form's completion after the save, as the server computed it. */
  completion: QuestionnaireCompletion;
  /** When the answers were stored. */
  savedAt: Scalars['DateTime']['output'];
};

/** An integrator's API client: it obtains tokens with the OpenID client-credentials grant and queries the API as an agent of its organisation. */
export type ApiClient = {
  __typename?: 'ApiClient';
  /** The public client id (for the embedded provider, mr_ followed by random characters). */
  clientId: Scalars['ID']['output'];
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** False for a client registered at an external issuer: it has no secret here. */
  hasSecret: Scalars['Boolean']['output'];
  /** When it last used the API (recorded at most every five minutes). */
  lastUsedAt?: Maybe<Scalars['DateTime']['output']>;
  /** What the administrator called it. */
  name: Scalars['String']['output'];
  /** The organisation it acts for. */
  organisationId: Scalars['ID']['output'];
  /** That organisation's name. */
  organisationName: Scalars['String']['output'];
  /** When it was revoked, if it was. */
  revokedAt?: Maybe<Scalars['DateTime']['output']>;
  /** ACTIVE or REVOKED. */
  status: ApiClientStatus;
};

/** Whether an API client may still obtain and use tokens. */
export type ApiClientStatus =
  | 'active'
  | 'revoked';

/** Averages over every current property. */
export type AttributeAverages = {
  __typename?: 'AttributeAverages';
  /** Average number of complexity issues. */
  complexityIssues: Scalars['Float']['output'];
  /** Average complexity in percent. */
  currentComplexity: Scalars['Float']['output'];
  /** Average predicted conveyancing timescale in weeks. */
  predictedTimescale: Scalars['Float']['output'];
};

/** Properties with one value (dimension) of an attribute; AttributeSummaryItem lists each attribute's values. */
export type AttributeDimension = {
  __typename?: 'AttributeDimension';
  /** Properties with it. */
  count: Scalars['Int']['output'];
  /** The value: 'true'/'false', GREEN/AMBER/RED or a category; '' when unset (reports show '<unset>'). */
  key: Scalars['String']['output'];
  /** count / total in percent, rounded to a whole number. */
  percentage: Scalars['Int']['output'];
};

/** A property behind a count. */
export type AttributeExample = {
  __typename?: 'AttributeExample';
  /** Its dashboard in the web app. */
  dashboardPath: Scalars['String']['output'];
  /** The property's id. */
  id: Scalars['ID']['output'];
  /** Its name. */
  name: Scalars['String']['output'];
};

/** The properties behind one count of a report. */
export type AttributeExamples = {
  __typename?: 'AttributeExamples';
  /** The dimension ('' for unset). */
  dimension: Scalars['String']['output'];
  /** Newest first. */
  examples: Array<AttributeExample>;
  /** The attribute. */
  key: Scalars['String']['output'];
  /** All matching properties; examples lists the newest 100. */
  total: Scalars['Int']['output'];
};

/** A choice of a report filter. */
export type AttributeFilterOption = {
  __typename?: 'AttributeFilterOption';
  /** The id to send in AttributeReportFilter. */
  id: Scalars['ID']['output'];
  /** What the choice shows. */
  name: Scalars['String']['output'];
};

/** The choices of the report filters, from what the viewer can see. */
export type AttributeFilterOptions = {
  __typename?: 'AttributeFilterOptions';
  /** Agencies. */
  agency: Array<AttributeFilterOption>;
  /** Brands. */
  brand: Array<AttributeFilterOption>;
  /** Owners of properties. */
  owner: Array<AttributeFilterOption>;
  /** Phases. */
  phase: Array<AttributeFilterOption>;
};

/** Counts of one attribute over the report's properties (those the filter and the viewer's access select). */
export type AttributeMetrics = {
  __typename?: 'AttributeMetrics';
  /** Average of the attribute's measure (complexity %, weeks); null for attributes that are not measures. */
  average?: Maybe<Scalars['Float']['output']>;
  /** Properties with the given dimension, or with any of the given ones (e.g. [GREEN, AMBER]). */
  count: Scalars['Int']['output'];
  /** Properties per dimension, largest first. */
  dimensions: Array<AttributeDimension>;
  /** Properties that have the attribute: the base of the percentages. */
  total: Scalars['Int']['output'];
};


/** Counts of one attribute over the report's properties (those the filter and the viewer's access select). */
export type AttributeMetricsCountArgs = {
  dimensions: Array<Scalars['String']['input']>;
};

/**
 * Filters shared by every attribute report. Dates bound when properties were added. allFields adds the
 * professional attributes (timescale, mortgage, fraud risk) and is ignored for simple users.
 */
export type AttributeReportFilter = {
  /** An agency from filterOptions.agency. */
  agencyId?: InputMaybe<Scalars['ID']['input']>;
  /** Every attribute rather than legal alerts and property details only (not for simple users). */
  allFields?: InputMaybe<Scalars['Boolean']['input']>;
  /** A brand from filterOptions.brand: its own properties and its agencies'. */
  brandId?: InputMaybe<Scalars['ID']['input']>;
  /** Properties added at or after this moment. */
  createdAfter?: InputMaybe<Scalars['DateTime']['input']>;
  /** Properties added at or before this moment. */
  createdBefore?: InputMaybe<Scalars['DateTime']['input']>;
  /** Deleted properties instead of current ones. */
  deleted?: InputMaybe<Scalars['Boolean']['input']>;
  /** An owner from filterOptions.owner. */
  ownerId?: InputMaybe<Scalars['ID']['input']>;
  /** A phase id from filterOptions.phase. */
  phaseId?: InputMaybe<Scalars['Int']['input']>;
  /** Text in the property's name, address, postcode, title number or reference. */
  search?: InputMaybe<Scalars['String']['input']>;
};

/** One column of a statistics table. */
export type AttributeShare = {
  __typename?: 'AttributeShare';
  /** Properties in it. */
  count: Scalars['Int']['output'];
  /** The column: a property type, service, broadband kind or tenure. */
  key: Scalars['String']['output'];
  /** Percent of the table's base, to one decimal. */
  percentage: Scalars['Float']['output'];
};

/** Where an attribute comes from, grouping the report's tables: legal_alerts, timescale, mortgage, fraud_risk, property. */
export type AttributeSource = {
  __typename?: 'AttributeSource';
  /** Stable name, e.g. legal_alerts. */
  name: Scalars['String']['output'];
  /** Heading, e.g. Legal Alerts. */
  title: Scalars['String']['output'];
};

/** The property attribute report (spec 02 §3.3) over every current property. */
export type AttributeStatistics = {
  __typename?: 'AttributeStatistics';
  /** The averages. */
  averages: AttributeAverages;
  /** adsl, cable, fttp, fttc, unknown. */
  broadband: Array<AttributeShare>;
  /** When the figures were counted. */
  computedAt: Scalars['DateTime']['output'];
  /** Properties of non-standard type. */
  nonstandardCount: Scalars['Int']['output'];
  /** Properties whose type is known: the base of the property type percentages. */
  propTypePropCount: Scalars['Int']['output'];
  /** terraced, semi, detached, bungalow, flat1 to flat4, other, nonstandard. */
  propertyTypes: Array<AttributeShare>;
  /** electricity, gas, water, sewerage, telephone, cable, broadband. */
  services: Array<AttributeShare>;
  /** Properties whose property information form (TA6) is complete. */
  ta6CompleteCount: Scalars['Int']['output'];
  /** Of those, freeholds. */
  ta6CompleteFreeholdCount: Scalars['Int']['output'];
  /** freehold, leasehold, other, commonhold, freeholdpaycosts, leaseholdlessthan80, groundRentMoreThan01. */
  tenure: Array<AttributeShare>;
  /** Current properties. */
  totalProps: Scalars['Int']['output'];
};

/**
 * The attribute summary: one entry per attribute with its metrics. Dimensions are the values an attribute
 * takes: 'true'/'false' for alerts and fraud risks, GREEN/AMBER/RED for ratings and mortgage checks,
 * categories for property type, services, broadband and tenure, and '' (shown as '<unset>') where the
 * inputs are missing.
 */
export type AttributeSummary = {
  __typename?: 'AttributeSummary';
  /** Every attribute the report covers, in catalogue order. */
  attributes: Array<AttributeSummaryItem>;
  /** Choices for the report's filters. */
  filterOptions: AttributeFilterOptions;
  /** HOP milestones of the properties in the report. */
  metadata: AttributeSummaryMetadata;
  /** The distinct sources of those attributes, in order. */
  sources: Array<AttributeSource>;
};

/**
 * One attribute of the summary, by source (AttributeSource.name) with its keys and dimensions:
 * - legal_alerts (Legal Alerts), dimensions 'true'/'false': restrictive_covenants, restrictions, building_works,
 *   short_lease (under 80 years left), onerous_ground_rent (above 0.1 % of the last sale price),
 *   freehold_unavoidable_costs.
 * - timescale (Conveyancing Timescale): complexity (average in percent; dimensions GREEN ≤ 45, AMBER ≤ 60, RED),
 *   complexity_issues (one dimension per issue), predicted_weeks (average in weeks; GREEN ≤ 16, AMBER 17–18, RED),
 *   potential_timesavings (average in weeks; dimensions group whole weeks).
 * - mortgage (Mortgage Pre-Approval), dimensions GREEN/AMBER/RED: mortgage_check_title, mortgage_check_previous_mortgage,
 *   mortgage_check_due_diligence, mortgage_combined (the worst of the three). The approval rate counts GREEN and AMBER:
 *   metrics { count(dimensions: ["GREEN", "AMBER"]) total }.
 * - fraud_risk (Transaction Fraud Risk), dimensions 'true'/'false': fraud_risk_proprietor_mismatch,
 *   fraud_risk_recent_ownership_change, fraud_risk_no_charge_long_held, fraud_risk_title_unverified.
 * - property (Property Details): property_type (terraced, semi, detached, bungalow, flat1–flat4, other, nonstandard),
 *   services (one dimension per service), broadband (adsl, cable, fttc, fttp, unknown),
 *   tenure (freehold, leasehold, commonhold, other).
 * Every attribute may also have '' (unset) where its inputs are missing. Timescale, mortgage and fraud_risk
 * attributes are included only with filter.allFields (never for simple users).
 */
export type AttributeSummaryItem = {
  __typename?: 'AttributeSummaryItem';
  /** The attribute's key (the same as key). */
  id: Scalars['ID']['output'];
  /** The attribute's key, e.g. restrictive_covenants or fraud_risk_proprietor_mismatch: the list is in this type's description. */
  key: Scalars['String']['output'];
  /** Its counts. */
  metrics: AttributeMetrics;
  /** Its name in reports. */
  name: Scalars['String']['output'];
  /** Its source. */
  source: AttributeSource;
};

/** HOP milestones of a report's properties. */
export type AttributeSummaryMetadata = {
  __typename?: 'AttributeSummaryMetadata';
  /** In the Exchange Ready phase (Contract Ready achieved). */
  achievedContractReady: Scalars['Int']['output'];
  /** In the Exchange Ready phase and complete. */
  achievedExchangeReady: Scalars['Int']['output'];
  /** Past the Move Ready phase. */
  achievedMarketReady: Scalars['Int']['output'];
  /** Made available to a solicitors' firm. */
  lawyerInstructed: Scalars['Int']['output'];
  /** With at least one seller invited. */
  sellersInvited: Scalars['Int']['output'];
  /** Properties in the report. */
  totalProperties: Scalars['Int']['output'];
};

/** One answer an AnswersChanged event carries. */
export type ChangedAnswer = {
  __typename?: 'ChangedAnswer';
  /** The question's key within its form. */
  questionKey: Scalars['String']['output'];
  /** The question's reference number as the form shows it (4.1), or its wording where it has none. */
  reference: Scalars['String']['output'];
  /** The new value, of the question's shape; null when cleared. */
  value?: Maybe<Scalars['JSON']['output']>;
};

/** A checklist item of the action plan (spec 01 §3). */
export type ChecklistItem = {
  __typename?: 'ChecklistItem';
  /** Whether every seller has signed it. */
  allSigned: Scalars['Boolean']['output'];
  /** Accepted, or signed by every seller. */
  complete: Scalars['Boolean']['output'];
  /** Points earned so far. */
  earned: Scalars['Int']['output'];
  /** Estimated minutes to complete. */
  estimatedMinutes: Scalars['Int']['output'];
  /** Property id and key, e.g. 12:fittings_contents. */
  id: Scalars['ID']['output'];
  /** sellers_information, fittings_contents, property_info, preliminary_information, leasehold_information, rewards, conveyancing_enquiries or about_my_home. */
  key: Scalars['String']['output'];
  /** Label of the row. */
  label: Scalars['String']['output'];
  /** Marked as having no enquiries. */
  noEnquiries: Scalars['Boolean']['output'];
  /** The form's own completion, 0 to 100. */
  progress: Scalars['Int']['output'];
  /** The questionnaire behind the item. */
  questionnaireId: Scalars['Int']['output'];
  /** The action that reads the form. */
  readPermission: Action;
  /** Last segment of the form's route under /properties/{id}/. */
  route: Scalars['String']['output'];
  /** Whether the viewer has signed the form. */
  signedByViewer: Scalars['Boolean']['output'];
  /** Whether any seller has signed it. */
  someSigned: Scalars['Boolean']['output'];
  /** Not started, In progress, Ready to sign, Awaiting signatures, Complete or No enquiries. */
  status: Scalars['String']['output'];
  /** What the viewer may do with the item, decided on the server. */
  viewerCan: ChecklistItemCapabilities;
  /** Points of the phase's 80 the item's progress is worth. */
  worth: Scalars['Int']['output'];
  /** The action that answers the form. */
  writePermission: Action;
};

/** The buttons of a checklist row (spec 01 §4). */
export type ChecklistItemCapabilities = {
  __typename?: 'ChecklistItemCapabilities';
  /** Complete Form: the write permission, the item neither complete nor without enquiries, and no seller signed yet. */
  complete: Scalars['Boolean']['output'];
  /** Share: the form at 100 and not every seller signed. */
  share: Scalars['Boolean']['output'];
  /** Sign: a seller, the form at 100, not yet signed by them. */
  sign: Scalars['Boolean']['output'];
  /** View Form. */
  view: Scalars['Boolean']['output'];
};

/** Completing preliminary information. */
export type CompleteFormInput = {
  /** The form's answersRevision the seller's screen showed, as for signForm. */
  answersRevision?: InputMaybe<Scalars['String']['input']>;
  /** The date shown in the prompt, as the seller saw it. */
  date?: InputMaybe<Scalars['String']['input']>;
  /** Property id. */
  propertyId: Scalars['ID']['input'];
  /** 5, preliminary information. */
  questionnaireId: Scalars['Int']['input'];
  /** The seller's name, more than 1 character. */
  sellerName: Scalars['String']['input'];
  /** A key of the form's sellerTypes, never 0. */
  sellerType: Scalars['Int']['input'];
};

/** Input for completeSignIn. */
export type CompleteSignInInput = {
  /** Display name from the identity provider; with email, copied onto the viewer's record. */
  displayName?: InputMaybe<Scalars['String']['input']>;
  /** Email from the identity provider; without it the record is left as it is. */
  email?: InputMaybe<Scalars['EmailAddress']['input']>;
  /** The token of an invitation link opened before signing in. */
  invitationToken?: InputMaybe<Scalars['String']['input']>;
};

/** Input for confirmSection. */
export type ConfirmSectionInput = {
  /** Property id. */
  propertyId: Scalars['ID']['input'];
  /** Questionnaire id. */
  questionnaireId: Scalars['Int']['input'];
  /** The section whose answers from records are right. */
  sectionKey: Scalars['String']['input'];
};

/** Where a page of a cursor connection sits (Relay). */
export type ConnectionPageInfo = {
  __typename?: 'ConnectionPageInfo';
  /** The cursor of the page's last item; pass it as `after` for the next page. Null when the page is empty. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** Whether items follow this page in list order. */
  hasNextPage: Scalars['Boolean']['output'];
  /** Whether items come before this page in list order. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The cursor of the page's first item; null when the page is empty. */
  startCursor?: Maybe<Scalars['String']['output']>;
};

/** A new API client. */
export type CreateApiClientInput = {
  /** To register a client of an external OpenID issuer instead of generating a secret: its client id there. */
  externalClientId?: InputMaybe<Scalars['String']['input']>;
  /** 1 to 100 characters. */
  name: Scalars['String']['input'];
  /** The organisation whose agent it acts as. */
  organisationId: Scalars['ID']['input'];
};

/** A new webhook subscription. */
export type CreateWebhookSubscriptionInput = {
  /** The API client whose receiver it is. */
  clientId: Scalars['ID']['input'];
  /** One or more events to send. */
  events: Array<WebhookEvent>;
  /** The receiver: an https address (plain http only for a loopback receiver where private targets are allowed). */
  url: Scalars['String']['input'];
};

/** A client just created, with its secret: the only time the secret is shown. */
export type CreatedApiClient = {
  __typename?: 'CreatedApiClient';
  /** The client. */
  client: ApiClient;
  /** Its secret for the client-credentials grant; null for an external issuer's client. */
  clientSecret?: Maybe<Scalars['String']['output']>;
};

/** A subscription with its signing secret: the only time the secret is shown. */
export type CreatedWebhookSubscription = {
  __typename?: 'CreatedWebhookSubscription';
  /** The signing secret (whsec_ and base64), for verifying the webhook-signature header. */
  secret: Scalars['String']['output'];
  /** The subscription. */
  subscription: WebhookSubscription;
};

/** A request for more property credits. */
export type CreditRequest = {
  __typename?: 'CreditRequest';
  /** When it was first made. */
  createdAt: Scalars['DateTime']['output'];
  /** Request id. */
  id: Scalars['ID']['output'];
};

/** A background job that failed every attempt; kept for administrators until purged. */
export type DeadLetterJob = {
  __typename?: 'DeadLetterJob';
  attempts: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  failedAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  /** The error of its last attempt. */
  lastError?: Maybe<Scalars['String']['output']>;
  /** The queue it belongs to (mail, search-pack, attributes …). */
  queue: Scalars['String']['output'];
};

/** A page of dead-letter jobs, for paging with cursors. */
export type DeadLetterJobConnection = {
  __typename?: 'DeadLetterJobConnection';
  /** The jobs on this page, with their cursors. */
  edges: Array<DeadLetterJobEdge>;
  /** The same jobs without cursors. */
  nodes: Array<DeadLetterJob>;
  /** Where this page sits. */
  pageInfo: ConnectionPageInfo;
  /** Every job of the list, across all pages. */
  totalCount: Scalars['Int']['output'];
};

/** A dead-letter job with its cursor. */
export type DeadLetterJobEdge = {
  __typename?: 'DeadLetterJobEdge';
  /** Opaque; pass it as `after` or `before`. */
  cursor: Scalars['String']['output'];
  /** The job. */
  node: DeadLetterJob;
};

/** A deleted property. */
export type DeletedProperty = {
  __typename?: 'DeletedProperty';
  /** When it was deleted. */
  deletedAt: Scalars['DateTime']['output'];
  /** Property id. */
  id: Scalars['ID']['output'];
};

/** The outcome of sendEnquiry. */
export type EnquirySent = {
  __typename?: 'EnquirySent';
  /** How many people it was sent to. */
  recipients: Scalars['Int']['output'];
  /** Always true: the message is queued for delivery. */
  sent: Scalars['Boolean']['output'];
};

/** The person who caused an event. */
export type EventActor = {
  __typename?: 'EventActor';
  /** The user's id. */
  id: Scalars['ID']['output'];
  /** Display name. */
  name: Scalars['String']['output'];
  /** Their role. */
  role: Role;
};

/** A vault document given as the answer to a form's upload question. */
export type FormAttachment = {
  __typename?: 'FormAttachment';
  /** The content type checked from the file's content. */
  contentType: Scalars['String']['output'];
  /** Where the REST API streams the file (send the AuthorizationJWT header). */
  downloadPath: Scalars['String']['output'];
  /** The document's id in the vault. */
  id: Scalars['ID']['output'];
  /** Its name without the extension. */
  name: Scalars['String']['output'];
};

/** A live signature on a form. */
export type FormSignature = {
  __typename?: 'FormSignature';
  /** Signature id. */
  id: Scalars['ID']['output'];
  /** Whether the viewer signed it. */
  mine: Scalars['Boolean']['output'];
  /** When it was signed. */
  signedAt: Scalars['DateTime']['output'];
  /** The name as the signer typed it. */
  signerName: Scalars['String']['output'];
};

/** A signature just given. */
export type FormSigned = {
  __typename?: 'FormSigned';
  /** SHA-256 of the canonical serialisation of the answers it covers (docs/decisions/0096-what-a-signature-covers.md). */
  answersSha256: Scalars['String']['output'];
  /** The new signature's id. */
  signatureId: Scalars['ID']['output'];
  /** The form's signing state after it. */
  signing: FormSigning;
};

/** Where a form stands on signatures, for the viewer (spec 02 §4.1). */
export type FormSigning = {
  __typename?: 'FormSigning';
  /** Whether the form has been completed and accepted. */
  accepted: Scalars['Boolean']['output'];
  /** Whether every seller has signed. */
  allSigned: Scalars['Boolean']['output'];
  /** The completion to show: a complete form shows 99 until every seller has signed. */
  displayedPercent?: Maybe<Scalars['Int']['output']>;
  /** Same id as its questionnaire (property id and questionnaire id). */
  id: Scalars['ID']['output'];
  /** Whether the viewer sells the property (only sellers sign). */
  isSeller: Scalars['Boolean']['output'];
  /** Some seller has signed, so nobody may change the answers. */
  locked: Scalars['Boolean']['output'];
  /** Sellers of the property: each must sign. */
  sellers: Scalars['Int']['output'];
  /** The live signatures. */
  signatures: Array<FormSignature>;
  /** Sellers who have signed. */
  signed: Scalars['Int']['output'];
  /** Whether the viewer has signed. */
  signedByMe: Scalars['Boolean']['output'];
};

/**
 * One version of a form's definition, as every property answered under that version shares it. A
 * published version never changes; the REST API serves it at `GET /api/forms/{questionnaireId}/versions/{version}`
 * with a year's cache lifetime.
 */
export type FormVersion = {
  __typename?: 'FormVersion';
  /** The form as one value, in the shape a client draws it from (sections, groups and questions with their options, conditions and PDTF answer rules; see the FormDefinition scalar). A client cache keeps it whole instead of taking hundreds of questions apart. */
  definition: Scalars['FormDefinition']['output'];
  /** `<form>@<version>`, e.g. `2@3` for version 3 of property information. Conveyancing enquiries ask each property's own questions (from its title report), so their id names the property too: `6@1:12`. */
  id: Scalars['ID']['output'];
  /** 1 leasehold, 2 property information, 3 fixtures and fittings, 4 about my home, 5 preliminary information, 6 conveyancing enquiries. */
  questionnaireId: Scalars['Int']['output'];
  /** The definition's version. */
  version: Scalars['Int']['output'];
};

/** Gateway and API status. */
export type Health = {
  __typename?: 'Health';
  /** pglite or postgres. */
  database: Scalars['String']['output'];
  /** ok when the REST API and its database answer. */
  status: Scalars['String']['output'];
};

/** Which invitation screen. */
export type InviteKind =
  | 'AGENT'
  | 'SOLICITOR';

/** What the invite solicitor / agent screen offers. */
export type InviteOptions = {
  __typename?: 'InviteOptions';
  /** The property's firm or agency, when it has one: then it is the only choice and the selection is hidden. */
  current?: Maybe<OrganisationChoice>;
  /** Organisations to choose from. */
  organisations: Array<OrganisationChoice>;
  /** People of those organisations. */
  people: Array<PersonChoice>;
};

/** Whom to invite as solicitor or agent: a person from the list, or a new one (name and email), of a listed organisation or a new one by name. */
export type InvitePersonInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  organisationId?: InputMaybe<Scalars['ID']['input']>;
  organisationName?: InputMaybe<Scalars['String']['input']>;
  personId?: InputMaybe<Scalars['ID']['input']>;
  propertyId: Scalars['ID']['input'];
  /** The app's one-letter theme id. */
  theme?: InputMaybe<Scalars['String']['input']>;
};

/** A seller of a property: signed up, or invited and not signed up yet. */
export type InvitedSeller = {
  __typename?: 'InvitedSeller';
  /** Whether they have accepted the invitation. */
  accepted: Scalars['Boolean']['output'];
  /** The email they log in with, or were invited at. */
  email: Scalars['String']['output'];
  /** The user's id once they accepted, else invitation-{n}. */
  id: Scalars['ID']['output'];
  /** When the invitation waiting for them was last sent. */
  invitedAt?: Maybe<Scalars['DateTime']['output']>;
  /** When they were last active; null is never. */
  lastActivity?: Maybe<Scalars['DateTime']['output']>;
  /** Their name, when known. */
  name?: Maybe<Scalars['String']['output']>;
};

/** A property's sellers, and how many it may have. */
export type InvitedSellers = {
  __typename?: 'InvitedSellers';
  /** The most a property may have (4). */
  maxSellers: Scalars['Int']['output'];
  /** Signed-up sellers first, then invitations waiting. */
  sellers: Array<InvitedSeller>;
};

/** A column of a list question. */
export type ListColumn = {
  __typename?: 'ListColumn';
  /** Column key. */
  key: Scalars['String']['output'];
  /** Column heading. */
  label: Scalars['String']['output'];
  /** Options, for a select column. */
  options?: Maybe<Array<Option>>;
  /** Input type of the column. */
  type: QuestionType;
};

/** The platform's monthly limit of new properties. */
export type MonthlyLimit = {
  __typename?: 'MonthlyLimit';
  /** Always monthly-limit: there is one. */
  id: Scalars['ID']['output'];
  /** Properties added since the start of this month (UTC). */
  usedThisMonth: Scalars['Int']['output'];
  /** Properties allowed per calendar month across the platform; -1 is unlimited. */
  value: Scalars['Int']['output'];
};

/** Root mutations. */
export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Accepts the invitation of an emailed link (its token), and every other invitation waiting for the
   * viewer's verified email. FORBIDDEN when the email is not verified or is not the invited one.
   */
  acceptInvitations: AcceptedInvitations;
  /** Accepts the Terms and Conditions for the viewer. */
  acceptTerms: Viewer;
  /** Adds an agency under a brand (a brand admin's own brand); an administrator names the brand and the phase new properties start in. */
  addAgency: Organisation;
  /** Adds an agent of the given type to an organisation; only an administrator adds simple users and administrators. */
  addAgent: Person;
  /** Adds a property chosen through the wizard's searches, with its title data; spends one credit of the viewer's organisation (CONFLICT when none are left or the monthly limit is reached). */
  addProperty: Property;
  /** Adds a property from its title number alone, assigned to an agent; spends one credit like addProperty. */
  addPropertyByTitle: Property;
  /** Adds a solicitor to a firm. */
  addSolicitor: Person;
  /** Adds a solicitors' firm under a brand. */
  addSolicitorsFirm: Organisation;
  /** Says the viewer has the property open, and which form and section; repeat it at least every 30 seconds while the page stays open (a presence not repeated lapses after 45). Answers who is there now. */
  announcePresence: Presence;
  /** Moves an agent to another organisation; their properties go to the take-over agent when one is named. */
  changeAgentOrganisation: AgentChange;
  /** Completes preliminary information (spec 02 §4.3): a seller type from sellerTypes (never 0) and the seller's name; sets accepted and stores the signature. */
  completeForm: FormSigned;
  /**
   * Everything a sign-in does, once, in one request: copies the name and email of the ID token onto
   * the viewer's record, accepts the invitation of an emailed link and every other invitation waiting
   * for the viewer's verified email, and answers the viewer, so the first screen needs no viewer query.
   */
  completeSignIn: SignInResult;
  /**
   * "These are right": confirms in one tap the answers of a section that came from public records, so
   * they count as answered. Who may is as for saveAnswers; BAD_USER_INPUT for a section the form does
   * not have; CONFLICT once the form (or a form sharing an answer) is signed. Confirming again changes nothing.
   */
  confirmSection: SectionConfirmed;
  /** Creates an API client acting as an agent of the organisation; the answer carries its secret, shown this once. */
  createApiClient: CreatedApiClient;
  /** Subscribes an API client's receiver to events; the answer carries the signing secret, shown this once. */
  createWebhookSubscription: CreatedWebhookSubscription;
  /** Deletes a property (a hop): it leaves every list; FORBIDDEN unless the viewer manages it. */
  deleteProperty: DeletedProperty;
  /** Removes a signature (kept on record with who removed it); the form unlocks once no signature is left on it. */
  deleteSignature: SignatureRecord;
  /** Removes a webhook subscription; events waiting to be sent to it are dropped. */
  deleteWebhookSubscription: WebhookSubscription;
  /** Disables a user (administrators only, never themselves): every session they have ends at once and they cannot sign in until enabled again. */
  disableUser: User;
  /** Discards a dead-letter job: its work will not be done; answers its id. NOT_FOUND when no failed job has the id. */
  discardDeadLetterJob: Scalars['ID']['output'];
  /** Lets a disabled user sign in again (administrators only). */
  enableUser: User;
  /** Invites an agent of the property's agency (or of an agency made available to it by this invitation). */
  inviteAgent: PersonInvitation;
  /** Invites a seller by email (at most four sellers; CONFLICT for a fifth); the mail links to sign up or log in under the property's theme. */
  inviteSeller: SellerInvitation;
  /** Invites a solicitor of the property's firm (or of a firm made available to it by this invitation). */
  inviteSolicitor: PersonInvitation;
  /** Says the viewer closed the property; answers who is still there. */
  leavePresence: Presence;
  /** Links the property to a listing of its agency's portal at its postcode, replacing any link, or unlinks it (listingId null); BAD_USER_INPUT for a listing the portal does not hold there. */
  linkPortalListing: PropertyPortal;
  /**
   * Moves the property to the next phase (spec 01 §4). CONFLICT below 100 (every seller signed), at
   * the last phase ('Already at the last phase') or when phaseId is not the next phase.
   */
  movePropertyToNextPhase: Property;
  /** Orders the property's searches once; CONFLICT in phase 1 or when already ordered. The pack arrives in the vault when returned. */
  orderSearches: Property;
  /** Recounts the property attribute report now, and derives every property's attributes again in the background. */
  refreshAttributeStatistics: AttributeStatistics;
  /** Asks every public-record source about the property again, bypassing the cache, in the background; answers at once with the records as they stand and fetching true. */
  refreshPublicRecords: PublicRecords;
  /** Removes an agent from their organisation; with newAgentId their properties go to that colleague first, without it CONFLICT while they own any. */
  removeAgent: AgentChange;
  /** Removes a document from a property's vault; who may is as for uploadDocuments. */
  removeDocument: RemovedDocument;
  /** Removes a seller or withdraws a seller's invitation. */
  removeSeller: SellerRemoval;
  /** Asks for more property credits for the viewer's organisation; a repeat within a day returns the same request. */
  requestCredits: CreditRequest;
  /** Sends a seller's invitation again with a new link; the old link stops working. */
  resendSellerInvite: InvitedSeller;
  /** Sends a dead-letter job back to its queue for a fresh set of attempts, due now; answers its id. NOT_FOUND when no failed job has the id, CONFLICT when the same work already waits. */
  retryDeadLetterJob: Scalars['ID']['output'];
  /** Revokes an API client: its tokens are refused from the next request and it cannot obtain new ones (CONFLICT when already revoked). */
  revokeApiClient: ApiClient;
  /** Gives a webhook subscription a new signing secret, used from the next attempt on; the answer carries it, shown this once. */
  rotateWebhookSecret: CreatedWebhookSubscription;
  /**
   * Saves the answers that changed (only those; a null value clears one) and returns the completion
   * the server computed. BAD_USER_INPUT names the question and what is wrong; FORBIDDEN when the
   * viewer may not answer that part of the form.
   */
  saveAnswers: AnswersSaved;
  /**
   * Sends a help message or a request about a property (spec 02 §7) to its agents, or to support
   * when it has none. Anyone who can see the property may; BAD_USER_INPUT for an empty message.
   */
  sendEnquiry: EnquirySent;
  /** Turns the TA6 trial on or off for an agency. */
  setAgencyTa6Trial: Organisation;
  /** Sets the platform's monthly limit of new properties; -1 is unlimited. */
  setMonthlyLimit: MonthlyLimit;
  /** Makes one of the offered people the property's creator. */
  setPropertyCreator: PropertyOwners;
  /** Makes one of the offered people the property's owner. */
  setPropertyOwner: PropertyOwners;
  /**
   * Signs a complete form as a seller of the property (spec 02 §4.1), with the name as typed (more than 1 character).
   * FORBIDDEN for anyone but a seller; CONFLICT below 100 or when already signed. Once any seller has signed, the
   * form's answers are locked (saveAnswers answers CONFLICT).
   */
  signForm: FormSigned;
  /** Copies the name and email from the identity provider onto the viewer's user record after sign-in. */
  syncViewerProfile: Viewer;
  /** Changes a user's role and organisation (administrators only; never the role of a user with properties). */
  updateUser: User;
  /**
   * Adds files to a property's document vault (multipart request, with the Apollo-Require-Preflight header).
   * The property's sellers and administrators may; others who see it get FORBIDDEN. Each file is checked
   * by its content; a file over the size limit is PAYLOAD_TOO_LARGE and nothing is kept.
   */
  uploadDocuments: Array<VaultDocument>;
};


/** Root mutations. */
export type MutationAcceptInvitationsArgs = {
  token?: InputMaybe<Scalars['String']['input']>;
};


/** Root mutations. */
export type MutationAddAgencyArgs = {
  input: AddAgencyInput;
};


/** Root mutations. */
export type MutationAddAgentArgs = {
  input: AddAgentInput;
};


/** Root mutations. */
export type MutationAddPropertyArgs = {
  input: AddPropertyInput;
};


/** Root mutations. */
export type MutationAddPropertyByTitleArgs = {
  input: AddPropertyByTitleInput;
};


/** Root mutations. */
export type MutationAddSolicitorArgs = {
  input: AddSolicitorInput;
};


/** Root mutations. */
export type MutationAddSolicitorsFirmArgs = {
  input: AddSolicitorsFirmInput;
};


/** Root mutations. */
export type MutationAnnouncePresenceArgs = {
  input: PresenceInput;
};


/** Root mutations. */
export type MutationChangeAgentOrganisationArgs = {
  agentId: Scalars['ID']['input'];
  organisationId: Scalars['ID']['input'];
  takeOverAgentId?: InputMaybe<Scalars['ID']['input']>;
};


/** Root mutations. */
export type MutationCompleteFormArgs = {
  input: CompleteFormInput;
};


/** Root mutations. */
export type MutationCompleteSignInArgs = {
  input: CompleteSignInInput;
};


/** Root mutations. */
export type MutationConfirmSectionArgs = {
  input: ConfirmSectionInput;
};


/** Root mutations. */
export type MutationCreateApiClientArgs = {
  input: CreateApiClientInput;
};


/** Root mutations. */
export type MutationCreateWebhookSubscriptionArgs = {
  input: CreateWebhookSubscriptionInput;
};


/** Root mutations. */
export type MutationDeletePropertyArgs = {
  id: Scalars['ID']['input'];
};


/** Root mutations. */
export type MutationDeleteSignatureArgs = {
  id: Scalars['ID']['input'];
};


/** Root mutations. */
export type MutationDeleteWebhookSubscriptionArgs = {
  id: Scalars['ID']['input'];
};


/** Root mutations. */
export type MutationDisableUserArgs = {
  id: Scalars['ID']['input'];
};


/** Root mutations. */
export type MutationDiscardDeadLetterJobArgs = {
  id: Scalars['ID']['input'];
};


/** Root mutations. */
export type MutationEnableUserArgs = {
  id: Scalars['ID']['input'];
};


/** Root mutations. */
export type MutationInviteAgentArgs = {
  input: InvitePersonInput;
};


/** Root mutations. */
export type MutationInviteSellerArgs = {
  email: Scalars['String']['input'];
  propertyId: Scalars['ID']['input'];
  theme?: InputMaybe<Scalars['String']['input']>;
};


/** Root mutations. */
export type MutationInviteSolicitorArgs = {
  input: InvitePersonInput;
};


/** Root mutations. */
export type MutationLeavePresenceArgs = {
  propertyId: Scalars['ID']['input'];
};


/** Root mutations. */
export type MutationLinkPortalListingArgs = {
  listingId?: InputMaybe<Scalars['ID']['input']>;
  propertyId: Scalars['ID']['input'];
};


/** Root mutations. */
export type MutationMovePropertyToNextPhaseArgs = {
  phaseId: Scalars['ID']['input'];
  propertyId: Scalars['ID']['input'];
};


/** Root mutations. */
export type MutationOrderSearchesArgs = {
  propertyId: Scalars['ID']['input'];
};


/** Root mutations. */
export type MutationRefreshPublicRecordsArgs = {
  propertyId: Scalars['ID']['input'];
};


/** Root mutations. */
export type MutationRemoveAgentArgs = {
  agentId: Scalars['ID']['input'];
  newAgentId?: InputMaybe<Scalars['ID']['input']>;
};


/** Root mutations. */
export type MutationRemoveDocumentArgs = {
  documentId: Scalars['ID']['input'];
  propertyId: Scalars['ID']['input'];
};


/** Root mutations. */
export type MutationRemoveSellerArgs = {
  propertyId: Scalars['ID']['input'];
  sellerId: Scalars['ID']['input'];
};


/** Root mutations. */
export type MutationResendSellerInviteArgs = {
  propertyId: Scalars['ID']['input'];
  sellerId: Scalars['ID']['input'];
};


/** Root mutations. */
export type MutationRetryDeadLetterJobArgs = {
  id: Scalars['ID']['input'];
};


/** Root mutations. */
export type MutationRevokeApiClientArgs = {
  clientId: Scalars['ID']['input'];
};


/** Root mutations. */
export type MutationRotateWebhookSecretArgs = {
  id: Scalars['ID']['input'];
};


/** Root mutations. */
export type MutationSaveAnswersArgs = {
  input: SaveAnswersInput;
};


/** Root mutations. */
export type MutationSendEnquiryArgs = {
  input: SendEnquiryInput;
};


/** Root mutations. */
export type MutationSetAgencyTa6TrialArgs = {
  on: Scalars['Boolean']['input'];
  organisationId: Scalars['ID']['input'];
};


/** Root mutations. */
export type MutationSetMonthlyLimitArgs = {
  value: Scalars['Int']['input'];
};


/** Root mutations. */
export type MutationSetPropertyCreatorArgs = {
  propertyId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


/** Root mutations. */
export type MutationSetPropertyOwnerArgs = {
  propertyId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


/** Root mutations. */
export type MutationSignFormArgs = {
  input: SignFormInput;
};


/** Root mutations. */
export type MutationSyncViewerProfileArgs = {
  input: SyncViewerProfileInput;
};


/** Root mutations. */
export type MutationUpdateUserArgs = {
  id: Scalars['ID']['input'];
  input: UpdateUserInput;
};


/** Root mutations. */
export type MutationUploadDocumentsArgs = {
  files: Array<Scalars['Upload']['input']>;
  propertyId: Scalars['ID']['input'];
};

/** Input for addProperty: the address parts of the chosen or typed address. */
export type NewAddressInput = {
  /** House or building name. */
  buildingName?: InputMaybe<Scalars['String']['input']>;
  /** House or building number. */
  buildingNumber?: InputMaybe<Scalars['String']['input']>;
  /** Postcode. */
  postcode: Scalars['String']['input'];
  /** Flat or unit name. */
  subBuildingName?: InputMaybe<Scalars['String']['input']>;
  /** Street. */
  thoroughfare?: InputMaybe<Scalars['String']['input']>;
  /** Town or city. */
  townOrCity?: InputMaybe<Scalars['String']['input']>;
};

/** One option of a select or checkbox question. */
export type Option = {
  __typename?: 'Option';
  /** The value stored when it is chosen. */
  key: Scalars['String']['output'];
  /** What the seller reads. */
  label: Scalars['String']['output'];
};

/** An organisation: a brand, an estate agency or a solicitors' firm. */
export type Organisation = {
  __typename?: 'Organisation';
  /** Credits left for adding properties; -1 means unlimited or not applicable, 0 blocks adding. */
  credits: Scalars['Int']['output'];
  /** Phase new properties start in. */
  defaultPhase?: Maybe<Phase>;
  /** Organisation id. */
  id: Scalars['ID']['output'];
  /** Display name. */
  name: Scalars['String']['output'];
  /** Agencies under a brand. */
  numAgencies: Scalars['Int']['output'];
  /**
   * People who work in the organisation: its agents, solicitors, brand administrators and simple
   * users (an agency's agents, a firm's solicitors). Home movers, administrators and API clients are
   * not counted. The same figure whichever query reads the organisation.
   */
  numAgents: Scalars['Int']['output'];
  /** Live properties belonging or made available to it. */
  numProperties: Scalars['Int']['output'];
  /** Name of the brand it belongs to, if any. */
  parentName?: Maybe<Scalars['String']['output']>;
  /** Which question of each form is asked in which phase (upload questions left out); null outside the viewer's tenancy. */
  phaseConfig?: Maybe<PhaseConfig>;
  /** Whether the organisation takes part in the TA6 trial. */
  ta6Trial: Scalars['Boolean']['output'];
  /** Brand, agency or solicitors' firm. */
  type: OrganisationType;
  /** Brand, Agency or Solicitors' firm, as the screens label it. */
  typeName: Scalars['String']['output'];
  /** Whether it lists properties on the portal, so the add-property wizard offers the portal step. */
  usesPortal: Scalars['Boolean']['output'];
};

/** A solicitors' firm or an agency to choose. */
export type OrganisationChoice = {
  __typename?: 'OrganisationChoice';
  /** Organisation id. */
  id: Scalars['ID']['output'];
  /** Its name. */
  name: Scalars['String']['output'];
};

/** A page of organisations, for paging with cursors. */
export type OrganisationConnection = {
  __typename?: 'OrganisationConnection';
  /** The organisations on this page, with their cursors. */
  edges: Array<OrganisationEdge>;
  /** The same organisations without cursors. */
  nodes: Array<Organisation>;
  /** Where this page sits. */
  pageInfo: ConnectionPageInfo;
  /** Every organisation of the list, across all pages. */
  totalCount: Scalars['Int']['output'];
};

/** An organisation with its cursor. */
export type OrganisationEdge = {
  __typename?: 'OrganisationEdge';
  /** Opaque; pass it as `after` or `before`. */
  cursor: Scalars['String']['output'];
  /** The organisation. */
  node: Organisation;
};

/** Brand, estate agency or solicitors' firm (codes 1, 2 and 3 in the REST API). */
export type OrganisationType =
  /** An estate agency. */
  | 2
  /** A brand: the partner whose theme and agencies the others belong to. */
  | 1
  /** A firm of solicitors or conveyancers. */
  | 3;

/** Position within a paged list. */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** Whether a later page exists. */
  hasNextPage: Scalars['Boolean']['output'];
  /** Current 1-based page. */
  page: Scalars['Int']['output'];
  /** Items per page. */
  pageSize: Scalars['Int']['output'];
  /** Items across all pages. */
  total: Scalars['Int']['output'];
  /** Number of pages (at least 1). */
  totalPages: Scalars['Int']['output'];
};

/** What a property's PDTF export leaves out, beside the document (Query.pdtfExportReport). */
export type PdtfExportReport = {
  __typename?: 'PdtfExportReport';
  /** Each thing left out; empty when the document holds every answer. */
  omitted: Array<PdtfOmission>;
  /** Property id. */
  propertyId: Scalars['ID']['output'];
  /** The document's transactionId, so the report is matched with its document. */
  transactionId: Scalars['String']['output'];
};

/** One thing a PDTF export leaves out. */
export type PdtfOmission = {
  __typename?: 'PdtfOmission';
  /** Why, in words. */
  explanation: Scalars['String']['output'];
  /** The questions to answer, or to answer otherwise, for the standard to take them. */
  needs: Array<PdtfReportQuestion>;
  /** The path in the document where it would go (a JSON pointer; a list item by the position its answers gave it). */
  path: Scalars['String']['output'];
  /** The answered questions whose answers it leaves out. */
  questions: Array<PdtfReportQuestion>;
  /** Why, as a code. */
  reason: PdtfOmissionReason;
};

/** Why a PDTF export leaves something out. */
export type PdtfOmissionReason =
  /** Part of a group or list item the standard holds only with other answers given too. */
  | 'incomplete'
  /** Follow-ups given without the answer the standard places them by (a comment without 'Included, excluded or none?'). */
  | 'no-branch'
  /** No seller has joined the property yet, so the participants name no seller. */
  | 'no-seller'
  /** An answer the standard has no value for at its field. */
  | 'no-value'
  /** Answers another answer contradicts (leasehold answers under an ownership answered Freehold). */
  | 'other-branch'
  /** A list shorter than the standard's minimum. */
  | 'too-few-items';

/** A form's question, as the PDTF export's report names it. */
export type PdtfReportQuestion = {
  __typename?: 'PdtfReportQuestion';
  /** The form's name. */
  form: Scalars['String']['output'];
  /** The question's wording. */
  question: Scalars['String']['output'];
  /** The question's id within its form. */
  questionId: Scalars['String']['output'];
  /** The form's questionnaire id. */
  questionnaireId: Scalars['Int']['output'];
  /** The number on the standard form ("4.1"), when the question has one. */
  reference?: Maybe<Scalars['String']['output']>;
};

/** Someone was invited to the property, joined it by accepting an invitation, or was removed from it. */
export type PeopleChanged = PropertyEvent & {
  __typename?: 'PeopleChanged';
  actor?: Maybe<EventActor>;
  /** True when invited, added or joining, false when removed. */
  added: Scalars['Boolean']['output'];
  at: Scalars['DateTime']['output'];
  cursor: Scalars['String']['output'];
  /** The person's name (or email, until they sign up). */
  name: Scalars['String']['output'];
  propertyId: Scalars['ID']['output'];
  /** Their role on the property. */
  role: Role;
};

/** A person on the agents, solicitors or movers tables. */
export type Person = {
  __typename?: 'Person';
  /** Whether they accepted the Terms and Conditions. */
  acceptedTerms: Scalars['Boolean']['output'];
  /** When they registered. */
  dateRegistered?: Maybe<Scalars['DateTime']['output']>;
  /** Email address. */
  email: Scalars['String']['output'];
  /** User id. */
  id: Scalars['ID']['output'];
  /** Last activity. */
  lastActivity?: Maybe<Scalars['DateTime']['output']>;
  /** Display name. */
  name: Scalars['String']['output'];
  /** Live properties they own, created or sell. */
  numProperties: Scalars['Int']['output'];
  /** Organisation id, if any. */
  organisationId?: Maybe<Scalars['ID']['output']>;
  /** Organisation name, if any. */
  organisationName?: Maybe<Scalars['String']['output']>;
  /** Role. */
  role: Role;
  /** Human label for the role. */
  roleLabel: Scalars['String']['output'];
};

/** A solicitor or agent to choose. */
export type PersonChoice = {
  __typename?: 'PersonChoice';
  /** Email address. */
  email: Scalars['String']['output'];
  /** User id. */
  id: Scalars['ID']['output'];
  /** Display name. */
  name: Scalars['String']['output'];
  /** The firm or agency they belong to. */
  organisationId: Scalars['ID']['output'];
};

/** A page of people, for paging with cursors. */
export type PersonConnection = {
  __typename?: 'PersonConnection';
  /** The people on this page, with their cursors. */
  edges: Array<PersonEdge>;
  /** The same people without cursors. */
  nodes: Array<Person>;
  /** Where this page sits. */
  pageInfo: ConnectionPageInfo;
  /** Every person of the list, across all pages. */
  totalCount: Scalars['Int']['output'];
};

/** A person with their cursor. */
export type PersonEdge = {
  __typename?: 'PersonEdge';
  /** Opaque; pass it as `after` or `before`. */
  cursor: Scalars['String']['output'];
  /** The person. */
  node: Person;
};

/** The outcome of inviting a solicitor or agent. */
export type PersonInvitation = {
  __typename?: 'PersonInvitation';
  /** Where the invitation went. */
  email: Scalars['String']['output'];
  /** Who was invited. */
  name: Scalars['String']['output'];
  /** The firm or agency now made available to the property. */
  organisation: OrganisationChoice;
};

/** A sale-preparation phase. */
export type Phase = {
  __typename?: 'Phase';
  /** 1 Move Ready, 2 Contract Ready, 3 Exchange Ready. */
  id: Scalars['ID']['output'];
  /** Display label. */
  label: Scalars['String']['output'];
  /** The phase after this one, if any. */
  nextPhaseId?: Maybe<Scalars['ID']['output']>;
};

/** The property moved to another phase. */
export type PhaseChanged = PropertyEvent & {
  __typename?: 'PhaseChanged';
  actor?: Maybe<EventActor>;
  at: Scalars['DateTime']['output'];
  cursor: Scalars['String']['output'];
  /** The phase it is now in; null for roles that do not see phases. */
  phase?: Maybe<Phase>;
  propertyId: Scalars['ID']['output'];
};

/** One phase column of the organisation view. */
export type PhaseColumn = {
  __typename?: 'PhaseColumn';
  /** Phase id. */
  id: Scalars['ID']['output'];
  /** Phase label. */
  label: Scalars['String']['output'];
};

/** Which questions are asked in which phase (spec 02 §3.3 phase_config). */
export type PhaseConfig = {
  __typename?: 'PhaseConfig';
  /** The phases, in order: one column each. */
  phases: Array<PhaseColumn>;
  /** Each questionnaire with its sections, groups and questions. */
  questionnaires: Array<PhaseConfigQuestionnaire>;
};

/** A group of questions of the phase configuration. */
export type PhaseConfigGroup = {
  __typename?: 'PhaseConfigGroup';
  /** Group id within its section. */
  id: Scalars['ID']['output'];
  /** Group name; may be empty. */
  name: Scalars['String']['output'];
  /** Its questions, upload questions left out. */
  questions: Array<PhaseConfigQuestion>;
};

/** A question and the phases it is asked in. */
export type PhaseConfigQuestion = {
  __typename?: 'PhaseConfigQuestion';
  /** Phase ids the question is asked in. */
  enabledPhaseIds: Array<Scalars['ID']['output']>;
  /** Question id. */
  id: Scalars['ID']['output'];
  /** The question's wording. */
  question: Scalars['String']['output'];
  /** Input type. */
  type: Scalars['String']['output'];
};

/** A questionnaire of the phase configuration. */
export type PhaseConfigQuestionnaire = {
  __typename?: 'PhaseConfigQuestionnaire';
  /** Questionnaire id. */
  id: Scalars['ID']['output'];
  /** Questionnaire name. */
  name: Scalars['String']['output'];
  /** Its sections. */
  sections: Array<PhaseConfigSection>;
};

/** A section of the phase configuration. */
export type PhaseConfigSection = {
  __typename?: 'PhaseConfigSection';
  /** Its groups. */
  groups: Array<PhaseConfigGroup>;
  /** Section id. */
  id: Scalars['ID']['output'];
  /** Section name. */
  name: Scalars['String']['output'];
};

/** A portal listing offered for a property. */
export type PortalChoice = {
  __typename?: 'PortalChoice';
  /** Portal listing id. */
  id: Scalars['ID']['output'];
  /** The listing's address as one line. */
  line: Scalars['String']['output'];
  /** Whether it is at the property's address. */
  sameAddress: Scalars['Boolean']['output'];
};

/** Listings of its agency's portal a property may be linked to. */
export type PortalChoices = {
  __typename?: 'PortalChoices';
  /** The property's address, as the listings are compared with it. */
  addressLine: Scalars['String']['output'];
  /** The listings at the property's postcode, the one at its address first. */
  listings: Array<PortalChoice>;
  /** Whether they come from the shipped sample listings (demo mode). */
  sample: Scalars['Boolean']['output'];
};

/** The portal listing a property is linked to. */
export type PortalLink = {
  __typename?: 'PortalLink';
  /** The listing's address as one line, or its id when its address was not kept. */
  line: Scalars['String']['output'];
  /** When it was linked. */
  linkedAt: Scalars['DateTime']['output'];
  /** Who linked it; null when not known. */
  linkedByName?: Maybe<Scalars['String']['output']>;
  /** Portal listing id. */
  listingId: Scalars['ID']['output'];
  /** Whether the listing is at the property's address. */
  sameAddress: Scalars['Boolean']['output'];
};

/** A property listed on the organisation's portal (spec 02 §3.3). */
export type PortalProperty = {
  __typename?: 'PortalProperty';
  /** County. */
  county: Scalars['String']['output'];
  /** Portal listing id. */
  id: Scalars['ID']['output'];
  /** House name or number. */
  nameNo: Scalars['String']['output'];
  /** Postcode. */
  postcode: Scalars['String']['output'];
  /** Street. */
  street: Scalars['String']['output'];
  /** Flat or unit. */
  subDwelling: Scalars['String']['output'];
  /** Town. */
  town: Scalars['String']['output'];
};

/** Portal listings at a postcode. */
export type PortalSearch = {
  __typename?: 'PortalSearch';
  /** Listings found; empty when there are none. */
  properties: Array<PortalProperty>;
  /** Whether they come from the shipped sample listings (demo mode). */
  sample: Scalars['Boolean']['output'];
};

/** Who has a property open. */
export type Presence = {
  __typename?: 'Presence';
  /** The property's id: one presence list per property in a client's cache. */
  id: Scalars['ID']['output'];
  /** Everyone with the property open now, the viewer included, in the order they arrived. */
  people: Array<PresentPerson>;
};

/** Where the viewer is, for announcePresence. */
export type PresenceInput = {
  /** The property open. */
  propertyId: Scalars['ID']['input'];
  /** The form open (1 to 6), if any. */
  questionnaireId?: InputMaybe<Scalars['Int']['input']>;
  /** The section of that form, if any. */
  section?: InputMaybe<Scalars['String']['input']>;
};

/** One person with a property open. */
export type PresentPerson = {
  __typename?: 'PresentPerson';
  /** The user's id. */
  id: Scalars['ID']['output'];
  /** Display name. */
  name: Scalars['String']['output'];
  /** The form they have open (1 to 6), if any. */
  questionnaireId?: Maybe<Scalars['Int']['output']>;
  /** Their role. */
  role: Role;
  /** The section of that form they are in (its key), if any. */
  section?: Maybe<Scalars['String']['output']>;
  /** Since when they have had the property open. */
  since: Scalars['DateTime']['output'];
};

/** A property being prepared for sale, as the viewer may see it. */
export type Property = {
  __typename?: 'Property';
  /** The action plan of the property's phase and the phase's completion; null for roles without the action plan. */
  actionPlan?: Maybe<ActionPlan>;
  /** Full address. */
  address: Scalars['String']['output'];
  /** Agencies that can see this property (the Who can see this list); null for sellers and simple users. */
  agenciesNames?: Maybe<Array<Scalars['String']['output']>>;
  /** The attributes derived from the property's title data, answers, documents and phase; null unless the viewer is an administrator. */
  attributes?: Maybe<Array<PropertyAttribute>>;
  /** Town or city. */
  city: Scalars['String']['output'];
  /** Completion percent; null when the viewer may not see completion. */
  complete?: Maybe<Scalars['Int']['output']>;
  /** Phases already completed; null for roles that do not see completion. */
  completedPhases?: Maybe<Array<Phase>>;
  /** When the property was added. */
  createdAt: Scalars['DateTime']['output'];
  /** Document retrieval code. */
  friendlyId: Scalars['String']['output'];
  /** Property id. */
  id: Scalars['ID']['output'];
  /** Whether the viewer is a seller of this property. */
  isSeller: Scalars['Boolean']['output'];
  /** Latest sign-in of any seller; null if none has signed in or the viewer may not see it. */
  lastSignIn?: Maybe<Scalars['DateTime']['output']>;
  /** Property name (usually the first address line). */
  name: Scalars['String']['output'];
  /** Number of sellers. */
  numSellers: Scalars['Int']['output'];
  /** Name of the owning user. */
  ownerName?: Maybe<Scalars['String']['output']>;
  /** Current phase; null for roles that do not see completion. */
  phase?: Maybe<Phase>;
  /** The listing on its agency's portal the property is linked to; null for roles that do not see a property's details (sellers, simple users). */
  portal?: Maybe<PropertyPortal>;
  /** Postcode. */
  postcode: Scalars['String']['output'];
  /** What the public records (council tax, energy certificate, flood risk, planning, coverage, coal and radon, price paid) said about the property. */
  publicRecords: PublicRecords;
  /** Whether searches have been ordered. */
  searchesRequested: Scalars['Boolean']['output'];
  /** Solicitors' firms that can see this property; null for sellers and simple users. */
  solicitorsNames?: Maybe<Array<Scalars['String']['output']>>;
  /** Sellers' emails; null without the property-meta permission. */
  userEmails?: Maybe<Array<Scalars['String']['output']>>;
  /** The document vault: uploaded documents, and what the uploader accepts from this viewer. */
  vault: Vault;
  /** What the viewer may do with this property, decided on the server. */
  viewerCan: PropertyCapabilities;
};

/** One derived attribute of a property. */
export type PropertyAttribute = {
  __typename?: 'PropertyAttribute';
  /** When it was derived. */
  computedAt: Scalars['DateTime']['output'];
  /** Its value for this property ('' when unset). */
  dimension: Scalars['String']['output'];
  /** The attribute's key. */
  key: Scalars['String']['output'];
  /** Its name. */
  name: Scalars['String']['output'];
  /** Its source. */
  source: AttributeSource;
  /** The measure, for measures (complexity %, weeks). */
  value?: Maybe<Scalars['Float']['output']>;
};

/** Per-property capabilities for the viewer; the web app shows buttons and links from these alone. */
export type PropertyCapabilities = {
  __typename?: 'PropertyCapabilities';
  /** Invite an agent. */
  inviteAgent: Scalars['Boolean']['output'];
  /** Invite a seller. */
  inviteSeller: Scalars['Boolean']['output'];
  /** Invite a solicitor. */
  inviteSolicitor: Scalars['Boolean']['output'];
  /** See completion percentages. */
  viewCompletion: Scalars['Boolean']['output'];
  /** See phase, sellers' emails, agencies and last sign-in. */
  viewMeta: Scalars['Boolean']['output'];
};

/** A page of properties. */
export type PropertyConnection = {
  __typename?: 'PropertyConnection';
  /** The properties on this page. */
  nodes: Array<Property>;
  /** Where this page sits. */
  pageInfo: PageInfo;
};

/** A page of properties, for paging with cursors. */
export type PropertyCursorConnection = {
  __typename?: 'PropertyCursorConnection';
  /** The properties on this page, with their cursors. */
  edges: Array<PropertyEdge>;
  /** The same properties without cursors. */
  nodes: Array<Property>;
  /** Where this page sits. */
  pageInfo: ConnectionPageInfo;
  /** Every property matching the filters, across all pages. */
  totalCount: Scalars['Int']['output'];
};

/** A property with its cursor. */
export type PropertyEdge = {
  __typename?: 'PropertyEdge';
  /** Opaque; pass it as `after` or `before`. */
  cursor: Scalars['String']['output'];
  /** The property. */
  node: Property;
};

/** Something that happened to a property. */
export type PropertyEvent = {
  /** Who did it; null when the platform did (a public record, a search provider). */
  actor?: Maybe<EventActor>;
  /** When it happened. */
  at: Scalars['DateTime']['output'];
  /** Where this event sits in the property's stream: pass it as propertyEvents' `after` to resume. */
  cursor: Scalars['String']['output'];
  /** The property. */
  propertyId: Scalars['ID']['output'];
};

/** A filter of the admin properties list and the values it offers. */
export type PropertyFilter = {
  __typename?: 'PropertyFilter';
  /** Label of the select. */
  label: Scalars['String']['output'];
  /** Filter name, sent back in PropertyFilterInput. */
  name: Scalars['String']['output'];
  /** The values to choose from. */
  values: Array<PropertyFilterValue>;
};

/** A chosen filter value. */
export type PropertyFilterInput = {
  /** A filter name from filterOptions. */
  name: Scalars['String']['input'];
  /** One of its values. */
  value: Scalars['String']['input'];
};

/** One value of a filter. */
export type PropertyFilterValue = {
  __typename?: 'PropertyFilterValue';
  /** What the select shows. */
  label: Scalars['String']['output'];
  /** Sent back when chosen. */
  value: Scalars['String']['output'];
};

/** A property's owner and creator, and who may become either. */
export type PropertyOwners = {
  __typename?: 'PropertyOwners';
  /** The creator's user id. */
  creatorId?: Maybe<Scalars['ID']['output']>;
  /** The property id. */
  id: Scalars['ID']['output'];
  /** The owner's user id. */
  ownerId?: Maybe<Scalars['ID']['output']>;
  /** Staff of the property's organisations. */
  people: Array<AgentOption>;
};

/** A property's link to a listing on its agency's portal (an Alto-style CRM). */
export type PropertyPortal = {
  __typename?: 'PropertyPortal';
  /** The property's id: the link is cached with the property. */
  id: Scalars['ID']['output'];
  /** The listing the property is linked to; null when none. */
  linked?: Maybe<PortalLink>;
  /** Whether the agency the property belongs to lists on a portal. */
  usesPortal: Scalars['Boolean']['output'];
  /** Whether the viewer may link the property or change the link (the agency's own staff, its brand, administrators). */
  viewerCanChange: Scalars['Boolean']['output'];
};

/** A property named in another record: its id and name only. */
export type PropertyRef = {
  __typename?: 'PropertyRef';
  /** Property id. */
  id: Scalars['ID']['output'];
  /** Property name. */
  name: Scalars['String']['output'];
};

/** One public-record source's latest answer for a property. */
export type PublicRecord = {
  __typename?: 'PublicRecord';
  /** The facts found, keyed by PDTF path. */
  facts: Scalars['JSON']['output'];
  /** What the product calls the record, e.g. 'energy certificate'. */
  label: Scalars['String']['output'];
  /** Why its questions are left to the seller, or that an earlier answer was kept. */
  note?: Maybe<Scalars['String']['output']>;
  /** The date the record carries (lodgement, sale), yyyy-mm-dd. */
  recordDate?: Maybe<Scalars['String']['output']>;
  /** The record's own reference: certificate number, list entry, price paid entry. */
  reference?: Maybe<Scalars['String']['output']>;
  /** When the product fetched it. */
  retrievedAt: Scalars['DateTime']['output'];
  /** True when it came from the shipped sample data set, not the real service. */
  sample: Scalars['Boolean']['output'];
  /** council-tax, energy-certificate, flood-risk, planning-constraints, coverage, ground-conditions or price-paid. */
  source: Scalars['String']['output'];
  /** found, not-found (no record for this address) or failed (refused, timed out or unreadable). */
  status: Scalars['String']['output'];
};

/** Every public-record source's latest answer for a property. */
export type PublicRecords = {
  __typename?: 'PublicRecords';
  /** True while a fetch of the property's records waits or runs. */
  fetching: Scalars['Boolean']['output'];
  /** Sources not fetched yet (council-tax, energy-certificate, flood-risk, planning-constraints, coverage, ground-conditions, price-paid). */
  pending: Array<Scalars['String']['output']>;
  /** The sources that answered or failed, in the order the forms meet them. */
  records: Array<PublicRecord>;
};

/** Root queries. */
export type Query = {
  __typename?: 'Query';
  /** Addresses at a UK postcode, from the address lookup service (add-property wizard, step 2). */
  addressLookup: AddressLookup;
  /** Agencies the viewer manages: every agency for an administrator, the brand's for a brand admin (admin Agencies screen). */
  adminAgencies: Array<Organisation>;
  /** Agencies the viewer manages, with cursors, in the order they were added. */
  adminAgenciesConnection: OrganisationConnection;
  /** Agents, brand admins, simple users and administrators of the organisations the viewer manages. */
  adminAgents: Array<Person>;
  /** Agents, brand admins, simple users and administrators of the organisations the viewer manages, with cursors, by user id. */
  adminAgentsConnection: PersonConnection;
  /** The admin properties list: server-side filters, a creation date range, search and pages. */
  adminProperties: AdminPropertyList;
  /** Agencies the viewer can see, for the agency select of the wizard. */
  agencies: Array<AgencyOption>;
  /** People of an organisation a new property can be assigned to, for the agent select of the wizard. */
  agents: Array<AgentOption>;
  /** Integrators' API clients, active first (administrators only); the secret is never shown again. */
  apiClients: Array<ApiClient>;
  /** The properties behind one count of the summary: the attribute's key and the dimension ('<unset>' or '' for unset). */
  attributeExamples: AttributeExamples;
  /** The property attribute report over every current property, as last refreshed. */
  attributeStatistics: AttributeStatistics;
  /**
   * The attribute summary of the properties the viewer can see, filtered (spec 02 §7): for each derived
   * attribute its source, how many properties have it, the count per dimension and the average of
   * measures; with the filters' options and the HOP milestones. One request is a whole report.
   */
  attributeSummary: AttributeSummary;
  /** Brands, with their agencies and credits (admin Brands screen). */
  brands: Array<Organisation>;
  /** Brands, with cursors, in the order they were added. */
  brandsConnection: OrganisationConnection;
  /**
   * Background jobs that failed every attempt (dead letters), newest first, at most 100.
   * @deprecated Use deadLetterJobsConnection, which pages with cursors. Removal on or after 2027-05-31 (docs/graphql-api.md).
   */
  deadLetterJobs: Array<DeadLetterJob>;
  /** Background jobs that failed every attempt (dead letters), newest first (the latest 100), with cursors. */
  deadLetterJobsConnection: DeadLetterJobConnection;
  /** Whether the gateway and the API behind it are up. */
  health: Health;
  /** The firm or agency choices and their people for the invite solicitor / agent screens; FORBIDDEN without that invitation right on the property. */
  inviteOptions: InviteOptions;
  /** A property's sellers, signed up or invited, for the invite seller and manage screens (spec 02 §4.6, §4.7). */
  invitedSellers: InvitedSellers;
  /** The platform's monthly limit of new properties, and how many were added this month. */
  monthlyLimit: MonthlyLimit;
  /** Home movers: every one for an administrator, the sellers of the brand's properties for a brand admin. */
  movers: Array<Person>;
  /** Home movers the viewer can see, with cursors, by user id. */
  moversConnection: PersonConnection;
  /** An organisation the viewer can see: their own, and for a brand admin those under the brand. */
  organisation: Organisation;
  /**
   * What the PDTF export of the property leaves out because the standard cannot hold it yet (a follow-up
   * without the answer that places it, part of a group the standard holds only whole, answers another answer
   * contradicts, no seller yet): where, whose answers, what would let them in, and why, in words. Empty when
   * the document holds every answer. The same report as REST GET /api/property/{id}/pdtf/report; FORBIDDEN
   * and NOT_FOUND as pdtfTransaction.
   */
  pdtfExportReport: PdtfExportReport;
  /**
   * The property pack as a PDTF v3 transaction document (https://trust.propdata.org.uk/schemas/v3/pdtf-transaction.json):
   * the answers of every form at the PDTF paths their questions answer, the title data, the sellers as participants.
   * The same document as REST GET /api/property/{id}/pdtf. FORBIDDEN for a role that reads none of the forms,
   * NOT_FOUND outside the viewer's tenancy.
   */
  pdtfTransaction: Scalars['JSON']['output'];
  /** The sale-preparation phases. */
  phases: Array<Phase>;
  /** The listings of the property's agency's portal at its postcode, the one at its address first, for linking the property; FORBIDDEN unless the viewer is of that agency (or its brand), CONFLICT when the agency does not use a portal. */
  portalChoices: PortalChoices;
  /** The viewer's organisation's portal listings at a postcode; FORBIDDEN when the organisation does not use the portal. */
  portalSearch: PortalSearch;
  /** Properties the viewer can see, newest first, a page at a time. */
  properties: PropertyConnection;
  /**
   * Properties the viewer can see, for programs paging with cursors (Relay connection): in the order
   * they were added, newest first, so a property added while a client pages never shifts the pages
   * after its cursor. INVALID_CURSOR for a cursor this list did not give out.
   */
  propertiesConnection: PropertyCursorConnection;
  /** One property the viewer can see; NOT_FOUND otherwise. */
  property: Property;
  /** Who may be made a property's owner or creator, and who is now (admin property manage); FORBIDDEN unless the viewer manages the property. */
  propertyOwners: PropertyOwners;
  /** Every signature given on the property's forms, removed ones included, by phase and form (the admin signatures screen). */
  propertySignatures: Array<SignatureRecord>;
  /**
   * A questionnaire of a property (spec 02 §2.1): its definition, in the version the property's
   * answers were given under, with the answers and completion. FORBIDDEN for a role that may not read
   * the form, NOT_FOUND outside the viewer's tenancy.
   */
  questionnaire: Questionnaire;
  /** Each live signature of the property checked against the answers held now: whether the SHA-256 it carries still matches. */
  signatureCheck: SignatureCheck;
  /** Solicitors of the firms the viewer can see. */
  solicitors: Array<Person>;
  /** Solicitors of the firms the viewer can see, with cursors, by user id. */
  solicitorsConnection: PersonConnection;
  /** Solicitors' firms the viewer can see (admin Solicitors' firms screen). */
  solicitorsFirms: Array<Organisation>;
  /** Solicitors' firms the viewer can see, with cursors, in the order they were added. */
  solicitorsFirmsConnection: OrganisationConnection;
  /** Land Registry titles at an address (add-property wizard, step 3): a postcode, or a street and town, with a building number or name. */
  titleSearch: TitleSearch;
  /** A user the viewer can see: themselves; colleagues and sellers of their properties for staff; anyone for an administrator. */
  user: User;
  /** Users whose email contains the text (at most 50); BAD_USER_INPUT when it is empty. */
  userSearch: Array<UserSearchResult>;
  /** The signed-in user, with role, permissions and organisation. */
  viewer: Viewer;
  /** An API client's most recent webhook deliveries, newest first (limit 1 to 200, default 50). */
  webhookDeliveries: Array<WebhookDelivery>;
  /** An API client's webhook subscriptions (administrators only); their secrets are never shown again. */
  webhookSubscriptions: Array<WebhookSubscription>;
};


/** Root queries. */
export type QueryAddressLookupArgs = {
  postcode: Scalars['String']['input'];
};


/** Root queries. */
export type QueryAdminAgenciesConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** Root queries. */
export type QueryAdminAgentsConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** Root queries. */
export type QueryAdminPropertiesArgs = {
  createdAfter?: InputMaybe<Scalars['DateTime']['input']>;
  createdBefore?: InputMaybe<Scalars['DateTime']['input']>;
  deleted?: InputMaybe<Scalars['Boolean']['input']>;
  filters?: InputMaybe<Array<PropertyFilterInput>>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/** Root queries. */
export type QueryAgentsArgs = {
  organisationId: Scalars['ID']['input'];
};


/** Root queries. */
export type QueryAttributeExamplesArgs = {
  dimension: Scalars['String']['input'];
  filter?: InputMaybe<AttributeReportFilter>;
  key: Scalars['String']['input'];
};


/** Root queries. */
export type QueryAttributeSummaryArgs = {
  filter?: InputMaybe<AttributeReportFilter>;
};


/** Root queries. */
export type QueryBrandsConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** Root queries. */
export type QueryDeadLetterJobsConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** Root queries. */
export type QueryInviteOptionsArgs = {
  kind: InviteKind;
  propertyId: Scalars['ID']['input'];
};


/** Root queries. */
export type QueryInvitedSellersArgs = {
  propertyId: Scalars['ID']['input'];
};


/** Root queries. */
export type QueryMoversConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** Root queries. */
export type QueryOrganisationArgs = {
  id: Scalars['ID']['input'];
};


/** Root queries. */
export type QueryPdtfExportReportArgs = {
  propertyId: Scalars['ID']['input'];
};


/** Root queries. */
export type QueryPdtfTransactionArgs = {
  propertyId: Scalars['ID']['input'];
};


/** Root queries. */
export type QueryPortalChoicesArgs = {
  propertyId: Scalars['ID']['input'];
};


/** Root queries. */
export type QueryPortalSearchArgs = {
  postcode: Scalars['String']['input'];
};


/** Root queries. */
export type QueryPropertiesArgs = {
  deleted?: InputMaybe<Scalars['Boolean']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/** Root queries. */
export type QueryPropertiesConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  deleted?: InputMaybe<Scalars['Boolean']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/** Root queries. */
export type QueryPropertyArgs = {
  id: Scalars['ID']['input'];
};


/** Root queries. */
export type QueryPropertyOwnersArgs = {
  propertyId: Scalars['ID']['input'];
};


/** Root queries. */
export type QueryPropertySignaturesArgs = {
  propertyId: Scalars['ID']['input'];
};


/** Root queries. */
export type QueryQuestionnaireArgs = {
  propertyId: Scalars['ID']['input'];
  questionnaireId: Scalars['Int']['input'];
};


/** Root queries. */
export type QuerySignatureCheckArgs = {
  propertyId: Scalars['ID']['input'];
};


/** Root queries. */
export type QuerySolicitorsConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** Root queries. */
export type QuerySolicitorsFirmsConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** Root queries. */
export type QueryTitleSearchArgs = {
  input: TitleSearchInput;
};


/** Root queries. */
export type QueryUserArgs = {
  id: Scalars['ID']['input'];
};


/** Root queries. */
export type QueryUserSearchArgs = {
  email: Scalars['String']['input'];
};


/** Root queries. */
export type QueryWebhookDeliveriesArgs = {
  clientId: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
};


/** Root queries. */
export type QueryWebhookSubscriptionsArgs = {
  clientId: Scalars['ID']['input'];
};

/** A question of a form. */
export type Question = {
  __typename?: 'Question';
  /** Its number on the standard form (TA6, TA7, TA10 …). */
  formReference?: Maybe<Scalars['String']['output']>;
  /** Unique within the form; the key of its answer. */
  key: Scalars['String']['output'];
  /** Columns of a list question. */
  listColumns?: Maybe<Array<ListColumn>>;
  /** Most characters a text answer may have. */
  maxLength?: Maybe<Scalars['Int']['output']>;
  /** Most rows a list question may hold. */
  maxRows?: Maybe<Scalars['Int']['output']>;
  /** Help shown with the question. */
  notes?: Maybe<Scalars['String']['output']>;
  /** Options of a select or checkbox question. */
  options?: Maybe<Array<Option>>;
  /** The Property Data Trust Framework field it answers. */
  pdtfPath?: Maybe<Scalars['String']['output']>;
  /** The question as the seller reads it. */
  question: Scalars['String']['output'];
  /** Shown with a lock; it cannot be answered here. */
  readOnly: Scalars['Boolean']['output'];
  /** Whether it counts towards completion. */
  required: Scalars['Boolean']['output'];
  /** Show-if expression: answer[KEY] = value or !=, two operands at most joined by AND or OR. */
  showIf?: Maybe<Scalars['String']['output']>;
  /** The parent's answer that shows it. */
  showIfAnswer?: Maybe<Scalars['String']['output']>;
  /** An option the parent's answer must include for it to show. */
  showIfAnswerIncludes?: Maybe<Scalars['String']['output']>;
  /** Parent question it follows up. */
  showIfQuestion?: Maybe<Scalars['String']['output']>;
  /** Input type. */
  type: QuestionType;
  /** What an upload question accepts. */
  upload?: Maybe<UploadRule>;
};

/** A group of questions in a section. */
export type QuestionGroup = {
  __typename?: 'QuestionGroup';
  /** Numeric id as the specs use it (group 2001 hides once answered). */
  key: Scalars['Int']['output'];
  /** Group name. */
  name?: Maybe<Scalars['String']['output']>;
  /** Group notes. */
  notes?: Maybe<Scalars['String']['output']>;
  /** Questions in order. */
  questions: Array<Question>;
};

/** Input types of questions (spec 02 §3). */
export type QuestionType =
  /** A choice of several options. */
  | 'checkbox'
  /** An amount in pounds. */
  | 'currency'
  /** An email address. */
  | 'email'
  /** Rows of columns. */
  | 'list'
  /** A month and year. */
  | 'month'
  /** A number. */
  | 'number'
  /** A percentage. */
  | 'percentage'
  /** A choice of one option: radio tiles up to 8 options, a dropdown above. */
  | 'select'
  /** A line of text. */
  | 'text'
  /** Several lines of text. */
  | 'textarea'
  /** Files. */
  | 'upload';

/** A property's questionnaire, with its answers and completion. */
export type Questionnaire = {
  __typename?: 'Questionnaire';
  /** Whether the form has been completed and accepted. */
  accepted: Scalars['Boolean']['output'];
  /** Every stored answer the form shows. */
  answers: Array<Answer>;
  /** The revision of these answers, a decimal string: send it back when signing or completing the form to sign exactly these answers (it is refused, CONFLICT, when someone else changed one since). */
  answersRevision: Scalars['String']['output'];
  /** The vault documents the form's upload answers name, by id. */
  attachments: Array<FormAttachment>;
  /** Whether the viewer may answer every section. */
  canAnswerAll: Scalars['Boolean']['output'];
  /** The answers someone other than the viewer changed after the given revision, up to this form's answersRevision: the changes a refused signature points to. BAD_USER_INPUT for a revision the form never had. */
  changesSince: Array<AnswerChange>;
  /** Completion as the server computes it. */
  completion: QuestionnaireCompletion;
  /** Sections holding answers from public records not yet confirmed: they offer 'These are right'. */
  confirmableSections: Array<Scalars['String']['output']>;
  /**
   * The same form as one value, in the shape a client draws it from (sections, groups and questions with their options, conditions and PDTF answer rules; see the FormDefinition scalar). A copy per property: read `form { id definition }` instead, one copy per version.
   * @deprecated Use `form { id definition }`: the same definition, as one object per form version that a client caches once.
   */
  definition: Scalars['FormDefinition']['output'];
  /** Questions switched off in the property's phase. */
  disabledQuestions: Array<Scalars['String']['output']>;
  /** The form in the version the answers were given under, as an object of its own that every property answered under that version shares (id `<form>@<version>`): a client cache keeps one copy per version, whatever the number of properties. Its definition is what the web app draws the form from. */
  form: FormVersion;
  /** Property id and questionnaire id, e.g. 12:2. */
  id: Scalars['ID']['output'];
  /** Form name. */
  name: Scalars['String']['output'];
  /** Form path as documents and the checklist name it (leasehold, info, fittings, about, preliminary, conveyancingEnquiries). */
  path: Scalars['String']['output'];
  /** Leasehold information: whether preliminary information is accepted, so its answers were mapped across. */
  preliminaryAccepted: Scalars['Boolean']['output'];
  /** 1 leasehold, 2 property information, 3 fixtures and fittings, 4 about my home, 5 preliminary information, 6 conveyancing enquiries. */
  questionnaireId: Scalars['Int']['output'];
  /** Last segment of the form's web route. */
  route: Scalars['String']['output'];
  /** Sections in order. */
  sections: Array<QuestionnaireSection>;
  /** Seller types offered when completing the form (preliminary information). */
  sellerTypes?: Maybe<Array<Option>>;
  /** Where the form stands on signatures for the viewer; its answers are locked once any seller has signed. */
  signing: FormSigning;
  /** The standard form it follows. */
  standard?: Maybe<Scalars['String']['output']>;
  /** Whether the property has the ta6_part1_active flag (leasehold information's intro, spec 02 §2.2). */
  ta6Part1Active: Scalars['Boolean']['output'];
  /** Definition version the answers were given under. */
  version: Scalars['Int']['output'];
  /** The sections the viewer may answer when not all (property information's services for agents); empty for read-only access. */
  writableSections: Array<Scalars['String']['output']>;
};


/** A property's questionnaire, with its answers and completion. */
export type QuestionnaireChangesSinceArgs = {
  revision: Scalars['String']['input'];
};

/** Completion of a form: overall and per section (spec 02 §5.1). */
export type QuestionnaireCompletion = {
  __typename?: 'QuestionnaireCompletion';
  /** Same id as its questionnaire, so a save updates the form in the client's cache. */
  id: Scalars['ID']['output'];
  /** Rounded percent of the counted questions answered; null when nothing counts. */
  percent?: Maybe<Scalars['Int']['output']>;
  /** Per section. */
  sections: Array<SectionCompletion>;
};

/** A section of a form. */
export type QuestionnaireSection = {
  __typename?: 'QuestionnaireSection';
  /** Groups in order. */
  groups: Array<QuestionGroup>;
  /** Section key within its form. */
  key: Scalars['String']['output'];
  /** Section name. */
  name: Scalars['String']['output'];
  /** Notes: 200 characters or fewer show above the form, longer ones inside it. */
  notes?: Maybe<Scalars['String']['output']>;
  /** Shown as a table: a header row and one row per group. */
  tabular: Scalars['Boolean']['output'];
};

/** What removeDocument removed. */
export type RemovedDocument = {
  __typename?: 'RemovedDocument';
  /** The removed document's id. */
  id: Scalars['ID']['output'];
};

/** The events since the given cursor are no longer kept: refetch what the screen shows, then carry on from this event. */
export type ResyncRequired = PropertyEvent & {
  __typename?: 'ResyncRequired';
  actor?: Maybe<EventActor>;
  at: Scalars['DateTime']['output'];
  cursor: Scalars['String']['output'];
  propertyId: Scalars['ID']['output'];
};

/** Roles of the product (codes 100, 20, 4, 3, 2 and 1 in the REST API, spec 01 §3). */
export type Role =
  /** Runs the platform; may do everything. */
  | 100
  /** An estate agent. */
  | 2
  /** Administers a brand and everything under it. */
  | 3
  /** A seller preparing their home for sale. */
  | 1
  /** A simple user: adds properties for others and sees no progress. */
  | 20
  /** A solicitor of a firm. */
  | 4;

/** Input for saveAnswers. */
export type SaveAnswersInput = {
  /** Only the answers that changed. */
  answers: Array<AnswerInput>;
  /** Property id. */
  propertyId: Scalars['ID']['input'];
  /** Questionnaire id. */
  questionnaireId: Scalars['Int']['input'];
};

/** Searches were ordered, or their pack arrived. */
export type SearchesChanged = PropertyEvent & {
  __typename?: 'SearchesChanged';
  actor?: Maybe<EventActor>;
  at: Scalars['DateTime']['output'];
  cursor: Scalars['String']['output'];
  propertyId: Scalars['ID']['output'];
  /** ORDERED or ARRIVED. */
  status: SearchesStatus;
};

/** A property's searches order. */
export type SearchesOrder = {
  __typename?: 'SearchesOrder';
  /** When the pack arrived in the vault. */
  deliveredAt?: Maybe<Scalars['DateTime']['output']>;
  /** When it was ordered. */
  orderedAt: Scalars['DateTime']['output'];
  /** ORDERED until the pack is returned, then DELIVERED; FAILED when the provider gave up. */
  status: SearchesOrderStatus;
};

/** Where a searches order stands. */
export type SearchesOrderStatus =
  /** The pack is in the vault. */
  | 'DELIVERED'
  /** The provider could not return the pack. */
  | 'FAILED'
  /** Ordered; the pack is not back yet. */
  | 'ORDERED';

/** Where a property's searches stand. */
export type SearchesStatus =
  | 'arrived'
  | 'ordered';

/** Completion of one section. */
export type SectionCompletion = {
  __typename?: 'SectionCompletion';
  /** Rounded percent; null when nothing in the section counts. */
  percent?: Maybe<Scalars['Int']['output']>;
  /** Section key. */
  sectionKey: Scalars['String']['output'];
};

/** The outcome of confirmSection. */
export type SectionConfirmed = {
  __typename?: 'SectionConfirmed';
  /** The questions whose answers this confirmed (empty when they already were). */
  confirmedQuestionKeys: Array<Scalars['String']['output']>;
  /** The form as it now stands: answers, sources and completion. */
  questionnaire: Questionnaire;
};

/** The outcome of inviting a seller. */
export type SellerInvitation = {
  __typename?: 'SellerInvitation';
  /** The property, with its seller count. */
  property: Property;
  /** The seller as now listed. */
  seller: InvitedSeller;
};

/** The outcome of removing a seller. */
export type SellerRemoval = {
  __typename?: 'SellerRemoval';
  /** The removed seller's id. */
  id: Scalars['ID']['output'];
  /** The property, with its seller count. */
  property: Property;
};

/** Input for sendEnquiry. */
export type SendEnquiryInput = {
  /** The message, at most 5000 characters. */
  message: Scalars['String']['input'];
  /** What the message is about: the property's name or the request's. */
  name: Scalars['String']['input'];
  /** Property id. */
  propertyId: Scalars['ID']['input'];
};

/** A form to sign. */
export type SignFormInput = {
  /** The form's answersRevision the seller's screen showed: when someone else changed an answer since, nothing is signed (CONFLICT, 'The answers have changed since you opened this form. Check the changes, then sign.'). Without it the answers held now are signed. */
  answersRevision?: InputMaybe<Scalars['String']['input']>;
  /** The seller's name as they type it, more than 1 character. */
  name: Scalars['String']['input'];
  /** Property id. */
  propertyId: Scalars['ID']['input'];
  /** The form (not preliminary information, which is completed with completeForm). */
  questionnaireId: Scalars['Int']['input'];
};

/** What a sign-in did. */
export type SignInResult = {
  __typename?: 'SignInResult';
  /** Why the link's invitation could not be accepted (expired, another email, not verified); null when it was, or no link was opened. */
  invitationError?: Maybe<Scalars['String']['output']>;
  /** Invitations accepted now. */
  invitations: AcceptedInvitations;
  /** Whether the name and email were copied; a failed copy is tried again at the next sign-in. */
  profileSynced: Scalars['Boolean']['output'];
  /** The signed-in viewer, after the profile copy. */
  viewer: Viewer;
};

/** The property's live signatures checked against the answers held now. */
export type SignatureCheck = {
  __typename?: 'SignatureCheck';
  /** Whether every signature still matches. */
  allMatch: Scalars['Boolean']['output'];
  /** Property id. */
  propertyId: Scalars['ID']['output'];
  /** Each live signature. */
  signatures: Array<VerifiedSignature>;
};

/** A signature on record, live or removed. */
export type SignatureRecord = {
  __typename?: 'SignatureRecord';
  /** SHA-256 of the answers signed. */
  answersSha256: Scalars['String']['output'];
  /** The form's definition version signed. */
  definitionVersion: Scalars['Int']['output'];
  /** Signature id. */
  id: Scalars['ID']['output'];
  /** The phase the property was in. */
  phaseId: Scalars['Int']['output'];
  /** That phase's label. */
  phaseLabel?: Maybe<Scalars['String']['output']>;
  /** The form signed. */
  questionnaireId: Scalars['Int']['output'];
  /** The form's name. */
  questionnaireName: Scalars['String']['output'];
  /** When it was removed; null while live. */
  removedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Who removed it. */
  removedByName?: Maybe<Scalars['String']['output']>;
  /** Seller type chosen on completing preliminary information. */
  sellerType?: Maybe<Scalars['Int']['output']>;
  /** When it was signed. */
  signedAt: Scalars['DateTime']['output'];
  /** The signer's login email. */
  signerEmail: Scalars['String']['output'];
  /** The name as the signer typed it. */
  signerName: Scalars['String']['output'];
  /** The signer's role (home mover for a seller). */
  signerRole: Role;
};

/** A seller signed a form, or a signature was withdrawn. */
export type SignaturesChanged = PropertyEvent & {
  __typename?: 'SignaturesChanged';
  actor?: Maybe<EventActor>;
  /** Whether every seller has now signed. */
  allSigned: Scalars['Boolean']['output'];
  at: Scalars['DateTime']['output'];
  cursor: Scalars['String']['output'];
  propertyId: Scalars['ID']['output'];
  /** 1 to 6. */
  questionnaireId: Scalars['Int']['output'];
  /** The form's Questionnaire id. */
  questionnaireKey: Scalars['ID']['output'];
  /** True for a signature given, false for one withdrawn. */
  signed: Scalars['Boolean']['output'];
};

/**
 * Live streams, GraphQL over WebSocket (the graphql-transport-ws protocol) on the same /graphql path.
 * The sign-in token goes in connection_init's payload as AuthorizationJWT; an ended session closes the socket.
 */
export type Subscription = {
  __typename?: 'Subscription';
  /** Who has the property open now, with the form and section; the whole list each time it changes. Refused like propertyEvents. */
  presence: Presence;
  /**
   * What happens to one property, in order, as it happens on any instance. Refused for a property the
   * viewer cannot open; ends as soon as the viewer loses access. After a reconnect pass the cursor of the
   * last event received as `after`: the events since are replayed first when they are at most a minute old,
   * otherwise the first event is a ResyncRequired and the client refetches what it shows.
   */
  propertyEvents: PropertyEvent;
};


/**
 * Live streams, GraphQL over WebSocket (the graphql-transport-ws protocol) on the same /graphql path.
 * The sign-in token goes in connection_init's payload as AuthorizationJWT; an ended session closes the socket.
 */
export type SubscriptionPresenceArgs = {
  propertyId: Scalars['ID']['input'];
};


/**
 * Live streams, GraphQL over WebSocket (the graphql-transport-ws protocol) on the same /graphql path.
 * The sign-in token goes in connection_init's payload as AuthorizationJWT; an ended session closes the socket.
 */
export type SubscriptionPropertyEventsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  propertyId: Scalars['ID']['input'];
};

/** Input for syncViewerProfile. */
export type SyncViewerProfileInput = {
  /** Display name from the identity provider. */
  displayName: Scalars['String']['input'];
  /** Email from the identity provider. */
  email: Scalars['EmailAddress']['input'];
};

/** A Land Registry title found at an address (spec 02 §3.3). */
export type Title = {
  __typename?: 'Title';
  /** Building name. */
  buildingName?: Maybe<Scalars['String']['output']>;
  /** Building number. */
  buildingNumber?: Maybe<Scalars['String']['output']>;
  /** Town or city. */
  cityName?: Maybe<Scalars['String']['output']>;
  /** Whether the title is leasehold (tenure code 20). */
  leasehold: Scalars['Boolean']['output'];
  /** Postcode. */
  postcode: Scalars['String']['output'];
  /** Street. */
  streetName?: Maybe<Scalars['String']['output']>;
  /** Flat or unit name. */
  subBuildingName?: Maybe<Scalars['String']['output']>;
  /** Title number. */
  titleNumber: Scalars['ID']['output'];
};

/** The titles at an address. */
export type TitleSearch = {
  __typename?: 'TitleSearch';
  /** Identifies the search; sent back with addProperty. */
  requestId: Scalars['ID']['output'];
  /** Titles found; empty when none match. */
  results: Array<Title>;
  /** Whether they come from the shipped sample titles (demo mode). */
  sample: Scalars['Boolean']['output'];
};

/** Input for titleSearch: the address parts the user has (spec 02 §7). */
export type TitleSearchInput = {
  /** Building name. */
  buildingName?: InputMaybe<Scalars['String']['input']>;
  /** Building number. */
  buildingNumber?: InputMaybe<Scalars['String']['input']>;
  /** Town or city. */
  cityName?: InputMaybe<Scalars['String']['input']>;
  /** Postcode. */
  postcode?: InputMaybe<Scalars['String']['input']>;
  /** Street. */
  streetName?: InputMaybe<Scalars['String']['input']>;
};

/** Input for updateUser: only the role and the organisation change here. */
export type UpdateUserInput = {
  /** New organisation; null takes them out of one. */
  organisationId?: InputMaybe<Scalars['ID']['input']>;
  /** New role. */
  role?: InputMaybe<Role>;
};

/** What an upload question accepts. */
export type UploadRule = {
  __typename?: 'UploadRule';
  /** File kinds: pdf, png, jpg. */
  accept: Array<Scalars['String']['output']>;
  /** Whether several files may be given. */
  multiple: Scalars['Boolean']['output'];
};

/** A user of the product. */
export type User = {
  __typename?: 'User';
  /** Whether the Terms and Conditions are accepted. */
  acceptedTerms: Scalars['Boolean']['output'];
  /** When the user registered. */
  dateRegistered?: Maybe<Scalars['DateTime']['output']>;
  /** Whether an administrator has disabled the account; null for anyone but an administrator. */
  disabled?: Maybe<Scalars['Boolean']['output']>;
  /** Display name. */
  displayName: Scalars['String']['output'];
  /** Email address. */
  email: Scalars['String']['output'];
  /** The identity provider's subject id. */
  id: Scalars['ID']['output'];
  /** Last activity. */
  lastActivity?: Maybe<Scalars['DateTime']['output']>;
  /** The user's organisation, if any. */
  organisation?: Maybe<Organisation>;
  /** Properties the user owns or sells, as far as the viewer may open them. */
  properties: Array<PropertyRef>;
  /** The user's role. */
  role: Role;
};

/** A user found by the user search. */
export type UserSearchResult = {
  __typename?: 'UserSearchResult';
  /** Email address. */
  email: Scalars['String']['output'];
  /** User id. */
  id: Scalars['ID']['output'];
  /** Display name. */
  name: Scalars['String']['output'];
  /** Role. */
  role: Role;
};

/** A property's document vault (spec 01 §2). */
export type Vault = {
  __typename?: 'Vault';
  /** Accepted kinds of file, by name: png, jpg, pdf unless configured otherwise. */
  acceptedTypes: Array<Scalars['String']['output']>;
  /** Uploaded documents, oldest first. */
  documents: Array<VaultDocument>;
  /** The property's id: a vault is one per property. */
  id: Scalars['ID']['output'];
  /** The largest file accepted, in bytes. */
  maxBytes: Scalars['Int']['output'];
  /** Whether the viewer may add and remove documents (the property's sellers and administrators). */
  viewerMayUpload: Scalars['Boolean']['output'];
};

/** A document was added to the property's vault or removed from it. */
export type VaultChanged = PropertyEvent & {
  __typename?: 'VaultChanged';
  actor?: Maybe<EventActor>;
  /** True when added, false when removed. */
  added: Scalars['Boolean']['output'];
  at: Scalars['DateTime']['output'];
  cursor: Scalars['String']['output'];
  /** The document's id. */
  documentId: Scalars['ID']['output'];
  /** The document's name. */
  name: Scalars['String']['output'];
  propertyId: Scalars['ID']['output'];
};

/** A document in a vault. */
export type VaultDocument = {
  __typename?: 'VaultDocument';
  /** The content type checked from the file's content. */
  contentType: Scalars['String']['output'];
  /** Where the REST API streams the file (send the AuthorizationJWT header). */
  downloadPath: Scalars['String']['output'];
  /** The sanitised file name with the extension its content was found to have. */
  fileName: Scalars['String']['output'];
  /** Document id. */
  id: Scalars['ID']['output'];
  /** The name the vault lists: the file name without its extension. */
  name: Scalars['String']['output'];
  /** The sanitised name the file was sent with. */
  originalFileName: Scalars['String']['output'];
  /** Size in bytes. */
  size: Scalars['Int']['output'];
  /** When it was added. */
  uploadedAt: Scalars['DateTime']['output'];
};

/** A live signature and whether the answers still hash to what was signed. */
export type VerifiedSignature = {
  __typename?: 'VerifiedSignature';
  /** SHA-256 recorded at signing. */
  answersSha256: Scalars['String']['output'];
  /** SHA-256 of the answers held now. */
  currentSha256: Scalars['String']['output'];
  /** The form's definition version signed. */
  definitionVersion: Scalars['Int']['output'];
  /** Signature id. */
  id: Scalars['ID']['output'];
  /** Whether the two are equal. */
  matches: Scalars['Boolean']['output'];
  /** The form signed. */
  questionnaireId: Scalars['Int']['output'];
  /** The form's name. */
  questionnaireName: Scalars['String']['output'];
  /** When it was signed. */
  signedAt: Scalars['DateTime']['output'];
  /** The name as the signer typed it. */
  signerName: Scalars['String']['output'];
};

/** The signed-in user and what they may do. */
export type Viewer = {
  __typename?: 'Viewer';
  /** Whether the Terms and Conditions are accepted. */
  acceptedTerms: Scalars['Boolean']['output'];
  /** Theme key of the brand the viewer's organisation belongs to (hop, wiggywam, lawsociety, canopy, knightfrank); null without one. The web app moves a partner brand's user to that brand's host. */
  brandTheme?: Maybe<Scalars['String']['output']>;
  /** Same id as the user record. */
  id: Scalars['ID']['output'];
  /** Every action of the matrix the viewer may take. */
  permissions: Array<Action>;
  /** The viewer's role. */
  role: Role;
  /** Human label for the role. */
  roleLabel: Scalars['String']['output'];
  /** The user record. */
  user: User;
};

/** One event sent, or being sent, to one subscription. */
export type WebhookDelivery = {
  __typename?: 'WebhookDelivery';
  /** Attempts made so far. */
  attempts: Scalars['Int']['output'];
  /** When the event was queued. */
  createdAt: Scalars['DateTime']['output'];
  /** When the receiver accepted it. */
  deliveredAt?: Maybe<Scalars['DateTime']['output']>;
  /** The event's id, sent as webhook-id and in the body: the same on every attempt. */
  eventId: Scalars['ID']['output'];
  /** What happened. */
  eventType: WebhookEvent;
  /** The delivery's id. */
  id: Scalars['ID']['output'];
  /** When the last attempt was made. */
  lastAttemptAt?: Maybe<Scalars['DateTime']['output']>;
  /** Why the last attempt failed, if it did. */
  lastError?: Maybe<Scalars['String']['output']>;
  /** The HTTP status of the last answer, if one came. */
  lastStatusCode?: Maybe<Scalars['Int']['output']>;
  /** When the next attempt is due, while one waits. */
  nextAttemptAt?: Maybe<Scalars['DateTime']['output']>;
  /** The property it happened to. */
  propertyId?: Maybe<Scalars['ID']['output']>;
  /** Where it stands. */
  status: WebhookDeliveryStatus;
  /** The subscription it goes to. */
  subscriptionId: Scalars['ID']['output'];
  /** The receiver's address. */
  url: Scalars['String']['output'];
};

/** How a webhook delivery stands. */
export type WebhookDeliveryStatus =
  /** The receiver answered 2xx. */
  | 'delivered'
  /** Every attempt failed (a dead letter of the background queue). */
  | 'failed'
  /** Not delivered yet: the first attempt or a retry is waiting. */
  | 'pending';

/** An event an API client may be sent. */
export type WebhookEvent =
  /** A document was uploaded to a property's vault. */
  | 'document.uploaded'
  /** A form reached 100% completion. */
  | 'form.completed'
  /** A seller signed (or completed) a form. */
  | 'form.signed'
  /** A property was added. */
  | 'property.created'
  /** A property's search pack arrived. */
  | 'searches.returned';

/** A receiver of an API client's events. */
export type WebhookSubscription = {
  __typename?: 'WebhookSubscription';
  /** The API client it belongs to. */
  clientId: Scalars['ID']['output'];
  /** When it was added. */
  createdAt: Scalars['DateTime']['output'];
  /** The events sent to it. */
  events: Array<WebhookEvent>;
  /** The subscription's id. */
  id: Scalars['ID']['output'];
  /** When its secret was last replaced, if it was. */
  secretRotatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Where events are POSTed. */
  url: Scalars['String']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AcceptedInvitations: ResolverTypeWrapper<Omit<AcceptedInvitations, 'properties'> & { properties: Array<ResolversTypes['PropertyRef']> }>;
  Action: Action;
  ActionPlan: ResolverTypeWrapper<ActionPlanPayload>;
  AddAgencyInput: AddAgencyInput;
  AddAgentInput: AddAgentInput;
  AddPropertyByTitleInput: AddPropertyByTitleInput;
  AddPropertyInput: AddPropertyInput;
  AddSolicitorInput: AddSolicitorInput;
  AddSolicitorsFirmInput: AddSolicitorsFirmInput;
  Address: ResolverTypeWrapper<AddressResult>;
  AddressLookup: ResolverTypeWrapper<AddressLookupResponse>;
  AdminPropertyList: ResolverTypeWrapper<AdminPropertyPage>;
  AgencyOption: ResolverTypeWrapper<AgencyOptionPayload>;
  AgentChange: ResolverTypeWrapper<AgentChangeResult>;
  AgentOption: ResolverTypeWrapper<AgentOptionPayload>;
  AgentType: null;
  AgentsNotification: AgentsNotification;
  Answer: ResolverTypeWrapper<AnswerEntry>;
  AnswerChange: ResolverTypeWrapper<AnswerChangePayload>;
  AnswerChangeKind: null;
  AnswerInput: AnswerInput;
  AnswerSource: ResolverTypeWrapper<AnswerSourceEntry>;
  AnswerSourceKind: null;
  AnswersChanged: ResolverTypeWrapper<PropertyEventPayload>;
  AnswersSaved: ResolverTypeWrapper<AnswersSavedSource>;
  ApiClient: ResolverTypeWrapper<ApiClientPayload>;
  ApiClientStatus: null;
  AttributeAverages: ResolverTypeWrapper<AttributeAverages>;
  AttributeDimension: ResolverTypeWrapper<AttributeDimension>;
  AttributeExample: ResolverTypeWrapper<AttributeExamplePayload>;
  AttributeExamples: ResolverTypeWrapper<AttributeExamplesResponse>;
  AttributeFilterOption: ResolverTypeWrapper<AttributeFilterOption>;
  AttributeFilterOptions: ResolverTypeWrapper<AttributeFilterOptionsPayload>;
  AttributeMetrics: ResolverTypeWrapper<AttributeMetricsPayload>;
  AttributeReportFilter: AttributeReportFilter;
  AttributeShare: ResolverTypeWrapper<AttributeShare>;
  AttributeSource: ResolverTypeWrapper<AttributeSource>;
  AttributeStatistics: ResolverTypeWrapper<AttributeStatisticsResponse>;
  AttributeSummary: ResolverTypeWrapper<AttributeSummaryResponse>;
  AttributeSummaryItem: ResolverTypeWrapper<AttributeSummaryItemPayload>;
  AttributeSummaryMetadata: ResolverTypeWrapper<AttributeMetadataPayload>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  ChangedAnswer: ResolverTypeWrapper<ChangedAnswerPayload>;
  ChecklistItem: ResolverTypeWrapper<ChecklistItemSource>;
  ChecklistItemCapabilities: ResolverTypeWrapper<ChecklistItemCapabilities>;
  CompleteFormInput: CompleteFormInput;
  CompleteSignInInput: CompleteSignInInput;
  ConfirmSectionInput: ConfirmSectionInput;
  ConnectionPageInfo: ResolverTypeWrapper<ConnectionPageInfo>;
  CreateApiClientInput: CreateApiClientInput;
  CreateWebhookSubscriptionInput: CreateWebhookSubscriptionInput;
  CreatedApiClient: ResolverTypeWrapper<CreatedApiClientPayload>;
  CreatedWebhookSubscription: ResolverTypeWrapper<WebhookWithSecret>;
  CreditRequest: ResolverTypeWrapper<CreditRequest>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeadLetterJob: ResolverTypeWrapper<DeadLetterJobPayload>;
  DeadLetterJobConnection: ResolverTypeWrapper<Omit<DeadLetterJobConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['DeadLetterJobEdge']>, nodes: Array<ResolversTypes['DeadLetterJob']> }>;
  DeadLetterJobEdge: ResolverTypeWrapper<Omit<DeadLetterJobEdge, 'node'> & { node: ResolversTypes['DeadLetterJob'] }>;
  DeletedProperty: ResolverTypeWrapper<DeletedProperty>;
  EmailAddress: ResolverTypeWrapper<Scalars['EmailAddress']['output']>;
  EnquirySent: ResolverTypeWrapper<EnquirySent>;
  EventActor: ResolverTypeWrapper<EventActorPayload>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  FormAttachment: ResolverTypeWrapper<FormAttachment>;
  FormDefinition: ResolverTypeWrapper<Scalars['FormDefinition']['output']>;
  FormSignature: ResolverTypeWrapper<FormSignature>;
  FormSigned: ResolverTypeWrapper<FormSigned>;
  FormSigning: ResolverTypeWrapper<FormSigning>;
  FormVersion: ResolverTypeWrapper<FormVersionSource>;
  Health: ResolverTypeWrapper<HealthSource>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InviteKind: InviteKind;
  InviteOptions: ResolverTypeWrapper<InviteOptions>;
  InvitePersonInput: InvitePersonInput;
  InvitedSeller: ResolverTypeWrapper<InvitedSeller>;
  InvitedSellers: ResolverTypeWrapper<InvitedSellers>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  ListColumn: ResolverTypeWrapper<ListColumnSource>;
  MonthlyLimit: ResolverTypeWrapper<MonthlyLimitPayload>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NewAddressInput: NewAddressInput;
  Option: ResolverTypeWrapper<Option>;
  Organisation: ResolverTypeWrapper<OrganisationSource>;
  OrganisationChoice: ResolverTypeWrapper<OrganisationChoice>;
  OrganisationConnection: ResolverTypeWrapper<Omit<OrganisationConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['OrganisationEdge']>, nodes: Array<ResolversTypes['Organisation']> }>;
  OrganisationEdge: ResolverTypeWrapper<Omit<OrganisationEdge, 'node'> & { node: ResolversTypes['Organisation'] }>;
  OrganisationType: null;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PdtfExportReport: ResolverTypeWrapper<PdtfReportPayload>;
  PdtfOmission: ResolverTypeWrapper<PdtfOmissionPayload>;
  PdtfOmissionReason: null;
  PdtfReportQuestion: ResolverTypeWrapper<PdtfReportQuestionPayload>;
  PeopleChanged: ResolverTypeWrapper<PropertyEventPayload>;
  Person: ResolverTypeWrapper<PersonListItem>;
  PersonChoice: ResolverTypeWrapper<PersonChoice>;
  PersonConnection: ResolverTypeWrapper<Omit<PersonConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['PersonEdge']>, nodes: Array<ResolversTypes['Person']> }>;
  PersonEdge: ResolverTypeWrapper<Omit<PersonEdge, 'node'> & { node: ResolversTypes['Person'] }>;
  PersonInvitation: ResolverTypeWrapper<PersonInvitation>;
  Phase: ResolverTypeWrapper<PhaseRef>;
  PhaseChanged: ResolverTypeWrapper<PropertyEventPayload>;
  PhaseColumn: ResolverTypeWrapper<PhaseColumn>;
  PhaseConfig: ResolverTypeWrapper<PhaseConfigPayload>;
  PhaseConfigGroup: ResolverTypeWrapper<PhaseConfigGroupSource>;
  PhaseConfigQuestion: ResolverTypeWrapper<PhaseConfigQuestionSource>;
  PhaseConfigQuestionnaire: ResolverTypeWrapper<PhaseConfigQuestionnaireSource>;
  PhaseConfigSection: ResolverTypeWrapper<PhaseConfigSectionSource>;
  PortalChoice: ResolverTypeWrapper<PortalChoicePayload>;
  PortalChoices: ResolverTypeWrapper<PortalChoicesResponse>;
  PortalLink: ResolverTypeWrapper<PortalLinkPayload>;
  PortalProperty: ResolverTypeWrapper<PortalPropertyPayload>;
  PortalSearch: ResolverTypeWrapper<PortalSearchResponse>;
  Presence: ResolverTypeWrapper<PresencePayload>;
  PresenceInput: PresenceInput;
  PresentPerson: ResolverTypeWrapper<PresentPersonPayload>;
  Property: ResolverTypeWrapper<PropertyPayload>;
  PropertyAttribute: ResolverTypeWrapper<PropertyAttributePayload>;
  PropertyCapabilities: ResolverTypeWrapper<PropertyCapabilities>;
  PropertyConnection: ResolverTypeWrapper<PropertyPage>;
  PropertyCursorConnection: ResolverTypeWrapper<Omit<PropertyCursorConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['PropertyEdge']>, nodes: Array<ResolversTypes['Property']> }>;
  PropertyEdge: ResolverTypeWrapper<Omit<PropertyEdge, 'node'> & { node: ResolversTypes['Property'] }>;
  PropertyEvent: ResolverTypeWrapper<PropertyEventPayload>;
  PropertyFilter: ResolverTypeWrapper<FilterOption>;
  PropertyFilterInput: PropertyFilterInput;
  PropertyFilterValue: ResolverTypeWrapper<PropertyFilterValue>;
  PropertyOwners: ResolverTypeWrapper<Omit<PropertyOwners, 'people'> & { people: Array<ResolversTypes['AgentOption']> }>;
  PropertyPortal: ResolverTypeWrapper<PropertyPortalResponse>;
  PropertyRef: ResolverTypeWrapper<PropertyRefSource>;
  PublicRecord: ResolverTypeWrapper<PublicRecordPayload>;
  PublicRecords: ResolverTypeWrapper<PublicRecordsResponse>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Question: ResolverTypeWrapper<QuestionSource>;
  QuestionGroup: ResolverTypeWrapper<GroupSource>;
  QuestionType: null;
  Questionnaire: ResolverTypeWrapper<QuestionnaireSource>;
  QuestionnaireCompletion: ResolverTypeWrapper<CompletionSource>;
  QuestionnaireSection: ResolverTypeWrapper<SectionSource>;
  RemovedDocument: ResolverTypeWrapper<RemoveUploadResponse>;
  ResyncRequired: ResolverTypeWrapper<PropertyEventPayload>;
  Role: null;
  SaveAnswersInput: SaveAnswersInput;
  SearchesChanged: ResolverTypeWrapper<PropertyEventPayload>;
  SearchesOrder: ResolverTypeWrapper<SearchesOrder>;
  SearchesOrderStatus: SearchesOrderStatus;
  SearchesStatus: null;
  SectionCompletion: ResolverTypeWrapper<SectionCompletion>;
  SectionConfirmed: ResolverTypeWrapper<SectionConfirmedSource>;
  SellerInvitation: ResolverTypeWrapper<Omit<SellerInvitation, 'property'> & { property: ResolversTypes['Property'] }>;
  SellerRemoval: ResolverTypeWrapper<Omit<SellerRemoval, 'property'> & { property: ResolversTypes['Property'] }>;
  SendEnquiryInput: SendEnquiryInput;
  SignFormInput: SignFormInput;
  SignInResult: ResolverTypeWrapper<Omit<SignInResult, 'invitations' | 'viewer'> & { invitations: ResolversTypes['AcceptedInvitations'], viewer: ResolversTypes['Viewer'] }>;
  SignatureCheck: ResolverTypeWrapper<SignatureCheck>;
  SignatureRecord: ResolverTypeWrapper<SignatureRecord>;
  SignaturesChanged: ResolverTypeWrapper<PropertyEventPayload>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SyncViewerProfileInput: SyncViewerProfileInput;
  Title: ResolverTypeWrapper<TitleSearchResult>;
  TitleSearch: ResolverTypeWrapper<TitleSearchResponse>;
  TitleSearchInput: TitleSearchInput;
  UpdateUserInput: UpdateUserInput;
  Upload: ResolverTypeWrapper<Scalars['Upload']['output']>;
  UploadRule: ResolverTypeWrapper<UploadRule>;
  User: ResolverTypeWrapper<UserSource>;
  UserSearchResult: ResolverTypeWrapper<UserSearchResultSource>;
  Vault: ResolverTypeWrapper<VaultPayload>;
  VaultChanged: ResolverTypeWrapper<PropertyEventPayload>;
  VaultDocument: ResolverTypeWrapper<UploadPayload>;
  VerifiedSignature: ResolverTypeWrapper<VerifiedSignature>;
  Viewer: ResolverTypeWrapper<UserSource>;
  WebhookDelivery: ResolverTypeWrapper<WebhookDeliveryPayload>;
  WebhookDeliveryStatus: null;
  WebhookEvent: null;
  WebhookSubscription: ResolverTypeWrapper<WebhookSubscriptionPayload>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AcceptedInvitations: Omit<AcceptedInvitations, 'properties'> & { properties: Array<ResolversParentTypes['PropertyRef']> };
  ActionPlan: ActionPlanPayload;
  AddAgencyInput: AddAgencyInput;
  AddAgentInput: AddAgentInput;
  AddPropertyByTitleInput: AddPropertyByTitleInput;
  AddPropertyInput: AddPropertyInput;
  AddSolicitorInput: AddSolicitorInput;
  AddSolicitorsFirmInput: AddSolicitorsFirmInput;
  Address: AddressResult;
  AddressLookup: AddressLookupResponse;
  AdminPropertyList: AdminPropertyPage;
  AgencyOption: AgencyOptionPayload;
  AgentChange: AgentChangeResult;
  AgentOption: AgentOptionPayload;
  Answer: AnswerEntry;
  AnswerChange: AnswerChangePayload;
  AnswerInput: AnswerInput;
  AnswerSource: AnswerSourceEntry;
  AnswersChanged: PropertyEventPayload;
  AnswersSaved: AnswersSavedSource;
  ApiClient: ApiClientPayload;
  AttributeAverages: AttributeAverages;
  AttributeDimension: AttributeDimension;
  AttributeExample: AttributeExamplePayload;
  AttributeExamples: AttributeExamplesResponse;
  AttributeFilterOption: AttributeFilterOption;
  AttributeFilterOptions: AttributeFilterOptionsPayload;
  AttributeMetrics: AttributeMetricsPayload;
  AttributeReportFilter: AttributeReportFilter;
  AttributeShare: AttributeShare;
  AttributeSource: AttributeSource;
  AttributeStatistics: AttributeStatisticsResponse;
  AttributeSummary: AttributeSummaryResponse;
  AttributeSummaryItem: AttributeSummaryItemPayload;
  AttributeSummaryMetadata: AttributeMetadataPayload;
  Boolean: Scalars['Boolean']['output'];
  ChangedAnswer: ChangedAnswerPayload;
  ChecklistItem: ChecklistItemSource;
  ChecklistItemCapabilities: ChecklistItemCapabilities;
  CompleteFormInput: CompleteFormInput;
  CompleteSignInInput: CompleteSignInInput;
  ConfirmSectionInput: ConfirmSectionInput;
  ConnectionPageInfo: ConnectionPageInfo;
  CreateApiClientInput: CreateApiClientInput;
  CreateWebhookSubscriptionInput: CreateWebhookSubscriptionInput;
  CreatedApiClient: CreatedApiClientPayload;
  CreatedWebhookSubscription: WebhookWithSecret;
  CreditRequest: CreditRequest;
  DateTime: Scalars['DateTime']['output'];
  DeadLetterJob: DeadLetterJobPayload;
  DeadLetterJobConnection: Omit<DeadLetterJobConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['DeadLetterJobEdge']>, nodes: Array<ResolversParentTypes['DeadLetterJob']> };
  DeadLetterJobEdge: Omit<DeadLetterJobEdge, 'node'> & { node: ResolversParentTypes['DeadLetterJob'] };
  DeletedProperty: DeletedProperty;
  EmailAddress: Scalars['EmailAddress']['output'];
  EnquirySent: EnquirySent;
  EventActor: EventActorPayload;
  Float: Scalars['Float']['output'];
  FormAttachment: FormAttachment;
  FormDefinition: Scalars['FormDefinition']['output'];
  FormSignature: FormSignature;
  FormSigned: FormSigned;
  FormSigning: FormSigning;
  FormVersion: FormVersionSource;
  Health: HealthSource;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  InviteOptions: InviteOptions;
  InvitePersonInput: InvitePersonInput;
  InvitedSeller: InvitedSeller;
  InvitedSellers: InvitedSellers;
  JSON: Scalars['JSON']['output'];
  ListColumn: ListColumnSource;
  MonthlyLimit: MonthlyLimitPayload;
  Mutation: Record<PropertyKey, never>;
  NewAddressInput: NewAddressInput;
  Option: Option;
  Organisation: OrganisationSource;
  OrganisationChoice: OrganisationChoice;
  OrganisationConnection: Omit<OrganisationConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['OrganisationEdge']>, nodes: Array<ResolversParentTypes['Organisation']> };
  OrganisationEdge: Omit<OrganisationEdge, 'node'> & { node: ResolversParentTypes['Organisation'] };
  PageInfo: PageInfo;
  PdtfExportReport: PdtfReportPayload;
  PdtfOmission: PdtfOmissionPayload;
  PdtfReportQuestion: PdtfReportQuestionPayload;
  PeopleChanged: PropertyEventPayload;
  Person: PersonListItem;
  PersonChoice: PersonChoice;
  PersonConnection: Omit<PersonConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['PersonEdge']>, nodes: Array<ResolversParentTypes['Person']> };
  PersonEdge: Omit<PersonEdge, 'node'> & { node: ResolversParentTypes['Person'] };
  PersonInvitation: PersonInvitation;
  Phase: PhaseRef;
  PhaseChanged: PropertyEventPayload;
  PhaseColumn: PhaseColumn;
  PhaseConfig: PhaseConfigPayload;
  PhaseConfigGroup: PhaseConfigGroupSource;
  PhaseConfigQuestion: PhaseConfigQuestionSource;
  PhaseConfigQuestionnaire: PhaseConfigQuestionnaireSource;
  PhaseConfigSection: PhaseConfigSectionSource;
  PortalChoice: PortalChoicePayload;
  PortalChoices: PortalChoicesResponse;
  PortalLink: PortalLinkPayload;
  PortalProperty: PortalPropertyPayload;
  PortalSearch: PortalSearchResponse;
  Presence: PresencePayload;
  PresenceInput: PresenceInput;
  PresentPerson: PresentPersonPayload;
  Property: PropertyPayload;
  PropertyAttribute: PropertyAttributePayload;
  PropertyCapabilities: PropertyCapabilities;
  PropertyConnection: PropertyPage;
  PropertyCursorConnection: Omit<PropertyCursorConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['PropertyEdge']>, nodes: Array<ResolversParentTypes['Property']> };
  PropertyEdge: Omit<PropertyEdge, 'node'> & { node: ResolversParentTypes['Property'] };
  PropertyEvent: PropertyEventPayload;
  PropertyFilter: FilterOption;
  PropertyFilterInput: PropertyFilterInput;
  PropertyFilterValue: PropertyFilterValue;
  PropertyOwners: Omit<PropertyOwners, 'people'> & { people: Array<ResolversParentTypes['AgentOption']> };
  PropertyPortal: PropertyPortalResponse;
  PropertyRef: PropertyRefSource;
  PublicRecord: PublicRecordPayload;
  PublicRecords: PublicRecordsResponse;
  Query: Record<PropertyKey, never>;
  Question: QuestionSource;
  QuestionGroup: GroupSource;
  Questionnaire: QuestionnaireSource;
  QuestionnaireCompletion: CompletionSource;
  QuestionnaireSection: SectionSource;
  RemovedDocument: RemoveUploadResponse;
  ResyncRequired: PropertyEventPayload;
  SaveAnswersInput: SaveAnswersInput;
  SearchesChanged: PropertyEventPayload;
  SearchesOrder: SearchesOrder;
  SectionCompletion: SectionCompletion;
  SectionConfirmed: SectionConfirmedSource;
  SellerInvitation: Omit<SellerInvitation, 'property'> & { property: ResolversParentTypes['Property'] };
  SellerRemoval: Omit<SellerRemoval, 'property'> & { property: ResolversParentTypes['Property'] };
  SendEnquiryInput: SendEnquiryInput;
  SignFormInput: SignFormInput;
  SignInResult: Omit<SignInResult, 'invitations' | 'viewer'> & { invitations: ResolversParentTypes['AcceptedInvitations'], viewer: ResolversParentTypes['Viewer'] };
  SignatureCheck: SignatureCheck;
  SignatureRecord: SignatureRecord;
  SignaturesChanged: PropertyEventPayload;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  SyncViewerProfileInput: SyncViewerProfileInput;
  Title: TitleSearchResult;
  TitleSearch: TitleSearchResponse;
  TitleSearchInput: TitleSearchInput;
  UpdateUserInput: UpdateUserInput;
  Upload: Scalars['Upload']['output'];
  UploadRule: UploadRule;
  User: UserSource;
  UserSearchResult: UserSearchResultSource;
  Vault: VaultPayload;
  VaultChanged: PropertyEventPayload;
  VaultDocument: UploadPayload;
  VerifiedSignature: VerifiedSignature;
  Viewer: UserSource;
  WebhookDelivery: WebhookDeliveryPayload;
  WebhookSubscription: WebhookSubscriptionPayload;
};

export type AuthDirectiveArgs = {
  requires: Action;
};

export type AuthDirectiveResolver<Result, Parent, ContextType = GatewayContext, Args = AuthDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type CostDirectiveArgs = {
  weight: Scalars['Int']['input'];
};

export type CostDirectiveResolver<Result, Parent, ContextType = GatewayContext, Args = CostDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type PublicDirectiveArgs = { };

export type PublicDirectiveResolver<Result, Parent, ContextType = GatewayContext, Args = PublicDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AcceptedInvitationsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AcceptedInvitations'] = ResolversParentTypes['AcceptedInvitations']> = {
  properties?: Resolver<Array<ResolversTypes['PropertyRef']>, ParentType, ContextType>;
  propertyId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type ActionPlanResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActionPlan'] = ResolversParentTypes['ActionPlan']> = {
  agentsNotification?: Resolver<ResolversTypes['AgentsNotification'], ParentType, ContextType>;
  allSellersSigned?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  complete?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  displayedComplete?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['ChecklistItem']>, ParentType, ContextType>;
  phaseId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reachedPhases?: Resolver<Array<ResolversTypes['Phase']>, ParentType, ContextType>;
  searches?: Resolver<Maybe<ResolversTypes['SearchesOrder']>, ParentType, ContextType>;
};

export type AddressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Address'] = ResolversParentTypes['Address']> = {
  buildingName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  buildingNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  line?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subBuildingName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subBuildingNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  thoroughfare?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  townOrCity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AddressLookupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AddressLookup'] = ResolversParentTypes['AddressLookup']> = {
  addresses?: Resolver<Array<ResolversTypes['Address']>, ParentType, ContextType>;
  sample?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AdminPropertyListResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminPropertyList'] = ResolversParentTypes['AdminPropertyList']> = {
  filterOptions?: Resolver<Array<ResolversTypes['PropertyFilter']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Property']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type AgencyOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AgencyOption'] = ResolversParentTypes['AgencyOption']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parentName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AgentChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AgentChange'] = ResolversParentTypes['AgentChange']> = {
  agent?: Resolver<ResolversTypes['Person'], ParentType, ContextType>;
  propertiesTransferred?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AgentOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AgentOption'] = ResolversParentTypes['AgentOption']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AgentTypeResolvers = { ADMIN: 'admin', AGENT: 'agent', BRAND: 'brand', SIMPLE: 'simple' };

export type AnswerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Answer'] = ResolversParentTypes['Answer']> = {
  questionKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  source?: Resolver<Maybe<ResolversTypes['AnswerSource']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
};

export type AnswerChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AnswerChange'] = ResolversParentTypes['AnswerChange']> = {
  changedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  changedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cleared?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['AnswerChangeKind'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  questionKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AnswerChangeKindResolvers = { PERSON: 'person', RECORD: 'record', TITLE: 'title' };

export type AnswerSourceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AnswerSource'] = ResolversParentTypes['AnswerSource']> = {
  confirmed?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  counted?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['AnswerSourceKind'], ParentType, ContextType>;
  line?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  questionnaireName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recordDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recordSource?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sample?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type AnswerSourceKindResolvers = { FORM: 'form', RECORD: 'record', TITLE: 'title' };

export type AnswersChangedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AnswersChanged'] = ResolversParentTypes['AnswersChanged']> = {
  actor?: Resolver<Maybe<ResolversTypes['EventActor']>, ParentType, ContextType>;
  answers?: Resolver<Array<ResolversTypes['ChangedAnswer']>, ParentType, ContextType>;
  answersRevision?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  formPercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  propertyComplete?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  propertyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  questionnaireId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  questionnaireKey?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AnswersSavedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AnswersSaved'] = ResolversParentTypes['AnswersSaved']> = {
  completion?: Resolver<ResolversTypes['QuestionnaireCompletion'], ParentType, ContextType>;
  savedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type ApiClientResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ApiClient'] = ResolversParentTypes['ApiClient']> = {
  clientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  hasSecret?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organisationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  organisationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  revokedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ApiClientStatus'], ParentType, ContextType>;
};

export type ApiClientStatusResolvers = { ACTIVE: 'active', REVOKED: 'revoked' };

export type AttributeAveragesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AttributeAverages'] = ResolversParentTypes['AttributeAverages']> = {
  complexityIssues?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  currentComplexity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  predictedTimescale?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type AttributeDimensionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AttributeDimension'] = ResolversParentTypes['AttributeDimension']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  percentage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AttributeExampleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AttributeExample'] = ResolversParentTypes['AttributeExample']> = {
  dashboardPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AttributeExamplesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AttributeExamples'] = ResolversParentTypes['AttributeExamples']> = {
  dimension?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  examples?: Resolver<Array<ResolversTypes['AttributeExample']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AttributeFilterOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AttributeFilterOption'] = ResolversParentTypes['AttributeFilterOption']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AttributeFilterOptionsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AttributeFilterOptions'] = ResolversParentTypes['AttributeFilterOptions']> = {
  agency?: Resolver<Array<ResolversTypes['AttributeFilterOption']>, ParentType, ContextType>;
  brand?: Resolver<Array<ResolversTypes['AttributeFilterOption']>, ParentType, ContextType>;
  owner?: Resolver<Array<ResolversTypes['AttributeFilterOption']>, ParentType, ContextType>;
  phase?: Resolver<Array<ResolversTypes['AttributeFilterOption']>, ParentType, ContextType>;
};

export type AttributeMetricsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AttributeMetrics'] = ResolversParentTypes['AttributeMetrics']> = {
  average?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<AttributeMetricsCountArgs, 'dimensions'>>;
  dimensions?: Resolver<Array<ResolversTypes['AttributeDimension']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AttributeShareResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AttributeShare'] = ResolversParentTypes['AttributeShare']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  percentage?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type AttributeSourceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AttributeSource'] = ResolversParentTypes['AttributeSource']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AttributeStatisticsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AttributeStatistics'] = ResolversParentTypes['AttributeStatistics']> = {
  averages?: Resolver<ResolversTypes['AttributeAverages'], ParentType, ContextType>;
  broadband?: Resolver<Array<ResolversTypes['AttributeShare']>, ParentType, ContextType>;
  computedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  nonstandardCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  propTypePropCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  propertyTypes?: Resolver<Array<ResolversTypes['AttributeShare']>, ParentType, ContextType>;
  services?: Resolver<Array<ResolversTypes['AttributeShare']>, ParentType, ContextType>;
  ta6CompleteCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ta6CompleteFreeholdCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tenure?: Resolver<Array<ResolversTypes['AttributeShare']>, ParentType, ContextType>;
  totalProps?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AttributeSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AttributeSummary'] = ResolversParentTypes['AttributeSummary']> = {
  attributes?: Resolver<Array<ResolversTypes['AttributeSummaryItem']>, ParentType, ContextType>;
  filterOptions?: Resolver<ResolversTypes['AttributeFilterOptions'], ParentType, ContextType>;
  metadata?: Resolver<ResolversTypes['AttributeSummaryMetadata'], ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['AttributeSource']>, ParentType, ContextType>;
};

export type AttributeSummaryItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AttributeSummaryItem'] = ResolversParentTypes['AttributeSummaryItem']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  metrics?: Resolver<ResolversTypes['AttributeMetrics'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['AttributeSource'], ParentType, ContextType>;
};

export type AttributeSummaryMetadataResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AttributeSummaryMetadata'] = ResolversParentTypes['AttributeSummaryMetadata']> = {
  achievedContractReady?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  achievedExchangeReady?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  achievedMarketReady?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lawyerInstructed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sellersInvited?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalProperties?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ChangedAnswerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ChangedAnswer'] = ResolversParentTypes['ChangedAnswer']> = {
  questionKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
};

export type ChecklistItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ChecklistItem'] = ResolversParentTypes['ChecklistItem']> = {
  allSigned?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  complete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  earned?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  estimatedMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  noEnquiries?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  progress?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  questionnaireId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  readPermission?: Resolver<ResolversTypes['Action'], ParentType, ContextType>;
  route?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  signedByViewer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  someSigned?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewerCan?: Resolver<ResolversTypes['ChecklistItemCapabilities'], ParentType, ContextType>;
  worth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  writePermission?: Resolver<ResolversTypes['Action'], ParentType, ContextType>;
};

export type ChecklistItemCapabilitiesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ChecklistItemCapabilities'] = ResolversParentTypes['ChecklistItemCapabilities']> = {
  complete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  share?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sign?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  view?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ConnectionPageInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConnectionPageInfo'] = ResolversParentTypes['ConnectionPageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CreatedApiClientResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreatedApiClient'] = ResolversParentTypes['CreatedApiClient']> = {
  client?: Resolver<ResolversTypes['ApiClient'], ParentType, ContextType>;
  clientSecret?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CreatedWebhookSubscriptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreatedWebhookSubscription'] = ResolversParentTypes['CreatedWebhookSubscription']> = {
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subscription?: Resolver<ResolversTypes['WebhookSubscription'], ParentType, ContextType>;
};

export type CreditRequestResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreditRequest'] = ResolversParentTypes['CreditRequest']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeadLetterJobResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeadLetterJob'] = ResolversParentTypes['DeadLetterJob']> = {
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  failedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  queue?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DeadLetterJobConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeadLetterJobConnection'] = ResolversParentTypes['DeadLetterJobConnection']> = {
  edges?: Resolver<Array<ResolversTypes['DeadLetterJobEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['DeadLetterJob']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['ConnectionPageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DeadLetterJobEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeadLetterJobEdge'] = ResolversParentTypes['DeadLetterJobEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['DeadLetterJob'], ParentType, ContextType>;
};

export type DeletedPropertyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeletedProperty'] = ResolversParentTypes['DeletedProperty']> = {
  deletedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export interface EmailAddressScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['EmailAddress'], any> {
  name: 'EmailAddress';
}

export type EnquirySentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EnquirySent'] = ResolversParentTypes['EnquirySent']> = {
  recipients?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type EventActorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EventActor'] = ResolversParentTypes['EventActor']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
};

export type FormAttachmentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FormAttachment'] = ResolversParentTypes['FormAttachment']> = {
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  downloadPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface FormDefinitionScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['FormDefinition'], any> {
  name: 'FormDefinition';
}

export type FormSignatureResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FormSignature'] = ResolversParentTypes['FormSignature']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mine?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  signedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  signerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FormSignedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FormSigned'] = ResolversParentTypes['FormSigned']> = {
  answersSha256?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  signatureId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  signing?: Resolver<ResolversTypes['FormSigning'], ParentType, ContextType>;
};

export type FormSigningResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FormSigning'] = ResolversParentTypes['FormSigning']> = {
  accepted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  allSigned?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  displayedPercent?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isSeller?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  locked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sellers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  signatures?: Resolver<Array<ResolversTypes['FormSignature']>, ParentType, ContextType>;
  signed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  signedByMe?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type FormVersionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FormVersion'] = ResolversParentTypes['FormVersion']> = {
  definition?: Resolver<ResolversTypes['FormDefinition'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  questionnaireId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type HealthResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Health'] = ResolversParentTypes['Health']> = {
  database?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InviteOptionsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InviteOptions'] = ResolversParentTypes['InviteOptions']> = {
  current?: Resolver<Maybe<ResolversTypes['OrganisationChoice']>, ParentType, ContextType>;
  organisations?: Resolver<Array<ResolversTypes['OrganisationChoice']>, ParentType, ContextType>;
  people?: Resolver<Array<ResolversTypes['PersonChoice']>, ParentType, ContextType>;
};

export type InvitedSellerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InvitedSeller'] = ResolversParentTypes['InvitedSeller']> = {
  accepted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invitedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lastActivity?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type InvitedSellersResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InvitedSellers'] = ResolversParentTypes['InvitedSellers']> = {
  maxSellers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sellers?: Resolver<Array<ResolversTypes['InvitedSeller']>, ParentType, ContextType>;
};

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type ListColumnResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ListColumn'] = ResolversParentTypes['ListColumn']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<Maybe<Array<ResolversTypes['Option']>>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['QuestionType'], ParentType, ContextType>;
};

export type MonthlyLimitResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MonthlyLimit'] = ResolversParentTypes['MonthlyLimit']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  usedThisMonth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  acceptInvitations?: Resolver<ResolversTypes['AcceptedInvitations'], ParentType, ContextType, Partial<MutationAcceptInvitationsArgs>>;
  acceptTerms?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
  addAgency?: Resolver<ResolversTypes['Organisation'], ParentType, ContextType, RequireFields<MutationAddAgencyArgs, 'input'>>;
  addAgent?: Resolver<ResolversTypes['Person'], ParentType, ContextType, RequireFields<MutationAddAgentArgs, 'input'>>;
  addProperty?: Resolver<ResolversTypes['Property'], ParentType, ContextType, RequireFields<MutationAddPropertyArgs, 'input'>>;
  addPropertyByTitle?: Resolver<ResolversTypes['Property'], ParentType, ContextType, RequireFields<MutationAddPropertyByTitleArgs, 'input'>>;
  addSolicitor?: Resolver<ResolversTypes['Person'], ParentType, ContextType, RequireFields<MutationAddSolicitorArgs, 'input'>>;
  addSolicitorsFirm?: Resolver<ResolversTypes['Organisation'], ParentType, ContextType, RequireFields<MutationAddSolicitorsFirmArgs, 'input'>>;
  announcePresence?: Resolver<ResolversTypes['Presence'], ParentType, ContextType, RequireFields<MutationAnnouncePresenceArgs, 'input'>>;
  changeAgentOrganisation?: Resolver<ResolversTypes['AgentChange'], ParentType, ContextType, RequireFields<MutationChangeAgentOrganisationArgs, 'agentId' | 'organisationId'>>;
  completeForm?: Resolver<ResolversTypes['FormSigned'], ParentType, ContextType, RequireFields<MutationCompleteFormArgs, 'input'>>;
  completeSignIn?: Resolver<ResolversTypes['SignInResult'], ParentType, ContextType, RequireFields<MutationCompleteSignInArgs, 'input'>>;
  confirmSection?: Resolver<ResolversTypes['SectionConfirmed'], ParentType, ContextType, RequireFields<MutationConfirmSectionArgs, 'input'>>;
  createApiClient?: Resolver<ResolversTypes['CreatedApiClient'], ParentType, ContextType, RequireFields<MutationCreateApiClientArgs, 'input'>>;
  createWebhookSubscription?: Resolver<ResolversTypes['CreatedWebhookSubscription'], ParentType, ContextType, RequireFields<MutationCreateWebhookSubscriptionArgs, 'input'>>;
  deleteProperty?: Resolver<ResolversTypes['DeletedProperty'], ParentType, ContextType, RequireFields<MutationDeletePropertyArgs, 'id'>>;
  deleteSignature?: Resolver<ResolversTypes['SignatureRecord'], ParentType, ContextType, RequireFields<MutationDeleteSignatureArgs, 'id'>>;
  deleteWebhookSubscription?: Resolver<ResolversTypes['WebhookSubscription'], ParentType, ContextType, RequireFields<MutationDeleteWebhookSubscriptionArgs, 'id'>>;
  disableUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationDisableUserArgs, 'id'>>;
  discardDeadLetterJob?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDiscardDeadLetterJobArgs, 'id'>>;
  enableUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationEnableUserArgs, 'id'>>;
  inviteAgent?: Resolver<ResolversTypes['PersonInvitation'], ParentType, ContextType, RequireFields<MutationInviteAgentArgs, 'input'>>;
  inviteSeller?: Resolver<ResolversTypes['SellerInvitation'], ParentType, ContextType, RequireFields<MutationInviteSellerArgs, 'email' | 'propertyId'>>;
  inviteSolicitor?: Resolver<ResolversTypes['PersonInvitation'], ParentType, ContextType, RequireFields<MutationInviteSolicitorArgs, 'input'>>;
  leavePresence?: Resolver<ResolversTypes['Presence'], ParentType, ContextType, RequireFields<MutationLeavePresenceArgs, 'propertyId'>>;
  linkPortalListing?: Resolver<ResolversTypes['PropertyPortal'], ParentType, ContextType, RequireFields<MutationLinkPortalListingArgs, 'propertyId'>>;
  movePropertyToNextPhase?: Resolver<ResolversTypes['Property'], ParentType, ContextType, RequireFields<MutationMovePropertyToNextPhaseArgs, 'phaseId' | 'propertyId'>>;
  orderSearches?: Resolver<ResolversTypes['Property'], ParentType, ContextType, RequireFields<MutationOrderSearchesArgs, 'propertyId'>>;
  refreshAttributeStatistics?: Resolver<ResolversTypes['AttributeStatistics'], ParentType, ContextType>;
  refreshPublicRecords?: Resolver<ResolversTypes['PublicRecords'], ParentType, ContextType, RequireFields<MutationRefreshPublicRecordsArgs, 'propertyId'>>;
  removeAgent?: Resolver<ResolversTypes['AgentChange'], ParentType, ContextType, RequireFields<MutationRemoveAgentArgs, 'agentId'>>;
  removeDocument?: Resolver<ResolversTypes['RemovedDocument'], ParentType, ContextType, RequireFields<MutationRemoveDocumentArgs, 'documentId' | 'propertyId'>>;
  removeSeller?: Resolver<ResolversTypes['SellerRemoval'], ParentType, ContextType, RequireFields<MutationRemoveSellerArgs, 'propertyId' | 'sellerId'>>;
  requestCredits?: Resolver<ResolversTypes['CreditRequest'], ParentType, ContextType>;
  resendSellerInvite?: Resolver<ResolversTypes['InvitedSeller'], ParentType, ContextType, RequireFields<MutationResendSellerInviteArgs, 'propertyId' | 'sellerId'>>;
  retryDeadLetterJob?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationRetryDeadLetterJobArgs, 'id'>>;
  revokeApiClient?: Resolver<ResolversTypes['ApiClient'], ParentType, ContextType, RequireFields<MutationRevokeApiClientArgs, 'clientId'>>;
  rotateWebhookSecret?: Resolver<ResolversTypes['CreatedWebhookSubscription'], ParentType, ContextType, RequireFields<MutationRotateWebhookSecretArgs, 'id'>>;
  saveAnswers?: Resolver<ResolversTypes['AnswersSaved'], ParentType, ContextType, RequireFields<MutationSaveAnswersArgs, 'input'>>;
  sendEnquiry?: Resolver<ResolversTypes['EnquirySent'], ParentType, ContextType, RequireFields<MutationSendEnquiryArgs, 'input'>>;
  setAgencyTa6Trial?: Resolver<ResolversTypes['Organisation'], ParentType, ContextType, RequireFields<MutationSetAgencyTa6TrialArgs, 'on' | 'organisationId'>>;
  setMonthlyLimit?: Resolver<ResolversTypes['MonthlyLimit'], ParentType, ContextType, RequireFields<MutationSetMonthlyLimitArgs, 'value'>>;
  setPropertyCreator?: Resolver<ResolversTypes['PropertyOwners'], ParentType, ContextType, RequireFields<MutationSetPropertyCreatorArgs, 'propertyId' | 'userId'>>;
  setPropertyOwner?: Resolver<ResolversTypes['PropertyOwners'], ParentType, ContextType, RequireFields<MutationSetPropertyOwnerArgs, 'propertyId' | 'userId'>>;
  signForm?: Resolver<ResolversTypes['FormSigned'], ParentType, ContextType, RequireFields<MutationSignFormArgs, 'input'>>;
  syncViewerProfile?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType, RequireFields<MutationSyncViewerProfileArgs, 'input'>>;
  updateUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateUserArgs, 'id' | 'input'>>;
  uploadDocuments?: Resolver<Array<ResolversTypes['VaultDocument']>, ParentType, ContextType, RequireFields<MutationUploadDocumentsArgs, 'files' | 'propertyId'>>;
};

export type OptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Option'] = ResolversParentTypes['Option']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrganisationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Organisation'] = ResolversParentTypes['Organisation']> = {
  credits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  defaultPhase?: Resolver<Maybe<ResolversTypes['Phase']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  numAgencies?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  numAgents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  numProperties?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  parentName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phaseConfig?: Resolver<Maybe<ResolversTypes['PhaseConfig']>, ParentType, ContextType>;
  ta6Trial?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['OrganisationType'], ParentType, ContextType>;
  typeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  usesPortal?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type OrganisationChoiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrganisationChoice'] = ResolversParentTypes['OrganisationChoice']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrganisationConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrganisationConnection'] = ResolversParentTypes['OrganisationConnection']> = {
  edges?: Resolver<Array<ResolversTypes['OrganisationEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Organisation']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['ConnectionPageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrganisationEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrganisationEdge'] = ResolversParentTypes['OrganisationEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Organisation'], ParentType, ContextType>;
};

export type OrganisationTypeResolvers = { AGENCY: 2, BRAND: 1, SOLICITORS_FIRM: 3 };

export type PageInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PdtfExportReportResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PdtfExportReport'] = ResolversParentTypes['PdtfExportReport']> = {
  omitted?: Resolver<Array<ResolversTypes['PdtfOmission']>, ParentType, ContextType>;
  propertyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  transactionId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PdtfOmissionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PdtfOmission'] = ResolversParentTypes['PdtfOmission']> = {
  explanation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  needs?: Resolver<Array<ResolversTypes['PdtfReportQuestion']>, ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  questions?: Resolver<Array<ResolversTypes['PdtfReportQuestion']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['PdtfOmissionReason'], ParentType, ContextType>;
};

export type PdtfOmissionReasonResolvers = { INCOMPLETE: 'incomplete', NO_BRANCH: 'no-branch', NO_SELLER: 'no-seller', NO_VALUE: 'no-value', OTHER_BRANCH: 'other-branch', TOO_FEW_ITEMS: 'too-few-items' };

export type PdtfReportQuestionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PdtfReportQuestion'] = ResolversParentTypes['PdtfReportQuestion']> = {
  form?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  questionId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  questionnaireId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PeopleChangedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PeopleChanged'] = ResolversParentTypes['PeopleChanged']> = {
  actor?: Resolver<Maybe<ResolversTypes['EventActor']>, ParentType, ContextType>;
  added?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  propertyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PersonResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Person'] = ResolversParentTypes['Person']> = {
  acceptedTerms?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  dateRegistered?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastActivity?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  numProperties?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  organisationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  organisationName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  roleLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PersonChoiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PersonChoice'] = ResolversParentTypes['PersonChoice']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organisationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type PersonConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PersonConnection'] = ResolversParentTypes['PersonConnection']> = {
  edges?: Resolver<Array<ResolversTypes['PersonEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Person']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['ConnectionPageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PersonEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PersonEdge'] = ResolversParentTypes['PersonEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Person'], ParentType, ContextType>;
};

export type PersonInvitationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PersonInvitation'] = ResolversParentTypes['PersonInvitation']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organisation?: Resolver<ResolversTypes['OrganisationChoice'], ParentType, ContextType>;
};

export type PhaseResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Phase'] = ResolversParentTypes['Phase']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nextPhaseId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type PhaseChangedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PhaseChanged'] = ResolversParentTypes['PhaseChanged']> = {
  actor?: Resolver<Maybe<ResolversTypes['EventActor']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phase?: Resolver<Maybe<ResolversTypes['Phase']>, ParentType, ContextType>;
  propertyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PhaseColumnResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PhaseColumn'] = ResolversParentTypes['PhaseColumn']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PhaseConfigResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PhaseConfig'] = ResolversParentTypes['PhaseConfig']> = {
  phases?: Resolver<Array<ResolversTypes['PhaseColumn']>, ParentType, ContextType>;
  questionnaires?: Resolver<Array<ResolversTypes['PhaseConfigQuestionnaire']>, ParentType, ContextType>;
};

export type PhaseConfigGroupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PhaseConfigGroup'] = ResolversParentTypes['PhaseConfigGroup']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  questions?: Resolver<Array<ResolversTypes['PhaseConfigQuestion']>, ParentType, ContextType>;
};

export type PhaseConfigQuestionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PhaseConfigQuestion'] = ResolversParentTypes['PhaseConfigQuestion']> = {
  enabledPhaseIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PhaseConfigQuestionnaireResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PhaseConfigQuestionnaire'] = ResolversParentTypes['PhaseConfigQuestionnaire']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sections?: Resolver<Array<ResolversTypes['PhaseConfigSection']>, ParentType, ContextType>;
};

export type PhaseConfigSectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PhaseConfigSection'] = ResolversParentTypes['PhaseConfigSection']> = {
  groups?: Resolver<Array<ResolversTypes['PhaseConfigGroup']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PortalChoiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PortalChoice'] = ResolversParentTypes['PortalChoice']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  line?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sameAddress?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PortalChoicesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PortalChoices'] = ResolversParentTypes['PortalChoices']> = {
  addressLine?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  listings?: Resolver<Array<ResolversTypes['PortalChoice']>, ParentType, ContextType>;
  sample?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PortalLinkResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PortalLink'] = ResolversParentTypes['PortalLink']> = {
  line?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  linkedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  linkedByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  listingId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sameAddress?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PortalPropertyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PortalProperty'] = ResolversParentTypes['PortalProperty']> = {
  county?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  nameNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subDwelling?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  town?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PortalSearchResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PortalSearch'] = ResolversParentTypes['PortalSearch']> = {
  properties?: Resolver<Array<ResolversTypes['PortalProperty']>, ParentType, ContextType>;
  sample?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PresenceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Presence'] = ResolversParentTypes['Presence']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  people?: Resolver<Array<ResolversTypes['PresentPerson']>, ParentType, ContextType>;
};

export type PresentPersonResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PresentPerson'] = ResolversParentTypes['PresentPerson']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  questionnaireId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  section?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  since?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type PropertyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Property'] = ResolversParentTypes['Property']> = {
  actionPlan?: Resolver<Maybe<ResolversTypes['ActionPlan']>, ParentType, ContextType>;
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  agenciesNames?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  attributes?: Resolver<Maybe<Array<ResolversTypes['PropertyAttribute']>>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  complete?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  completedPhases?: Resolver<Maybe<Array<ResolversTypes['Phase']>>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  friendlyId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isSeller?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastSignIn?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  numSellers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ownerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phase?: Resolver<Maybe<ResolversTypes['Phase']>, ParentType, ContextType>;
  portal?: Resolver<Maybe<ResolversTypes['PropertyPortal']>, ParentType, ContextType>;
  postcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publicRecords?: Resolver<ResolversTypes['PublicRecords'], ParentType, ContextType>;
  searchesRequested?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  solicitorsNames?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  userEmails?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  vault?: Resolver<ResolversTypes['Vault'], ParentType, ContextType>;
  viewerCan?: Resolver<ResolversTypes['PropertyCapabilities'], ParentType, ContextType>;
};

export type PropertyAttributeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PropertyAttribute'] = ResolversParentTypes['PropertyAttribute']> = {
  computedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  dimension?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['AttributeSource'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type PropertyCapabilitiesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PropertyCapabilities'] = ResolversParentTypes['PropertyCapabilities']> = {
  inviteAgent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  inviteSeller?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  inviteSolicitor?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewCompletion?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewMeta?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PropertyConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PropertyConnection'] = ResolversParentTypes['PropertyConnection']> = {
  nodes?: Resolver<Array<ResolversTypes['Property']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type PropertyCursorConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PropertyCursorConnection'] = ResolversParentTypes['PropertyCursorConnection']> = {
  edges?: Resolver<Array<ResolversTypes['PropertyEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Property']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['ConnectionPageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PropertyEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PropertyEdge'] = ResolversParentTypes['PropertyEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Property'], ParentType, ContextType>;
};

export type PropertyEventResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PropertyEvent'] = ResolversParentTypes['PropertyEvent']> = {
  __resolveType: TypeResolveFn<'AnswersChanged' | 'PeopleChanged' | 'PhaseChanged' | 'ResyncRequired' | 'SearchesChanged' | 'SignaturesChanged' | 'VaultChanged', ParentType, ContextType>;
};

export type PropertyFilterResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PropertyFilter'] = ResolversParentTypes['PropertyFilter']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['PropertyFilterValue']>, ParentType, ContextType>;
};

export type PropertyFilterValueResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PropertyFilterValue'] = ResolversParentTypes['PropertyFilterValue']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PropertyOwnersResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PropertyOwners'] = ResolversParentTypes['PropertyOwners']> = {
  creatorId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ownerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  people?: Resolver<Array<ResolversTypes['AgentOption']>, ParentType, ContextType>;
};

export type PropertyPortalResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PropertyPortal'] = ResolversParentTypes['PropertyPortal']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  linked?: Resolver<Maybe<ResolversTypes['PortalLink']>, ParentType, ContextType>;
  usesPortal?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerCanChange?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PropertyRefResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PropertyRef'] = ResolversParentTypes['PropertyRef']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PublicRecordResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PublicRecord'] = ResolversParentTypes['PublicRecord']> = {
  facts?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recordDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  retrievedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  sample?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PublicRecordsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PublicRecords'] = ResolversParentTypes['PublicRecords']> = {
  fetching?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pending?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  records?: Resolver<Array<ResolversTypes['PublicRecord']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  addressLookup?: Resolver<ResolversTypes['AddressLookup'], ParentType, ContextType, RequireFields<QueryAddressLookupArgs, 'postcode'>>;
  adminAgencies?: Resolver<Array<ResolversTypes['Organisation']>, ParentType, ContextType>;
  adminAgenciesConnection?: Resolver<ResolversTypes['OrganisationConnection'], ParentType, ContextType, Partial<QueryAdminAgenciesConnectionArgs>>;
  adminAgents?: Resolver<Array<ResolversTypes['Person']>, ParentType, ContextType>;
  adminAgentsConnection?: Resolver<ResolversTypes['PersonConnection'], ParentType, ContextType, Partial<QueryAdminAgentsConnectionArgs>>;
  adminProperties?: Resolver<ResolversTypes['AdminPropertyList'], ParentType, ContextType, RequireFields<QueryAdminPropertiesArgs, 'deleted' | 'page' | 'pageSize'>>;
  agencies?: Resolver<Array<ResolversTypes['AgencyOption']>, ParentType, ContextType>;
  agents?: Resolver<Array<ResolversTypes['AgentOption']>, ParentType, ContextType, RequireFields<QueryAgentsArgs, 'organisationId'>>;
  apiClients?: Resolver<Array<ResolversTypes['ApiClient']>, ParentType, ContextType>;
  attributeExamples?: Resolver<ResolversTypes['AttributeExamples'], ParentType, ContextType, RequireFields<QueryAttributeExamplesArgs, 'dimension' | 'key'>>;
  attributeStatistics?: Resolver<ResolversTypes['AttributeStatistics'], ParentType, ContextType>;
  attributeSummary?: Resolver<ResolversTypes['AttributeSummary'], ParentType, ContextType, Partial<QueryAttributeSummaryArgs>>;
  brands?: Resolver<Array<ResolversTypes['Organisation']>, ParentType, ContextType>;
  brandsConnection?: Resolver<ResolversTypes['OrganisationConnection'], ParentType, ContextType, Partial<QueryBrandsConnectionArgs>>;
  deadLetterJobs?: Resolver<Array<ResolversTypes['DeadLetterJob']>, ParentType, ContextType>;
  deadLetterJobsConnection?: Resolver<ResolversTypes['DeadLetterJobConnection'], ParentType, ContextType, Partial<QueryDeadLetterJobsConnectionArgs>>;
  health?: Resolver<ResolversTypes['Health'], ParentType, ContextType>;
  inviteOptions?: Resolver<ResolversTypes['InviteOptions'], ParentType, ContextType, RequireFields<QueryInviteOptionsArgs, 'kind' | 'propertyId'>>;
  invitedSellers?: Resolver<ResolversTypes['InvitedSellers'], ParentType, ContextType, RequireFields<QueryInvitedSellersArgs, 'propertyId'>>;
  monthlyLimit?: Resolver<ResolversTypes['MonthlyLimit'], ParentType, ContextType>;
  movers?: Resolver<Array<ResolversTypes['Person']>, ParentType, ContextType>;
  moversConnection?: Resolver<ResolversTypes['PersonConnection'], ParentType, ContextType, Partial<QueryMoversConnectionArgs>>;
  organisation?: Resolver<ResolversTypes['Organisation'], ParentType, ContextType, RequireFields<QueryOrganisationArgs, 'id'>>;
  pdtfExportReport?: Resolver<ResolversTypes['PdtfExportReport'], ParentType, ContextType, RequireFields<QueryPdtfExportReportArgs, 'propertyId'>>;
  pdtfTransaction?: Resolver<ResolversTypes['JSON'], ParentType, ContextType, RequireFields<QueryPdtfTransactionArgs, 'propertyId'>>;
  phases?: Resolver<Array<ResolversTypes['Phase']>, ParentType, ContextType>;
  portalChoices?: Resolver<ResolversTypes['PortalChoices'], ParentType, ContextType, RequireFields<QueryPortalChoicesArgs, 'propertyId'>>;
  portalSearch?: Resolver<ResolversTypes['PortalSearch'], ParentType, ContextType, RequireFields<QueryPortalSearchArgs, 'postcode'>>;
  properties?: Resolver<ResolversTypes['PropertyConnection'], ParentType, ContextType, RequireFields<QueryPropertiesArgs, 'deleted' | 'page' | 'pageSize'>>;
  propertiesConnection?: Resolver<ResolversTypes['PropertyCursorConnection'], ParentType, ContextType, RequireFields<QueryPropertiesConnectionArgs, 'deleted'>>;
  property?: Resolver<ResolversTypes['Property'], ParentType, ContextType, RequireFields<QueryPropertyArgs, 'id'>>;
  propertyOwners?: Resolver<ResolversTypes['PropertyOwners'], ParentType, ContextType, RequireFields<QueryPropertyOwnersArgs, 'propertyId'>>;
  propertySignatures?: Resolver<Array<ResolversTypes['SignatureRecord']>, ParentType, ContextType, RequireFields<QueryPropertySignaturesArgs, 'propertyId'>>;
  questionnaire?: Resolver<ResolversTypes['Questionnaire'], ParentType, ContextType, RequireFields<QueryQuestionnaireArgs, 'propertyId' | 'questionnaireId'>>;
  signatureCheck?: Resolver<ResolversTypes['SignatureCheck'], ParentType, ContextType, RequireFields<QuerySignatureCheckArgs, 'propertyId'>>;
  solicitors?: Resolver<Array<ResolversTypes['Person']>, ParentType, ContextType>;
  solicitorsConnection?: Resolver<ResolversTypes['PersonConnection'], ParentType, ContextType, Partial<QuerySolicitorsConnectionArgs>>;
  solicitorsFirms?: Resolver<Array<ResolversTypes['Organisation']>, ParentType, ContextType>;
  solicitorsFirmsConnection?: Resolver<ResolversTypes['OrganisationConnection'], ParentType, ContextType, Partial<QuerySolicitorsFirmsConnectionArgs>>;
  titleSearch?: Resolver<ResolversTypes['TitleSearch'], ParentType, ContextType, RequireFields<QueryTitleSearchArgs, 'input'>>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<QueryUserArgs, 'id'>>;
  userSearch?: Resolver<Array<ResolversTypes['UserSearchResult']>, ParentType, ContextType, RequireFields<QueryUserSearchArgs, 'email'>>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
  webhookDeliveries?: Resolver<Array<ResolversTypes['WebhookDelivery']>, ParentType, ContextType, RequireFields<QueryWebhookDeliveriesArgs, 'clientId'>>;
  webhookSubscriptions?: Resolver<Array<ResolversTypes['WebhookSubscription']>, ParentType, ContextType, RequireFields<QueryWebhookSubscriptionsArgs, 'clientId'>>;
};

export type QuestionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Question'] = ResolversParentTypes['Question']> = {
  formReference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  listColumns?: Resolver<Maybe<Array<ResolversTypes['ListColumn']>>, ParentType, ContextType>;
  maxLength?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  maxRows?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  options?: Resolver<Maybe<Array<ResolversTypes['Option']>>, ParentType, ContextType>;
  pdtfPath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  readOnly?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  showIf?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  showIfAnswer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  showIfAnswerIncludes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  showIfQuestion?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['QuestionType'], ParentType, ContextType>;
  upload?: Resolver<Maybe<ResolversTypes['UploadRule']>, ParentType, ContextType>;
};

export type QuestionGroupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['QuestionGroup'] = ResolversParentTypes['QuestionGroup']> = {
  key?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  questions?: Resolver<Array<ResolversTypes['Question']>, ParentType, ContextType>;
};

export type QuestionTypeResolvers = { CHECKBOX: 'checkbox', CURRENCY: 'currency', EMAIL: 'email', LIST: 'list', MONTH: 'month', NUMBER: 'number', PERCENTAGE: 'percentage', SELECT: 'select', TEXT: 'text', TEXTAREA: 'textarea', UPLOAD: 'upload' };

export type QuestionnaireResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Questionnaire'] = ResolversParentTypes['Questionnaire']> = {
  accepted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  answers?: Resolver<Array<ResolversTypes['Answer']>, ParentType, ContextType>;
  answersRevision?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  attachments?: Resolver<Array<ResolversTypes['FormAttachment']>, ParentType, ContextType>;
  canAnswerAll?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  changesSince?: Resolver<Array<ResolversTypes['AnswerChange']>, ParentType, ContextType, RequireFields<QuestionnaireChangesSinceArgs, 'revision'>>;
  completion?: Resolver<ResolversTypes['QuestionnaireCompletion'], ParentType, ContextType>;
  confirmableSections?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  definition?: Resolver<ResolversTypes['FormDefinition'], ParentType, ContextType>;
  disabledQuestions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  form?: Resolver<ResolversTypes['FormVersion'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  preliminaryAccepted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  questionnaireId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  route?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sections?: Resolver<Array<ResolversTypes['QuestionnaireSection']>, ParentType, ContextType>;
  sellerTypes?: Resolver<Maybe<Array<ResolversTypes['Option']>>, ParentType, ContextType>;
  signing?: Resolver<ResolversTypes['FormSigning'], ParentType, ContextType>;
  standard?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ta6Part1Active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  writableSections?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type QuestionnaireCompletionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['QuestionnaireCompletion'] = ResolversParentTypes['QuestionnaireCompletion']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  percent?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sections?: Resolver<Array<ResolversTypes['SectionCompletion']>, ParentType, ContextType>;
};

export type QuestionnaireSectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['QuestionnaireSection'] = ResolversParentTypes['QuestionnaireSection']> = {
  groups?: Resolver<Array<ResolversTypes['QuestionGroup']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tabular?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type RemovedDocumentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RemovedDocument'] = ResolversParentTypes['RemovedDocument']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ResyncRequiredResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ResyncRequired'] = ResolversParentTypes['ResyncRequired']> = {
  actor?: Resolver<Maybe<ResolversTypes['EventActor']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  propertyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RoleResolvers = { ADMINISTRATOR: 100, AGENT: 2, BRAND_ADMIN: 3, HOME_MOVER: 1, SIMPLE: 20, SOLICITOR: 4 };

export type SearchesChangedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SearchesChanged'] = ResolversParentTypes['SearchesChanged']> = {
  actor?: Resolver<Maybe<ResolversTypes['EventActor']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  propertyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SearchesStatus'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SearchesOrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SearchesOrder'] = ResolversParentTypes['SearchesOrder']> = {
  deliveredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  orderedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SearchesOrderStatus'], ParentType, ContextType>;
};

export type SearchesStatusResolvers = { ARRIVED: 'arrived', ORDERED: 'ordered' };

export type SectionCompletionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SectionCompletion'] = ResolversParentTypes['SectionCompletion']> = {
  percent?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sectionKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SectionConfirmedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SectionConfirmed'] = ResolversParentTypes['SectionConfirmed']> = {
  confirmedQuestionKeys?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  questionnaire?: Resolver<ResolversTypes['Questionnaire'], ParentType, ContextType>;
};

export type SellerInvitationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SellerInvitation'] = ResolversParentTypes['SellerInvitation']> = {
  property?: Resolver<ResolversTypes['Property'], ParentType, ContextType>;
  seller?: Resolver<ResolversTypes['InvitedSeller'], ParentType, ContextType>;
};

export type SellerRemovalResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SellerRemoval'] = ResolversParentTypes['SellerRemoval']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  property?: Resolver<ResolversTypes['Property'], ParentType, ContextType>;
};

export type SignInResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SignInResult'] = ResolversParentTypes['SignInResult']> = {
  invitationError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  invitations?: Resolver<ResolversTypes['AcceptedInvitations'], ParentType, ContextType>;
  profileSynced?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
};

export type SignatureCheckResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SignatureCheck'] = ResolversParentTypes['SignatureCheck']> = {
  allMatch?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  propertyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  signatures?: Resolver<Array<ResolversTypes['VerifiedSignature']>, ParentType, ContextType>;
};

export type SignatureRecordResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SignatureRecord'] = ResolversParentTypes['SignatureRecord']> = {
  answersSha256?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  definitionVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  phaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  phaseLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  questionnaireId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  questionnaireName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  removedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  removedByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sellerType?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  signedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  signerEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  signerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  signerRole?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
};

export type SignaturesChangedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SignaturesChanged'] = ResolversParentTypes['SignaturesChanged']> = {
  actor?: Resolver<Maybe<ResolversTypes['EventActor']>, ParentType, ContextType>;
  allSigned?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  propertyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  questionnaireId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  questionnaireKey?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  signed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  presence?: SubscriptionResolver<ResolversTypes['Presence'], "presence", ParentType, ContextType, RequireFields<SubscriptionPresenceArgs, 'propertyId'>>;
  propertyEvents?: SubscriptionResolver<ResolversTypes['PropertyEvent'], "propertyEvents", ParentType, ContextType, RequireFields<SubscriptionPropertyEventsArgs, 'propertyId'>>;
};

export type TitleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Title'] = ResolversParentTypes['Title']> = {
  buildingName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  buildingNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cityName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  leasehold?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  postcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  streetName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subBuildingName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  titleNumber?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type TitleSearchResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TitleSearch'] = ResolversParentTypes['TitleSearch']> = {
  requestId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  results?: Resolver<Array<ResolversTypes['Title']>, ParentType, ContextType>;
  sample?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export interface UploadScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Upload'], any> {
  name: 'Upload';
}

export type UploadRuleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UploadRule'] = ResolversParentTypes['UploadRule']> = {
  accept?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  multiple?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  acceptedTerms?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  dateRegistered?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  disabled?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastActivity?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  organisation?: Resolver<Maybe<ResolversTypes['Organisation']>, ParentType, ContextType>;
  properties?: Resolver<Array<ResolversTypes['PropertyRef']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
};

export type UserSearchResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserSearchResult'] = ResolversParentTypes['UserSearchResult']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
};

export type VaultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Vault'] = ResolversParentTypes['Vault']> = {
  acceptedTypes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  documents?: Resolver<Array<ResolversTypes['VaultDocument']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  maxBytes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  viewerMayUpload?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type VaultChangedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VaultChanged'] = ResolversParentTypes['VaultChanged']> = {
  actor?: Resolver<Maybe<ResolversTypes['EventActor']>, ParentType, ContextType>;
  added?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  documentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  propertyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type VaultDocumentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VaultDocument'] = ResolversParentTypes['VaultDocument']> = {
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  downloadPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  originalFileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  uploadedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type VerifiedSignatureResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VerifiedSignature'] = ResolversParentTypes['VerifiedSignature']> = {
  answersSha256?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currentSha256?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  definitionVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  matches?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  questionnaireId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  questionnaireName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  signedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  signerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ViewerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Viewer'] = ResolversParentTypes['Viewer']> = {
  acceptedTerms?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  brandTheme?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['Action']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  roleLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type WebhookDeliveryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WebhookDelivery'] = ResolversParentTypes['WebhookDelivery']> = {
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deliveredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  eventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  eventType?: Resolver<ResolversTypes['WebhookEvent'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastAttemptAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastStatusCode?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  nextAttemptAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  propertyId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['WebhookDeliveryStatus'], ParentType, ContextType>;
  subscriptionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WebhookDeliveryStatusResolvers = { DELIVERED: 'delivered', FAILED: 'failed', PENDING: 'pending' };

export type WebhookEventResolvers = { DOCUMENT_UPLOADED: 'document.uploaded', FORM_COMPLETED: 'form.completed', FORM_SIGNED: 'form.signed', PROPERTY_CREATED: 'property.created', SEARCHES_RETURNED: 'searches.returned' };

export type WebhookSubscriptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WebhookSubscription'] = ResolversParentTypes['WebhookSubscription']> = {
  clientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['WebhookEvent']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  secretRotatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  AcceptedInvitations?: AcceptedInvitationsResolvers<ContextType>;
  ActionPlan?: ActionPlanResolvers<ContextType>;
  Address?: AddressResolvers<ContextType>;
  AddressLookup?: AddressLookupResolvers<ContextType>;
  AdminPropertyList?: AdminPropertyListResolvers<ContextType>;
  AgencyOption?: AgencyOptionResolvers<ContextType>;
  AgentChange?: AgentChangeResolvers<ContextType>;
  AgentOption?: AgentOptionResolvers<ContextType>;
  AgentType?: AgentTypeResolvers;
  Answer?: AnswerResolvers<ContextType>;
  AnswerChange?: AnswerChangeResolvers<ContextType>;
  AnswerChangeKind?: AnswerChangeKindResolvers;
  AnswerSource?: AnswerSourceResolvers<ContextType>;
  AnswerSourceKind?: AnswerSourceKindResolvers;
  AnswersChanged?: AnswersChangedResolvers<ContextType>;
  AnswersSaved?: AnswersSavedResolvers<ContextType>;
  ApiClient?: ApiClientResolvers<ContextType>;
  ApiClientStatus?: ApiClientStatusResolvers;
  AttributeAverages?: AttributeAveragesResolvers<ContextType>;
  AttributeDimension?: AttributeDimensionResolvers<ContextType>;
  AttributeExample?: AttributeExampleResolvers<ContextType>;
  AttributeExamples?: AttributeExamplesResolvers<ContextType>;
  AttributeFilterOption?: AttributeFilterOptionResolvers<ContextType>;
  AttributeFilterOptions?: AttributeFilterOptionsResolvers<ContextType>;
  AttributeMetrics?: AttributeMetricsResolvers<ContextType>;
  AttributeShare?: AttributeShareResolvers<ContextType>;
  AttributeSource?: AttributeSourceResolvers<ContextType>;
  AttributeStatistics?: AttributeStatisticsResolvers<ContextType>;
  AttributeSummary?: AttributeSummaryResolvers<ContextType>;
  AttributeSummaryItem?: AttributeSummaryItemResolvers<ContextType>;
  AttributeSummaryMetadata?: AttributeSummaryMetadataResolvers<ContextType>;
  ChangedAnswer?: ChangedAnswerResolvers<ContextType>;
  ChecklistItem?: ChecklistItemResolvers<ContextType>;
  ChecklistItemCapabilities?: ChecklistItemCapabilitiesResolvers<ContextType>;
  ConnectionPageInfo?: ConnectionPageInfoResolvers<ContextType>;
  CreatedApiClient?: CreatedApiClientResolvers<ContextType>;
  CreatedWebhookSubscription?: CreatedWebhookSubscriptionResolvers<ContextType>;
  CreditRequest?: CreditRequestResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DeadLetterJob?: DeadLetterJobResolvers<ContextType>;
  DeadLetterJobConnection?: DeadLetterJobConnectionResolvers<ContextType>;
  DeadLetterJobEdge?: DeadLetterJobEdgeResolvers<ContextType>;
  DeletedProperty?: DeletedPropertyResolvers<ContextType>;
  EmailAddress?: GraphQLScalarType;
  EnquirySent?: EnquirySentResolvers<ContextType>;
  EventActor?: EventActorResolvers<ContextType>;
  FormAttachment?: FormAttachmentResolvers<ContextType>;
  FormDefinition?: GraphQLScalarType;
  FormSignature?: FormSignatureResolvers<ContextType>;
  FormSigned?: FormSignedResolvers<ContextType>;
  FormSigning?: FormSigningResolvers<ContextType>;
  FormVersion?: FormVersionResolvers<ContextType>;
  Health?: HealthResolvers<ContextType>;
  InviteOptions?: InviteOptionsResolvers<ContextType>;
  InvitedSeller?: InvitedSellerResolvers<ContextType>;
  InvitedSellers?: InvitedSellersResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  ListColumn?: ListColumnResolvers<ContextType>;
  MonthlyLimit?: MonthlyLimitResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Option?: OptionResolvers<ContextType>;
  Organisation?: OrganisationResolvers<ContextType>;
  OrganisationChoice?: OrganisationChoiceResolvers<ContextType>;
  OrganisationConnection?: OrganisationConnectionResolvers<ContextType>;
  OrganisationEdge?: OrganisationEdgeResolvers<ContextType>;
  OrganisationType?: OrganisationTypeResolvers;
  PageInfo?: PageInfoResolvers<ContextType>;
  PdtfExportReport?: PdtfExportReportResolvers<ContextType>;
  PdtfOmission?: PdtfOmissionResolvers<ContextType>;
  PdtfOmissionReason?: PdtfOmissionReasonResolvers;
  PdtfReportQuestion?: PdtfReportQuestionResolvers<ContextType>;
  PeopleChanged?: PeopleChangedResolvers<ContextType>;
  Person?: PersonResolvers<ContextType>;
  PersonChoice?: PersonChoiceResolvers<ContextType>;
  PersonConnection?: PersonConnectionResolvers<ContextType>;
  PersonEdge?: PersonEdgeResolvers<ContextType>;
  PersonInvitation?: PersonInvitationResolvers<ContextType>;
  Phase?: PhaseResolvers<ContextType>;
  PhaseChanged?: PhaseChangedResolvers<ContextType>;
  PhaseColumn?: PhaseColumnResolvers<ContextType>;
  PhaseConfig?: PhaseConfigResolvers<ContextType>;
  PhaseConfigGroup?: PhaseConfigGroupResolvers<ContextType>;
  PhaseConfigQuestion?: PhaseConfigQuestionResolvers<ContextType>;
  PhaseConfigQuestionnaire?: PhaseConfigQuestionnaireResolvers<ContextType>;
  PhaseConfigSection?: PhaseConfigSectionResolvers<ContextType>;
  PortalChoice?: PortalChoiceResolvers<ContextType>;
  PortalChoices?: PortalChoicesResolvers<ContextType>;
  PortalLink?: PortalLinkResolvers<ContextType>;
  PortalProperty?: PortalPropertyResolvers<ContextType>;
  PortalSearch?: PortalSearchResolvers<ContextType>;
  Presence?: PresenceResolvers<ContextType>;
  PresentPerson?: PresentPersonResolvers<ContextType>;
  Property?: PropertyResolvers<ContextType>;
  PropertyAttribute?: PropertyAttributeResolvers<ContextType>;
  PropertyCapabilities?: PropertyCapabilitiesResolvers<ContextType>;
  PropertyConnection?: PropertyConnectionResolvers<ContextType>;
  PropertyCursorConnection?: PropertyCursorConnectionResolvers<ContextType>;
  PropertyEdge?: PropertyEdgeResolvers<ContextType>;
  PropertyEvent?: PropertyEventResolvers<ContextType>;
  PropertyFilter?: PropertyFilterResolvers<ContextType>;
  PropertyFilterValue?: PropertyFilterValueResolvers<ContextType>;
  PropertyOwners?: PropertyOwnersResolvers<ContextType>;
  PropertyPortal?: PropertyPortalResolvers<ContextType>;
  PropertyRef?: PropertyRefResolvers<ContextType>;
  PublicRecord?: PublicRecordResolvers<ContextType>;
  PublicRecords?: PublicRecordsResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Question?: QuestionResolvers<ContextType>;
  QuestionGroup?: QuestionGroupResolvers<ContextType>;
  QuestionType?: QuestionTypeResolvers;
  Questionnaire?: QuestionnaireResolvers<ContextType>;
  QuestionnaireCompletion?: QuestionnaireCompletionResolvers<ContextType>;
  QuestionnaireSection?: QuestionnaireSectionResolvers<ContextType>;
  RemovedDocument?: RemovedDocumentResolvers<ContextType>;
  ResyncRequired?: ResyncRequiredResolvers<ContextType>;
  Role?: RoleResolvers;
  SearchesChanged?: SearchesChangedResolvers<ContextType>;
  SearchesOrder?: SearchesOrderResolvers<ContextType>;
  SearchesStatus?: SearchesStatusResolvers;
  SectionCompletion?: SectionCompletionResolvers<ContextType>;
  SectionConfirmed?: SectionConfirmedResolvers<ContextType>;
  SellerInvitation?: SellerInvitationResolvers<ContextType>;
  SellerRemoval?: SellerRemovalResolvers<ContextType>;
  SignInResult?: SignInResultResolvers<ContextType>;
  SignatureCheck?: SignatureCheckResolvers<ContextType>;
  SignatureRecord?: SignatureRecordResolvers<ContextType>;
  SignaturesChanged?: SignaturesChangedResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  Title?: TitleResolvers<ContextType>;
  TitleSearch?: TitleSearchResolvers<ContextType>;
  Upload?: GraphQLScalarType;
  UploadRule?: UploadRuleResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserSearchResult?: UserSearchResultResolvers<ContextType>;
  Vault?: VaultResolvers<ContextType>;
  VaultChanged?: VaultChangedResolvers<ContextType>;
  VaultDocument?: VaultDocumentResolvers<ContextType>;
  VerifiedSignature?: VerifiedSignatureResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
  WebhookDelivery?: WebhookDeliveryResolvers<ContextType>;
  WebhookDeliveryStatus?: WebhookDeliveryStatusResolvers;
  WebhookEvent?: WebhookEventResolvers;
  WebhookSubscription?: WebhookSubscriptionResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = GatewayContext> = {
  auth?: AuthDirectiveResolver<any, any, ContextType>;
  cost?: CostDirectiveResolver<any, any, ContextType>;
  public?: PublicDirectiveResolver<any, any, ContextType>;
};
