import { DateTimeResolver, EmailAddressResolver } from 'graphql-scalars';
import { ORGANISATION_TYPE_ENUM } from '../../../domain/organisation-types.ts';
import { ROLE_ENUM } from '../../../domain/roles.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { Address } from './Address.ts';
import { AgencyOption } from './AgencyOption.ts';
import { MonthlyLimit } from './MonthlyLimit.ts';
import { Mutation } from './Mutation.ts';
import { Organisation } from './Organisation.ts';
import { Phase } from './Phase.ts';
import { PortalProperty } from './PortalProperty.ts';
import { Property } from './Property.ts';
import { PropertyConnection } from './PropertyConnection.ts';
import { Query } from './Query.ts';
import { Title } from './Title.ts';
import { TitleSearch } from './TitleSearch.ts';
import { User } from './User.ts';
import { Viewer } from './Viewer.ts';

export const resolvers: Resolvers = {
  DateTime: DateTimeResolver,
  EmailAddress: EmailAddressResolver,
  Query,
  Mutation,
  Address,
  AgencyOption,
  MonthlyLimit,
  Organisation,
  OrganisationType: ORGANISATION_TYPE_ENUM,
  Phase,
  PortalProperty,
  Property,
  PropertyConnection,
  Role: ROLE_ENUM,
  Title,
  TitleSearch,
  User,
  Viewer,
};
