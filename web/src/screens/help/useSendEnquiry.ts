import { useCallback } from 'react';
import { useSendEnquiryMutation } from '../../gql/actions.ts';

/**
 * Sends a help message or a request about a property (`sendEnquiry`, spec 02 §7); resolves true
 * once the server has it queued, false when it was refused or could not be sent.
 */
export function useSendEnquiry(propertyId: string) {
  const [send, { loading }] = useSendEnquiryMutation();
  const sendEnquiry = useCallback(
    async (name: string, message: string) => {
      try {
        const result = await send({ variables: { input: { propertyId, name, message } } });
        return Boolean(result.data?.sendEnquiry.sent);
      } catch {
        return false;
      }
    },
    [propertyId, send],
  );
  return { sendEnquiry, sending: loading };
}
