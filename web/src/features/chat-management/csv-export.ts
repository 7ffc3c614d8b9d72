/**
 * CSV downloads of Chat Management: the staff REST endpoints answer text/csv for a bearer token, so the page
 * fetches with the token (a plain link could not carry it) and saves the answer as a file.
 */
export interface CsvFilter {
  search?: string | null;
  status?: string | null;
  category?: string | null;
  startedFrom?: string | null;
  startedTo?: string | null;
}

export const allChatsCsvPath = (pharmacyId: string, filter: CsvFilter = {}) => {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filter)) if (typeof value === 'string' && value.trim()) query.set(name, value.trim());
  const search = query.toString();
  return `/api/staff/chat-sessions/${encodeURIComponent(pharmacyId)}/export.csv${search ? `?${search}` : ''}`;
};

export const chatCsvPath = (sessionId: string) => `/api/staff/chat/${encodeURIComponent(sessionId)}/export.csv`;

/** The file name of a Content-Disposition header (filename* in UTF-8 first, then filename), or null. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      /* fall through to the plain name */
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(disposition);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  return name || null;
}

export class CsvDownloadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface TokenSource {
  readonly token: string | null;
  refresh?(rejected: string | null): Promise<boolean>;
}

/** What the server said in a JSON error body ({message} or {error}), else a message a person can act on. */
async function messageOf(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { message?: unknown; error?: unknown };
    if (typeof body.message === 'string') return body.message;
    if (typeof body.error === 'string') return body.error;
  } catch {
    /* not JSON */
  }
  if (response.status === 403) return 'You cannot export this pharmacy’s chats.';
  if (response.status === 404) return 'That chat no longer exists.';
  return 'The export failed. Please try again.';
}

/**
 * Fetches `path` with the staff token (renewed once if the server refuses it) and saves the CSV it answers under
 * the name of its Content-Disposition (else `fallbackName`). Resolves with the saved file name.
 */
export async function downloadCsv(path: string, credentials: TokenSource, fallbackName: string, fetchImpl: typeof fetch = fetch): Promise<string> {
  const attempt = (token: string | null) => fetchImpl(path, { headers: { accept: 'text/csv', ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  const sent = credentials.token;
  let response = await attempt(sent);
  if (response.status === 401 && credentials.refresh && (await credentials.refresh(sent))) response = await attempt(credentials.token);
  if (!response.ok) throw new CsvDownloadError(response.status, await messageOf(response));
  const name = fileNameOf(response.headers.get('content-disposition')) ?? fallbackName;
  const blob = await response.blob();
  saveBlob(blob, name);
  return name;
}

export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // the click has started the download; give the browser a moment before the URL goes
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
