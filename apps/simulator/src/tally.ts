// The simulator's running count, printed on one line while it runs and in full at the end.
type Tally = {
  signedIn: number;
  browses: number;
  placed: number;
  paid: number;
  cancelled: number;
  leftUnpaid: number;
  refundRequests: number;
  /** Conversations opened, messages the customers wrote, staff answers received. */
  chats: number;
  chatMessages: number;
  staffAnswers: number;
  /** Reviews of checked-in orders, those answering a review request included. */
  reviews: number;
  /** Review requests answered through their link (docs/reviews.md "Review requests"). */
  requestsAnswered: number;
  refusals: number;
  errors: number;
};

export function createTally() {
  const counts: Tally = {
    signedIn: 0,
    browses: 0,
    placed: 0,
    paid: 0,
    cancelled: 0,
    leftUnpaid: 0,
    refundRequests: 0,
    chats: 0,
    chatMessages: 0,
    staffAnswers: 0,
    reviews: 0,
    requestsAnswered: 0,
    refusals: 0,
    errors: 0,
  };
  /** Refusals and errors by the server's message, so a demo shows why ("sold out", "closed"). */
  const reasons = new Map<string, number>();
  const startedAt = Date.now();

  const summary = () => {
    const seconds = Math.max(1, Math.round((Date.now() - startedAt) / 1000));
    return `${seconds}s  signed in ${counts.signedIn}  browsed ${counts.browses}  placed ${counts.placed}  paid ${counts.paid}  cancelled ${counts.cancelled}  left unpaid ${counts.leftUnpaid}  refund requests ${counts.refundRequests}  chats ${counts.chats}  chat messages ${counts.chatMessages}  staff answers ${counts.staffAnswers}  reviews ${counts.reviews}  requests answered ${counts.requestsAnswered}  refusals ${counts.refusals}  errors ${counts.errors}`;
  };
  return {
    counts,
    refuse(kind: 'refusals' | 'errors', reason: string) {
      counts[kind] += 1;
      const key = `${kind === 'refusals' ? 'refused' : 'error'}: ${reason}`;
      reasons.set(key, (reasons.get(key) ?? 0) + 1);
    },
    summary,
    details: () =>
      [...reasons]
        .sort((a, b) => b[1] - a[1])
        .map(([reason, count]) => `  ${String(count).padStart(6)}  ${reason}`),
  };
}
