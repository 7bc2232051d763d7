import type { SnsChannel } from '../../../domain/member/sns-channels.ts';
import { type OidcClients, type SnsFailure, type SnsFlow, SnsProviderError } from './oidc-clients.ts';
import type { SnsTokens } from './sns-tokens.ts';

/** What the pop-up's last page tells the opener when the social login did not finish (spec 8: xxx generic, CZSNS000010 token). */
const END_CODES: Record<SnsFailure, string> = { unavailable: 'unavailable', denied: 'xxx', rejected: 'CZSNS000010' };

/** How a social login ends for the opener: the token of the finished login, or why it did not finish. */
export type SnsEnd = { readonly token: string } | { readonly error: string };

/** The provider to send the pop-up to, with the flow to keep until the browser comes back; or the end already. */
export type SnsStart = { readonly url: URL; readonly flow: SnsFlow } | { readonly error: string };

/**
 * The social login in the pop-up (spec 2): it starts at the channel's provider, and
 * the provider's answer becomes a five-minute sns token for the opener. A channel
 * not offered, a refusal, an answer that is not this browser's flow and a provider
 * that cannot be reached each end it with their code.
 */
export function createSnsPopUp(deps: { oidc: OidcClients; tokens: SnsTokens }) {
  const { oidc, tokens } = deps;
  return {
    async start(channel: SnsChannel, redirectUri: string, uiLocale: string): Promise<SnsStart> {
      if (!oidc.has(channel)) return { error: END_CODES.denied };
      try {
        return await oidc.start(channel, redirectUri, uiLocale);
      } catch (error) {
        return endOf(error);
      }
    },

    /** The flow the browser brought back (if any) must be of this channel; the answer is the provider's, at the redirect URI. */
    async finish(flow: SnsFlow | undefined, channel: SnsChannel, answer: URL): Promise<SnsEnd> {
      if (!flow || flow.channel !== channel) return { error: END_CODES.rejected };
      try {
        const identity = await oidc.finish(flow, answer);
        return { token: await tokens.issue(identity) };
      } catch (error) {
        return endOf(error);
      }
    },
  };
}

export type SnsPopUp = ReturnType<typeof createSnsPopUp>;

function endOf(error: unknown): { error: string } {
  if (error instanceof SnsProviderError) return { error: END_CODES[error.reason] };
  throw error;
}
