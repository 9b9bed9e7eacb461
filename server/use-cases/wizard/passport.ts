import { PASSPORT_TENURE } from '../../../domain/title-number.ts';
import { sellersQuestionsFrom } from '../../../domain/forms/title-enquiries.ts';
import type { TitleRegister } from '../../services/land-registry/title-register.ts';

export type PassportSource = { sample: boolean; requestId: string | null; portalId: string | null; retrievedAt: Date };

/**
 * The title data a property keeps in `data.passport` (spec 02 §3): the fields the forms prefill
 * from under the names the forms read (deeds[0] the register, deeds[1] the plan, leaseTerm,
 * current_proprietorship_date, tenure_title_code), and what the reports need under `report`.
 */
export function passportFrom(register: TitleRegister, source: PassportSource) {
  const leasehold = register.tenure_title_code === PASSPORT_TENURE.leasehold;
  return {
    title_number: register.title_number,
    tenure_title_code: register.tenure_title_code,
    leasehold,
    leaseTerm: register.lease?.remaining_years ?? null,
    lease: register.lease,
    current_proprietorship_date: register.current_proprietorship_date,
    deeds: [register.documents.register, register.documents.plan],
    leasehold_agreement: register.documents.lease,
    address_lines: register.address_lines,
    postcode: register.postcode,
    report: {
      proprietors: register.proprietors,
      restrictions: register.restrictions,
      charges: register.charges,
      restrictive_covenants: register.restrictive_covenants,
      last_sale: register.last_sale,
      sellers_questions: sellersQuestionsFrom(register),
    },
    source: {
      provider: 'land-registry',
      sample: source.sample,
      request_id: source.requestId,
      portal_id: source.portalId,
      retrieved_at: source.retrievedAt.toISOString(),
    },
  };
}
