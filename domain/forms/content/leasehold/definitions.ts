/**
 * The Definitions modal of leasehold information (spec 02 §2.2): the twelve terms in the order the
 * spec lists them, each explained in our own words for a seller who is not a lawyer.
 */
export type Definition = { term: string; definition: string };

export const LEASEHOLD_DEFINITIONS: readonly Definition[] = [
  {
    term: 'Building',
    definition:
      'The block or building the property is part of, including its structure, roof, outside walls and the parts everyone shares, such as entrances, stairs, lifts, corridors, gardens and car parks.',
  },
  {
    term: 'Buyer',
    definition:
      'The person or people buying the property. Where there is more than one, it means all of them together.',
  },
  {
    term: 'Headlease',
    definition:
      'A lease of the whole building, or a large part of it, granted by the freeholder to someone else (the head leaseholder), who in turn grants the leases of the individual flats. If there is a headlease, your landlord may be the head leaseholder rather than the freeholder.',
  },
  {
    term: 'Landlord',
    definition:
      'Whoever your lease is granted by and who collects the ground rent: usually the freeholder, or the head leaseholder where there is a headlease. It can be a person, a company, or a company owned by the leaseholders themselves.',
  },
  {
    term: "Landlord's certificate",
    definition:
      'A certificate the landlord gives under the Building Safety Act 2022, with supporting evidence, saying whether the landlord is responsible for the cost of fixing safety defects in the building, and whether the landlord met the wealth test or is linked to the developer. It helps show how much, if anything, leaseholders can be asked to pay.',
  },
  {
    term: 'Leaseholder',
    definition:
      'Someone who owns a property on a lease: the right to occupy it for a fixed number of years, in return for ground rent and the other promises the lease contains. As the seller of a leasehold property, you are the leaseholder.',
  },
  {
    term: 'Neighbour',
    definition:
      'The owners and occupiers of other flats in the building, and of any property next to or near the building.',
  },
  {
    term: 'Property',
    definition:
      'The flat or house you are selling, with any parking space, garage, storage, garden or other land your lease includes.',
  },
  {
    term: 'Qualifying lease',
    definition:
      "A long lease that gets the Building Safety Act 2022 protections against paying for the cost of fixing safety defects. Broadly, it is a lease of more than 21 years of a flat in a building at least 11 metres or five storeys high, granted before 14 February 2022, where on that date the flat was the leaseholder's main home or the leaseholder owned no more than three properties in the UK.",
  },
  {
    term: 'Remediation',
    definition:
      'Work to put right a defect that makes the building unsafe, such as replacing dangerous cladding, fixing fire barriers or other fire safety measures, and temporary steps such as a waking watch while the work is planned.',
  },
  {
    term: 'Right to manage',
    definition:
      "The leaseholders' legal right to take over the management of their building from the landlord, by setting up a right to manage company, without having to prove that the landlord managed it badly and without buying the freehold.",
  },
  {
    term: 'Seller',
    definition:
      'You: the person or people selling the property. Where there is more than one, it means all of you together.',
  },
];
