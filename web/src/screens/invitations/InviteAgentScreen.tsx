import { InvitePersonScreen } from './InvitePersonScreen.tsx';

/** `/properties/:id/invite-agent`: the invite solicitor screen's pattern with agency and agent. */
export default function InviteAgentScreen() {
  return <InvitePersonScreen kind="agent" />;
}
