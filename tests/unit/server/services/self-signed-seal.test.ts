import { X509Certificate } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSelfSignedSeal } from '../../../../server/services/document-seal/self-signed.ts';

describe('the demo document seal', () => {
  it('is a certificate OpenSSL reads on every start: its random serial is always a short, positive INTEGER', async () => {
    // Before, one start in 256 drew a serial whose first byte was zero, which OpenSSL refuses.
    for (let start = 0; start < 300; start++) {
      const seal = await createSelfSignedSeal('Move Ready');
      const certificate = new X509Certificate(seal.certificatePem);
      expect(certificate.serialNumber).toMatch(/^[4-7][0-9A-F]{31}$/);
    }
  });
});
