import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CERTIFICATE_SUPPLIED_PATH,
  CERTIFICATE_VALID_YEARS,
  certificateSuppliedFact,
  isCertificateCurrent,
} from '../../../../domain/forms/certificate-supplied.ts';
import { propertyInformation } from '../../../../domain/forms/content/info/index.ts';
import { resolvePdtfPath, type SchemaNode } from '../../../../domain/forms/pdtf/resolve.ts';
import { allQuestions } from '../../../../domain/forms/questions.ts';
import { prefillFromRecords, recordAnswerCounts } from '../../../../domain/forms/record-prefill.ts';
import type { PublicFact } from '../../../../domain/public-records.ts';
import { standardSchema } from '../../../../server/use-cases/pdtf/standard-schema.ts';

const LODGED = '/propertyPack/energyEfficiency/certificate/lodgementDate';
const RATING = '/propertyPack/energyEfficiency/certificate/currentEnergyRating';
const EPC_QUESTION = allQuestions(propertyInformation).find(
  (question) => question.pdtfPath === CERTIFICATE_SUPPLIED_PATH,
)!;

function lodged(date: string, extra: Partial<PublicFact> = {}): Record<string, PublicFact> {
  const provenance = {
    source: 'energy-certificate',
    reference: '0123-4567-8910-1112-1314',
    recordDate: date,
    retrievedAt: '2026-11-01T10:00:00.000Z',
    sample: true,
  } as const;
  return {
    [LODGED]: { path: LODGED, value: date, ...provenance, ...extra },
    [RATING]: { path: RATING, value: 'C', ...provenance, ...extra },
  };
}

const iso = (date: Date) => date.toISOString().slice(0, 10);

describe('an energy certificate on the register is already supplied while it is current', () => {
  it('is current from the day it is lodged until the same day ten years on', () => {
    expect(isCertificateCurrent('2016-11-27', new Date('2026-11-26T23:59:00Z'))).toBe(true);
    expect(isCertificateCurrent('2016-11-27', new Date('2026-11-27T00:00:00Z'))).toBe(false);
    expect(isCertificateCurrent('2026-11-27', new Date('2026-11-27T08:00:00Z'))).toBe(true);
    expect(isCertificateCurrent('2026-11-28', new Date('2026-11-27T08:00:00Z'))).toBe(false);
    expect(isCertificateCurrent('not a date', new Date('2026-11-27T08:00:00Z'))).toBe(false);
  });

  it('is current exactly when fewer than ten years have passed since lodgement', () => {
    const day = 24 * 3600 * 1000;
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2040-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.integer({ min: -400, max: CERTIFICATE_VALID_YEARS * 366 + 400 }),
        (lodgement, daysLater) => {
          const lodgedOn = new Date(`${iso(lodgement)}T00:00:00Z`);
          const today = new Date(lodgedOn.getTime() + daysLater * day + 12 * 3600 * 1000);
          const expiry = new Date(lodgedOn);
          expiry.setUTCFullYear(expiry.getUTCFullYear() + CERTIFICATE_VALID_YEARS);
          return isCertificateCurrent(iso(lodgedOn), today) === (daysLater >= 0 && today < expiry);
        },
      ),
    );
  });

  it('answers property information 7.6 "Already supplied", from the energy certificate, while the certificate is current', () => {
    const facts = lodged('2019-03-12');
    const prefilled = prefillFromRecords(propertyInformation, facts, {}, () => false, new Date('2026-11-27T08:00:00Z'));
    const answer = prefilled[EPC_QUESTION.id]!;
    expect(EPC_QUESTION.answers![answer.value as string]).toBe('Already supplied');
    expect(answer.source).toEqual({
      kind: 'record',
      source: 'energy-certificate',
      reference: '0123-4567-8910-1112-1314',
      recordDate: '2019-03-12',
      retrievedAt: '2026-11-01T10:00:00.000Z',
      sample: true,
    });
    // The register is the authority for the lodged certificate, so the answer counts before the seller confirms it.
    expect(recordAnswerCounts(EPC_QUESTION, false)).toBe(true);
  });

  it('leaves 7.6 to the seller when the certificate has expired, when no certificate was found, or when the seller answered it', () => {
    const today = new Date('2026-11-27T08:00:00Z');
    expect(
      prefillFromRecords(propertyInformation, lodged('2015-06-01'), {}, () => false, today)[EPC_QUESTION.id],
    ).toBeUndefined();
    expect(prefillFromRecords(propertyInformation, {}, {}, () => false, today)[EPC_QUESTION.id]).toBeUndefined();
    expect(
      prefillFromRecords(propertyInformation, lodged('2019-03-12'), { [EPC_QUESTION.id]: '4' }, () => false, today)[
        EPC_QUESTION.id
      ],
    ).toBeUndefined();
    expect(
      prefillFromRecords(propertyInformation, lodged('2019-03-12'), {}, (id) => id === EPC_QUESTION.id, today)[
        EPC_QUESTION.id
      ],
    ).toBeUndefined();
  });

  it('takes the lodgement date only from the energy certificate register', () => {
    expect(
      certificateSuppliedFact(lodged('2019-03-12', { source: 'price-paid' }), new Date('2026-11-27T08:00:00Z')),
    ).toBeNull();
  });

  it('states a value the PDTF standard allows for the path', () => {
    const node = resolvePdtfPath(standardSchema() as SchemaNode, CERTIFICATE_SUPPLIED_PATH) as { enum?: unknown[] };
    expect(node.enum).toContain(certificateSuppliedFact(lodged('2019-03-12'), new Date('2026-11-27T08:00:00Z'))!.value);
  });
});
