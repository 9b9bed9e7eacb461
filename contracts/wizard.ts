import { Type, type Static } from 'typebox';
import { MONTHLY_LIMIT_MAX, UNLIMITED } from '../domain/property-creation.ts';
import { Nullable, OrganisationId } from './common.ts';

/** Contracts of the add-property wizard's calls (spec 02 §4.5, §7). */

export const PostcodeParams = Type.Object({ postcode: Type.String({ minLength: 1, maxLength: 12 }) });

/** One address from the address lookup (spec 02 §3.3); `line` is the whole address on one line, as the list shows it. */
export const AddressResult = Type.Object({
  sub_building_number: Type.String(),
  building_number: Type.String(),
  sub_building_name: Type.String(),
  building_name: Type.String(),
  thoroughfare: Type.String(),
  town_or_city: Type.String(),
  hop_post_code: Type.String(),
  line: Type.String(),
});
export type AddressResult = Static<typeof AddressResult>;

/** `sample` is true when the answer comes from the shipped sample data set (demo mode). */
export const AddressLookupResponse = Type.Object({ addresses: Type.Array(AddressResult), sample: Type.Boolean() });
export type AddressLookupResponse = Static<typeof AddressLookupResponse>;

const Text = (maxLength: number) => Type.Optional(Type.String({ maxLength }));

/** What the Land Registry search takes (spec 02 §7): any of the address parts, at least a postcode or a street and town. */
export const TitleSearchBody = Type.Object({
  buildingNumber: Text(20),
  buildingName: Text(120),
  streetName: Text(120),
  cityName: Text(80),
  postCode: Text(12),
});
export type TitleSearchBody = Static<typeof TitleSearchBody>;

/** A Land Registry search result (spec 02 §3.3): TenureTypeCode '20' is leasehold. */
export const TitleSearchResult = Type.Object({
  TitleNumber: Type.String(),
  Address: Type.Object({
    SubBuildingName: Type.Optional(Type.String()),
    BuildingName: Type.Optional(Type.String()),
    BuildingNumber: Type.Optional(Type.String()),
    StreetName: Type.Optional(Type.String()),
    CityName: Type.Optional(Type.String()),
    PostcodeZone: Type.Object({ Postcode: Type.String() }),
  }),
  TenureInformation: Type.Object({ TenureTypeCode: Type.String() }),
});
export type TitleSearchResult = Static<typeof TitleSearchResult>;

export const TitleSearchResponse = Type.Object({
  results: Type.Array(TitleSearchResult),
  request_id: Type.String(),
  sample: Type.Boolean(),
});
export type TitleSearchResponse = Static<typeof TitleSearchResponse>;

/** A property on the agency's portal (spec 02 §3.3). */
export const PortalProperty = Type.Object({
  id: Type.String(),
  address: Type.Object({
    nameNo: Type.String(),
    subDwelling: Type.String(),
    street: Type.String(),
    town: Type.String(),
    county: Type.String(),
    postcode: Type.String(),
  }),
});
export type PortalProperty = Static<typeof PortalProperty>;

export const PortalSearchResponse = Type.Object({ properties: Type.Array(PortalProperty), sample: Type.Boolean() });
export type PortalSearchResponse = Static<typeof PortalSearchResponse>;

/** The address the user picked or typed; the postcode is the one part every address has. */
export const NewPropertyAddress = Type.Object({
  sub_building_name: Text(120),
  building_number: Text(20),
  building_name: Text(120),
  thoroughfare: Text(120),
  town_or_city: Text(80),
  hop_post_code: Type.String({ minLength: 1, maxLength: 12 }),
});
export type NewPropertyAddress = Static<typeof NewPropertyAddress>;

/** `POST /property` (spec 01 §3 add property payload). */
export const AddPropertyBody = Type.Object({
  TitleNumber: Type.String({ minLength: 1, maxLength: 16 }),
  RequestId: Type.Optional(Type.String({ maxLength: 64 })),
  address: NewPropertyAddress,
  /** The agency the property belongs to; only roles that may create for another parent may name one. */
  parentId: Type.Optional(Nullable(OrganisationId)),
  /** The portal property it matches, when the portal step chose one. */
  altoId: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
});
export type AddPropertyBody = Static<typeof AddPropertyBody>;

/** `PUT /property/title/add` (spec 02 §7): agent -1 is "not listed", agency -1 likewise. */
export const AddByTitleBody = Type.Object({
  title_number: Type.String({ minLength: 1, maxLength: 16 }),
  agent_id: Type.Union([Type.Literal(-1), Type.String({ minLength: 1, maxLength: 255 })]),
  agency_id: Type.Optional(Type.Integer({ minimum: -1, maximum: 2_147_483_647 })),
});
export type AddByTitleBody = Static<typeof AddByTitleBody>;

export const AddedPropertyPayload = Type.Object({ id: Type.Integer(), friendlyId: Type.String() });
export type AddedPropertyPayload = Static<typeof AddedPropertyPayload>;

/** The platform's monthly limit of new properties (-1 unlimited) and how many were added this month. */
export const MonthlyLimitPayload = Type.Object({ value: Type.Integer(), used_this_month: Type.Integer() });
export type MonthlyLimitPayload = Static<typeof MonthlyLimitPayload>;

export const MonthlyLimitBody = Type.Object({
  value: Type.Integer({ minimum: UNLIMITED, maximum: MONTHLY_LIMIT_MAX }),
});
export type MonthlyLimitBody = Static<typeof MonthlyLimitBody>;

/** An agent in the agent select (spec 02 §7: id, name, email). */
export const AgentOption = Type.Object({ id: Type.String(), name: Type.String(), email: Type.String() });
export const AgentOptions = Type.Array(AgentOption);
export type AgentOptions = Static<typeof AgentOptions>;
export type AgentOption = Static<typeof AgentOption>;

export const AgencyParams = Type.Object({ agency: OrganisationId });
export const FirmParams = Type.Object({ firm: OrganisationId });

/** An agency in the agency select. */
export const AgencyOption = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  parent_name: Nullable(Type.String()),
});
export const AgencyOptions = Type.Array(AgencyOption);
export type AgencyOptions = Static<typeof AgencyOptions>;
export type AgencyOption = Static<typeof AgencyOption>;
