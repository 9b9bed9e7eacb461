import { webcrypto } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';

/** RFC 3161: a time-stamping authority's token over a digest of `data`, as DER (a CMS ContentInfo). */
export type TimestampAuthority = (data: Uint8Array<ArrayBuffer>) => Promise<Uint8Array>;

/** The authority did not answer, refused, or answered with a token for something else. */
export class TimestampError extends Error {}

const GRANTED = new Set([0, 1]); // granted, grantedWithMods

/**
 * Asks the authority at `url` (HTTP POST, `application/timestamp-query`) for a token over the
 * SHA-256 of `data`, with a nonce, and checks the token answers that request before it is used.
 */
export function rfc3161Authority(url: string, { timeoutMs }: { timeoutMs: number }): TimestampAuthority {
  return async (data) => {
    const imprint = await pkijs.MessageImprint.create('SHA-256', data);
    const nonce = webcrypto.getRandomValues(new Uint8Array(8));
    nonce[0] = (nonce[0] & 0x3f) | 0x40; // positive, and no leading zero for an authority to drop
    const request = new pkijs.TimeStampReq({
      version: 1,
      messageImprint: imprint,
      nonce: new asn1js.Integer({ valueHex: nonce }),
      certReq: true,
    });
    let body: ArrayBuffer;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/timestamp-query', accept: 'application/timestamp-reply' },
        body: request.toSchema().toBER(false),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new TimestampError(`the time-stamping authority answered ${response.status}`);
      body = await response.arrayBuffer();
    } catch (error) {
      throw error instanceof TimestampError
        ? error
        : new TimestampError(`the time-stamping authority could not be reached: ${String(error)}`);
    }
    let reply: pkijs.TimeStampResp;
    let info: pkijs.TSTInfo;
    try {
      reply = pkijs.TimeStampResp.fromBER(body);
      if (!GRANTED.has(reply.status.status) || !reply.timeStampToken)
        throw new TimestampError(`the time-stamping authority refused the request (status ${reply.status.status})`);
      const signed = new pkijs.SignedData({ schema: reply.timeStampToken.content });
      const content = signed.encapContentInfo.eContent;
      if (!content) throw new TimestampError('the time stamp carries no time-stamp information');
      // pkijs reads the content as a constructed OCTET STRING; getValue joins its parts.
      info = pkijs.TSTInfo.fromBER(content.getValue());
    } catch (error) {
      throw error instanceof TimestampError
        ? error
        : new TimestampError(`the time-stamping authority's answer cannot be read: ${String(error)}`);
    }
    if (
      !sameBytes(
        info.messageImprint.hashedMessage.valueBlock.valueHexView,
        imprint.hashedMessage.valueBlock.valueHexView,
      )
    )
      throw new TimestampError('the time stamp is for other data');
    if (info.nonce?.toBigInt() !== request.nonce?.toBigInt())
      throw new TimestampError('the time stamp answers another request');
    return new Uint8Array(reply.timeStampToken!.toSchema().toBER(false));
  };
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index]);
}
