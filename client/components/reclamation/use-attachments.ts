import { useRef, useState } from 'react';
import { ATTACHMENT_LIMIT_PARAMS, MAX_FILE_BYTES, MAX_FILES, MAX_IMAGE_TOTAL_BYTES } from '../../../shared/service/attachment-limits.ts';
import type { ReclamationUploadResponse } from '../../../shared/types/reclamation.ts';
import { useSite } from '../../site-context.tsx';

const UPLOAD_API = '/api/reclamations/uploads/';

export type AttachmentState = 'waiting' | 'uploading' | 'done' | 'failed';

export interface Attachment {
  key: number;
  name: string;
  size: number;
  image: boolean;
  state: AttachmentState;
  /** The server's id once stored. */
  uploadId: string;
  /** Why it failed, in the page's language; '' otherwise. */
  message: string;
  /** Null when the page itself refused it (too large): trying again cannot help. */
  file: File | null;
}

/** A picture by what the browser says of it; the server decides by the bytes (a HEIC photo may come without a type). */
const isImage = (file: File) => file.type.startsWith('image/') || /\.(heic|heif)$/i.test(file.name);

const imageBytes = (items: readonly Attachment[]) => items.filter((item) => item.image && item.state !== 'failed').reduce((sum, item) => sum + item.size, 0);

let keys = 0;

/**
 * The complaint's attachments (issue 16 item 2): each chosen file is checked
 * against the limits (cat 5), then uploaded on its own, one after another,
 * with its state shown; a failed one can be tried again, removed, or left
 * out by sending without attachments (cat 8). The form's upload-session id
 * lets the server count the limits per form.
 */
export function useAttachments() {
  const { t, config } = useSite();
  const [items, setItems] = useState<Attachment[]>([]);
  const [notice, setNotice] = useState('');
  const current = useRef<Attachment[]>([]);
  const session = useRef('');
  const queue = useRef<Promise<void>>(Promise.resolve());

  const update = (change: (old: Attachment[]) => Attachment[]) => {
    current.current = change(current.current);
    setItems(current.current);
  };
  const patch = (key: number, fields: Partial<Attachment>) => update((old) => old.map((item) => (item.key === key ? { ...item, ...fields } : item)));

  const upload = async (item: Attachment): Promise<void> => {
    if (!item.file || !current.current.some((entry) => entry.key === item.key)) return;
    session.current ||= crypto.randomUUID();
    patch(item.key, { state: 'uploading', message: '' });
    try {
      const response = await fetch(`${UPLOAD_API}?lang=${encodeURIComponent(config.language)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/octet-stream', 'x-upload-session': session.current, 'x-file-name': encodeURIComponent(item.name) },
        body: item.file,
      });
      const body = await response.json().catch(() => null) as (ReclamationUploadResponse & { error?: { message?: string } }) | null;
      if (response.ok && body?.upload_id) return patch(item.key, { state: 'done', uploadId: body.upload_id });
      const message = response.status < 500 && typeof body?.error?.message === 'string' ? body.error.message : t('reclamation.uploadFailed');
      patch(item.key, { state: 'failed', message });
    } catch (error) {
      console.error('A complaint attachment could not be uploaded', error);
      patch(item.key, { state: 'failed', message: t('reclamation.uploadFailed') });
    }
  };

  const enqueue = (item: Attachment) => {
    queue.current = queue.current.then(() => upload(current.current.find((entry) => entry.key === item.key) ?? item));
  };

  /** cat 5: more than 10 files together are refused at once, all of them; a file too large is shown refused and never sent. */
  const add = (files: readonly File[]) => {
    setNotice('');
    if (files.length === 0) return;
    if (current.current.length + files.length > MAX_FILES) return setNotice(t('reclamation.attachments.tooMany', ATTACHMENT_LIMIT_PARAMS));
    let images = imageBytes(current.current);
    const added = files.map((file): Attachment => {
      const item: Attachment = { key: ++keys, name: file.name, size: file.size, image: isImage(file), state: 'waiting', uploadId: '', message: '', file };
      if (file.size >= MAX_FILE_BYTES) return { ...item, state: 'failed', file: null, message: t('reclamation.attachments.tooLarge', { ...ATTACHMENT_LIMIT_PARAMS, name: file.name }) };
      if (item.image && images + file.size >= MAX_IMAGE_TOTAL_BYTES) return { ...item, state: 'failed', file: null, message: t('reclamation.attachments.imagesTooLarge', ATTACHMENT_LIMIT_PARAMS) };
      if (item.image) images += file.size;
      return item;
    });
    update((old) => [...old, ...added]);
    added.filter((item) => item.state === 'waiting').forEach(enqueue);
  };

  const retry = () => {
    for (const item of current.current) {
      if (item.state === 'failed' && item.file) {
        patch(item.key, { state: 'waiting', message: '' });
        enqueue(item);
      }
    }
  };

  const remove = (key: number) => {
    setNotice('');
    update((old) => old.filter((item) => item.key !== key));
  };

  return {
    items,
    notice,
    add,
    retry,
    remove,
    /** Resolves once every upload under way has ended; answers the attachments as they are then. */
    settled: async (): Promise<Attachment[]> => {
      await queue.current;
      return current.current;
    },
    session: () => session.current,
    clear: () => update(() => []),
  };
}

export type AttachmentsState = ReturnType<typeof useAttachments>;
