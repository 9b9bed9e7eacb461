/**
 * The 'Read our guide' modal of property information (spec 02 §2.2): how to fill in the form, and
 * the words it uses, in our own plain English.
 */
export type GuideTerm = { term: string; definition: string };
export type Guide = {
  title: string;
  introduction: string;
  instructions: readonly string[];
  definitions: readonly GuideTerm[];
};

export const PROPERTY_INFORMATION_GUIDE: Guide = {
  title: 'Our guide to property information',
  introduction:
    "This form follows the Law Society's Property Information Form (TA6). Your answers go to the buyer and their solicitor, who rely on them when deciding to buy, so it is worth taking care over them.",
  instructions: [
    'Answer every question as accurately and fully as you can, from what you know. If you do not know an answer, say so (choose "Not known" where it is offered) rather than guess.',
    'If you knowingly give a wrong or incomplete answer, the buyer may be able to claim compensation from you, or refuse to go ahead with the purchase.',
    'If anything changes after you answer, before contracts are exchanged or between exchange and completion, tell your solicitor straight away: for example a new notice, a dispute, or work to the property.',
    'Where a question asks for a document, upload a copy if you have one. If you are still finding it, choose "To follow"; your solicitor may be able to get a copy for you.',
    'Several sellers can work on the form; every seller signs it once it is complete.',
    'Your answers are saved as you go, so you can stop and come back at any time. Use "Next unanswered question" to find what is left.',
    "The form does not replace a survey or the searches the buyer's solicitor makes. The buyer should still check anything important to them.",
  ],
  definitions: [
    {
      term: 'Seller',
      definition:
        'You: everyone selling the property. Where there is more than one seller, it means all of you together.',
    },
    { term: 'Buyer', definition: 'Everyone buying the property, together.' },
    {
      term: 'Property',
      definition:
        'The home you are selling, including its garden, garage, parking and any other land or buildings within its boundaries.',
    },
    { term: 'Neighbour', definition: 'The owners and occupiers of any property next to or near yours.' },
    {
      term: 'Boundary',
      definition:
        "The line where your property ends and a neighbour's land or the road begins, usually marked by a fence, wall or hedge.",
    },
    {
      term: 'Planning permission',
      definition:
        'Permission from the local council for building work or a change of use. Some smaller work does not need it ("permitted development").',
    },
    {
      term: 'Building regulations',
      definition:
        "The national rules for how building work must be done, checked by the council's building control or an approved inspector, who issue a completion certificate.",
    },
    {
      term: 'Competent person scheme',
      definition:
        'A scheme that lets registered installers, such as Gas Safe engineers or FENSA window fitters, certify that their own work meets building regulations.',
    },
    {
      term: 'Exchange of contracts',
      definition:
        'The point at which the sale becomes legally binding on you and the buyer, and the completion date is fixed.',
    },
    {
      term: 'Completion',
      definition: 'The day the buyer pays the price, the property becomes theirs, and you hand over the keys.',
    },
    {
      term: 'Vacant possession',
      definition:
        'Selling the property empty, with no one living there and nothing left behind that is not included in the sale.',
    },
    {
      term: 'Guarantee or warranty',
      definition:
        'A promise from a builder or installer to put right defects in their work for a period of time. Most pass to the buyer, so keep the paperwork.',
    },
  ],
};
