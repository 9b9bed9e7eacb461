/** The columns of the attribute statistics tables, in the order spec 02 §9.1 lists them. */
export const STATISTICS_COLUMNS = {
  type: ['terraced', 'semi', 'detached', 'bungalow', 'flat1', 'flat2', 'flat3', 'flat4', 'other', 'nonstandard'],
  services: ['electricity', 'gas', 'water', 'sewerage', 'telephone', 'cable', 'broadband'],
  broadband: ['adsl', 'cable', 'fttp', 'fttc', 'unknown'],
  tenure: [
    'freehold',
    'leasehold',
    'other',
    'commonhold',
    'freeholdpaycosts',
    'leaseholdlessthan80',
    'groundRentMoreThan01',
  ],
} as const;
