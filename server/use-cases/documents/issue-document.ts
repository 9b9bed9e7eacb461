import type { DocumentSpec } from '../../../domain/documents/catalogue.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import type { Theme } from '../../../domain/themes.ts';
import { AppError } from '../app-error.ts';
import type { DocumentSeal } from '../../services/document-seal/document-seal.ts';
import { TimestampError } from '../../services/document-seal/timestamp.ts';
import { renderDocx } from '../../services/documents/docx.ts';
import { renderPdf } from '../../services/documents/pdf.ts';
import type { Db } from '../../store/database.ts';
import type { PropertyRecord } from '../../store/properties.ts';
import { listUploads } from '../../store/uploads.ts';
import type { Viewer } from '../../store/viewer.ts';
import { buildDocument } from './build-document.ts';
import { readPropertyPack } from './property-pack.ts';

type Passport = { deeds?: unknown; tenure_title_code?: unknown };
const TENURES: Record<string, string> = { '10': 'Freehold', '60': 'Leasehold' };

export type IssuedDocument = { bytes: Buffer; fileName: string; format: DocumentSpec['format'] };

/**
 * One document of a property the viewer may read, as a file: a PDF sealed with the platform's
 * document-signing key, or a Word file for the ones a solicitor edits (Word files carry no seal).
 */
export async function issueDocument(
  { db, seal }: { db: Db; seal: DocumentSeal },
  input: { viewer: Viewer; property: PropertyRecord; spec: DocumentSpec; theme: Theme; now?: Date },
): Promise<IssuedDocument> {
  const { viewer, property, spec, theme } = input;
  const [pack, uploads] = await Promise.all([
    readPropertyPack(db, { viewer, property, only: spec.forms }),
    listUploads(db, property.id),
  ]);
  const passport = (property.data.passport ?? {}) as Passport;
  const model = buildDocument({
    spec,
    theme,
    property,
    pack,
    fileNames: new Map(uploads.map((upload) => [String(upload.id), upload.originalFileName])),
    deeds: {
      titleNumber: property.titleNumber,
      tenure: TENURES[String(passport.tenure_title_code ?? '')] ?? null,
      entries: Array.isArray(passport.deeds)
        ? passport.deeds.filter((entry): entry is string => typeof entry === 'string')
        : [],
    },
    now: input.now ?? new Date(),
  });
  const fileName = `${model.title}${model.draft ? ' - Draft' : ''}.${spec.format}`;
  if (spec.format === 'docx') return { bytes: await renderDocx(model), fileName, format: spec.format };
  try {
    return { bytes: Buffer.from(await renderPdf(model, seal)), fileName, format: spec.format };
  } catch (error) {
    // A seal promised a time stamp is not issued without one.
    if (error instanceof TimestampError)
      throw new AppError('unavailable', MESSAGES.providerUnavailable('time-stamping'));
    throw error;
  }
}
