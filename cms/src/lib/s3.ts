import type { S3ClientConfig } from '@aws-sdk/client-s3'

import { settings } from '@/settings'

/**
 * Media on S3-compatible storage (AWS S3, MinIO, R2, …) when `S3_BUCKET` is set; otherwise on
 * the local disk (`DATA_DIR/media`). Payload writes and deletes the files through
 * `@payloadcms/storage-s3`, and the front server reads them for `/media` with the same settings
 * (docs/operations.md, "Media on S3").
 */
export type S3Settings = { bucket: string; config: S3ClientConfig }

export function s3Settings(): S3Settings | null {
  const {
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: accessKeyId,
    S3_SECRET_ACCESS_KEY: secretAccessKey,
    S3_REGION: region,
    S3_FORCE_PATH_STYLE: forcePathStyle,
  } = settings()
  if (!bucket) return null
  return {
    bucket,
    config: {
      region,
      ...(endpoint ? { endpoint } : {}),
      // MinIO and most self-hosted servers want https://host/bucket/key, not bucket.host.
      forcePathStyle,
      // Without keys the SDK's own chain (instance role, AWS_* variables, profile) applies.
      ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
    },
  }
}
