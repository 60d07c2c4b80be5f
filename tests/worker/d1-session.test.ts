import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { app } from '../../worker/app.ts';
import { requestDatabase } from '../../worker/data/d1-session.ts';
import { BOOKMARK_COOKIE } from '../../worker/middleware/d1-session.ts';
import { callApi, newAddress, register } from './account-helpers.ts';
import { setCookies } from './helpers.ts';

describe('reads through a D1 session (decision 040)', () => {
  it('tells a request that wrote from one that only read, and keeps its bookmark', async () => {
    const reading = requestDatabase(env.DB, null);
    await reading.database.prepare('SELECT version FROM catalogue_version WHERE id = 1').first();
    expect(reading.wrote()).toBe(false);
    const writing = requestDatabase(env.DB, null);
    await writing.database.prepare("UPDATE catalogue_version SET updated_at = updated_at WHERE id = ?").bind(1).run();
    expect(writing.wrote()).toBe(true);
    expect(writing.bookmark()).toEqual(expect.any(String));
  });

  it('counts a write in a batch and an INSERT … RETURNING read through first()', async () => {
    const batched = requestDatabase(env.DB, null);
    await batched.database.batch([batched.database.prepare('SELECT 1'), batched.database.prepare('UPDATE catalogue_version SET updated_at = updated_at WHERE id = 1')]);
    expect(batched.wrote()).toBe(true);
    const returning = requestDatabase(env.DB, null);
    await returning.database.prepare('UPDATE catalogue_version SET updated_at = updated_at WHERE id = 1 RETURNING version').first();
    expect(returning.wrote()).toBe(true);
  });

  it('reads its own write within the request', async () => {
    const session = requestDatabase(env.DB, null);
    await session.database.prepare("UPDATE catalogue_version SET updated_at = '2026-11-26T00:00:00.000Z' WHERE id = 1").run();
    expect(await session.database.prepare('SELECT updated_at FROM catalogue_version WHERE id = 1').first('updated_at')).toBe('2026-11-26T00:00:00.000Z');
  });

  it('hands a visitor who wrote the bookmark of the write, and none to one who only read', async () => {
    const wrote = await register(newAddress('bookmark'));
    expect(wrote.status).toBeLessThan(300);
    const read = await callApi('/init-config/');
    expect(read.status).toBe(200);
    expect(setCookies(read)).not.toHaveProperty(BOOKMARK_COOKIE);
    expect(setCookies(wrote)[BOOKMARK_COOKIE]).toMatch(/HttpOnly/);
  });

  it('never serves a page from the edge cache to a visitor whose own write must show, and ignores a made-up bookmark', async () => {
    const visit = async (cookie: string) => {
      const ctx = createExecutionContext();
      const response = await app.fetch(new Request('http://localhost/en/', { headers: { cookie } }), { ...env, EDGE_HTML_CACHE: 'on' }, ctx);
      await response.text();
      await waitOnExecutionContext(ctx);
      return response;
    };
    const session = requestDatabase(env.DB, null);
    await session.database.prepare('UPDATE catalogue_version SET updated_at = updated_at WHERE id = 1').run();
    const bookmark = session.bookmark()!;
    await visit('');
    const afterWrite = await visit(`${BOOKMARK_COOKIE}=${bookmark}`);
    expect(afterWrite.status).toBe(200);
    expect(afterWrite.headers.get('x-cache')).toBeNull();
    const madeUp = await visit(`${BOOKMARK_COOKIE}=<script>`);
    expect(madeUp.status).toBe(200);
  });
});
