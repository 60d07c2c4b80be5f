-- Complaint attachments on their way to a case (issue 16 item 2, decision 025).
-- The complaint page uploads each file on its own before the form is sent;
-- an upload is a row here from its first byte, so a file whose request dies
-- half-way, or that is never attached to a case, is found and deleted from R2
-- by the scheduled job (after 24 hours). Submitting the complaint moves the
-- rows to service_case_attachments and deletes them here, in the case's batch.
CREATE TABLE complaint_uploads (
  -- Random (128 bits, url-safe): the page names its files by it; never a URL.
  id TEXT PRIMARY KEY,
  -- The filled form's random id: the limits (10 files, 25 MB of images) count per form.
  upload_session TEXT NOT NULL,
  -- MEDIA bucket key, 'cases/' and the id.
  r2_key TEXT NOT NULL UNIQUE,
  -- An R2 multipart upload under way (a file over one part): the job aborts it if the request died.
  multipart_id TEXT,
  file_name TEXT NOT NULL DEFAULT '',
  -- What the bytes are (sniffed, never the browser's word): image/jpeg, image/png, image/webp, image/heic, application/pdf.
  content_type TEXT NOT NULL DEFAULT '',
  kind TEXT NOT NULL DEFAULT '' CHECK (kind IN ('', 'image', 'pdf')),
  size INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  -- Set once every byte is in R2 and the limits held; a row without it is an upload under way or a dead one.
  completed_at TEXT
) WITHOUT ROWID;
CREATE INDEX complaint_uploads_session ON complaint_uploads (upload_session);
CREATE INDEX complaint_uploads_created ON complaint_uploads (created_at);

-- Keys the worker signs with, made once at random on first use and kept
-- here: the signed links to complaint attachments. Deleting a
-- row revokes every link signed with it; the next link makes a new key.
CREATE TABLE signing_keys (
  name TEXT PRIMARY KEY,
  -- 32 random bytes, base64url.
  secret TEXT NOT NULL,
  created_at TEXT NOT NULL
) WITHOUT ROWID;
