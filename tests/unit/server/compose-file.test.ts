import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SETTINGS } from '../../../server/settings.ts';

/**
 * docker/compose.yaml, the several-instances deployment, checked without Docker (this machine has
 * no Docker Compose to run `docker compose config`): it parses, has each service the deployment
 * needs with a health check, and gives the product only settings it reads.
 */
const file = new URL('../../../docker/compose.yaml', import.meta.url);
const text = readFileSync(file, 'utf8');

type Service = {
  image?: string;
  build?: { context: string; dockerfile: string };
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  configs?: { source: string; target: string }[];
  command?: string[];
  ports?: string[];
};
type Compose = {
  services: Record<string, Service>;
  configs: Record<string, { content: string }>;
  volumes: Record<string, unknown>;
};

const compose = parse(text, { merge: true }) as Compose;
const instances = Object.entries(compose.services).filter(
  ([, service]) => service.build?.dockerfile === 'docker/Dockerfile',
);
const SETTING_NAMES = new Set(Object.keys(SETTINGS.properties));

describe('docker/compose.yaml: several instances behind a balancer', () => {
  it('has PostgreSQL, an S3-compatible store, a bucket made once, a balancer, mail and two product instances', () => {
    expect(Object.keys(compose.services).sort()).toEqual([
      'app1',
      'app2',
      'balancer',
      'bucket',
      'db',
      'mail',
      'storage',
    ]);
    expect(compose.services.db.image).toMatch(/^postgres:1[5-9]/);
    expect(compose.services.storage.command).toContain('-s3');
    expect(compose.services.balancer.image).toMatch(/^caddy:/);
    expect(instances.map(([name]) => name)).toEqual(['app1', 'app2']);
  });

  it('gives every long-running service a health check, and starts each one after what it needs is healthy', () => {
    for (const name of ['db', 'storage', 'app1', 'app2', 'balancer'])
      expect(compose.services[name].healthcheck?.test.length, name).toBeGreaterThan(1);
    for (const [, app] of instances) {
      expect(app.healthcheck!.test.join(' ')).toContain('/api/health');
      expect(app.depends_on).toMatchObject({
        db: { condition: 'service_healthy' },
        bucket: { condition: 'service_completed_successfully' },
      });
    }
    expect(compose.services.bucket.depends_on).toEqual({ storage: { condition: 'service_healthy' } });
    expect(compose.services.balancer.depends_on).toEqual({
      app1: { condition: 'service_healthy' },
      app2: { condition: 'service_healthy' },
    });
  });

  it('runs the instances identically, in production, on the shared database and bucket, with only settings the product reads', () => {
    const [[, first], [, second]] = instances;
    expect(second).toEqual(first);
    const env = first.environment!;
    expect(Object.keys(env).filter((name) => !SETTING_NAMES.has(name))).toEqual([]);
    expect(env).toMatchObject({
      NODE_ENV: 'production',
      TRUST_PROXY: '1',
      S3_FORCE_PATH_STYLE: '1',
      S3_ENDPOINT: 'http://storage:8333',
      PUBLIC_URL: 'http://localhost:8080',
    });
    expect(env.DATABASE_URL).toMatch(/^postgres:\/\/moveready:.+@db:5432\/moveready$/);
    // Production refuses to start without these (server/config.ts).
    for (const name of ['PUBLIC_URL', 'DATABASE_URL', 'SMTP_URL', 'SMTP_FROM', 'S3_BUCKET'])
      expect(env[name], name).toBeTruthy();
    expect(compose.services.bucket.command!.join(' ')).toContain(`--bucket ${env.S3_BUCKET}`);
  });

  it('balances over both instances by their health check, and the store knows the key pair the instances use', () => {
    const caddyfile = compose.configs.caddyfile.content;
    expect(caddyfile).toMatch(/reverse_proxy app1:4000 app2:4000/);
    expect(caddyfile).toContain('health_uri /api/health');
    expect(compose.services.balancer.configs).toEqual([{ source: 'caddyfile', target: '/etc/caddy/Caddyfile' }]);
    const identities = JSON.parse(
      compose.configs['s3-identities'].content.replaceAll(/\$\{(\w+):-([^}]*)\}/g, '$2'),
    ) as { identities: { credentials: { accessKey: string; secretKey: string }[] }[] };
    const env = instances[0][1].environment!;
    const resolved = (value: string) => value.replace(/^\$\{\w+:-(.*)\}$/, '$1');
    expect(identities.identities[0].credentials[0]).toEqual({
      accessKey: resolved(env.S3_ACCESS_KEY_ID),
      secretKey: resolved(env.S3_SECRET_ACCESS_KEY),
    });
  });

  it('builds the image from the repository with Node 24, npm ci and the web build', () => {
    const dockerfile = readFileSync(new URL('../../../docker/Dockerfile', import.meta.url), 'utf8');
    expect(dockerfile).toMatch(/NODE_IMAGE=node:24/);
    expect(dockerfile).toMatch(/RUN npm ci/);
    expect(dockerfile).toMatch(/server\/tools\/build-web\.ts/);
    expect(dockerfile).toMatch(/HEALTHCHECK[\s\S]*\/api\/health/);
  });

  it('copies into the runtime image every folder the server imports from', () => {
    const root = new URL('../../../', import.meta.url).pathname;
    const dockerfile = readFileSync(join(root, 'docker/Dockerfile'), 'utf8');
    const runtime = dockerfile.slice(dockerfile.indexOf('AS runtime'));
    const copied = new Set([...runtime.matchAll(/^COPY (?!--)(\S+) /gm)].map(([, source]) => source));
    const sources = readdirSync(join(root, 'server'), { recursive: true, encoding: 'utf8' })
      .filter((path) => path.endsWith('.ts'))
      .map((path) => join(root, 'server', path));
    const folders = new Set(
      sources.flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/^(?:import|export) (?!type )[^;]*? from '(\.[^']+)'/gm)].map(
          ([, specifier]) => relative(root, resolve(dirname(file), specifier)).split('/')[0],
        ),
      ),
    );
    expect([...folders].filter((folder) => !copied.has(folder))).toEqual([]);
  });
});
