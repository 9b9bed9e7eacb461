import type { PropertyDetailPayload } from '../../../contracts/properties.ts';
import type { UploadPayload } from '../../../contracts/uploads.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import type { Db } from '../../store/database.ts';
import { findVisibleProperty } from '../../store/properties.ts';
import { listUploads, uploadCategories } from '../../store/uploads.ts';
import type { Viewer } from '../../store/viewer.ts';
import { notFound } from '../app-error.ts';
import { readActionPlan } from '../dashboard/read-action-plan.ts';
import { propertyJson } from './property-json.ts';
import { uploadJson } from '../uploads/upload-json.ts';

type Category = keyof PropertyDetailPayload['data']['uploads'];
const CATEGORIES: readonly Category[] = ['uncategorised', 'leasehold_agreement', 'searches'];

/** The property as `PUT /property/{id}` answers it, for one viewer. */
export async function readPropertyDetail(
  db: Db,
  { viewer, propertyId: id }: { viewer: Viewer; propertyId: number },
): Promise<PropertyDetailPayload> {
  const property = await findVisibleProperty(db, viewer, id);
  if (!property) throw notFound(MESSAGES.propertyNotFound(id));
  const plan = await readActionPlan(db, { viewer, propertyId: id });
  const [uploads, categories] = await Promise.all([listUploads(db, id), uploadCategories(db, id)]);
  const byCategory = Object.fromEntries(CATEGORIES.map((category) => [category, [] as UploadPayload[]])) as Record<
    Category,
    UploadPayload[]
  >;
  for (const upload of uploads) {
    const category = categories.get(upload.id);
    byCategory[CATEGORIES.includes(category as Category) ? (category as Category) : 'uncategorised'].push(
      uploadJson(upload),
    );
  }
  const questionnaireCompletion: PropertyDetailPayload['questionnaire_completion'] = {};
  for (const item of plan.check_list_items) {
    if (item.questionnaire_id <= 0) continue;
    questionnaireCompletion[String(item.questionnaire_id)] = {
      id: item.questionnaire_id,
      completion: item.completion,
      signed: item.signed,
      all_signed: item.all_signed,
      some_signed: item.some_signed,
      accepted: item.complete,
    };
  }
  return {
    ...propertyJson(property, viewer),
    complete: plan.complete,
    questionnaire_completion: questionnaireCompletion,
    check_list_items: plan.check_list_items,
    data: { uploads: byCategory },
  };
}
