import { and, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { TWidgetAbTest, TWidgetInteractionKind, TWidgetListQuery } from '@ulak/shared';
import type { DbOrTx } from '../../platform/db/database';
import { widgetDisplays, widgetInteractions, widgets } from './widgets.tables';
import { abVariant } from './ab-test';

export type TWidgetRow = typeof widgets.$inferSelect;
export type TNewWidget = Omit<typeof widgets.$inferInsert, 'id' | 'accountId'>;
export type TDisplayRow = { widgetId: number; subject: string; lastViewAt: Date | null; convertedAt: Date | null };

const mine = (accountId: number, id: number) => and(eq(widgets.accountId, accountId), eq(widgets.id, id));

export const widgetsRepository = {
  async insert(db: DbOrTx, accountId: number, values: TNewWidget): Promise<TWidgetRow> {
    const [row] = await db
      .insert(widgets)
      .values({ ...values, accountId })
      .returning();
    if (!row) throw new Error('widget insert returned nothing');
    return row;
  },

  async find(db: DbOrTx, accountId: number, id: number): Promise<TWidgetRow | null> {
    const [row] = await db.select().from(widgets).where(mine(accountId, id));
    return row ?? null;
  },

  async update(db: DbOrTx, accountId: number, id: number, values: Partial<TNewWidget>): Promise<TWidgetRow | null> {
    const [row] = await db
      .update(widgets)
      .set({ ...values, updatedAt: new Date() })
      .where(mine(accountId, id))
      .returning();
    return row ?? null;
  },

  async delete(db: DbOrTx, accountId: number, id: number): Promise<boolean> {
    const rows = await db.delete(widgets).where(mine(accountId, id)).returning({ id: widgets.id });
    return rows.length > 0;
  },

  async list(db: DbOrTx, accountId: number, q: TWidgetListQuery) {
    const where = and(
      eq(widgets.accountId, accountId),
      q.type ? eq(widgets.type, q.type) : undefined,
      q.search ? ilike(widgets.name, `%${q.search.replace(/[%_\\]/g, '\\$&')}%`) : undefined,
    );
    const counts = (kind: TWidgetInteractionKind) => sql<number>`(select count(*)::int from widget_interactions i
      where i.account_id = ${widgets.accountId} and i.widget_id = ${widgets.id} and i.kind = ${kind})`;
    const rows = await db
      .select({
        id: widgets.id,
        code: widgets.code,
        name: widgets.name,
        type: widgets.type,
        status: widgets.status,
        applicationId: widgets.applicationId,
        updatedAt: widgets.updatedAt,
        views: counts('view'),
        conversions: counts('conversion'),
      })
      .from(widgets)
      .where(where)
      .orderBy(desc(widgets.id))
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage);
    const [total] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(widgets)
      .where(where);
    return { rows, total: Number(total?.n ?? 0) };
  },

  // The active widgets of one application: the public configuration's source.
  async activeFor(db: DbOrTx, accountId: number, applicationId: number): Promise<TWidgetRow[]> {
    return db
      .select()
      .from(widgets)
      .where(
        and(eq(widgets.accountId, accountId), eq(widgets.applicationId, applicationId), eq(widgets.status, 'active')),
      );
  },

  async displays(db: DbOrTx, accountId: number, widgetIds: number[], subjects: string[]): Promise<TDisplayRow[]> {
    if (widgetIds.length === 0 || subjects.length === 0) return [];
    const d = widgetDisplays;
    const rows = await db
      .select({ widgetId: d.widgetId, subject: d.subject, lastViewAt: d.lastViewAt, convertedAt: d.convertedAt })
      .from(d)
      .where(and(eq(d.accountId, accountId), inArray(d.widgetId, widgetIds), inArray(d.subject, subjects)));
    return rows;
  },

  // One interaction row, and the frequency state of each subject (device, member) it concerns.
  async record(
    db: DbOrTx,
    accountId: number,
    widget: { id: number; abTest: TWidgetAbTest | null },
    i: {
      kind: TWidgetInteractionKind;
      deviceId: string;
      memberId: number | null;
      url?: string | null;
      details?: object;
    },
  ): Promise<void> {
    const widgetId = widget.id;
    await db.insert(widgetInteractions).values({
      accountId,
      widgetId,
      kind: i.kind,
      variant: abVariant(widget, i.deviceId),
      deviceId: i.deviceId,
      memberId: i.memberId,
      url: i.url?.slice(0, 2000) ?? null,
      details: (i.details as Record<string, unknown> | undefined) ?? null,
    });
    if (i.kind !== 'view' && i.kind !== 'conversion') return;
    const subjects = [`d:${i.deviceId}`, ...(i.memberId ? [`m:${i.memberId}`] : [])];
    const now = new Date();
    const set = i.kind === 'view' ? { lastViewAt: now } : { convertedAt: now };
    await db
      .insert(widgetDisplays)
      .values(subjects.map((subject) => ({ accountId, widgetId, subject, ...set })))
      .onConflictDoUpdate({
        target: [widgetDisplays.accountId, widgetDisplays.widgetId, widgetDisplays.subject],
        set: i.kind === 'view' ? { lastViewAt: now } : { convertedAt: now },
      });
  },
};
