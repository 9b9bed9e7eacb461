import type { ReactNode } from 'react';
import { Anchor, Badge } from '@mantine/core';
import { Link } from 'react-router-dom';
import { agentColour } from '../../../../../domain/admin/agent-types.ts';
import { ROLE_ENUM } from '../../../../../domain/roles.ts';
import type { PersonRowFragment } from '../../../gql/admin.ts';
import { DataTable, type Column } from './DataTable.tsx';
import { dateText } from './formats.ts';

/** Colours of the agents table (spec 02 §6: brand, simple and admin are colour-coded); text always names the role too. */
const BADGE_COLOUR = { brand: 'grape', simple: 'teal', admin: 'red' } as const;

export function RoleBadge({ person }: { person: PersonRowFragment }) {
  const colour = agentColour(ROLE_ENUM[person.role]);
  return (
    <Badge
      color={colour ? BADGE_COLOUR[colour] : 'gray'}
      variant={colour ? 'filled' : 'light'}
      data-colour={colour ?? 'agent'}
      // A badge clips its text to fit; in a squeezed table cell that left "Administrator" as "A".
      miw="max-content"
    >
      {person.roleLabel}
    </Badge>
  );
}

/** The people tables: name linking to the user page, email, organisation, dates, properties, T&Cs. */
export function PeopleTable({
  people,
  caption,
  empty,
  showRole,
  actions,
}: {
  people: readonly PersonRowFragment[];
  caption: string;
  empty: string;
  showRole?: boolean;
  actions?: (person: PersonRowFragment) => ReactNode;
}) {
  const columns: Column<PersonRowFragment>[] = [
    {
      key: 'name',
      header: 'Name',
      minWidth: '10rem',
      cell: (person) => (
        <Anchor component={Link} to={`/admin/user/${encodeURIComponent(person.id)}`}>
          {person.name || person.email}
        </Anchor>
      ),
    },
    {
      key: 'email',
      header: 'Email',
      // Wide enough that an address breaks at most once or twice.
      minWidth: '13rem',
      cell: (person) => <span style={{ overflowWrap: 'anywhere' }}>{person.email}</span>,
    },
    { key: 'role', nowrap: true, header: 'Role', cell: (person) => <RoleBadge person={person} />, hidden: !showRole },
    {
      key: 'organisation',
      header: 'Organisation',
      cell: (person) =>
        person.organisationId ? (
          <Anchor component={Link} to={`/admin/organisation/${person.organisationId}`}>
            {person.organisationName}
          </Anchor>
        ) : (
          '—'
        ),
    },
    { key: 'registered', nowrap: true, header: 'Registered', cell: (person) => dateText(person.dateRegistered) },
    { key: 'activity', nowrap: true, header: 'Last activity', cell: (person) => dateText(person.lastActivity) },
    { key: 'properties', nowrap: true, header: 'Properties', cell: (person) => person.numProperties },
    { key: 'terms', nowrap: true, header: 'Accepted T&Cs', cell: (person) => (person.acceptedTerms ? 'Yes' : 'No') },
    { key: 'actions', header: 'Actions', cell: (person) => actions?.(person), hidden: !actions, nowrap: true },
  ];
  return (
    <DataTable
      caption={caption}
      empty={empty}
      rows={people}
      rowKey={(person) => person.id}
      columns={columns}
      minWidth={900}
    />
  );
}
