#!/usr/bin/env node
// Generates the production secrets once, so nothing secret is ever committed:
//   node infra/scripts/generate-env.mjs > .env                                  (docker compose)
//   node infra/scripts/generate-env.mjs --format=k8s-secret > dw-secrets.yaml   (kubectl apply -f)
// The admin password is ADMIN_PASSWORD if set, else generated and printed once on stderr; only its
// scrypt hash is written. Passwords are hex so they are safe inside DATABASE_URL and REDIS_URL.
import { randomBytes, scryptSync } from 'node:crypto';

const hex = (bytes) => randomBytes(bytes).toString('hex');

/**
 * The backend's format (backend/src/config/password.ts hashPassword):
 * scrypt$N=131072,r=8,p=1$<salt b64>$<hash b64>. N = 2^17 needs 128 MiB, above Node's 32 MiB maxmem.
 */
function hashPassword(password) {
  const salt = randomBytes(16);
  const [N, r, p] = [2 ** 17, 8, 1];
  const hash = scryptSync(password, salt, 32, { N, r, p, maxmem: 128 * N * r + 128 * r * p + 1024 * 1024 });
  return `scrypt$N=${N},r=${r},p=${p}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

const format = (process.argv.find((a) => a.startsWith('--format=')) ?? '--format=env').slice('--format='.length);
if (!['env', 'k8s-secret'].includes(format)) {
  console.error('Usage: generate-env.mjs [--format=env|k8s-secret]');
  process.exit(2);
}

let adminPassword = process.env.ADMIN_PASSWORD;
if (!adminPassword) {
  adminPassword = randomBytes(15).toString('base64url');
  console.error(`Admin password (shown once, keep it in your password manager): ${adminPassword}`);
}

const secrets = {
  ADMIN_PASSWORD_HASH: hashPassword(adminPassword),
  DATA_ENCRYPTION_KEY: hex(32),
  SESSION_SECRET: hex(32),
  UPLOAD_SIGNING_KEY: hex(32),
  MARIADB_PASSWORD: hex(16),
  MARIADB_ROOT_PASSWORD: hex(16),
  MINIO_ROOT_USER: 'dw-admin',
  MINIO_ROOT_PASSWORD: hex(16),
  S3_ACCESS_KEY_ID: 'dw-backend',
  S3_SECRET_ACCESS_KEY: hex(20),
  REDIS_PASSWORD: hex(16),
};

const warning = [
  `Designer Wardrobe secrets, generated ${new Date().toISOString()} by infra/scripts/generate-env.mjs.`,
  'Never commit this file. Keep a copy apart from the database backups: they are useless without',
  'DATA_ENCRYPTION_KEY (lender bank details are encrypted with it).',
];

if (format === 'env') {
  const lines = warning.map((l) => `# ${l}`);
  // Single quotes: compose would otherwise read the `$` of the scrypt hash as a variable.
  for (const [name, value] of Object.entries(secrets)) lines.push(`${name}='${value}'`);
  lines.push('# Optional: the address people use (uploads are signed for it) and the published port.');
  lines.push('# PUBLIC_URL=http://localhost:8080', '# HTTP_PORT=8080', '# DW_IMAGE_TAG=local');
  console.log(lines.join('\n'));
} else {
  const data = {
    ...secrets,
    DATABASE_URL: `mariadb://dresses:${secrets.MARIADB_PASSWORD}@mariadb:3306/dresses`,
    REDIS_URL: `redis://:${secrets.REDIS_PASSWORD}@redis:6379`,
  };
  // JSON strings are valid YAML scalars, so no YAML library is needed here.
  const lines = [
    ...warning.map((l) => `# ${l}`),
    'apiVersion: v1',
    'kind: Secret',
    'metadata:',
    '  name: dw-secrets',
    '  namespace: designer-wardrobe',
    'type: Opaque',
    'stringData:',
    ...Object.entries(data).map(([name, value]) => `  ${name}: ${JSON.stringify(value)}`),
  ];
  console.log(lines.join('\n'));
}
