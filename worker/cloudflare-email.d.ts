/**
 * workerd's `cloudflare:email` module (the send_email binding's message,
 * developers.cloudflare.com/email-routing/email-workers/send-email-workers/).
 * The root tsconfig checks worker code without the workers-types globals,
 * which is where this module's declaration lives; it is repeated here.
 */
declare module 'cloudflare:email' {
  import type { EmailMessage as WorkerEmailMessage, ReadableStream } from '@cloudflare/workers-types';
  export const EmailMessage: { prototype: WorkerEmailMessage; new (from: string, to: string, raw: ReadableStream | string): WorkerEmailMessage };
}
