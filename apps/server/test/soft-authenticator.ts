import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type { PasskeyCreationOptions, PasskeyRequestOptions } from '@console/contract/passkeys';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

// A software authenticator for the API tests (docs/testing.md): it answers WebAuthn options as a
// browser with a platform passkey would, so the ceremonies run in Node without a browser.
// ES256 keys from node:crypto, attestation "none", CBOR through @simplewebauthn/server's
// helpers. WebAuthn §6.1 (authenticator data), §6.5.4 ("none" attestation), §5.8.1 (client data).

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;
/** COSE: kty EC2, alg ES256, crv P-256 (RFC 9053). */
const COSE = { kty: 1, alg: 3, crv: -1, x: -2, y: -3, EC2: 2, ES256: -7, P256: 1 };

type Credential = {
  id: string;
  rpId: string;
  userHandle: string;
  privateKey: KeyObject;
  counter: number;
};

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const uint32 = (value: number) =>
  Buffer.from([0, 0, 0, 0].map((_, i) => (value >>> (24 - 8 * i)) & 0xff));
const b64 = (bytes: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(bytes));

function clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string) {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
}

/**
 * An authenticator holding discoverable ES256 credentials, used from `origin`. `userVerified`
 * says whether it reports user verification (a PIN or a fingerprint) in its answers.
 */
export function softAuthenticator(origin: string, options: { userVerified?: boolean } = {}) {
  const credentials: Credential[] = [];
  const flags = () => FLAG_UP | (options.userVerified === false ? 0 : FLAG_UV);

  /** navigator.credentials.create(): a new credential, answered as RegistrationResponseJSON. */
  function create(creation: PasskeyCreationOptions) {
    const rpId = creation.rp.id ?? new URL(origin).hostname;
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const coseKey = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [COSE.kty, COSE.EC2],
        [COSE.alg, COSE.ES256],
        [COSE.crv, COSE.P256],
        [COSE.x, isoBase64URL.toBuffer(jwk.x!)],
        [COSE.y, isoBase64URL.toBuffer(jwk.y!)],
      ]),
    );
    const id = randomBytes(16);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([flags() | FLAG_AT]),
      uint32(0),
      Buffer.alloc(16), // AAGUID: none
      Buffer.from([id.length >> 8, id.length & 0xff]),
      id,
      coseKey,
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, string>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', new Uint8Array(authData)],
      ]),
    );
    const credential = {
      id: b64(id),
      rpId,
      userHandle: creation.user.id,
      privateKey,
      counter: 0,
    };
    credentials.push(credential);
    return {
      id: credential.id,
      rawId: credential.id,
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64(clientData('webauthn.create', creation.challenge, origin)),
        attestationObject: b64(attestationObject),
        transports: ['internal'],
      },
    };
  }

  /**
   * navigator.credentials.get(): an assertion by the credential `use` (its id), else the first
   * one the options allow, else (a discoverable request) the newest for the RP ID.
   */
  function get(request: PasskeyRequestOptions, use?: string) {
    const rpId = request.rpId ?? new URL(origin).hostname;
    const allowed = request.allowCredentials?.map((descriptor) => descriptor.id) ?? [];
    const credential = use
      ? credentials.find((candidate) => candidate.id === use)
      : allowed.length > 0
        ? credentials.find((candidate) => allowed.includes(candidate.id))
        : credentials.filter((candidate) => candidate.rpId === rpId).at(-1);
    if (!credential) throw new Error('NotAllowedError: no credential for these options');
    credential.counter += 1;
    const authenticatorData = Buffer.concat([
      sha256(rpId),
      Buffer.from([flags()]),
      uint32(credential.counter),
    ]);
    const clientDataJSON = clientData('webauthn.get', request.challenge, origin);
    // ES256 signatures are DER-encoded (WebAuthn §6.5.6), node's default for EC keys.
    const signature = sign(
      'sha256',
      Buffer.concat([authenticatorData, sha256(clientDataJSON)]),
      credential.privateKey,
    );
    return {
      id: credential.id,
      rawId: credential.id,
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64(clientDataJSON),
        authenticatorData: b64(authenticatorData),
        signature: b64(signature),
        userHandle: credential.userHandle,
      },
    };
  }

  return { create, get, credentials };
}

export type SoftAuthenticator = ReturnType<typeof softAuthenticator>;
