import { GraphQLScalarType } from 'graphql';
import { DateTimeResolver, EmailAddressResolver, JSONResolver } from 'graphql-scalars';
import { QUESTION_TYPE_ENUM } from '../../../domain/forms/definition.ts';
import { ORGANISATION_TYPE_ENUM } from '../../../domain/organisation-types.ts';
import { ROLE_ENUM } from '../../../domain/roles.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';
import {
  AdminPropertyList,
  Person,
  PhaseConfig,
  PhaseConfigGroup,
  PhaseConfigQuestion,
  PhaseConfigQuestionnaire,
  PhaseConfigSection,
} from './Admin.ts';
import { ActionPlan, ChecklistItem } from './ActionPlan.ts';
import { Answer, AnswerSource } from './Answer.ts';
import { AnswerChange } from './AnswerChange.ts';
import { Address } from './Address.ts';
import { AgencyOption } from './AgencyOption.ts';
import { MonthlyLimit } from './MonthlyLimit.ts';
import { DeadLetterJob } from './DeadLetterJob.ts';
import { Mutation } from './Mutation.ts';
import { Organisation } from './Organisation.ts';
import { Phase } from './Phase.ts';
import { PortalProperty } from './PortalProperty.ts';
import { PortalChoice, PortalChoices, PortalLink, PropertyPortal } from './PropertyPortal.ts';
import { Property } from './Property.ts';
import { PropertyConnection } from './PropertyConnection.ts';
import { ListColumn, Question } from './Question.ts';
import { Questionnaire } from './Questionnaire.ts';
import { QuestionnaireCompletion } from './QuestionnaireCompletion.ts';
import { QuestionGroup, QuestionnaireSection } from './QuestionnaireSection.ts';
import { Query } from './Query.ts';
import { Title } from './Title.ts';
import { TitleSearch } from './TitleSearch.ts';
import { User } from './User.ts';
import { PublicRecord } from './PublicRecord.ts';
import { Vault } from './Vault.ts';
import { VaultDocument } from './VaultDocument.ts';
import { Viewer } from './Viewer.ts';
import { GraphQLUpload } from 'graphql-upload-minimal';
import { attributeTypes } from './attribute-reports.ts';
import { ApiClient, CreatedApiClient } from './api-clients.ts';
import { CreatedWebhookSubscription, WebhookDelivery, WebhookSubscription } from './webhooks.ts';
import { PdtfExportReport, PdtfOmission, PdtfOmissionReason, PdtfReportQuestion } from './pdtf-report.ts';
import { WEBHOOK_EVENT_ENUM } from '../../../domain/webhooks/events.ts';
import {
  AnswersChanged,
  ChangedAnswer,
  EventActor,
  PeopleChanged,
  PhaseChanged,
  Presence,
  PresentPerson,
  PropertyEvent,
  ResyncRequired,
  SearchesChanged,
  SignaturesChanged,
  Subscription,
  VaultChanged,
} from './live.ts';

/** A form definition travels as one JSON value: it is only ever sent, never taken as input. */
const FormDefinitionScalar = new GraphQLScalarType({
  ...JSONResolver.toConfig(),
  name: 'FormDefinition',
  description: 'A questionnaire definition as one JSON object.',
});

export const resolvers: Resolvers = {
  DateTime: DateTimeResolver,
  EmailAddress: EmailAddressResolver,
  JSON: JSONResolver,
  FormDefinition: FormDefinitionScalar,
  Query,
  Mutation,
  Subscription,
  PropertyEvent,
  AnswersChanged,
  ChangedAnswer,
  SignaturesChanged,
  VaultChanged,
  SearchesChanged,
  PhaseChanged,
  PeopleChanged,
  ResyncRequired,
  EventActor,
  Presence,
  PresentPerson,
  SearchesStatus: { ORDERED: 'ordered', ARRIVED: 'arrived' },
  Answer,
  AnswerSource,
  AnswerSourceKind: { TITLE: 'title', FORM: 'form', RECORD: 'record' },
  AnswerChange,
  AnswerChangeKind: { PERSON: 'person', TITLE: 'title', RECORD: 'record' },
  ListColumn,
  Address,
  AgencyOption,
  MonthlyLimit,
  DeadLetterJob,
  Organisation,
  OrganisationType: ORGANISATION_TYPE_ENUM,
  Phase,
  PortalProperty,
  PropertyPortal,
  PortalLink,
  PortalChoices,
  PortalChoice,
  Property,
  PropertyConnection,
  Question,
  QuestionGroup,
  Questionnaire,
  QuestionnaireCompletion,
  QuestionnaireSection,
  QuestionType: QUESTION_TYPE_ENUM,
  Role: ROLE_ENUM,
  Upload: GraphQLUpload,
  Title,
  TitleSearch,
  User,
  PublicRecord,
  Vault,
  VaultDocument,
  Viewer,
  AdminPropertyList,
  AgentType: { AGENT: 'agent', BRAND: 'brand', SIMPLE: 'simple', ADMIN: 'admin' },
  Person,
  PhaseConfig,
  PhaseConfigGroup,
  PhaseConfigQuestion,
  PhaseConfigQuestionnaire,
  PhaseConfigSection,
  ActionPlan,
  ChecklistItem,
  ...attributeTypes,
  ApiClient,
  CreatedApiClient,
  ApiClientStatus: { ACTIVE: 'active', REVOKED: 'revoked' },
  WebhookSubscription,
  CreatedWebhookSubscription,
  WebhookDelivery,
  WebhookEvent: WEBHOOK_EVENT_ENUM,
  WebhookDeliveryStatus: { PENDING: 'pending', DELIVERED: 'delivered', FAILED: 'failed' },
  PdtfExportReport,
  PdtfOmission,
  PdtfOmissionReason,
  PdtfReportQuestion,
};
