import { startApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DEMO_ACCOUNTS } from './demo/seed.ts';

/** `npm start`: every part of the product in one process, on embedded defaults unless configured. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(2);
    }
    throw error;
  }
  const running = await startApp(config);
  const lines = [
    '',
    `Move Ready is running at ${config.publicUrl}`,
    `  web app   ${config.publicUrl}/`,
    `  GraphQL   ${config.publicUrl}/graphql`,
    `  REST API  ${config.publicUrl}/api`,
    config.oidcIssuer ? `  sign-in   ${config.oidcIssuer}` : `  sign-in   ${config.publicUrl}/oidc`,
    `  files     ${running.storage?.description ?? 'none (gateway only)'}`,
    `  database  ${running.database?.kind === 'postgres' ? 'PostgreSQL' : running.database ? `PGlite in ${config.dataDir}` : 'none (gateway only)'}`,
  ];
  const seal = running.documentSeal?.certificate;
  if (seal)
    lines.push(
      `  seal      ${seal.selfSigned ? 'self-signed, not for production' : seal.subject} (SHA-256 ${seal.fingerprint})${config.documentSeal.tsaUrl ? ', time-stamped' : ''}`,
    );
  // What is open beyond the product itself, so nobody exposes a demo aid without knowing it.
  lines.push(
    '',
    running.exposed.length
      ? 'Demo mode is on (DEMO) — also served:'
      : 'Demo mode is off: no demo accounts, no demo mailbox.',
  );
  for (const item of running.exposed) lines.push(`  ${item}`);
  if (!config.demo && !config.smtpUrl)
    lines.push(
      '  Without SMTP_URL mail is kept in the database only: set SMTP_URL, or DEMO=1 to read it at /dev/mailbox.',
    );
  if (config.demo && !config.oidcIssuer) {
    lines.push('', 'Demo accounts (choose one on the sign-in page):');
    for (const account of DEMO_ACCOUNTS) lines.push(`  ${account.email.padEnd(24)} ${account.name}`);
  }
  console.log(lines.join('\n'));

  const stop = async (signal: string) => {
    console.log(`\n${signal}: shutting down`);
    await running.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
