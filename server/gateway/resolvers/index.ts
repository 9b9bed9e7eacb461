import { DateTimeResolver, EmailAddressResolver } from 'graphql-scalars';
import { ORGANISATION_TYPE_ENUM } from '../../../domain/organisation-types.ts';
import { ROLE_ENUM } from '../../../domain/roles.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { Mutation } from './Mutation.ts';
import { Organisation } from './Organisation.ts';
import { Phase } from './Phase.ts';
import { Property } from './Property.ts';
import { PropertyConnection } from './PropertyConnection.ts';
import { Query } from './Query.ts';
import { User } from './User.ts';
import { Vault } from './Vault.ts';
import { VaultDocument } from './VaultDocument.ts';
import { Viewer } from './Viewer.ts';
import { GraphQLUpload } from 'graphql-upload-minimal';

export const resolvers: Resolvers = {
  DateTime: DateTimeResolver,
  EmailAddress: EmailAddressResolver,
  Query,
  Mutation,
  Organisation,
  OrganisationType: ORGANISATION_TYPE_ENUM,
  Phase,
  Property,
  PropertyConnection,
  Role: ROLE_ENUM,
  Upload: GraphQLUpload,
  User,
  Vault,
  VaultDocument,
  Viewer,
};
