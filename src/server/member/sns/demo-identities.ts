/** A made-up person who can sign in at the demo identity provider. */
export interface DemoIdentity {
  /** With a mark of the visitor's browser, the subject the provider gives the storefront. */
  readonly id: string;
  readonly name: string;
  readonly email: string;
}

/** The demo identity provider's people: generated names on reserved example.com addresses, nobody real. */
export const DEMO_IDENTITIES: readonly DemoIdentity[] = [
  { id: 'demo-aiko-tanaka', name: 'Aiko Tanaka', email: 'aiko.tanaka.demo@example.com' },
  { id: 'demo-lucas-martin', name: 'Lucas Martin', email: 'lucas.martin.demo@example.com' },
  { id: 'demo-mei-chen', name: 'Mei Chen', email: 'mei.chen.demo@example.com' },
  { id: 'demo-sofia-rossi', name: 'Sofia Rossi', email: 'sofia.rossi.demo@example.com' },
];

/** How a demo identity is named on the provider's page and at start, so that nobody takes it for a real account. */
export function demoIdentityLabel(identity: DemoIdentity): string {
  return `Demo traveller ${identity.name}`;
}
