import { answeredYes, answerText, PATHS, type AttributeInputs } from '../inputs.ts';

/**
 * Property type as the statistics split it: houses by built form (terraced, semi, detached),
 * bungalows, flats and maisonettes by the floor of their front door (flat1 ground floor … flat4
 * third floor and above), park homes as nonstandard, anything else other.
 */
export function propertyType(inputs: AttributeInputs): string {
  const type = answerText(inputs, PATHS.propertyType);
  if (type === null) return '';
  if (type === '1') {
    const form = answerText(inputs, PATHS.builtForm);
    return (
      ({ '1': 'detached', '2': 'semi', '3': 'terraced', '4': 'terraced' } as Record<string, string>)[form ?? ''] ??
      'other'
    );
  }
  if (type === '2') return 'bungalow';
  if (type === '3' || type === '4') {
    const floor = Number(answerText(inputs, PATHS.entranceFloor) ?? 0);
    return `flat${Math.min(4, Math.max(1, (Number.isFinite(floor) ? Math.floor(floor) : 0) + 1))}`;
  }
  if (type === '5') return 'nonstandard';
  return 'other';
}

/** Services the property is connected to; empty until the services are answered. */
export function services(inputs: AttributeInputs): string[] {
  const found: string[] = [];
  if (answeredYes(inputs, PATHS.mainsElectricity)) found.push('electricity');
  if (answerText(inputs, PATHS.heatingFuel) === '1') found.push('gas');
  if (answeredYes(inputs, PATHS.mainsWater)) found.push('water');
  if (answeredYes(inputs, PATHS.mainsFoulDrainage)) found.push('sewerage');
  if (answeredYes(inputs, PATHS.telephone)) found.push('telephone');
  if (answeredYes(inputs, PATHS.cable)) found.push('cable');
  const broadband = answerText(inputs, PATHS.broadband);
  if (broadband !== null && broadband !== '1') found.push('broadband');
  return found;
}

/** Broadband connection kind: adsl, cable, fttc, fttp, or unknown when unanswered or none. */
export function broadbandKind(inputs: AttributeInputs): string {
  const answer = answerText(inputs, PATHS.broadband);
  return ({ '2': 'adsl', '3': 'cable', '4': 'fttc', '5': 'fttp' } as Record<string, string>)[answer ?? ''] ?? 'unknown';
}

/** Tenure from the title (10 freehold, 60 leasehold) or else the sellers' ownership type. */
export function tenure(inputs: AttributeInputs): string {
  if (inputs.title?.tenureCode === 10) return 'freehold';
  if (inputs.title?.tenureCode === 60) return 'leasehold';
  const answer = answerText(inputs, PATHS.ownershipType);
  return (
    ({ '1': 'freehold', '2': 'freehold', '3': 'commonhold', '4': 'leasehold', '5': 'other' } as Record<string, string>)[
      answer ?? ''
    ] ?? ''
  );
}
