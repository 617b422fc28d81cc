/** sha256 over the files dist/ is built from (see inputs-digest.mjs). */
export function inputsDigest(root: string): string
