import { Link } from 'react-router-dom';
import type { PropertyCard_PropertyFragment } from '../../gql/graphql.ts';
import { formatDate } from './formatDate.ts';

type Props = { property: PropertyCard_PropertyFragment };

function MetaRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="property-card-meta-row">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/**
 * A property on the properties screen (spec 01 §2): name trimmed, written as the dashboard writes it
 * (not lower-cased, docs/decisions/0402-property-names-keep-their-case.md), city, and —
 * as the server's capabilities allow — the phase with its completion and the property's metadata.
 * Plain elements styled in styles.css with the theme's variables: a page shows 30 cards, and on a
 * mid-range phone rendering them as Mantine components kept the main thread busy for half a second.
 */
export function PropertyCard({ property }: Props) {
  const { viewCompletion, viewMeta } = property.viewerCan;
  const name = property.name.trim();
  const showCompletion = viewCompletion && property.complete !== null;

  return (
    <Link to={`/properties/${property.id}`} className="property-card">
      <h2 className="property-card-name">{name}</h2>
      <p className="property-card-text">{property.city}</p>
      {showCompletion ? (
        <div className="property-card-completion">
          <p className="property-card-text property-card-strong">
            {property.phase ? `${property.phase.label} ` : ''}
            {property.complete}%
          </p>
          <progress
            className="completion-bar"
            max={100}
            value={property.complete ?? 0}
            aria-label={`${property.complete}% complete`}
          />
        </div>
      ) : null}
      {viewMeta ? (
        <dl className="property-card-meta">
          {/* The phase is already in the completion line when that shows. */}
          {showCompletion ? null : <MetaRow label="Phase" value={property.phase?.label ?? '—'} />}
          <MetaRow label="Movers" value={property.userEmails?.length ? property.userEmails.join(', ') : '—'} />
          <MetaRow label="Agencies" value={property.agenciesNames?.length ? property.agenciesNames.join(', ') : '—'} />
          <MetaRow label="Added" value={formatDate(property.createdAt)} />
          <MetaRow label="Last sign-in" value={property.lastSignIn ? formatDate(property.lastSignIn) : 'never'} />
        </dl>
      ) : null}
    </Link>
  );
}
