/** Social-login channels that /sns/{channel} can start and a member can bind. */
export const SNS_CHANNELS = ['wechat', 'google', 'facebook', 'apple', 'line', 'kakao', 'naver', 'twitter'] as const;

export type SnsChannel = (typeof SNS_CHANNELS)[number];

export function isSnsChannel(value: string): value is SnsChannel {
  return (SNS_CHANNELS as readonly string[]).includes(value);
}
