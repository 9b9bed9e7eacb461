import { describe, expect, it } from 'vitest';
import { PUBLISHED_FORMS } from '../../../../domain/forms/content/published.ts';
import { allQuestions } from '../../../../domain/forms/questions.ts';
import { asksForLeaseCopy, offersLeaseCopy } from '../../../../domain/forms/lease-request.ts';

describe('lease option 7', () => {
  it('is offered by the lease questions of leasehold and preliminary information, and nothing else', () => {
    const offering = PUBLISHED_FORMS.flatMap((form) =>
      allQuestions(form)
        .filter(offersLeaseCopy)
        .map((q) => `${form.path}/${q.id}`),
    );
    expect(offering).toEqual(['leasehold/ta7_3_1a', 'preliminary/3_2_i']);
  });

  it('asks once, when the choice newly becomes "obtain a copy"', () => {
    const lease = {
      type: 'select' as const,
      answers: { '3': 'Upload', '4': 'To follow', '6': 'Already supplied', '7': 'Obtain a copy' },
    };
    expect(asksForLeaseCopy(lease, undefined, '7')).toBe(true);
    expect(asksForLeaseCopy(lease, '4', '7')).toBe(true);
    expect(asksForLeaseCopy(lease, '7', '7')).toBe(false);
    expect(asksForLeaseCopy(lease, undefined, '3')).toBe(false);
    expect(asksForLeaseCopy({ type: 'select', answers: { '1': 'Yes', '7': 'Seven' } }, undefined, '7')).toBe(false);
  });
});
