import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'

export type TestBucket = {
  /** The S3_* settings a launched product needs to keep its media there. */
  env: Record<string, string>
  /** Every key in the bucket, sorted. */
  keys: () => Promise<string[]>
  close: () => Promise<void>
}

/**
 * A real S3-compatible server (`s3rver`) on a free port with one bucket, its files in a
 * temporary folder that `close` removes.
 */
export async function startTestBucket(bucket = 'media'): Promise<TestBucket> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'sog-s3-'))
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  })
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  // s3rver accepts only its own fixed key pair.
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials })
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
    keys: async () => {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }))
      return (listed.Contents ?? []).map((object) => object.Key ?? '').sort()
    },
    close: async () => {
      client.destroy()
      await server.close()
      await fs.rm(directory, { recursive: true, force: true })
    },
  }
}
