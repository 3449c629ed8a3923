//! One search thread: iterative deepening with aspiration windows over a negamax principal
//! variation search (fail-soft), with quiescence search at the leaves.
//!
//! Pruning and reductions: mate distance pruning, reverse futility pruning, null-move pruning (not in
//! check, not twice in a row, not without pieces, reduction growing with depth, verified at high
//! depth), futility pruning of quiet moves, late move reductions; check extension. Draws by
//! repetition (twofold inside the tree, threefold with the game), fifty-move rule and insufficient
//! material.

use super::limits::Limits;
use super::ordering::{is_noisy, pick_next, score_moves, OrderingTables};
use super::score::{from_table, to_table, Score, MATE, MATE_BOUND, MAX_PLY};
use super::see::see;
use super::tt::{Bound, TranspositionTable};
use crate::chess::{Bitboard, Move, PieceKind, Position};
use crate::eval::evaluate;
use arrayvec::ArrayVec;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

/// What one finished iteration found.
#[derive(Clone, Debug)]
pub struct IterationReport {
    /// The depth searched.
    pub depth: i32,
    /// The deepest ply reached.
    pub seldepth: usize,
    /// The score from the root side's point of view.
    pub score: Score,
    /// Nodes searched so far.
    pub nodes: u64,
    /// The principal variation, best move first.
    pub pv: Vec<Move>,
}

/// A searcher bound to one position and one shared table.
pub struct Searcher<'a> {
    pos: Position,
    /// Keys of the game before the root, then of the current search path.
    keys: Vec<u64>,
    root_index: usize,
    table: &'a TranspositionTable,
    stop: &'a AtomicBool,
    limits: Limits,
    start: Instant,
    nodes: u64,
    seldepth: usize,
    ordering: OrderingTables,
    pv: Vec<Vec<Move>>,
    stopped: bool,
}

const INFINITY: Score = MATE + 1;

