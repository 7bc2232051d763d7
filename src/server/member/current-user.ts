/**
 * What the check-login call says of social login: offered once a provider is
 * configured, with the channels the login box may show.
 */
export function socialLoginOffer(channels: readonly string[]): { snsLogin: boolean; snsChannels: string[] } {
  return { snsLogin: channels.length > 0, snsChannels: [...channels] };
}
