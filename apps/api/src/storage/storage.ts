import type { Config } from '../config.js';
import type { StorageDriver } from './driver.js';
import { LocalStorage } from './local.js';
import { S3Storage } from './s3.js';

export function createStorage(config: Config): StorageDriver {
  return config.storage.driver === 's3' ? new S3Storage(config) : new LocalStorage(config);
}