impl<'a> Searcher<'a> {
    /// A searcher for `pos`, reached through positions with `game_keys` (oldest first, not
    /// including `pos` itself), sharing `table` and stopping when `stop` is raised.
    pub fn new(pos: Position, game_keys: &[u64], table: &'a TranspositionTable, stop: &'a AtomicBool) -> Searcher<'a> {
        let mut keys = game_keys.to_vec();
        keys.push(pos.key());
        Searcher {
            pos,
            root_index: keys.len() - 1,
            keys,
            table,
            stop,
            limits: Limits::default(),
            start: Instant::now(),
            nodes: 0,
            seldepth: 0,
            ordering: OrderingTables::new(MAX_PLY),
            pv: vec![Vec::new(); MAX_PLY + 1],
            stopped: false,
        }
    }

    /// Nodes searched so far.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Iterative deepening within `limits`; `report` is called after every completed iteration.
    /// Returns the last completed iteration (depth 1 is always completed if there is a legal move).
    pub fn run(&mut self, limits: Limits, mut report: impl FnMut(&IterationReport)) -> Option<IterationReport> {
        self.limits = limits;
        self.start = Instant::now();
        self.table.new_search();
        let mut best: Option<IterationReport> = None;
        let max_depth = self.limits.depth.unwrap_or(MAX_PLY as i32 - 10).min(MAX_PLY as i32 - 10);
        for depth in 1..=max_depth {
            let previous = best.as_ref().map(|b| b.score);
            let score = self.aspiration(depth, previous);
            if self.stopped && best.is_some() {
                break;
            }
            let iteration =
                IterationReport { depth, seldepth: self.seldepth, score, nodes: self.nodes, pv: self.pv[0].clone() };
            if iteration.pv.is_empty() {
                break; // no legal move at the root
            }
            report(&iteration);
            best = Some(iteration);
            if self.stopped || self.limits.soft_reached(self.start, self.nodes) {
                break;
            }
        }
        best
    }

    /// Searches the root with a window around the previous score, widening it on failure.
    fn aspiration(&mut self, depth: i32, previous: Option<Score>) -> Score {
        let mut delta = 25;
        let (mut alpha, mut beta) = match previous {
            Some(score) if depth >= 5 && score.abs() < MATE_BOUND => (score - delta, score + delta),
            _ => (-INFINITY, INFINITY),
        };
        loop {
            let score = self.negamax(alpha, beta, depth, 0, true);
            if self.stopped {
                return score;
            }
            if score <= alpha {
                alpha = (alpha - delta).max(-INFINITY);
            } else if score >= beta {
                beta = (beta + delta).min(INFINITY);
            } else {
                return score;
            }
            delta *= 2;
            if delta > 1000 {
                (alpha, beta) = (-INFINITY, INFINITY);
            }
        }
    }

    fn check_stop(&mut self) {
        if self.nodes & 2047 == 0
            && (self.stop.load(Ordering::Relaxed) || self.limits.hard_reached(self.start, self.nodes))
        {
            self.stopped = true;
        }
    }

    /// Draw by the fifty-move rule, insufficient material, or repetition: twofold when the earlier
    /// position lies on the search path (the root included), threefold counting the game before it.
    fn is_draw(&self) -> bool {
        let pos = &self.pos;
        if pos.halfmove_clock() >= 100 && (!pos.in_check() || !pos.legal_moves().is_empty()) {
            return true;
        }
        if insufficient_material(pos) {
            return true;
        }
        let key = pos.key();
        let current = self.keys.len() - 1;
        let earliest = current.saturating_sub(pos.halfmove_clock() as usize);
        let mut earlier_in_game = 0;
        // Only positions with the same side to move can repeat, and four plies back is the nearest.
        let mut index = current.checked_sub(4);
        while let Some(i) = index.filter(|&i| i >= earliest) {
            if self.keys[i] == key {
                if i >= self.root_index {
                    return true;
                }
                earlier_in_game += 1;
                if earlier_in_game >= 2 {
                    return true;
                }
            }
            index = i.checked_sub(2);
        }
        false
    }

    fn make(&mut self, mv: Move) -> crate::chess::Undo {
        let undo = self.pos.make_move(mv);
        self.keys.push(self.pos.key());
        self.nodes += 1;
        undo
    }

    fn unmake(&mut self, mv: Move, undo: crate::chess::Undo) {
        self.keys.pop();
        self.pos.unmake_move(mv, undo);
    }

    fn negamax(&mut self, mut alpha: Score, mut beta: Score, depth: i32, ply: usize, allow_null: bool) -> Score {
        let pv_node = beta - alpha > 1;
        self.pv[ply].clear();
        self.check_stop();
        if self.stopped {
            return 0;
        }
        let in_check = self.pos.in_check();
        if depth <= 0 && !in_check {
            return self.quiescence(alpha, beta, ply);
        }
        self.seldepth = self.seldepth.max(ply);
        if ply > 0 {
            if self.is_draw() {
                return 0;
            }
            if ply >= MAX_PLY - 1 {
                return evaluate(&self.pos);
            }
            // Mate distance pruning: no result here can beat a mate already found nearer the root.
            alpha = alpha.max(-MATE + ply as Score);
            beta = beta.min(MATE - ply as Score - 1);
            if alpha >= beta {
                return alpha;
            }
        }
        let depth = depth.max(1);

        let key = self.pos.key();
        let entry = self.table.probe(key);
        let mut table_move = Move::NULL;
        if let Some(hit) = entry {
            table_move = hit.mv;
            let score = from_table(hit.score, ply);
            if !pv_node && ply > 0 && hit.depth as i32 >= depth {
                let cutoff = match hit.bound {
                    Bound::Exact => true,
                    Bound::Lower => score >= beta,
                    Bound::Upper => score <= alpha,
                };
                if cutoff {
                    return score;
                }
            }
        }
        let static_eval =
            if in_check { -INFINITY } else { entry.map_or_else(|| evaluate(&self.pos), |hit| hit.static_eval) };

        if !pv_node && !in_check && ply > 0 {
            // Reverse futility: far above beta with little depth left, a quiet position holds.
            if depth <= 6 && static_eval - 80 * depth >= beta && beta.abs() < MATE_BOUND {
                return static_eval;
            }
            // Null move: give the opponent a free move; if we still beat beta, this node will too.
            if allow_null && depth >= 3 && static_eval >= beta && has_pieces(&self.pos) {
                let reduction = 3 + depth / 4;
                let undo = self.pos.make_null_move();
                self.keys.push(self.pos.key());
                self.nodes += 1;
                let score = -self.negamax(-beta, -beta + 1, depth - 1 - reduction, ply + 1, false);
                self.keys.pop();
                self.pos.unmake_null_move(undo);
                if self.stopped {
                    return 0;
                }
                if score >= beta {
                    let score = if score >= MATE_BOUND { beta } else { score };
                    // Deep down, verify with a reduced search of our own (guards zugzwang).
                    if depth < 12 || self.negamax(beta - 1, beta, depth - reduction, ply, false) >= beta {
                        return score;
                    }
                }
            }
        }

        let mut moves = self.pos.legal_moves();
        if moves.is_empty() {
            return if in_check { -MATE + ply as Score } else { 0 };
        }
        let mut scores = score_moves(&self.pos, &moves, table_move, ply, &self.ordering);
        let mut best_score = -INFINITY;
        let mut best_move = Move::NULL;
        let mut quiets_tried: ArrayVec<Move, 64> = ArrayVec::new();
        let original_alpha = alpha;

        for index in 0..moves.len() {
            pick_next(&mut moves, &mut scores, index);
            let mv = moves[index];
            let noisy = is_noisy(&self.pos, mv);
            // Futility: a quiet move cannot lift a hopeless static score this close to the leaves.
            if !pv_node
                && !in_check
                && !noisy
                && index > 0
                && depth <= 3
                && best_score > -MATE_BOUND
                && static_eval + 100 + 120 * depth <= alpha
            {
                continue;
            }
            let undo = self.make(mv);
            let gives_check = self.pos.in_check();
            let extension = i32::from(gives_check);
            let new_depth = depth - 1 + extension;
            let score = if index == 0 {
                -self.negamax(-beta, -alpha, new_depth, ply + 1, true)
            } else {
                // Late quiet moves are searched shallower first; a surprise earns a full re-search.
                let reduction = if depth >= 3 && index >= 3 && !noisy && !in_check && !gives_check {
                    let r = ((depth as f32).ln() * (index as f32).ln() / 2.0) as i32;
                    (r + i32::from(!pv_node)).clamp(0, new_depth - 1)
                } else {
                    0
                };
                let mut score = -self.negamax(-alpha - 1, -alpha, new_depth - reduction, ply + 1, true);
                if score > alpha && reduction > 0 {
                    score = -self.negamax(-alpha - 1, -alpha, new_depth, ply + 1, true);
                }
                if score > alpha && score < beta {
                    score = -self.negamax(-beta, -alpha, new_depth, ply + 1, true);
                }
                score
            };
            self.unmake(mv, undo);
            if self.stopped {
                return 0;
            }
            if !noisy {
                let _ = quiets_tried.try_push(mv); // history needs only the first few
            }
            if score > best_score {
                best_score = score;
                best_move = mv;
                if score > alpha {
                    alpha = score;
                    let (head, tail) = self.pv.split_at_mut(ply + 1);
                    head[ply].clear();
                    head[ply].push(mv);
                    head[ply].extend_from_slice(&tail[0]);
                    if score >= beta {
                        if !noisy {
                            self.ordering.reward_quiet(&self.pos, ply, depth, mv, &quiets_tried);
                        }
                        break;
                    }
                }
            }
        }

        let bound = if best_score >= beta {
            Bound::Lower
        } else if best_score > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        let stored_eval = if in_check { 0 } else { static_eval };
        self.table.store(key, best_move, to_table(best_score, ply), stored_eval, depth.min(255) as u8, bound);
        best_score
    }

    /// Captures and promotions only (all moves when in check), standing pat on the static score.
    fn quiescence(&mut self, mut alpha: Score, beta: Score, ply: usize) -> Score {
        self.pv[ply].clear();
        self.check_stop();
        if self.stopped {
            return 0;
        }
        self.seldepth = self.seldepth.max(ply);
        if ply >= MAX_PLY - 1 {
            return evaluate(&self.pos);
        }
        if insufficient_material(&self.pos) {
            return 0;
        }
        let in_check = self.pos.in_check();
        let mut best_score = -INFINITY;
        if !in_check {
            best_score = evaluate(&self.pos);
            if best_score >= beta {
                return best_score;
            }
            alpha = alpha.max(best_score);
        }
        let mut moves = if in_check { self.pos.legal_moves() } else { self.pos.noisy_moves() };
        if moves.is_empty() && in_check {
            return -MATE + ply as Score;
        }
        let mut scores = score_moves(&self.pos, &moves, Move::NULL, ply, &self.ordering);
        for index in 0..moves.len() {
            pick_next(&mut moves, &mut scores, index);
            let mv = moves[index];
            // Captures that lose material cannot raise a standing-pat score.
            if !in_check && see(&self.pos, mv) < 0 {
                continue;
            }
            let undo = self.make(mv);
            let score = -self.quiescence(-beta, -alpha, ply + 1);
            self.unmake(mv, undo);
            if self.stopped {
                return 0;
            }
            if score > best_score {
                best_score = score;
                if score > alpha {
                    alpha = score;
                    if score >= beta {
                        break;
                    }
                }
            }
        }
        best_score
    }
}

/// Whether the side to move has a piece other than pawns and king (null move is unsafe otherwise).
fn has_pieces(pos: &Position) -> bool {
    let pawns_and_kings = pos.kind(PieceKind::Pawn) | pos.kind(PieceKind::King);
    (pos.color(pos.side_to_move()) & !pawns_and_kings).any()
}

/// Neither side can mate: bare kings, or a single minor piece beside them.
fn insufficient_material(pos: &Position) -> bool {
    let heavy = pos.kind(PieceKind::Pawn) | pos.kind(PieceKind::Rook) | pos.kind(PieceKind::Queen);
    if heavy.any() {
        return false;
    }
    let minors: Bitboard = pos.kind(PieceKind::Knight) | pos.kind(PieceKind::Bishop);
    minors.count() <= 1
}
