/**
 * A sentence translated on the server around a value only the browser knows (the signed-in
 * visitor's name, read after load): the server translates it with `slot(name)` as the value,
 * the browser puts the value in with `fillSlot`.
 */
export const slot = (name: string) => `{${name}}`;

export function fillSlot(sentence: string, name: string, value: string): string {
  // A function, so that "$&" in a visitor's name is not read as a replacement pattern.
  return sentence.replace(slot(name), () => value);
}
