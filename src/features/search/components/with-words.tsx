/** A stand-in for the visitor's i-th piece of text in a translated sentence (see `WithWords`). */
export const slot = (i: number) => `\uE000${i}\uE000`

/**
 * A translated sentence with the visitor's words (built with `slot(i)`) each in `<bdi>`: a right-to-left query keeps
 * its own direction and cannot reorder the sentence around it. The text itself stays as the message gives it.
 */
export function WithWords({ message, words }: { message: string; words: string[] }) {
  const parts = message.split(/\uE000(\d)\uE000/)
  return <>{parts.map((part, i) => (i % 2 ? <bdi key={i}>{words[Number(part)]}</bdi> : part))}</>
}
