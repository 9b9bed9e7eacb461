/**
 * Text shown above the fixtures and fittings form (spec 02 §2.2: "a Law Society header and intro
 * text"). The header names the standard form this one follows; the intro is our own wording.
 */
export const FITTINGS_HEADER = {
  title: 'Fittings and Contents Form (TA10)',
  publisher: 'The Law Society',
  notice:
    'This form follows the structure of the Law Society Fittings and Contents Form (TA10). Your answers will become part of the contract with your buyer.',
} as const;

export const FITTINGS_INTRO: readonly string[] = [
  'Tell your buyer what stays in the home when you move out and what you are taking with you.',
  'Go through each room and choose, for every item, Included (it stays), Excluded (you are taking it) or None (there is no such item).',
  'If you are taking something but would sell it to the buyer, mark it Excluded and give the price you would accept. Your buyer may negotiate.',
  'Use the comments to explain anything unusual, for example which of two bathroom mirrors is staying. You can add photos to any row.',
  'If something is not on the list, add it as an extra item at the end of the room it belongs to, or under Other items.',
  'Answers save as you go. Once every room is complete you can sign the form.',
];
