import type { ExecutionSessionDeps } from '../../stores/execution-session.ts';

type Open = ExecutionSessionDeps['getInfo'];
type Opened = Awaited<ReturnType<Open>>;

/**
 * The results page's first call, opening the session of the link in its address, sent as the page's code is
 * evaluated rather than once React has hydrated the island: the answer is on its way while the page hydrates, and
 * the trip's heading (the page's largest paint) is drawn that much sooner. The first open of that link takes the
 * answer already asked for; any other open calls the server as usual.
 */
export function earlyOpening(search: string, open: Open): Open {
  const args = new URLSearchParams(search).get('args');
  let early: { readonly args: string; readonly answer: Promise<Opened> } | null = null;
  if (args) {
    const answer = open(args);
    // A failure is the island's to tell, once it asks; until then it is not an unhandled rejection.
    answer.catch(() => undefined);
    early = { args, answer };
  }
  return (asked) => {
    const taken = early;
    early = null;
    return taken?.args === asked ? taken.answer : open(asked);
  };
}
