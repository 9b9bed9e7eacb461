import type { FormPath } from './definition.ts';

/** Web route segment of each form (spec 01 §2 route table). */
export const FORM_ROUTES = {
  leasehold: 'leasehold-information',
  info: 'property-information',
  fittings: 'fixtures-fittings',
  about: 'about-my-home',
  preliminary: 'preliminary-information',
  conveyancingEnquiries: 'conveyancing-enquiries',
} as const satisfies Readonly<Record<FormPath, string>>;
