import { useEffect, useRef } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { PageLoader } from '../../components/PageLoader.tsx';
import { acceptAfterSignIn } from '../../invitations/acceptAfterSignIn.ts';
import { useNotify } from '../../notifications/Notifier.tsx';

/** `/invitation-accept`: a signed-in user who opened an invitation link accepts it and goes to the property. */
export default function AcceptInvitationScreen() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const notify = useNotify();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void acceptAfterSignIn(client).then(({ path, message }) => {
      if (message) notify(message, 'error');
      void navigate(path, { replace: true });
    });
  }, [client, navigate, notify]);
  return <PageLoader label="Opening your invitation" />;
}
