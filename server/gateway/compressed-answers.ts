import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * GraphQL answers of more than a few kilobytes go compressed to a client that says it accepts it: a
 * form's answer carries its definition, tens of kilobytes of JSON that shrink about tenfold, and on
 * a phone's link those bytes are what the screen waits for. Brotli at quality 4 costs about what
 * gzip does to compute; small answers (most mutations, the viewer) go as they are, where compressing
 * would cost more than it saves. Programs that send no Accept-Encoding get plain JSON.
 */
export async function compressedAnswers(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    threshold: 4096,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
