import { canEditChecklistItem } from './access-rules.ts';
import { canReadForm, FORM_ACTIONS } from './forms/form-access.ts';
import { FORM_ROUTES } from './forms/form-routes.ts';
import { QUESTIONNAIRE, type FormPath, type QuestionnaireId } from './forms/definition.ts';
import type { Action } from './permissions.ts';
import { completedPhases, phaseById, type Phase, type PhaseId } from './phases.ts';
import type { RoleCode } from './roles.ts';

/**
 * The action plan of a property's phase (spec 01 §2, §3, §4, §9): which checklist items the phase
 * asks for, what each is worth, how far along it is, what the viewer may do with it, and the
 * phase's completion. Pure, so the API computes it and the web app can reason about it the same way.
 */

export type ChecklistKey =
  | 'sellers_information'
  | 'fittings_contents'
  | 'property_info'
  | 'preliminary_information'
  | 'leasehold_information'
  | 'rewards'
  | 'conveyancing_enquiries'
  | 'about_my_home';

type ItemDefinition = { key: ChecklistKey; label: string; form: FormPath; estimatedMinutes: number };

/**
 * The items that have a form behind them. sellers_information and rewards (spec 01 §3 keys) have no
 * form in this product, so no phase lists them (docs/decisions/0101-the-action-plan.md).
 */
export const CHECKLIST_ITEMS: Readonly<
  Record<Exclude<ChecklistKey, 'sellers_information' | 'rewards'>, ItemDefinition>
> = {
  about_my_home: { key: 'about_my_home', label: 'About my home', form: 'about', estimatedMinutes: 10 },
  property_info: { key: 'property_info', label: 'Property information', form: 'info', estimatedMinutes: 20 },
  fittings_contents: {
    key: 'fittings_contents',
    label: 'Fixtures and fittings',
    form: 'fittings',
    estimatedMinutes: 20,
  },
  preliminary_information: {
    key: 'preliminary_information',
    label: 'Preliminary information',
    form: 'preliminary',
    estimatedMinutes: 20,
  },
  leasehold_information: {
    key: 'leasehold_information',
    label: 'Leasehold information',
    form: 'leasehold',
    estimatedMinutes: 20,
  },
  conveyancing_enquiries: {
    key: 'conveyancing_enquiries',
    label: 'Conveyancing enquiries',
    form: 'conveyancingEnquiries',
    estimatedMinutes: 5,
  },
};

/** Default minutes per key (spec 01 §9); about_my_home is ours, the spec gives none. */
export const ESTIMATED_MINUTES: Readonly<Record<ChecklistKey, number>> = {
  sellers_information: 5,
  fittings_contents: 20,
  property_info: 20,
  preliminary_information: 20,
  leasehold_information: 20,
  rewards: 5,
  conveyancing_enquiries: 5,
  about_my_home: 10,
};

export { FORM_ROUTES } from './forms/form-routes.ts';

/**
 * How each form is finished on its own screen: signed by every seller ('Sign form', or Complete for
 * preliminary information, which records the seller's signature), or by its answers alone
 * (conveyancing enquiries, spec 02 §4.4: the screen has no sign action). The dashboard offers Sign,
 * Share and "Ready to sign" only for forms whose screen can take a signature.
 */
export const FORM_FINISH: Readonly<Record<FormPath, 'signatures' | 'answers'>> = {
  leasehold: 'signatures',
  info: 'signatures',
  fittings: 'signatures',
  about: 'signatures',
  preliminary: 'signatures',
  conveyancingEnquiries: 'answers',
};

/** The four items each phase always asks for; a leasehold property adds leasehold information. */
const PHASE_ITEMS: Readonly<Record<PhaseId, readonly (keyof typeof CHECKLIST_ITEMS)[]>> = {
  1: ['about_my_home', 'property_info', 'fittings_contents', 'preliminary_information'],
  2: ['property_info', 'fittings_contents', 'preliminary_information', 'conveyancing_enquiries'],
  3: ['property_info', 'fittings_contents', 'preliminary_information', 'conveyancing_enquiries'],
};

