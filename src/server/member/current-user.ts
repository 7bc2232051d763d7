/** Social login is offered once a provider is configured. */
export function socialLoginEnabled(): boolean {
  return false;
}
