/** No link may exceed this many characters (Discord's limit); longer payloads go to file export. */
export const MAX_LINK_CHARS = 2000;
