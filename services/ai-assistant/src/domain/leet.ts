/** Shared by the safety normaliser and the knowledge-base normaliser. */

/**
 * A zero written for the letter o inside a Latin word (Filipino "jejemon" and SMS spelling: "p0h", "gam0t", "0pen"):
 * after a letter and not before a digit, or opening a word of letters. Figures are untouched ("10 mg", "2020").
 */
export function foldLeetZero(text: string): string {
  return text.replace(/(?<=\p{Script=Latin})0(?!\p{N}|[.,]\p{N})|(?<![\p{L}\p{N}])0(?=\p{Script=Latin}{2})/gu, 'o');
}
