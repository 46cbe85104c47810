/** A file part for `multipartPayload`: bytes, the name the browser would send and its claimed type. */
export type FilePart = { data: Buffer; filename: string; contentType?: string };

/** Encodes fields and files as a multipart/form-data body for `app.inject`, as a browser's FormData would. */
export async function multipartPayload(
  parts: Record<string, string | FilePart | undefined>,
): Promise<{ payload: Buffer; headers: { 'content-type': string } }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (value === undefined) continue;
    if (typeof value === 'string') form.append(name, value);
    else
      form.append(
        name,
        new Blob([value.data], { type: value.contentType ?? 'application/octet-stream' }),
        value.filename,
      );
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

// Real 4x4 pictures: photos are decoded (storablePhoto), documents only checked by their first bytes.
const TINY_JPEG =
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAEAAQDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAH/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABf/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AIAIMP/Z';
const TINY_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAMAAACeL25MAAAAA1BMVEXIaypldIGYAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAC0lEQVQI12NgwAQAABQAAeWGsEoAAAAASUVORK5CYII=';

/** A small JPEG or PNG that decodes; `padding` zero bytes after its end make a file of a chosen weight. */
export const jpegBytes = (padding = 0): Buffer =>
  Buffer.concat([Buffer.from(TINY_JPEG, 'base64'), Buffer.alloc(padding)]);
export const pngBytes = (padding = 0): Buffer =>
  Buffer.concat([Buffer.from(TINY_PNG, 'base64'), Buffer.alloc(padding)]);
