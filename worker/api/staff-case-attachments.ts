import { Hono } from 'hono';
import type { AppEnv } from '../hono-env.ts';
import { answerCaseAttachment, attachmentIdOf } from './case-attachment-answer.ts';
import { staffOnlyMiddleware } from './staff-only.ts';

/**
 * GET /api/staff/cases/attachments/:id/ (issue 16 items 2 and 3): a
 * complaint's attachment for staff and admin sessions (403 to anyone else,
 * decision 021), read from R2 with the headers of case-attachment-answer.ts.
 * The customer reads theirs by a signed link instead (attachment-links.ts).
 */
export const staffCaseAttachmentsApi = new Hono<AppEnv>();

staffCaseAttachmentsApi.get('/staff/cases/attachments/:id/', staffOnlyMiddleware, async (c) => answerCaseAttachment(c, attachmentIdOf(c)));
