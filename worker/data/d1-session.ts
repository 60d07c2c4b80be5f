import type { D1Database, D1DatabaseSession, D1PreparedStatement } from '@cloudflare/workers-types';

/**
 * One request's view of D1 through the Sessions API (issue 19, decision 040):
 * reads may go to the nearest replica, writes go to the primary, and within
 * the request every read sees its own writes. A customer's next requests see
 * them too: a request that wrote hands back the session's bookmark (the
 * cookie of worker/middleware/d1-session.ts), and a request that brings one
 * reads from a replica at least that fresh.
 */
export interface RequestDatabase {
  /** The session, shaped as the database the data layer takes. */
  database: D1Database;
  /** Whether any statement changed a row. */
  wrote(): boolean;
  /** The latest bookmark of the session: where a later read must be at least. */
  bookmark(): string | null;
}

/** A statement that may change rows (an UPDATE that matches none counts too: the cost is one cookie). */
const WRITE_STATEMENT = /^\s*(?:WITH\b[\s\S]*?\b)?(?:INSERT|UPDATE|DELETE|REPLACE)\b/i;

/** The database a session stands in for, which memories of whole-database facts are kept by (the catalogue version, the locale reference). */
const ROOT = Symbol('root database');

export function rootDatabaseOf(db: D1Database): D1Database {
  return (db as D1Database & { [ROOT]?: D1Database })[ROOT] ?? db;
}

export function requestDatabase(given: D1Database, bookmark: string | null): RequestDatabase {
  // A request the app makes itself (a stale page's refresh) brings the session of the one that made it.
  const db = rootDatabaseOf(given);
  // Without a bookmark the first read may go anywhere: catalogue and page reads are the common case.
  // A binding without sessions (an old runtime, a test's stand-in) is used as it is, and hands back no bookmark.
  const session: Pick<D1DatabaseSession, 'prepare' | 'batch' | 'getBookmark'> = typeof db.withSession === 'function'
    ? db.withSession(bookmark ?? 'first-unconstrained')
    : { prepare: (query) => db.prepare(query), batch: (list) => db.batch(list), getBookmark: () => null };
  let wrote = false;
  const statements = new WeakMap<object, D1PreparedStatement>();
  const writes = new WeakSet<object>();
  // Every way a statement runs, `first` included: an INSERT … RETURNING answers through it.
  const runs = new Set<PropertyKey>(['run', 'all', 'first', 'raw']);
  const observed = (statement: D1PreparedStatement, isWrite: boolean): D1PreparedStatement => {
    const proxy = new Proxy(statement, {
      get(target, property) {
        if (property === 'bind') return (...values: unknown[]) => observed(target.bind(...values), isWrite);
        const value = Reflect.get(target, property, target);
        if (typeof value !== 'function') return value;
        if (isWrite && runs.has(property)) return (...args: unknown[]) => { wrote = true; return value.apply(target, args); };
        return value.bind(target);
      },
    });
    statements.set(proxy, statement);
    if (isWrite) writes.add(proxy);
    return proxy;
  };
  const database = {
    [ROOT]: db,
    prepare: (query: string) => observed(session.prepare(query), WRITE_STATEMENT.test(query)),
    batch: <T = unknown>(list: D1PreparedStatement[]) => {
      if (list.some((statement) => writes.has(statement))) wrote = true;
      return session.batch<T>(list.map((statement) => statements.get(statement) ?? statement));
    },
    // Neither runs in a request (migrations, exports): the primary answers them.
    exec: (query: string) => db.exec(query),
    dump: () => db.dump(),
    withSession: (constraintOrBookmark?: string) => db.withSession(constraintOrBookmark),
  } as unknown as D1Database;
  return { database, wrote: () => wrote, bookmark: () => session.getBookmark() };
}
