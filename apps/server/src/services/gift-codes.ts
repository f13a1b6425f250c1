import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { GIFT_CODE_ALPHABET, GIFT_CODE_LENGTH } from '@inkling/contracts/gift-cards';

/**
 * Gift-card codes (issue 34; docs/decisions/022-gift-cards.md): made from crypto random bytes,
 * stored as a SHA-256 hash for lookup and sealed with AES-256-GCM for the buyer's reprints.
 */

/**
 * A new code: GIFT_CODE_LENGTH (20) symbols from the 32-symbol GIFT_CODE_ALPHABET, each from 5
 * bits of `crypto.randomBytes` (13 bytes = 104 bits read, 100 used), so 2^100 codes are equally
 * likely (issue 34 asks for ≥ 96 random bits). Returns the canonical form (no dashes).
 */
export function newGiftCode(): string {
  const bytes = randomBytes(Math.ceil((GIFT_CODE_LENGTH * 5) / 8));
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let code = '';
  for (let i = 0; i < GIFT_CODE_LENGTH; i++) {
    code += GIFT_CODE_ALPHABET[Number(bits & 31n)];
    bits >>= 5n;
  }
  return code;
}

/**
 * The lookup key of a canonical code: hex SHA-256. A code carries 100 random bits, so a hash
 * needs no salt or slow KDF: nobody can search 2^100 candidates (decision 022).
 */
export function hashGiftCode(canonical: string): string {
  return createHash('sha256').update(`inkling-gift:${canonical}`).digest('hex');
}

/** The 256-bit sealing key, derived from the server secret by HKDF-SHA256 (RFC 5869). */
function sealingKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'inkling', 'gift-card-code/v1', 32));
}

/**
 * Seals a canonical code with AES-256-GCM under a key derived from `secret`
 * (BETTER_AUTH_SECRET): base64url of 12-byte IV ‖ 16-byte tag ‖ ciphertext. The card's id is
 * the additional data, so a sealed code moved to another card does not open.
 */
export function sealGiftCode(secret: string, cardId: string, canonical: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(secret), iv);
  cipher.setAAD(Buffer.from(cardId));
  const body = Buffer.concat([cipher.update(canonical, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/**
 * Opens a code sealed by {@link sealGiftCode} for the same card. Throws when the secret
 * differs or the value was altered (GCM authentication fails).
 */
export function openGiftCode(secret: string, cardId: string, sealed: string): string {
  const raw = Buffer.from(sealed, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', sealingKey(secret), raw.subarray(0, 12));
  decipher.setAAD(Buffer.from(cardId));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}
