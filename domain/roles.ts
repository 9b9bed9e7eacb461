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

export const ROLE_CODES: readonly RoleCode[] = Object.values(ROLE);

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

