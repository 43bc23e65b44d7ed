/** The published examples the Web Push crypto is held to, copied from the RFCs. */
import { base64url } from '~/domain/base64url';

/** RFC 8291 Appendix A: encryption of "When I grow up, I want to be a watermelon". */
export const RFC8291 = {
  plaintext: 'When I grow up, I want to be a watermelon',
  asPublic: 'BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8',
  asPrivate: 'yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw',
  uaPublic: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
  uaPrivate: 'q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94',
  salt: 'DGv6ra1nlYgDCS1FRnbzlw',
  authSecret: 'BTBZMqHH6r4Tts7J_aSIgg',
  /** The whole message body: header (salt, rs 4096, idlen 65, as_public) and the one record. */
  body:
    'DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_' +
    'yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN',
};

/** RFC 8292 §2.4: the example token, its claims and the key that signed it. */
export const RFC8292 = {
  header: 'eyJ0eXAiOiJKV1QiLCJhbGciOiJFUzI1NiJ9',
  claims: 'eyJhdWQiOiJodHRwczovL3B1c2guZXhhbXBsZS5uZXQiLCJleHAiOjE0NTM1MjM3NjgsInN1YiI6Im1haWx0bzpwdXNoQGV4YW1wbGUuY29tIn0',
  signature: 'i3CYb7t4xfxCDquptFOepC9GAu_HLGkMlMuCGSK2rpiUfnK9ojFwDXb1JrErtmysazNjjvW2L9OkSSHzvoD1oA',
  publicKey: 'BA1Hxzyi1RUM1b5wjxsn7nGxAszw2u61m164i3MrAIxHF6YK5h4SDYic-dRuU_RCPCfA5aq9ojSwk5Y2EmClBPs',
  aud: 'https://push.example.net',
  exp: 1453523768,
  sub: 'mailto:push@example.com',
};

/** Imports an RFC key pair (the private scalar plus its public point) for ECDH or ECDSA. */
export async function importRfcKeyPair(publicKey: Uint8Array, d: string, algorithm: 'ECDH' | 'ECDSA'): Promise<CryptoKeyPair> {
  const jwk: JsonWebKey = { kty: 'EC', crv: 'P-256', x: base64url(publicKey.subarray(1, 33)), y: base64url(publicKey.subarray(33, 65)) };
  const usages: KeyUsage[] = algorithm === 'ECDH' ? ['deriveBits'] : ['sign'];
  const privateKey = await crypto.subtle.importKey('jwk', { ...jwk, d }, { name: algorithm, namedCurve: 'P-256' }, true, usages);
  const publicUsages: KeyUsage[] = algorithm === 'ECDH' ? [] : ['verify'];
  const publicKeyObject = await crypto.subtle.importKey('jwk', jwk, { name: algorithm, namedCurve: 'P-256' }, true, publicUsages);
  return { privateKey, publicKey: publicKeyObject };
}
