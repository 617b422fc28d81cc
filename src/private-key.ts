// A private key given where a public one belongs (an SSH key, a deploy key, a GPG key): the server
// would keep it readable to every admin, and svc would print it in a plan, a dry run, a comment.
// Told by its armour, as the tools that write keys write it, before anything prints or sends it.

/**
 * The armour lines and markers of private keys: PEM of every kind (PKCS#1 RSA, EC, DSA, PKCS#8
 * plain and ENCRYPTED, OPENSSH; -----BEGIN … PRIVATE KEY-----), OpenPGP (PRIVATE KEY BLOCK), the
 * SSH.com / RFC 4716 form (---- BEGIN SSH2 ENCRYPTED PRIVATE KEY ----), PuTTY's .ppk
 * (PuTTY-User-Key-File-2/3:, Private-Lines:), and an OpenSSH private key's body without its armour
 * (base64 of "openssh-key-v1", at any of its three alignments). Case and spacing are not relied on.
 * No quantifier can run over a long stretch twice (the dashes are three, the words between BEGIN
 * and PRIVATE at most four), so a hostile text costs linear time.
 */
const PRIVATE_KEY_MARKERS = [
  /---\s*BEGIN\s+(?:[A-Z0-9]+\s+){0,4}PRIVATE\s+KEY/i,
  /PuTTY-User-Key-File-\d/i,
  /^\s*Private-(?:Lines|MAC|Hash)\s*:/im,
  /b3BlbnNzaC1rZXktdjE|9wZW5zc2gta2V5LXYx|vcGVuc3NoLWtleS12M/
]

/** Whether `text` holds a private key (see PRIVATE_KEY_MARKERS). */
export function isPrivateKey(text: unknown): boolean {
  return typeof text === 'string' && PRIVATE_KEY_MARKERS.some(m => m.test(text))
}

/** The refusal of a private key, for a field that takes a public key; it never quotes the value. */
export const PRIVATE_KEY_REFUSAL =
  'is a private key, not a public one: give the public key (the .pub file, or `ssh-keygen -y -f KEY`; for GPG, `gpg --armor --export ID`); the value is not shown, and nothing was sent'
