/** naughty-words 1.2.0 ships no types: one array of words per language code ("es", "fr", "ru"…). */
declare module 'naughty-words' {
  const lists: Record<string, string[]>;
  export default lists;
}
