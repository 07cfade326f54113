/**
 * POST /api/visits: the visitor id alone, without the session's token or cookies (the server needs
 * nothing else, and gets nothing else). Answers the HTTP status, 0 when the server was not reached.
 */
export async function sendVisit(visitorId: string): Promise<number> {
  try {
    const res = await fetch('/api/visits', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ visitorId }),
      credentials: 'omit',
      keepalive: true,
    });
    return res.status;
  } catch {
    return 0;
  }
}
