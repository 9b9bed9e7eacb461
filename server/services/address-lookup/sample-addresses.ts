/**
 * The embedded address lookup's data set: invented but plausible addresses for a few dozen UK
 * postcodes. Each street lists its premises as people write them: "12", "12A", "Rose Cottage",
 * "Flat 2, 14" (a flat in a numbered building) or "Flat 1, Regent House" (in a named one).
 * The sample Land Registry and portal providers are built from the same list, so a search that
 * finds an address here also finds its title.
 */
export type SampleStreet = { postcode: string; street: string; town: string; county: string; premises: string[] };

export const SAMPLE_STREETS: SampleStreet[] = [
  { postcode: 'GL50 1QA', street: 'Lansdown Road', town: 'Cheltenham', county: 'Gloucestershire', premises: ['1', '3', '5', 'Flat 1, 7', 'Flat 2, 7', 'Flat 3, 7', '9', '11A', '11B'] },
  { postcode: 'GL50 2JA', street: 'Montpellier Terrace', town: 'Cheltenham', county: 'Gloucestershire', premises: ['Flat 1, Regent House', 'Flat 2, Regent House', 'Flat 3, Regent House', 'Flat 4, Regent House', '14', '16', '18'] },
  { postcode: 'GL52 6RT', street: 'Prestbury Road', town: 'Cheltenham', county: 'Gloucestershire', premises: ['Rose Cottage', 'The Old Forge', '21', '23', '25', '27'] },
  { postcode: 'GL7 1EE', street: 'Cecily Hill', town: 'Cirencester', county: 'Gloucestershire', premises: ['2', '4', '6', 'Hill House', 'Barton Lodge'] },
  { postcode: 'GL7 2NU', street: 'Querns Lane', town: 'Cirencester', county: 'Gloucestershire', premises: ['Flat 1, 10', 'Flat 2, 10', '12', '14', '16'] },
  { postcode: 'GL5 1HE', street: 'Lansdown', town: 'Stroud', county: 'Gloucestershire', premises: ['31', '33', '35', 'Flat A, 37', 'Flat B, 37'] },
  { postcode: 'GL5 3JJ', street: 'Bisley Old Road', town: 'Stroud', county: 'Gloucestershire', premises: ['Weavers Cottage', 'Lark Rise', '8', '10'] },
  { postcode: 'GL1 2EH', street: 'Brunswick Road', town: 'Gloucester', county: 'Gloucestershire', premises: ['Flat 1, Brunswick Court', 'Flat 2, Brunswick Court', 'Flat 5, Brunswick Court', '44', '46'] },
  { postcode: 'GL20 5AF', street: 'Church Street', town: 'Tewkesbury', county: 'Gloucestershire', premises: ['57', '59', '61', 'Abbey Mews'] },
  { postcode: 'BA1 2LX', street: 'The Circus', town: 'Bath', county: 'Somerset', premises: ['Flat 1, 9', 'Flat 2, 9', 'Garden Flat, 9', '10', '11'] },
  { postcode: 'BA1 5NA', street: 'Weston Road', town: 'Bath', county: 'Somerset', premises: ['101', '103', '105', 'Orchard House'] },
  { postcode: 'BA2 4HD', street: 'Widcombe Hill', town: 'Bath', county: 'Somerset', premises: ['Prior Cottage', '12', '14', '16', 'Flat 1, Widcombe Lodge'] },
  { postcode: 'BS6 6SU', street: 'Cotham Hill', town: 'Bristol', county: 'City of Bristol', premises: ['Flat 1, 41', 'Flat 2, 41', 'Flat 3, 41', '43', '45'] },
  { postcode: 'BS8 4AL', street: 'Royal York Crescent', town: 'Bristol', county: 'City of Bristol', premises: ['Flat 1, 12', 'Flat 2, 12', 'Flat 3, 12', 'Flat 4, 12', '14'] },
  { postcode: 'BS7 8PH', street: 'Gloucester Road', town: 'Bristol', county: 'City of Bristol', premises: ['200', '202', '204A', '204B', 'Flat 1, 206'] },
  { postcode: 'OX2 6QD', street: 'Walton Street', town: 'Oxford', county: 'Oxfordshire', premises: ['62', '64', '66', 'Flat 1, Jericho House', 'Flat 2, Jericho House'] },
  { postcode: 'OX4 1DQ', street: 'Cowley Road', town: 'Oxford', county: 'Oxfordshire', premises: ['150', '152', 'Flat 1, 154', 'Flat 2, 154', '156'] },
  { postcode: 'OX28 4BH', street: 'Corn Street', town: 'Witney', county: 'Oxfordshire', premises: ['The Bakehouse', '30', '32', '34'] },
  { postcode: 'SN1 4BJ', street: 'Bath Road', town: 'Swindon', county: 'Wiltshire', premises: ['17', '19', '21', 'Flat 1, Kingsdown Court', 'Flat 2, Kingsdown Court'] },
  { postcode: 'SN8 1NE', street: 'High Street', town: 'Marlborough', county: 'Wiltshire', premises: ['Flat 1, 101', 'Flat 2, 101', '103', 'The Coach House'] },
  { postcode: 'WR11 4RX', street: 'Bridge Street', town: 'Evesham', county: 'Worcestershire', premises: ['5', '7', '9', 'Riverside Cottage'] },
  { postcode: 'WR1 3LD', street: 'Foregate Street', town: 'Worcester', county: 'Worcestershire', premises: ['Flat 1, 28', 'Flat 2, 28', 'Flat 3, 28', '30'] },
  { postcode: 'RG1 5DP', street: 'Russell Street', town: 'Reading', county: 'Berkshire', premises: ['2', '4', '6', '8', 'Flat 1, 10', 'Flat 2, 10'] },
  { postcode: 'SW11 5TN', street: 'Elsley Road', town: 'London', county: 'Greater London', premises: ['12', '14', 'Flat A, 16', 'Flat B, 16', '18'] },
  { postcode: 'N1 2XJ', street: 'Canonbury Park North', town: 'London', county: 'Greater London', premises: ['Flat 1, 20', 'Flat 2, 20', 'Flat 3, 20', '22', '24'] },
  { postcode: 'E8 3RL', street: 'Navarino Road', town: 'London', county: 'Greater London', premises: ['Flat 1, 31', 'Flat 2, 31', '33', '35'] },
  { postcode: 'M20 6UH', street: 'Lapwing Lane', town: 'Manchester', county: 'Greater Manchester', premises: ['60', '62', '64', 'Flat 1, Lapwing Court', 'Flat 2, Lapwing Court'] },
  { postcode: 'LS6 2DD', street: 'Headingley Lane', town: 'Leeds', county: 'West Yorkshire', premises: ['Flat 1, 5', 'Flat 2, 5', '7', 'Hollin House'] },
  { postcode: 'YO1 7HH', street: 'Bootham', town: 'York', county: 'North Yorkshire', premises: ['40', '42', 'Flat 1, 44', 'Flat 2, 44'] },
  { postcode: 'EX4 4EP', street: 'St Leonards Road', town: 'Exeter', county: 'Devon', premises: ['15', '17', '19', 'The Old Rectory'] },
  { postcode: 'CB1 2LJ', street: 'Mill Road', town: 'Cambridge', county: 'Cambridgeshire', premises: ['120', '122', 'Flat 1, 124', 'Flat 2, 124'] },
  { postcode: 'NR2 2RG', street: 'Unthank Road', town: 'Norwich', county: 'Norfolk', premises: ['210', '212', '214', 'Elm Lodge'] },
];
