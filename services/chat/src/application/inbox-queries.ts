import { isUuid, requireStaffOfPharmacy, type Database, type Principal } from '@pharmachat/chassis';
import { ChatErrors } from '../domain/chat.exception';
import type { ChatSession, ChatSessionStatus, InboxList } from '../domain/chat-session';
import { KnownPharmacy } from '../infrastructure/chat.entities';
import { inboxHead, inboxPage, InvalidCursor, managementPage, managementSummary, type ManagementSummary, type SessionFilter, type SessionPage } from '../infrastructure/chat-session.queries';
import type { ChatAccess } from './chat-access';

export const MAX_PAGE = 100;
export const MAX_SEARCH = 200;
const inboxLists: readonly InboxList[] = ['urgent', 'active', 'resolved', 'all'];
const statuses: readonly ChatSessionStatus[] = ['active', 'waiting_for_staff', 'escalated', 'resolved'];

/** What Chat Management filters by, as clients send it (dates as text). */
export interface ManagementFilterInput {
  search?: string | null;
  status?: string | null;
  category?: string | null;
  startedFrom?: string | null;
  startedTo?: string | null;
}

const BARE_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/** The zone's offset from UTC at an instant, in milliseconds. */
function zoneOffset(at: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
      .formatToParts(new Date(at))
      .map((p) => [p.type, p.value]),
  );
  return Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second)) - Math.floor(at / 1000) * 1000;
}

/** Midnight starting that calendar day in the time zone. */
function zonedMidnight(year: number, month: number, day: number, timeZone: string): Date {
  const guess = Date.UTC(year, month - 1, day);
  const first = guess - zoneOffset(guess, timeZone);
  return new Date(guess - zoneOffset(first, timeZone));
}

/** A usable IANA time zone, or UTC. */
export function usableTimeZone(timeZone: string | null | undefined): string {
  if (!timeZone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/**
 * A date filter: a bare date (YYYY-MM-DD, a day in the pharmacy's time zone) or an ISO date-time (without an
 * offset: UTC). `end`: a bare date includes that whole day. Returns the bound as an instant; the lower bound is
 * inclusive, the upper one exclusive.
 */
export function dateBound(value: string | null | undefined, field: string, timeZone: string, end: boolean): Date | null {
  const text = value?.trim();
  if (!text) return null;
  const bare = BARE_DATE.exec(text);
  if (bare) {
    const [year, month, day] = [Number(bare[1]), Number(bare[2]), Number(bare[3])];
    const check = new Date(Date.UTC(year, month - 1, day));
    if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || year < 1970 || year > 9999) throw ChatErrors.badDate({ field });
    return end ? zonedMidnight(year, month, day + 1, timeZone) : zonedMidnight(year, month, day, timeZone);
  }
  if (!DATE_TIME.test(text)) throw ChatErrors.badDate({ field });
  const at = Date.parse(/(Z|[+-]\d{2}:?\d{2})$/i.test(text) ? text : `${text}Z`);
  if (Number.isNaN(at) || at < 0 || at > Date.UTC(9999, 0)) throw ChatErrors.badDate({ field });
  return new Date(end ? at + 1 : at);
}

function pageSize(first: number | null | undefined): number {
  const size = first ?? 50;
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE) throw ChatErrors.badPageSize({ field: 'first', max: MAX_PAGE });
  return size;
}

function searchText(search: string | null | undefined): string | null {
  const text = search?.trim() ?? '';
  if (text.length > MAX_SEARCH) throw ChatErrors.searchTooLong({ max: MAX_SEARCH });
  return text || null;
}

const emptyPage = (): SessionPage => ({ sessions: [], totalCount: 0, counts: { urgent: 0, active: 0, resolved: 0, all: 0 }, nextCursor: null });

async function withCursor(load: () => Promise<SessionPage>): Promise<SessionPage> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof InvalidCursor) throw ChatErrors.badPageCursor();
    throw error;
  }
}

/** The staff's views of a pharmacy's chats at any volume: the inbox, Chat Management and its summary (all audited). */
export class InboxQueries {
  constructor(
    private readonly db: Database,
    private readonly access: ChatAccess,
  ) {}

