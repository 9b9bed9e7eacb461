import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DocumentSeal } from '../../services/document-seal/document-seal.ts';

/** The header that carries the export's detached JWS (README, "Checking a PDTF export's seal"). */
export const JWS_HEADER = 'x-jws-signature';

/**
 * Signs a successful answer's body exactly as it leaves the server — after serialisation, the
 * bytes the integrator receives — with a detached JWS (RFC 7515 appendix F) in `X-JWS-Signature`.
 */
export function sealExport(seal: DocumentSeal) {
  return async (_request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> => {
    if (reply.statusCode !== 200) return payload;
    const bytes = typeof payload === 'string' ? Buffer.from(payload, 'utf8') : payload;
    if (!(bytes instanceof Buffer)) throw new Error('a sealed export must be serialised before it is sent');
    reply.header(JWS_HEADER, await seal.signDetached(bytes));
    return bytes;
  };
}