/** Points the items share by their progress; the rest of 100 is earned by finishing them (spec 01 §9). */
export const CHECKLIST_POINTS = 80;
export const FINISHING_POINTS = 100 - CHECKLIST_POINTS;

export function checklistKeysFor(phaseId: number, leasehold: boolean): (keyof typeof CHECKLIST_ITEMS)[] {
  const phase = phaseById(phaseId);
  const keys = [...PHASE_ITEMS[phase?.id ?? 1]];
  if (leasehold) keys.push('leasehold_information');
  return keys;
}

/**
 * Splits `total` whole points over `count` items: each gets the floor, and the first items in
 * checklist order one more until the remainder is spent, so the shares always add up to `total`.
 */
export function splitPoints(total: number, count: number): number[] {
  if (count <= 0) return [];
  const base = Math.floor(total / count);
  const remainder = total - base * count;
  return Array.from({ length: count }, (_, index) => base + (index < remainder ? 1 : 0));
}

/** What the store knows of one form of the property. */
export type FormState = {
  /** Percent of counted questions answered, 0 to 100. */
  completion: number;
  accepted: boolean;
  /** Ids of the users with a live signature on the form. */
  signedBy: readonly string[];
};

export type ChecklistViewer = { id: string; role: RoleCode; isSeller: boolean };

export type ChecklistItem = {
  key: ChecklistKey;
  label: string;
  questionnaireId: QuestionnaireId;
  /** Last segment of the form's route under /properties/{id}/. */
  route: string;
  /** Share of the phase's 80 progress points (spec 01 §9: 80 divided by the item count). */
  worth: number;
  /** Points earned so far: the progress share plus, once the form is fully answered, its finishing share. */
  earned: number;
  estimatedMinutes: number;
  /** The form's own completion, 0 to 100, as answered. */
  progress: number;
  /** Done: accepted, or signed by every seller. */
  complete: boolean;
  noEnquiries: boolean;
  /** Whether the form is finished by the sellers' signatures or by its answers alone. */
  finishedBy: 'signatures' | 'answers';
  signedByViewer: boolean;
  someSigned: boolean;
  allSigned: boolean;
  readPermission: Action;
  writePermission: Action;
  viewerCan: { complete: boolean; view: boolean; sign: boolean; share: boolean };
};

export type ActionPlan = {
  items: ChecklistItem[];
  /** The phase's completion as computed, 0 to 100. */
  completion: number;
  /** As shown: capped at 99 until every seller has signed every item (spec 01 §4). */
  displayedCompletion: number;
  allSellersSigned: boolean;
};

export function itemStatus(
  item: Pick<ChecklistItem, 'complete' | 'noEnquiries' | 'progress' | 'allSigned' | 'someSigned' | 'finishedBy'>,
): string {
  if (item.noEnquiries) return 'No enquiries';
  if (item.complete) return 'Complete';
  if (item.progress >= 100 && item.finishedBy === 'signatures')
    return item.someSigned ? 'Awaiting signatures' : 'Ready to sign';
  if (item.progress > 0) return 'In progress';
  return 'Not started';
}

/**
 * The action plan for one viewer. `sellerIds` are the property's sellers: "signed by all sellers"
 * needs a live signature from each of them, and a property without sellers has no one to sign.
 */
