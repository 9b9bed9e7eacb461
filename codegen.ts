import type { CodegenConfig } from '@graphql-codegen/cli';
import { ORGANISATION_TYPE_ENUM } from './domain/organisation-types.ts';
import { QUESTION_TYPE_ENUM } from './domain/forms/definition.ts';
import { ROLE_ENUM } from './domain/roles.ts';
import { REPORT_REASON_ENUM } from './domain/pdtf/report.ts';
import { WEBHOOK_EVENT_ENUM } from './domain/webhooks/events.ts';
import { documentsByModule } from './web/codegen/operation-modules.ts';

const scalars = {
  DateTime: 'string',
  EmailAddress: 'string',
  JSON: 'unknown',
  Upload: 'File',
  // The form as the domain types it: the web app draws it with the very rules the server applies.
  FormDefinition: "import('../../../domain/forms/definition.ts').FormDefinition",
};

/**
 * One schema, two outputs: resolver types for the gateway (each GraphQL type mapped to the REST
 * payload it is resolved from) and, for the web app, typed documents plus a hook per operation.
 */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  emitLegacyCommonJSImports: false,
  generates: {
    'server/gateway/generated/resolvers-types.ts': {
      documents: [],
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: {
          DateTime: 'Date | string',
          EmailAddress: 'string',
          JSON: 'unknown',
          Upload: "Promise<import('graphql-upload-minimal').FileUpload>",
          FormDefinition: "import('../../../contracts/questionnaires.ts').FormDefinitionPayload",
        },
        contextType: '../context.ts#GatewayContext',
        // Each type is resolved from a REST contract type (contracts/), never a hand-written copy.
        mappers: {
          Property: '../../../contracts/properties.ts#PropertyPayload',
          Phase: '../../../contracts/phases.ts#PhaseRef',
          User: '../rest/sources.ts#UserSource',
          Viewer: '../rest/sources.ts#UserSource',
          Organisation: '../rest/sources.ts#OrganisationSource',
          PropertyConnection: '../rest/sources.ts#PropertyPage',
          PropertyRef: '../rest/sources.ts#PropertyRefSource',
          Health: '../rest/sources.ts#HealthSource',
          Questionnaire: '../rest/sources.ts#QuestionnaireSource',
          QuestionnaireCompletion: '../rest/sources.ts#CompletionSource',
          QuestionnaireSection: '../rest/sources.ts#SectionSource',
          QuestionGroup: '../rest/sources.ts#GroupSource',
          Question: '../rest/sources.ts#QuestionSource',
          ListColumn: '../rest/sources.ts#ListColumnSource',
          Answer: '../rest/sources.ts#AnswerEntry',
          AnswerSource: '../rest/sources.ts#AnswerSourceEntry',
          AnswerChange: '../../../contracts/answer-changes.ts#AnswerChangePayload',
          AnswersSaved: '../rest/sources.ts#AnswersSavedSource',
          SectionConfirmed: '../rest/sources.ts#SectionConfirmedSource',
          Vault: '../../../contracts/uploads.ts#VaultPayload',
          PublicRecords: '../../../contracts/public-records.ts#PublicRecordsResponse',
          PublicRecord: '../../../contracts/public-records.ts#PublicRecordPayload',
          VaultDocument: '../../../contracts/uploads.ts#UploadPayload',
          RemovedDocument: '../../../contracts/uploads.ts#RemoveUploadResponse',
          Address: '../../../contracts/wizard.ts#AddressResult',
          AddressLookup: '../../../contracts/wizard.ts#AddressLookupResponse',
          AgencyOption: '../../../contracts/wizard.ts#AgencyOption as AgencyOptionPayload',
          AgentOption: '../../../contracts/wizard.ts#AgentOption as AgentOptionPayload',
          MonthlyLimit: '../../../contracts/wizard.ts#MonthlyLimitPayload',
          DeadLetterJob: '../../../contracts/jobs.ts#DeadLetterJob as DeadLetterJobPayload',
          PortalProperty: '../../../contracts/wizard.ts#PortalProperty as PortalPropertyPayload',
          PortalSearch: '../../../contracts/wizard.ts#PortalSearchResponse',
          PropertyPortal: '../../../contracts/portal.ts#PropertyPortalResponse',
          PortalLink: '../../../contracts/portal.ts#PortalLinkPayload',
          PortalChoices: '../../../contracts/portal.ts#PortalChoicesResponse',
          PortalChoice: '../../../contracts/portal.ts#PortalChoicePayload',
          Title: '../../../contracts/wizard.ts#TitleSearchResult',
          TitleSearch: '../../../contracts/wizard.ts#TitleSearchResponse',
          Person: '../../../contracts/admin.ts#PersonListItem',
          AgentChange: '../../../contracts/admin.ts#AgentChangeResult',
          AdminPropertyList: '../rest/sources.ts#AdminPropertyPage',
          PropertyFilter: '../../../contracts/admin.ts#FilterOption',
          PhaseConfig: '../../../contracts/admin.ts#PhaseConfigPayload',
          PhaseConfigQuestionnaire: '../rest/sources.ts#PhaseConfigQuestionnaireSource',
          PhaseConfigSection: '../rest/sources.ts#PhaseConfigSectionSource',
          PhaseConfigGroup: '../rest/sources.ts#PhaseConfigGroupSource',
          PhaseConfigQuestion: '../rest/sources.ts#PhaseConfigQuestionSource',
          UserSearchResult: '../rest/sources.ts#UserSearchResultSource',
          ActionPlan: '../../../contracts/dashboard.ts#ActionPlanPayload',
          ChecklistItem: '../rest/sources.ts#ChecklistItemSource',
          AttributeSummary: '../../../contracts/attributes.ts#AttributeSummaryResponse',
          AttributeSummaryItem: '../../../contracts/attributes.ts#AttributeSummaryItem as AttributeSummaryItemPayload',
          AttributeMetrics: '../../../contracts/attributes.ts#AttributeMetricsPayload',
          AttributeFilterOptions: '../../../contracts/attributes.ts#AttributeFilterOptionsPayload',
          AttributeSummaryMetadata: '../../../contracts/attributes.ts#AttributeMetadataPayload',
          AttributeExamples: '../../../contracts/attributes.ts#AttributeExamplesResponse',
          AttributeExample: '../../../contracts/attributes.ts#AttributeExamplePayload',
          AttributeStatistics: '../../../contracts/attributes.ts#AttributeStatisticsResponse',
          PropertyAttribute: '../../../contracts/attributes.ts#PropertyAttributePayload',
          ApiClient: '../../../contracts/api-clients.ts#ApiClientPayload',
          CreatedApiClient: '../../../contracts/api-clients.ts#CreatedApiClient as CreatedApiClientPayload',
          WebhookSubscription: '../../../contracts/webhooks.ts#WebhookSubscriptionPayload',
          CreatedWebhookSubscription: '../../../contracts/webhooks.ts#WebhookWithSecret',
          WebhookDelivery: '../../../contracts/webhooks.ts#WebhookDeliveryPayload',
          PdtfExportReport: '../../../contracts/pdtf.ts#PdtfReport as PdtfReportPayload',
          PdtfOmission: '../../../contracts/pdtf.ts#PdtfOmission as PdtfOmissionPayload',
          PdtfReportQuestion: '../../../contracts/pdtf.ts#PdtfReportQuestion as PdtfReportQuestionPayload',
          PropertyEvent: '../../../contracts/live.ts#PropertyEventPayload',
          AnswersChanged: '../../../contracts/live.ts#PropertyEventPayload',
          SignaturesChanged: '../../../contracts/live.ts#PropertyEventPayload',
          VaultChanged: '../../../contracts/live.ts#PropertyEventPayload',
          SearchesChanged: '../../../contracts/live.ts#PropertyEventPayload',
          PhaseChanged: '../../../contracts/live.ts#PropertyEventPayload',
          PeopleChanged: '../../../contracts/live.ts#PropertyEventPayload',
          ResyncRequired: '../../../contracts/live.ts#PropertyEventPayload',
          EventActor: '../../../contracts/live.ts#EventActorPayload',
          ChangedAnswer: '../../../contracts/live.ts#ChangedAnswerPayload',
          Presence: '../../../contracts/live.ts#PresencePayload',
          PresentPerson: '../../../contracts/live.ts#PresentPersonPayload',
        },
        // The enums stand for the numeric codes the REST API and the specs use.
        enumValues: {
          AgentType: { AGENT: 'agent', BRAND: 'brand', SIMPLE: 'simple', ADMIN: 'admin' },
          Role: ROLE_ENUM,
          OrganisationType: ORGANISATION_TYPE_ENUM,
          QuestionType: QUESTION_TYPE_ENUM,
          AnswerSourceKind: { TITLE: 'title', FORM: 'form', RECORD: 'record' },
          AnswerChangeKind: { PERSON: 'person', TITLE: 'title', RECORD: 'record' },
          ApiClientStatus: { ACTIVE: 'active', REVOKED: 'revoked' },
          WebhookEvent: WEBHOOK_EVENT_ENUM,
          WebhookDeliveryStatus: { PENDING: 'pending', DELIVERED: 'delivered', FAILED: 'failed' },
          PdtfOmissionReason: REPORT_REASON_ENUM,
          SearchesStatus: { ORDERED: 'ordered', ARRIVED: 'arrived' },
        },
      },
    },
    // The web app's typed documents, a hook per operation, in one module per group of screens.
    ...Object.fromEntries(
      Object.entries(documentsByModule(process.cwd())).map(([module, documents]) => [
        `web/src/gql/${module}.ts`,
        {
          documents,
          plugins: ['typescript-operations', 'typed-document-node', './web/codegen/apollo-hooks-plugin.cjs'],
          config: {
            useTypeImports: true,
            enumsAsTypes: true,
            scalars,
            avoidOptionals: { field: true, inputValue: false },
            nonOptionalTypename: true,
          },
        },
      ]),
    ),
  },
  // The trusted documents' manifest, from the modules just written (web/codegen/persisted-documents.mjs).
  hooks: { afterAllFileWrite: ['node web/codegen/persisted-documents.mjs'] },
};

export default config;
