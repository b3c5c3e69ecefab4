import { ConfigError, loadConfig } from '../../config.js';
import { configuredStorage, localUploadsRoot } from './configuredStorage.js';
import { copyLocalUploads } from './copyLocalUploads.js';

// `npm run uploads:to-s3 -w api`, with the api's DATA_DIR and STORAGE_DRIVER=s3 S3_*: copies what
// DATA_DIR/uploads holds into the bucket under the same keys, before the replicas switch to it.
let config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(2);
}
if (config.s3 === undefined) {
  console.error('uploads:to-s3: set STORAGE_DRIVER=s3 and the S3_* variables of the bucket to copy into');
  process.exit(2);
}
const root = localUploadsRoot(config.dataDir);
const report = await copyLocalUploads(root, configuredStorage(config));
console.log(
  `uploads:to-s3: ${report.copied} files (${report.bytes} bytes) copied from ${root} to bucket ${config.s3.bucket}`,
);
if (report.skipped.length > 0) {
  console.log(`left out, not storage keys: ${report.skipped.join(', ')}`);
}
