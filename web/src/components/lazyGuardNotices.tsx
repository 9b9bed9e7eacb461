import { lazy } from 'react';

/** The guard's notices (refusals, the terms first), fetched only when one is shown. */
const notices = () => import('./GuardNotices.tsx');

export const LazyRoleRefusal = lazy(() => notices().then((module) => ({ default: module.RoleRefusalNotice })));
export const LazyInviteRefusal = lazy(() => notices().then((module) => ({ default: module.InviteRefusalNotice })));
export const LazyTermsGate = lazy(() => notices().then((module) => ({ default: module.TermsGate })));
