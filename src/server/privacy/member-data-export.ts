import { eq } from 'drizzle-orm';
import { MEMBER_DATA_FORMAT, MEMBER_DATA_VERSION, type MemberData, type MemberDataSection } from '../../domain/member/privacy-schemas.ts';
import type { DbHandle } from '../db/connect.ts';
import { member } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { Clock } from '../platform/clock.ts';
import { EXPORT_SECTIONS, type ExportSection } from './export-sections.ts';

/**
 * A member's copy of their data (GDPR articles 15 and 20): every section read from one snapshot, so that the
 * document is one moment's truth even while the member books in another tab.
 */
export function createMemberDataExport(deps: { db: DbHandle; clock: Clock; sections?: readonly ExportSection[] }) {
  const sections = deps.sections ?? EXPORT_SECTIONS;
  return {
    async export(memberId: number): Promise<MemberData> {
      return deps.db.transaction(async (tx) => {
        // One snapshot for all the sections (PostgreSQL reads each statement afresh by default).
        await tx.query('set transaction isolation level repeatable read');
        const [account] = await tx.db.select({ memberNo: member.memberNo }).from(member).where(eq(member.id, memberId));
        if (!account) throw new AppError('unauthorized');
        const collected: Record<string, MemberDataSection> = {};
        for (const section of sections) collected[section.name] = await section.collect(tx.db, memberId);
        return {
          format: MEMBER_DATA_FORMAT,
          version: MEMBER_DATA_VERSION,
          exportedAt: deps.clock.now().toISOString(),
          memberNo: account.memberNo,
          sections: collected,
        };
      });
    },
  };
}

export type MemberDataExport = ReturnType<typeof createMemberDataExport>;
