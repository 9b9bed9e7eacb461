import { canReadForm } from '../../../domain/forms/form-access.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { exportPdtfTransaction, type PdtfExport } from '../../../domain/pdtf/transaction.ts';
import { forbidden, notFound } from '../app-error.ts';
import type { Db } from '../../store/database.ts';
import { findVisibleProperty } from '../../store/properties.ts';
import type { Viewer } from '../../store/viewer.ts';
import { readPropertyPack } from '../documents/property-pack.ts';
import { titleOf } from '../questionnaires/title-of.ts';
import { CATALOGUE } from '../signatures/catalogue.ts';
import { exportSchemas } from './standard-schema.ts';

/** The PDTF v3 schema, read once: the base the document is held to, and the overlays' list requirements. */
const SCHEMAS = exportSchemas();

/**
 * A property's pack as a PDTF v3 transaction document, from every form the viewer may read that
 * has been started, with the report of what the document leaves out. 404 outside the viewer's
 * tenancy, 403 for a role that reads none of the forms.
 */
export async function exportProperty(
  db: Db,
  { viewer, propertyId }: { viewer: Viewer; propertyId: number },
): Promise<PdtfExport> {
  const property = await findVisibleProperty(db, viewer, propertyId);
  if (!property) throw notFound(MESSAGES.propertyNotFound(propertyId));
  if (![...CATALOGUE.latest.values()].some((form) => canReadForm(viewer.role, form.path)))
    throw forbidden(MESSAGES.noPermission);
  const pack = await readPropertyPack(db, { viewer, property });
  const title = titleOf(property.data);
  return exportPdtfTransaction(SCHEMAS, {
    property: {
      id: property.id,
      friendlyId: property.friendlyId,
      address: property.address,
      city: property.city,
      postcode: property.postcode,
      titleNumber: property.titleNumber,
    },
    title: title ? { addressLines: title.address?.slice(1), postcode: title.address?.[0] } : null,
    forms: [...pack.forms.values()]
      .filter((form) => form.started)
      .map(({ definition, answers, records }) => ({ definition, answers, records })),
    sellers: pack.sellers,
    agency: property.agencyName,
    signatures: pack.signatures.map((s) => ({
      questionnaireId: s.questionnaireId,
      signerName: s.signerName,
      signedAt: s.signedAt.toISOString(),
    })),
  });
}
