import { e2eSnsSetup } from './e2e-sns.ts';
import { startOidcProvider } from './oidc-provider.ts';

/** Starts the identity provider the storefront under test logs in with; its stop is the global teardown. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const sns = e2eSnsSetup(Number(process.env.E2E_PORT ?? 4399));
  const provider = await startOidcProvider({ redirectUris: sns.redirectUris, port: sns.providerPort, clientSecret: sns.clientSecret });
  return () => provider.stop();
}
