import { MAX_IMAGE_BYTES } from '@sog/contract'

/** The image size limit in whole megabytes, as hints and messages say it (docs/product.md, "Limits"). */
export const MAX_IMAGE_MB = Math.round(MAX_IMAGE_BYTES / 1024 / 1024)
