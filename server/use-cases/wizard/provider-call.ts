import { MESSAGES } from '../../../domain/messages.ts';
import { ProviderError } from '../../services/http/provider-error.ts';
import { AppError } from '../app-error.ts';

/**
 * Runs a call to an outside service; its failure becomes 504 (too slow) or 502 (anything else)
 * with a message a user can act on, never a 500. The detail goes to the log, not to the user.
 */
export async function providerCall<T>(
  log: { warn(obj: object, msg: string): void },
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    log.warn(
      { service: error.service, failure: error.failure, status: error.status, detail: error.message },
      'outside service failed',
    );
    const timedOut = error.failure === 'timeout';
    throw new AppError(
      timedOut ? 'provider-timed-out' : 'provider-failed',
      timedOut ? MESSAGES.providerTimedOut(error.service) : MESSAGES.providerUnavailable(error.service),
    );
  }
}
