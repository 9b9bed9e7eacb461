/** Building blocks every preliminary section file uses. */
import { futureYears, pastYears } from '../../years.ts';

export const PP = '/propertyPack';
export const LEASE = `${PP}/ownership/ownershipsToBeTransferred/0/leaseholdInformation`;

/** The current year back to 1970, with Before 1970 and Not applicable (spec 01 §5). */
export const YEARS = pastYears(new Date().getFullYear());

/** This year and the next 49, with Unknown (spec 01 §5). */
export const FUTURE_YEARS = futureYears(new Date().getFullYear());

/** Lease questions show only when the property is leasehold (spec 02 §4.2: not freehold, nor commonhold or another tenure with no lease). */
export const NOT_FREEHOLD = 'answer[3_1] = 4';
