import type { FormDefinition } from '../../definition.ts';

/**
 * Conveyancing enquiries (questionnaire 6). The questions come from each property's title report
 * (domain/forms/enquiries.ts); what is published is the shell they are asked in.
 */
export const conveyancingEnquiries: FormDefinition = {
  id: 6,
  path: 'conveyancingEnquiries',
  route: 'conveyancing-enquiries',
  name: 'Conveyancing enquiries',
  version: 1,
  sections: [
    {
      id: 'enquiries',
      name: 'Your conveyancing enquiries',
      notes:
        'Questions raised from your title register. Answer each one in your own words and upload anything that helps.',
      groups: [],
    },
  ],
};
