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

/** The smallest byte strings that pass the JPEG and PNG content checks. */
export const jpegBytes = (size = 64): Buffer =>
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(size)]);
export const pngBytes = (size = 64): Buffer =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(size)]);
