/**
 * The documents `POST /docs/{propertyId}/{themeId}/{path}` produces (spec 01 §7, spec 02 §4.7):
 * which forms each covers, its format, who may read it and how the screens name it.
 */
import type { Action } from '../permissions.ts';
import { QUESTIONNAIRE, type QuestionnaireId } from '../forms/definition.ts';

export type DocumentKind = 'form' | 'summary' | 'certificate' | 'deeds' | 'report';

export type DocumentSpec = {
  path: string;
  /** What the document is called, in titles and in 'You are not authorised to view {label}'. */
  label: string;
  format: 'pdf' | 'docx';
  kind: DocumentKind;
  forms: readonly QuestionnaireId[];
  /** The action reading it needs (the administrator may take every one). */
  action: Action;
};

const { leasehold, info, fittings, about, preliminary, conveyancingEnquiries } = QUESTIONNAIRE;

const SPECS: readonly DocumentSpec[] = [
  {
    path: 'leasehold',
    label: 'Leasehold information (TA7)',
    format: 'pdf',
    kind: 'form',
    forms: [leasehold],
    action: 'VIEW_TA7',
  },
  { path: 'info', label: 'Property information (TA6)', format: 'pdf', kind: 'form', forms: [info], action: 'VIEW_TA6' },
  {
    path: 'fittings',
    label: 'Fixtures and fittings (TA10)',
    format: 'pdf',
    kind: 'form',
    forms: [fittings],
    action: 'VIEW_TA10',
  },
  { path: 'about', label: 'About my home', format: 'pdf', kind: 'form', forms: [about], action: 'VIEW_ABOUT_MY_HOME' },
  {
    path: 'material-info',
    label: 'Material information',
    format: 'pdf',
    kind: 'form',
    forms: [about],
    action: 'VIEW_MATERIAL_INFO',
  },
  {
    path: 'material-info-summary',
    label: 'Material information summary',
    format: 'pdf',
    kind: 'summary',
    forms: [about],
    action: 'VIEW_MATERIAL_INFO',
  },
  {
    path: 'preliminary',
    label: 'Preliminary information',
    format: 'pdf',
    kind: 'form',
    forms: [preliminary],
    action: 'VIEW_ACTION_PLAN',
  },
  {
    path: 'preliminary-info',
    label: 'Preliminary information',
    format: 'pdf',
    kind: 'form',
    forms: [preliminary],
    action: 'VIEW_ACTION_PLAN',
  },
  {
    path: 'conveyancingEnquiries',
    label: 'Conveyancing enquiries',
    format: 'docx',
    kind: 'form',
    forms: [conveyancingEnquiries],
    action: 'VIEW_CONVEYANCING_ENQUIRIES',
  },
  {
    path: 'conveyancing-enquiries',
    label: 'Conveyancing enquiries',
    format: 'docx',
    kind: 'form',
    forms: [conveyancingEnquiries],
    action: 'VIEW_CONVEYANCING_ENQUIRIES',
  },
  {
    path: 'sellers-certificate',
    label: "Sellers' certificate",
    format: 'docx',
    kind: 'certificate',
    forms: [leasehold, info, fittings, about, preliminary],
    action: 'VIEW_SELLERS_CERTIFICATE',
  },
  {
    path: 'deed-entries',
    label: 'Title deed entries',
    format: 'pdf',
    kind: 'deeds',
    forms: [],
    action: 'VIEW_DEED_ENTRIES_DETAILS',
  },
  {
    path: 'template',
    label: 'Report template',
    format: 'pdf',
    kind: 'report',
    forms: [leasehold, info, fittings, about, preliminary],
    action: 'ADMIN_ONLY',
  },
];

/** Report templates of the admin Resources section (spec 02 §4.7), chosen by `kind` on /template. */
export const REPORT_TEMPLATES = {
  'market-ready': { label: 'Market Ready Report', forms: [about, preliminary, fittings] },
  info: { label: 'Property Information (TA6) Report', forms: [info] },
} as const satisfies Record<string, { label: string; forms: readonly QuestionnaireId[] }>;
export type ReportTemplateKind = keyof typeof REPORT_TEMPLATES;

export const DOCUMENT_PATHS: readonly string[] = [...SPECS.map((spec) => spec.path), 'market-ready'];

export function documentSpec(path: string, templateKind?: string): DocumentSpec | undefined {
  if (path === 'market-ready') return documentSpec('template', 'market-ready');
  const spec = SPECS.find((candidate) => candidate.path === path);
  if (!spec || spec.kind !== 'report') return spec;
  const template = REPORT_TEMPLATES[(templateKind ?? '') as ReportTemplateKind];
  return template ? { ...spec, label: template.label, forms: template.forms } : undefined;
}
