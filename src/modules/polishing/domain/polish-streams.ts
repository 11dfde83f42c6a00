/*
 * One person may hold POLISH_STREAMS_PER_PERSON polish streams open on one server instance (two by
 * default: a polish and the reconnect of a broken stream, which may briefly overlap it, or two
 * tabs). A polish on the offline engine is CPU work on the server's event loop; more than two at
 * once from one person measurably slows everyone else's requests on a 2-core server. One more is
 * refused with 429 until one ends.
 */

/** The refusal of one polish stream too many, and when to try again. */
export const TOO_MANY_POLISH_STREAMS =
  'Too many polishes are running at once. Wait for one to finish and try again.';
export const POLISH_STREAM_RETRY_SECONDS = 30;