  /**
   * How much of the pharmacy's chat data is stored now (sessions, messages, feedback and texts: rows as PostgreSQL
   * stores them, TOAST included), for Subscription's storage figure. Counts only, no patient data: not audited.
   */
  async storage(principal: Principal | null, pharmacyId: string): Promise<{ sessions: number; messages: number; bytes: number; oldestAt: Date | null }> {
    requireStaffOfPharmacy(principal, pharmacyId);
    if (!isUuid(pharmacyId)) return { sessions: 0, messages: 0, bytes: 0, oldestAt: null };
    const [row] = await this.db.em().execute<{ sessions: string; messages: string; bytes: string; oldest_at: Date | string | null }[]>(
      `select
         (select count(*) from chat.chat_session where pharmacy_id = ?) as sessions,
         (select count(*) from chat.chat_message where pharmacy_id = ?) as messages,
         coalesce((select sum(pg_column_size(s.*)) from chat.chat_session s where s.pharmacy_id = ?), 0)
           + coalesce((select sum(pg_column_size(m.*)) from chat.chat_message m where m.pharmacy_id = ?), 0)
           + coalesce((select sum(pg_column_size(f.*)) from chat.feedback f where f.pharmacy_id = ?), 0) as bytes,
         (select min(started_at) from chat.chat_session where pharmacy_id = ?) as oldest_at`,
      [pharmacyId, pharmacyId, pharmacyId, pharmacyId, pharmacyId, pharmacyId],
    );
    return {
      sessions: Number(row?.sessions ?? 0),
      messages: Number(row?.messages ?? 0),
      bytes: Number(row?.bytes ?? 0),
      oldestAt: row?.oldest_at ? new Date(row.oldest_at) : null,
    };
  }

  /** The inbox before paging: the first 500 sessions, in inbox order. */
  async pharmacySessions(principal: Principal | null, pharmacyId: string): Promise<ChatSession[]> {
    requireStaffOfPharmacy(principal, pharmacyId);
    if (!isUuid(pharmacyId)) return [];
    const sessions = await inboxHead(this.db.em(), pharmacyId);
    await this.access.recordRead(principal, { action: 'list', objectType: 'chat_session', objectId: pharmacyId, pharmacyId });
    return sessions;
  }

  /** One list of the inbox, searched and paged, with every list's count for the same search. */
  async inbox(principal: Principal | null, args: { pharmacyId: string; list?: string | null; search?: string | null; first?: number | null; after?: string | null }): Promise<SessionPage> {
    requireStaffOfPharmacy(principal, args.pharmacyId);
    const list = (args.list ?? 'all') as InboxList;
    if (!inboxLists.includes(list)) throw ChatErrors.badList();
    const first = pageSize(args.first);
    const search = searchText(args.search);
    if (!isUuid(args.pharmacyId)) return emptyPage();
    const page = await withCursor(() => inboxPage(this.db.em(), { pharmacyId: args.pharmacyId, list, search, first, after: args.after }));
    await this.access.recordRead(principal, { action: 'list', objectType: 'chat_session', objectId: args.pharmacyId, pharmacyId: args.pharmacyId });
    return page;
  }

  /** Chat Management: filtered, newest first, paged. Bad dates are a 400 naming the field. */
  async managementSessions(principal: Principal | null, args: { pharmacyId: string; filter?: ManagementFilterInput | null; first?: number | null; after?: string | null }): Promise<SessionPage> {
    requireStaffOfPharmacy(principal, args.pharmacyId);
    const first = pageSize(args.first);
    const em = this.db.em();
    const timeZone = isUuid(args.pharmacyId) ? await this.timeZoneOf(args.pharmacyId) : 'UTC';
    const filter = this.filterOf(args.filter ?? {}, timeZone);
    if (!isUuid(args.pharmacyId)) return emptyPage();
    const page = await withCursor(() => managementPage(em, { pharmacyId: args.pharmacyId, filter, first, after: args.after }));
    await this.access.recordRead(principal, { action: 'list', objectType: 'chat_session', objectId: args.pharmacyId, pharmacyId: args.pharmacyId });
    return page;
  }

  /** Chat Management's summary cards. */
  async managementSummary(principal: Principal | null, pharmacyId: string, now = new Date()): Promise<ManagementSummary> {
    requireStaffOfPharmacy(principal, pharmacyId);
    if (!isUuid(pharmacyId)) return { activeChats: 0, resolvedToday: 0, avgResponseSeconds: null, escalated: 0 };
    return managementSummary(this.db.em(), pharmacyId, await this.timeZoneOf(pharmacyId), now);
  }

  private filterOf(input: ManagementFilterInput, timeZone: string): SessionFilter {
    const status = input.status?.trim() || null;
    if (status && !statuses.includes(status as ChatSessionStatus)) throw ChatErrors.badStatus();
    const category = input.category?.trim() || null;
    if (category && category.length > 100) throw ChatErrors.categoryTooLong();
    const startedFrom = dateBound(input.startedFrom, 'startedFrom', timeZone, false);
    const startedBefore = dateBound(input.startedTo, 'startedTo', timeZone, true);
    if (startedFrom && startedBefore && startedFrom.getTime() >= startedBefore.getTime()) throw ChatErrors.badDateRange();
    return { search: searchText(input.search), status: status as ChatSessionStatus | null, category, startedFrom, startedBefore };
  }

  private async timeZoneOf(pharmacyId: string): Promise<string> {
    const pharmacy = await this.db.em().findOne(KnownPharmacy, { pharmacyId });
    return usableTimeZone(pharmacy?.timeZone);
  }
}
