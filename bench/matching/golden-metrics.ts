/**
 * Ranking metrics of the golden set (bench/matching/golden/README.md): graded relevance 0–3 per
 * brief × expert, a ranked list of experts with their scores. Pure functions, unit-tested in
 * golden-metrics.test.ts.
 */

/** Grade 2 ("good") and 3 ("ideal") count as relevant for precision. */
export const RELEVANT = 2;
export const IDEAL = 3;

/** Discounted cumulative gain of the first `k` grades: Σ (2^grade − 1) / log2(rank + 1), rank from 1. */
export function dcg(grades: readonly number[], k: number): number {
  return grades.slice(0, k).reduce((sum, grade, index) => sum + (2 ** grade - 1) / Math.log2(index + 2), 0);
}

/**
 * nDCG@k: the list's DCG ÷ the DCG of the best possible order of every graded expert of the brief
 * (`allGrades`, shown or not), so an ideal expert the list leaves out costs as much as one ranked low.
 * 1 when the brief has no expert above grade 0 (nothing to find).
 */
export function ndcgAt(ranked: readonly number[], allGrades: readonly number[], k: number): number {
  const ideal = dcg(
    [...allGrades].sort((a, b) => b - a),
    k,
  );
  return ideal === 0 ? 1 : dcg(ranked, k) / ideal;
}

/** Share of the first `k` places held by an expert graded ≥ RELEVANT; an empty place counts as a miss. */
export function precisionAt(ranked: readonly number[], k: number): number {
  return ranked.slice(0, k).filter((grade) => grade >= RELEVANT).length / k;
}

/** Whether an ideal (grade 3) expert stands in the first `k`. */
export function idealInTop(ranked: readonly number[], k: number): boolean {
  return ranked.slice(0, k).some((grade) => grade >= IDEAL);
}

/** Share of the first `k` cards shown (fewer when the list is shorter) graded 0; 0 for an empty list. */
export function wrongShare(ranked: readonly number[], k: number): number {
  const shown = ranked.slice(0, k);
  return shown.length === 0 ? 0 : shown.filter((grade) => grade === 0).length / shown.length;
}

/**
 * recall@k: the brief's graded experts (grade ≥ 1, worth a call) among the first `k` shown, ÷ as many of them
 * as fit in `k` (min(k, graded)); 1 when the brief has none.
 */
export function recallAt(ranked: readonly number[], allGrades: readonly number[], k: number): number {
  const graded = allGrades.filter((grade) => grade >= 1).length;
  if (graded === 0) return 1;
  return ranked.slice(0, k).filter((grade) => grade >= 1).length / Math.min(k, graded);
}

/** Pairs of cards where the one above has a lower score than one below it (0 for a list ordered by score). */
export function orderViolations(scores: readonly number[]): number {
  let count = 0;
  for (let i = 0; i < scores.length; i += 1)
    for (let j = i + 1; j < scores.length; j += 1) if ((scores[i] ?? 0) < (scores[j] ?? 0)) count += 1;
  return count;
}

export interface BriefMetrics {
  ndcgAt10: number;
  precisionAt3: number;
  idealInTop3: boolean;
  wrongInTop10: number;
  recallAt10: number;
  length: number;
  violations: number;
}

/** Every metric of one brief from its list (grades and scores in rank order) and all its grades. */
export function briefMetrics(
  list: ReadonlyArray<{ grade: number; score: number }>,
  allGrades: readonly number[],
): BriefMetrics {
  const ranked = list.map((item) => item.grade);
  return {
    ndcgAt10: ndcgAt(ranked, allGrades, 10),
    precisionAt3: precisionAt(ranked, 3),
    idealInTop3: idealInTop(ranked, 3),
    wrongInTop10: wrongShare(ranked, 10),
    recallAt10: recallAt(ranked, allGrades, 10),
    length: list.length,
    violations: orderViolations(list.map((item) => item.score)),
  };
}

export interface OverallMetrics {
  ndcgAt10: number;
  precisionAt3: number;
  /** Share of the briefs with an ideal expert in the top 3. */
  idealInTop3: number;
  wrongInTop10: number;
  recallAt10: number;
  length: number;
  violations: number;
}

/** Means over the briefs, ideal-in-top-3 as the share of briefs, violations summed. */
export function overallMetrics(briefs: readonly BriefMetrics[]): OverallMetrics {
  const mean = (pick: (m: BriefMetrics) => number) =>
    briefs.length === 0 ? 0 : briefs.reduce((sum, m) => sum + pick(m), 0) / briefs.length;
  return {
    ndcgAt10: mean((m) => m.ndcgAt10),
    precisionAt3: mean((m) => m.precisionAt3),
    idealInTop3: mean((m) => (m.idealInTop3 ? 1 : 0)),
    wrongInTop10: mean((m) => m.wrongInTop10),
    recallAt10: mean((m) => m.recallAt10),
    length: mean((m) => m.length),
    violations: briefs.reduce((sum, m) => sum + m.violations, 0),
  };
}

/** The targets of issue 29 (docs/matching.md, "Golden set"). */
export const TARGETS = { ndcgAt10: 0.97, idealInTop3: 0.95, wrongInTop10: 0.15, violations: 0 } as const;

/** Whether the overall figures meet every target. */
export const meetsTargets = (m: OverallMetrics): boolean =>
  m.ndcgAt10 >= TARGETS.ndcgAt10 &&
  m.idealInTop3 >= TARGETS.idealInTop3 &&
  m.wrongInTop10 <= TARGETS.wrongInTop10 &&
  m.violations <= TARGETS.violations;
