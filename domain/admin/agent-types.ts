import { can } from '../permissions.ts';
import { ROLE, type RoleCode } from '../roles.ts';

/** The kinds of agent the add-agent form offers (spec 02 §7 `POST /agent` agentType); each is a role. */
export type AgentTypeName = 'agent' | 'brand' | 'simple' | 'admin';

export const AGENT_TYPE_ROLE: Record<AgentTypeName, RoleCode> = {
  agent: ROLE.agent,
  brand: ROLE.brandAdmin,
  simple: ROLE.simple,
  admin: ROLE.administrator,
};

export const AGENT_TYPE_LABEL: Record<AgentTypeName, string> = {
  agent: 'Agent',
  brand: 'Brand admin',
  simple: 'Simply Conveyancing',
  admin: 'Administrator',
};

/**
 * A brand admin adds plain agents and other brand admins of their brand; only an administrator
 * adds simple users (CREATE_SIMPLE_AGENT) and administrators.
 */
export function agentTypesFor(role: RoleCode): AgentTypeName[] {
  const types: AgentTypeName[] = ['agent', 'brand'];
  if (can(role, 'CREATE_SIMPLE_AGENT')) types.push('simple');
  if (role === ROLE.administrator) types.push('admin');
  return types;
}

/** Roles that appear in the agents table: everyone who works for an agency or brand. */
export const AGENT_LIST_ROLES: readonly RoleCode[] = [ROLE.agent, ROLE.brandAdmin, ROLE.simple, ROLE.administrator];

/** The agents table colours brand admins, simple users and administrators apart from plain agents (spec 02 §6). */
export type AgentColour = 'brand' | 'simple' | 'admin' | null;

export function agentColour(role: RoleCode): AgentColour {
  if (role === ROLE.brandAdmin) return 'brand';
  if (role === ROLE.simple) return 'simple';
  if (role === ROLE.administrator) return 'admin';
  return null;
}
