/**
 * The answers the HTML's first script asked for while the app's code loaded (`src/head-start.ts`),
 * by address. They were asked for with the cookie the page loaded with, for a session the app did
 * not know yet, so each is taken at most once, and all of them are dropped as soon as they may no
 * longer speak for the session the page has now:
 * - an address asked for again after its early answer was taken (a retry, a refresh): the first
 *   answer did not do, and what was asked for with it may not do either;
 * - the session is anything but the one the page started with (`dropEarlyAnswers`, from the session).
 * What is dropped is asked for again, by the app, for the session it has then.
 */

/**
 * The window property the first script fills; the same name as `EARLY_ANSWERS` in `src/head-start.ts` (a test holds
 * them equal).
 */
export const EARLY_ANSWERS_PROPERTY = 'reportPlatformEarlyAnswers'

const taken = new Set<string>()

function earlyAnswers(): Map<string, Promise<Response | null>> | undefined {
  const answers: unknown = Reflect.get(window, EARLY_ANSWERS_PROPERTY)
  return answers instanceof Map ? (answers as Map<string, Promise<Response | null>>) : undefined
}

/**
 * The early answer to a GET of `url` (path and query, as the first script asked for it), once; undefined when there is
 * none to take. It comes to null when the first script held the call back and did not ask after all: the app asks.
 */
export function takeEarlyAnswer(url: string): Promise<Response | null> | undefined {
  const answers = earlyAnswers()
  if (!answers) return undefined
  const answer = answers.get(url)
  if (answer) {
    answers.delete(url)
    taken.add(url)
    return answer
  }
  if (taken.has(url)) dropEarlyAnswers()
  return undefined
}

/** No early answer is taken from now on: the page's session is no longer the one they were asked for. */
export function dropEarlyAnswers(): void {
  earlyAnswers()?.clear()
}
