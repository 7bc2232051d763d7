import { apiPath } from '../../src/domain/api/operation.ts';
import { finishSnsLogin } from '../../src/domain/api/sns.ts';
import { TEST_CLIENT_ID } from './oidc-provider.ts';

/**
 * The browser tests' identity provider: on the port after the storefront's, so
 * that the server's SNS_PROVIDERS can name it before it is started (the server
 * discovers it on first use).
 */
export function e2eSnsSetup(storefrontPort: number) {
  const providerPort = storefrontPort + 1;
  const clientSecret = 'e2e-client-secret';
  const issuer = `http://127.0.0.1:${providerPort}`;
  return {
    providerPort,
    clientSecret,
    redirectUris: [`http://localhost:${storefrontPort}${apiPath(finishSnsLogin, { channel: 'google' })}`],
    /** The server's SNS_PROVIDERS. */
    providersJson: JSON.stringify({ google: { issuer, clientId: TEST_CLIENT_ID, clientSecret } }),
  };
}
