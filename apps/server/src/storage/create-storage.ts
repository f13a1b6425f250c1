import path from 'node:path';
import type { Config } from '../config';
import { LocalStorage } from './local-storage';
import { S3Storage } from './s3-storage';
import type { Storage } from './storage';

/**
 * The configured storage (issue 16): S3 when S3_BUCKET is set (S3_REGION, S3_ENDPOINT,
 * S3_FORCE_PATH_STYLE; credentials from the AWS SDK's default chain: AWS_ACCESS_KEY_ID /
 * AWS_SECRET_ACCESS_KEY, a profile, a container or instance role), else the folder
 * DATA_DIR/files. Several API and worker processes need S3 (or one shared folder).
 */
export function createStorage(config: Pick<Config, 's3' | 'dataDir'>): Storage {
  if (config.s3) return new S3Storage(config.s3);
  return new LocalStorage(path.join(config.dataDir, 'files'));
}
