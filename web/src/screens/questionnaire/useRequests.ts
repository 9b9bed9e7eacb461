import { useCallback } from 'react';
import { FORM_MESSAGES } from '../../../../domain/forms/form-messages.ts';
import { MESSAGES } from '../../../../domain/messages.ts';
import { useNotify } from '../../notifications/Notifier.tsx';
import { useSendEnquiry } from '../help/useSendEnquiry.ts';

/**
 * The requests a form sends as enquiries (spec 02 §7, §8): the leasehold agreement added by hand
 * (lease option 7) and the check-and-send of leasehold information, each with its own messages.
 */
export function useRequests(propertyId: string) {
  const notify = useNotify();
  const { sendEnquiry, sending } = useSendEnquiry(propertyId);
  const request = useCallback(
    async (name: string, message: string, received: string) => {
      const sent = await sendEnquiry(name, message);
      notify(sent ? received : MESSAGES.requestFailed, sent ? 'info' : 'error');
      return sent;
    },
    [notify, sendEnquiry],
  );
  const requestLeaseAgreement = useCallback(
    () =>
      request(
        FORM_MESSAGES.leaseAgreementRequest,
        `${FORM_MESSAGES.leaseAgreementRequest}: the seller asked us to obtain a copy of the lease.`,
        FORM_MESSAGES.leaseAgreementRequested,
      ),
    [request],
  );
  const requestCheckAndSend = useCallback(
    () =>
      request(
        FORM_MESSAGES.checkAndSendRequest,
        `${FORM_MESSAGES.checkAndSendRequest}: the seller asked us to check their leasehold information and send it on.`,
        FORM_MESSAGES.checkAndSendRequested,
      ),
    [request],
  );
  return { requestLeaseAgreement, requestCheckAndSend, sending };
}
