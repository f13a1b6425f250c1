/**
 * Whether an `If-None-Match` header value matches `etag` (RFC 9110 §13.1.2: weak comparison,
 * so `W/"x"` matches `"x"`; `*` matches any current representation; a list matches when any
 * of its tags does).
 */
export function etagMatches(header: string, etag: string): boolean {
  const weak = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.trim() === '*' || header.split(',').some((tag) => weak(tag) === weak(etag));
}
