import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../server/config.ts';

describe('file storage and upload settings', () => {
  it('keeps documents under DATA_DIR/files unless a bucket is named', () => {
    expect(loadConfig({ DATA_DIR: '/srv/move-ready' }).fileStorage).toEqual({
      kind: 'local',
      dir: '/srv/move-ready/files',
    });
    expect(loadConfig({ DATA_DIR: ':memory:' }).fileStorage).toEqual({ kind: 'local', dir: undefined });
  });

  it('uses the S3 bucket and its settings when S3_BUCKET is set', () => {
    const config = loadConfig({
      S3_BUCKET: 'docs',
      S3_ENDPOINT: 'http://minio:9000',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
    });
    expect(config.fileStorage).toEqual({
      kind: 's3',
      s3: {
        bucket: 'docs',
        endpoint: 'http://minio:9000',
        region: 'us-east-1',
        accessKeyId: 'k',
        secretAccessKey: 's',
        forcePathStyle: true,
      },
    });
  });

  it('refuses S3 settings without a bucket rather than silently storing locally', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(
      new ConfigError('S3_ENDPOINT is set but S3_BUCKET is not'),
    );
  });

  it('takes png, jpg and pdf up to 20 MB by default, and other kinds only when listed', () => {
    expect(loadConfig({}).uploads).toEqual({ kinds: ['png', 'jpg', 'pdf'], maxBytes: 20 * 1024 * 1024 });
    expect(loadConfig({ UPLOAD_TYPES: 'pdf, DOCX', UPLOAD_MAX_BYTES: '1000' }).uploads).toEqual({
      kinds: ['pdf', 'docx'],
      maxBytes: 1000,
    });
    expect(() => loadConfig({ UPLOAD_TYPES: 'pdf,exe' })).toThrow(ConfigError);
    expect(() => loadConfig({ UPLOAD_MAX_BYTES: '-1' })).toThrow(ConfigError);
  });
});
