// The trainer page's sentences about moves, counted in words ("1 move", "2 moves").
// No DOM here, so Node can run it.

/** Say a count of moves: "1 move", "0 moves", "2 moves". */
export function moves(n) {
  return `${n} ${n === 1 ? "move" : "moves"}`;
}

/** Say the verdict of a rated attempt. */
export function verdictText(body) {
  let text = body.solved ? `Solved in ${moves(body.moves)}` : "Not solved";
  if (body.won) text += ": optimal, a win!";
  else if (body.solved) text += `; the optimum is ${body.optimal_moves}.`;
  else text += body.error ? `: ${body.error.message}.` : ".";
  return text;
}

/** Say the verdict of a run's answer. */
export function runVerdictText(last) {
  if (last.right) return `Right: ${moves(last.moves)}, the optimum.`;
  return `Missed: ${last.solved ? `${moves(last.moves)}, the optimum is ${last.optimal_moves}` : "not solved"}.`;
}
