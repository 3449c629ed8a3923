//! The principal variation search of one node.

use super::pruning::{has_pieces, NodeEstimate};
use super::skipping::SkipRules;
use super::*;

impl Searcher<'_> {
    /// The score of the node at `ply`, searched `depth` plies deep within `alpha..beta` (fail-soft:
    /// a score outside the window bounds the truth from that side). `allow_null` is false right
    /// after a null move and in the searches that test one, so two never follow each other.
    pub(super) fn negamax(
        &mut self,
        mut alpha: Score,
        mut beta: Score,
        depth: i32,
        ply: usize,
        allow_null: bool,
    ) -> Score {
        let pv_node = beta - alpha > 1;
        self.stack[ply].pv.clear();
        self.check_stop();
        if self.stopped {
            return 0;
        }
        // Before quiescence, which looks for no repetition (only for insufficient material): the
        // last quiet move may have repeated a position.
        if ply > 0 && self.is_draw() {
            return self.draw_score(ply);
        }
        let in_check = self.pos.in_check();
        if depth <= 0 && !in_check {
            return self.quiescence(alpha, beta, ply);
        }
        stat!(self, interior_nodes);
        self.seldepth = self.seldepth.max(ply);
        if ply > 0 {
            if ply >= MAX_PLY - 1 {
                return self.evaluator.evaluate(&self.pos);
            }
            // Mate distance pruning: no result here can beat a mate already found nearer the root.
            alpha = alpha.max(-MATE + ply as Score);
            beta = beta.min(MATE - ply as Score - 1);
            if alpha >= beta {
                return alpha;
            }
        }
        let mut depth = depth.max(1);

        let key = self.pos.key();
        let entry = self.shared.table.probe(key);
        stat!(self, table_probes);
        stat!(self, table_hits, entry.is_some());
        // A singular extension test searches this node without one move: the table's result does
        // not hold for that search, and that search's result must not go into the table.
        let excluded = self.stack[ply].excluded;
        let mut table_move = Move::NULL;
        if let Some(hit) = entry {
            // A move from a colliding key is harmless: ordering only matches it against the legal
            // moves generated here, so an illegal one is never played.
            table_move = hit.mv;
            let score = from_table(hit.score, ply);
            if !pv_node
                && ply > 0
                && excluded == Move::NULL
                && hit.depth as i32 >= depth
                && cuts_off(hit.bound, score, alpha, beta)
            {
                stat!(self, table_cutoffs);
                return score;
            }
        }
        // A tablebase knows the result after a capture or pawn move with few pieces left: a
        // draw, or a bound beyond the window, settles the node; otherwise (in PV nodes) the
        // bound limits what the search may find.
        let (mut tablebase_floor, mut tablebase_cap) = (-INFINITY, INFINITY);
        if ply > 0 && excluded == Move::NULL {
            if let Some((score, bound)) = self.probe_tablebase(depth, ply) {
                if cuts_off(bound, score, alpha, beta) {
                    self.store_tablebase(score, bound, depth, ply);
                    return score;
                }
                if pv_node {
                    match bound {
                        Bound::Lower => tablebase_floor = score,
                        _ => tablebase_cap = score,
                    }
                }
            }
        }
        // The table and the evaluator give the raw evaluation; the search works with it corrected.
        let raw_eval = if in_check {
            -INFINITY
        } else {
            entry.map_or_else(|| self.evaluator.evaluate(&self.pos), |hit| hit.static_eval)
        };
        let static_eval = if in_check { -INFINITY } else { self.correction.corrected(&self.pos, raw_eval) };
        // A node in check has no static evaluation: it hands on the one of two plies before, so
        // that the node two plies on compares with the last evaluation this side had.
        self.stack[ply].static_eval = match ply.checked_sub(2) {
            Some(before) if in_check => self.stack[before].static_eval,
            _ => static_eval,
        };
        // Improving: better than the last evaluation this side had, two plies ago (four or more if
        // it was in check then); in check counts as not.
        let improving = !in_check && (ply < 2 || static_eval > self.stack[ply - 2].static_eval);
        // For pruning, a table score is a better guess than the static one when its bound allows.
        let eval = match entry.map(|hit| (hit.bound, from_table(hit.score, ply))) {
            Some((bound, score))
                if !in_check && score.abs() < DECISIVE && cuts_off(bound, score, static_eval, static_eval) =>
            {
                score
            }
            _ => static_eval,
        };

        if !pv_node && !in_check && ply > 0 && excluded == Move::NULL {
            let estimate = NodeEstimate { table_hit: entry, raw_eval, static_eval, eval, improving };
            if let Some(score) = self.prune_node(alpha, beta, depth, ply, allow_null, &estimate) {
                return score;
            }
        }
        // Without a table move this node was never searched deeply: spend less on it.
        if table_move == Move::NULL && depth >= IIR_MIN_DEPTH.get() {
            depth -= 1;
        }

        let table_move_extension = match self.singular_extension(entry, beta, depth, ply, pv_node) {
            Ok(extension) => extension,
            Err(score) => return score,
        };

        let mut moves = self.take_moves(ply, false);
        if excluded != Move::NULL {
            moves.retain(|m| m.mv != excluded);
        }
        if moves.is_empty() && excluded != Move::NULL {
            self.stack[ply].moves = moves;
            return alpha; // the excluded move was the only one: nothing else reaches the bound
        }
        if moves.is_empty() {
            self.stack[ply].moves = moves;
            return if in_check { -MATE + ply as Score } else { self.draw_score(ply) };
        }
        let restricted_root = ply == 0 && (!self.allowed_root_moves.is_empty() || !self.excluded_root_moves.is_empty());
        if restricted_root {
            let (allowed, given) = (&self.allowed_root_moves, &self.excluded_root_moves);
            moves.retain(|m| (allowed.is_empty() || allowed.contains(&m.mv)) && !given.contains(&m.mv));
        }
        // Extensions stop at twice the iteration depth so that checks cannot run on for ever.
        let may_extend = (ply as i32) < EXTENSION_PLY_FACTOR * self.root_depth;
        let single_reply = moves.len() == 1 && ply > 0 && excluded == Move::NULL;
        let earlier: Earlier = [1, 2].map(|back| ply.checked_sub(back).and_then(|at| self.stack[at].played));
        let counter = self.ordering.counter_to(&earlier);
        score_moves(&self.pos, &mut moves, table_move, ply, counter, &earlier, &self.ordering);
        let killers = self.ordering.killers(ply);
        self.ordering.forget_killers_at(ply + 1);
        let mut best_score = -INFINITY;
        let mut best_move = Move::NULL;
        let mut quiets_tried: ArrayVec<Move, 64> = ArrayVec::new();
        let mut captures_tried: ArrayVec<Move, 32> = ArrayVec::new();
        let mut quiets_seen = 0;
        let original_alpha = alpha;
        let late_move_limit = (LMP_BASE.get() + depth * depth) / if improving { 1 } else { LMP_NOT_IMPROVING_DIVISOR };
        let rules = SkipRules { pv_node, depth, eval, late_move_limit };
        // Moves are skipped below the root, out of check, and not with king and pawns alone.
        let may_skip = ply > 0 && !in_check && has_pieces(&self.pos);

        for index in 0..moves.len() {
            let mv = pick_next(&mut moves, index);
            self.shared.table.prefetch(self.pos.key_after(mv));
            let noisy = is_noisy(&self.pos, mv);
            if !noisy {
                quiets_seen += 1;
            }
            let history = if noisy { 0 } else { self.ordering.quiet_score(&self.pos, mv, &earlier) };
            // Pruning at shallow depth, once some move has shown we are not being mated.
            if may_skip
                && best_score > -DECISIVE
                && self.skips(moves[index], noisy, history, quiets_seen, alpha, &rules)
            {
                continue;
            }
            let nodes_before = self.nodes;
            if ply == 0 {
                self.root_move_started(mv, index);
            }
            let undo = self.make(mv, ply);
            let gives_check = self.pos.in_check();
            let extension = if mv == table_move && table_move_extension < 0 {
                table_move_extension
            } else if !may_extend {
                0
            } else if mv == table_move && table_move_extension > 0 {
                table_move_extension
            } else {
                i32::from(gives_check || single_reply)
            };
            let new_depth = depth - 1 + extension;
            let score = if index == 0 {
                -self.negamax(-beta, -alpha, new_depth, ply + 1, true)
            } else {
                // Late quiet moves are searched shallower first; a surprise earns a full re-search.
                let reduction =
                    if depth >= LMR_MIN_DEPTH.get() && index as i32 >= LMR_MIN_INDEX.get() && !noisy && !in_check {
                        let mut r = self.reductions[depth.min(63) as usize][index.min(63)];
                        r += i32::from(!pv_node) + i32::from(!improving);
                        r -= i32::from(gives_check);
                        r -= i32::from(mv == killers[0] || mv == killers[1] || mv == counter);
                        r -= history / LMR_HISTORY_DIVISOR.get();
                        r.clamp(0, (new_depth - 1).max(0))
                    } else {
                        0
                    };
                stat!(self, reduced, reduction > 0);
                let mut score = -self.negamax(-alpha - 1, -alpha, new_depth - reduction, ply + 1, true);
                if score > alpha && reduction > 0 {
                    stat!(self, reduced_researches);
                    score = -self.negamax(-alpha - 1, -alpha, new_depth, ply + 1, true);
                }
                if score > alpha && score < beta {
                    score = -self.negamax(-beta, -alpha, new_depth, ply + 1, true);
                }
                score
            };
            self.unmake(mv, undo);
            if ply == 0 {
                self.root_move_nodes[root_move_index(mv)] += self.nodes - nodes_before;
            }
            if self.stopped {
                self.stack[ply].moves = moves;
                return 0;
            }
            // The histories need only the first few.
            let _ = if noisy { captures_tried.try_push(mv) } else { quiets_tried.try_push(mv) };
            if score > best_score {
                best_score = score;
                // Only a move that beat alpha is known to be best: at a node where every move
                // failed low, the table keeps the move it had.
                if score > alpha {
                    best_move = mv;
                    alpha = score;
                    let (head, tail) = self.stack.split_at_mut(ply + 1);
                    let pv = &mut head[ply].pv;
                    pv.clear();
                    pv.push(mv);
                    pv.extend_from_slice(&tail[0].pv);
                    if ply == 0 {
                        self.root_move_proven(Line { score, pv: self.stack[0].pv.clone() });
                    }
                    if score >= beta {
                        stat!(self, beta_cutoffs);
                        stat!(self, first_move_cutoffs, index == 0);
                        stat!(self, cutoff_index_sum, index);
                        if !noisy {
                            self.ordering.reward_quiet(&self.pos, ply, depth, mv, &earlier, &quiets_tried);
                        }
                        self.ordering.reward_captures(&self.pos, depth, mv, &captures_tried);
                        break;
                    }
                }
            }
        }

        self.stack[ply].moves = moves;
        let best_score = best_score.clamp(tablebase_floor, tablebase_cap);
        let bound = bound_of(best_score, original_alpha, beta);
        if restricted_root || excluded != Move::NULL {
            return best_score; // not the score of the whole position: keep it out of the table
        }
        // A quiet result that the bound does not leave open shows how far off the evaluation was.
        let quiet_best = best_move == Move::NULL || !is_noisy(&self.pos, best_move);
        let bound_agrees = match bound {
            Bound::Lower => best_score > static_eval,
            Bound::Upper => best_score < static_eval,
            Bound::Exact => true,
        };
        if !in_check && quiet_best && bound_agrees && best_score.abs() < DECISIVE {
            self.correction.update(&self.pos, depth, raw_eval, best_score);
        }
        let stored_eval = if in_check { 0 } else { raw_eval };
        self.shared.table.store(key, best_move, to_table(best_score, ply), stored_eval, depth, bound);
        best_score
    }
}
