import { DateTimeResolver, EmailAddressResolver } from 'graphql-scalars';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { Mutation } from './Mutation.ts';
import { Organisation } from './Organisation.ts';
import { Phase } from './Phase.ts';
import { Property } from './Property.ts';
import { PropertyConnection } from './PropertyConnection.ts';
import { Query } from './Query.ts';
import { User } from './User.ts';
import { Viewer } from './Viewer.ts';

export const resolvers: Resolvers = {
  DateTime: DateTimeResolver,
  EmailAddress: EmailAddressResolver,
  Query,
  Mutation,
  Organisation,
  Phase,
  Property,
  PropertyConnection,
  User,
  Viewer,
};
