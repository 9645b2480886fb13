import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('puts the embedded database in .data where the command was typed, even when npm runs it in a workspace', () => {
    expect(loadConfig({ INIT_CWD: '/home/me/fabric-store' }).dataDir).toBe('/home/me/fabric-store/.data');
    expect(loadConfig({ INIT_CWD: '/home/me/fabric-store', DATA_DIR: 'db' }).dataDir).toBe('/home/me/fabric-store/db');
    expect(loadConfig({ DATA_DIR: '/var/lib/store' }).dataDir).toBe('/var/lib/store');
    expect(loadConfig({}).dataDir).toBe(path.resolve('.data'));
  });

  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      seedDemo: true,
      databaseUrl: undefined,
      catalogCacheMs: 1000,
      apiWorkers: 1,
      publicUrl: undefined,
      s3: undefined,
    });
  });

  it("hashes new passwords at OWASP's argon2id cost unless told otherwise, and never below argon2's least", () => {
    expect(loadConfig({}).passwordHashCost).toEqual({ memoryKib: 19_456, passes: 2 });
    expect(loadConfig({ PASSWORD_HASH_MEMORY_KIB: '65536', PASSWORD_HASH_PASSES: '3' }).passwordHashCost).toEqual({
      memoryKib: 65_536,
      passes: 3,
    });
    expect(() => loadConfig({ PASSWORD_HASH_MEMORY_KIB: '4' })).toThrow(/PASSWORD_HASH_MEMORY_KIB/);
  });

  it('switches photo variants to an S3-compatible store when S3_BUCKET is set, and only with both keys', () => {
    const keys = { S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(
      loadConfig({ S3_BUCKET: 'photos', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: '1', ...keys }).s3,
    ).toEqual({
      bucket: 'photos',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(loadConfig({ S3_BUCKET: 'photos', ...keys }).s3).toMatchObject({
      endpoint: undefined,
      forcePathStyle: false,
    });
    expect(() => loadConfig({ S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'key' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ S3_BUCKET: 'photos', S3_ENDPOINT: 'minio:9000', ...keys })).toThrow(/S3_ENDPOINT/);
  });

  it('keeps the origin of PUBLIC_URL and refuses one that is not http(s)', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example/' }).publicUrl).toBe('https://shop.example');
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000' }).publicUrl).toBe('http://localhost:3000');
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://shop.example' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'shop.example' })).toThrow(/PUBLIC_URL/);
  });

  it('refuses a value that makes no sense, naming it', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must start with postgres/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ API_WORKERS: '0' })).toThrow(/API_WORKERS/);
  });

  it('runs several API processes only on PostgreSQL, since PGlite belongs to one process', () => {
    expect(() => loadConfig({ API_WORKERS: '2' })).toThrow(/API_WORKERS above 1 needs DATABASE_URL/);
    expect(loadConfig({ API_WORKERS: '2', DATABASE_URL: 'postgres://db/store' }).apiWorkers).toBe(2);
  });

  it('takes a transaction-mode pooler only with a direct connection past it, for the migrations and LISTEN', () => {
    const pooled = { DATABASE_URL: 'postgres://app@127.0.0.1:6432/store', DATABASE_POOL_MODE: 'transaction' };
    expect(() => loadConfig(pooled)).toThrow(/DATABASE_POOL_MODE=transaction needs DATABASE_DIRECT_URL/);
    expect(loadConfig({ ...pooled, DATABASE_DIRECT_URL: 'postgres://app@127.0.0.1:5432/store' })).toMatchObject({
      databasePoolMode: 'transaction',
      databaseDirectUrl: 'postgres://app@127.0.0.1:5432/store',
    });
    expect(loadConfig({}).databasePoolMode).toBe('session');
  });
});
