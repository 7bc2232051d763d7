import type { Notice } from '../../domain/content/booking-notices.ts';

/** The one box that acknowledges every information-only notice of the booking at once. */
export const READ_NOTICES = 'read';

/** The notices of a booking split into those accepted one by one and those only to be read. */
export function groupNotices(notices: readonly Notice[]): { consents: Notice[]; information: Notice[] } {
  return {
    consents: notices.filter((notice) => notice.acknowledgement === 'consent'),
    information: notices.filter((notice) => notice.acknowledgement === 'information'),
  };
}

/** The boxes to tick before the booking goes on: one per consent, and one for all the notices to read. */
export function requiredTicks(notices: readonly Notice[]): string[] {
  const { consents, information } = groupNotices(notices);
  return [...consents.map((notice) => notice.protocolKey), ...(information.length > 0 ? [READ_NOTICES] : [])];
}
