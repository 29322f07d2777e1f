// PLACEHOLDER
import type { Config } from '../config.js';
export interface StorageDriver {}
export function createStorage(_config: Config): StorageDriver {
  return {};
}
