// The part of tr46's API (a CommonJS package without types) that ./idna.ts calls.
declare module "tr46" {
  interface Tr46Options {
    checkHyphens?: boolean;
    checkBidi?: boolean;
    checkJoiners?: boolean;
    useSTD3ASCIIRules?: boolean;
    verifyDNSLength?: boolean;
    transitionalProcessing?: boolean;
    ignoreInvalidPunycode?: boolean;
  }
  export function toASCII(domain: string, options?: Tr46Options): string | null;
  export function toUnicode(domain: string, options?: Tr46Options): { domain: string; error: boolean };
}
