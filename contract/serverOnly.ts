/**
 * What a contract schema or function is in the console's build (contract/browserBuild.ts): a value that throws,
 * naming it, whenever the console touches it (the console has no zod). One module, imported by each contract module.
 */
export function serverOnly(name: string): never {
  const fail = () => {
    throw new Error(`${name} is a contract schema or function: the console has no zod (contract/browserBuild.ts)`);
  };
  return new Proxy(fail, { get: fail, apply: fail, construct: fail }) as never;
}
