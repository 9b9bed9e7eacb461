/**
 * Questionnaire ids in the cache: one per property and form. The form, its completion and its
 * signing state share it, so a signature or a save updates the cached form.
 */
export const questionnaireKey = (propertyId: number | string, questionnaireId: number) =>
  `${propertyId}:${questionnaireId}`;
