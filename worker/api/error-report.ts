import { Hono } from 'hono';
import type { AppEnv } from '../hono-env.ts';

/** Longest client error message kept; reports are logs, not storage. */
const MAX_REPORT_LENGTH = 500;

/** GET /api/?err={message}: the client reports a page-load failure (core 7); logged for operators. */
export const errorReportApi = new Hono<AppEnv>();

errorReportApi.get('/', (c) => {
  const message = c.req.query('err');
  if (message) console.warn('Client page-load failure:', message.slice(0, MAX_REPORT_LENGTH), c.req.header('referer') ?? '');
  return c.body(null, 204);
});
