/** Numeric role codes as the product's API sends them (spec 01 §3). */
export const ROLE = {
  administrator: 100,
  simple: 20,
  solicitor: 4,
  brandAdmin: 3,
  agent: 2,
  homeMover: 1,
} as const;

export type RoleName = keyof typeof ROLE;
export type RoleCode = (typeof ROLE)[RoleName];

export const ROLE_CODES = [
  ROLE.administrator,
  ROLE.simple,
  ROLE.solicitor,
  ROLE.brandAdmin,
  ROLE.agent,
  ROLE.homeMover,
] as const satisfies readonly RoleCode[];

const LABELS: Record<RoleCode, string> = {
  100: 'Administrator',
  20: 'Simply Conveyancing',
  4: 'Solicitor',
  3: 'Brand admin',
  2: 'Agent',
  1: 'Home mover',
};

export function isRoleCode(value: unknown): value is RoleCode {
  return typeof value === 'number' && (ROLE_CODES as readonly number[]).includes(value);
}

export function roleLabel(role: RoleCode): string {
  return LABELS[role];
}

/** The schema's `Role` enum values, each standing for its numeric code (codegen `enumValues`). */
export const ROLE_ENUM = {
  ADMINISTRATOR: ROLE.administrator,
  SIMPLE: ROLE.simple,
  SOLICITOR: ROLE.solicitor,
  BRAND_ADMIN: ROLE.brandAdmin,
  AGENT: ROLE.agent,
  HOME_MOVER: ROLE.homeMover,
} as const;

export type RoleEnumName = keyof typeof ROLE_ENUM;

/** The schema's name for a role code, as the web app receives it. */
export function roleEnumName(code: RoleCode): RoleEnumName {
  return (Object.keys(ROLE_ENUM) as RoleEnumName[]).find((name) => ROLE_ENUM[name] === code)!;
}
