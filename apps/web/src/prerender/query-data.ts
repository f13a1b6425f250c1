/**
 * Id of the `<script type="application/json">` block in which a prerendered page carries the
 * query cache it was rendered with (the blog's posts); main.tsx reads it before hydrating.
 */
export const QUERY_DATA_ID = 'inkling-query-data';