export function buildActionPlan(input: {
  phaseId: number;
  leasehold: boolean;
  forms: ReadonlyMap<number, FormState>;
  sellerIds: readonly string[];
  viewer: ChecklistViewer;
  /** Keys marked "no enquiries" (conveyancing enquiries with none raised). */
  noEnquiries?: ReadonlySet<ChecklistKey>;
}): ActionPlan {
  const keys = checklistKeysFor(input.phaseId, input.leasehold);
  const worths = splitPoints(CHECKLIST_POINTS, keys.length);
  const finishing = splitPoints(FINISHING_POINTS, keys.length);
  let exact = 0;
  const items = keys.map((key, index): ChecklistItem => {
    const definition = CHECKLIST_ITEMS[key];
    const questionnaireId = QUESTIONNAIRE[definition.form];
    const form = input.forms.get(questionnaireId) ?? { completion: 0, accepted: false, signedBy: [] };
    const progress = Math.max(0, Math.min(100, Math.round(form.completion)));
    const signed = new Set(form.signedBy);
    const allSigned = input.sellerIds.length > 0 && input.sellerIds.every((id) => signed.has(id));
    const someSigned = input.sellerIds.some((id) => signed.has(id));
    const noEnquiries = input.noEnquiries?.has(key) ?? false;
    const finishedBy = FORM_FINISH[definition.form];
    const signable = finishedBy === 'signatures' && !noEnquiries;
    const complete = form.accepted || allSigned || (finishedBy === 'answers' && progress >= 100);
    const counted = noEnquiries ? 100 : progress;
    const points = (worths[index] * counted) / 100 + (counted >= 100 ? finishing[index] : 0);
    exact += points;
    const actions = FORM_ACTIONS[definition.form];
    const signedByViewer = signed.has(input.viewer.id);
    return {
      key,
      label: definition.label,
      questionnaireId,
      route: FORM_ROUTES[definition.form],
      worth: worths[index],
      earned: Math.floor(points),
      estimatedMinutes: ESTIMATED_MINUTES[key],
      progress,
      complete,
      noEnquiries,
      finishedBy,
      signedByViewer,
      someSigned,
      allSigned,
      readPermission: actions.read,
      writePermission: actions.write,
      viewerCan: {
        // Editing needs the write right on an item neither complete nor without enquiries, and a form no seller has signed yet.
        complete:
          canEditChecklistItem(input.viewer.role, { writePermission: actions.write, complete, noEnquiries }) &&
          !someSigned,
        // The same rule that opens the form's page and its API read (domain/access/property-pages.ts).
        view: canReadForm(input.viewer.role, definition.form),
        // Sign and Share only where the form's screen takes a signature.
        sign: signable && input.viewer.isSeller && progress >= 100 && !signedByViewer,
        share: signable && progress >= 100 && !allSigned,
      },
    };
  });
  // Floor, so 100 means every item is fully answered, never a rounding up from 99.6.
  const completion = Math.min(100, Math.floor(exact + 1e-9));
  const allSellersSigned =
    items.length > 0 && items.every((item) => item.allSigned || item.noEnquiries || item.complete);
  return {
    items,
    completion,
    displayedCompletion: allSellersSigned ? completion : Math.min(completion, 99),
    allSellersSigned,
  };
}

/**
 * The phases before the current one whose own checklist is finished now: the ticks beside the
 * score. Having moved past a phase is not enough (a signature deleted since, or data set by hand,
 * leaves it unfinished), so a tick always means that phase's forms are complete and signed.
 */
export function reachedPhases(input: Omit<Parameters<typeof buildActionPlan>[0], 'viewer'>): Phase[] {
  const nobody: ChecklistViewer = { id: '', role: 1, isSeller: false };
  return completedPhases(input.phaseId).filter(
    (phase) => buildActionPlan({ ...input, phaseId: phase.id, viewer: nobody }).displayedCompletion >= 100,
  );
}

/** Why a phase move is refused, or null when it may go ahead (spec 01 §4). */
export type PhaseMoveRefusal = 'incomplete' | 'last-phase' | 'not-next';

export function phaseMoveRefusal(
  current: { phaseId: number; displayedCompletion: number },
  target: number,
): PhaseMoveRefusal | null {
  const phase = phaseById(current.phaseId);
  if (!phase?.nextPhase) return 'last-phase';
  if (target !== phase.nextPhase) return 'not-next';
  if (current.displayedCompletion < 100) return 'incomplete';
  return null;
}

/** Searches are ordered from Contract Ready on (spec 01 §2: not shown on phase 1). */
export function searchesAvailableIn(phaseId: number): boolean {
  return phaseId > 1;
}

/** Completion reaching 100 from a lower value notifies the agents (spec 01 §4). */
export function reachedCompletion(before: number, after: number): boolean {
  return before < 100 && after >= 100;
}
