//! Static evaluation: a sum of classical terms, each with a middle-game and an end-game weight,
//! blended by the game phase (tapered evaluation) and scaled down in known drawish endings.
//!
//! Every term but one is linear in its weights: a term reports "this feature occurs N times for
//! white (or black)" to a [`Sink`], and the evaluation is the weighted sum. The exception is king
//! safety: its features add up to each side's danger to the enemy king, linear in the king-safety
//! weights, and the danger counts squared in the middle game (see [`danger_value`]), so that
//! attacks add up faster than linearly. The same code serves the search (the sink adds up
//! weights), the `eval` report (the sink sorts the sum by term), and the tuner (the sink records
//! how often each weight is used).

mod cache;
mod context;
mod king;
mod masks;
mod material;
mod mop_up;
pub mod nnue;
mod pawns;
mod pieces;
mod scale;
mod space;
mod threats;
pub mod weights;

use crate::chess::{Color, Move, PieceKind, Position};
use crate::score::{Score, DECISIVE};
use cache::EvalCache;
use context::{Context, PieceLists};
use nnue::accumulator::{changes_of, AccumulatorStack, Changes};
use nnue::Network;
pub use pawns::PawnTable;
use std::sync::Arc;
use weights::{COUNT, KING_SAFETY, TEMPO, TERMS, WEIGHTS};

/// Phase weight per piece kind: knights and bishops 1, rooks 2, queens 4.
const PHASE_WEIGHT: [i32; 6] = [0, 1, 1, 2, 4, 0];

/// The phase with all pieces on the board.
pub const TOTAL_PHASE: i32 = 24;

/// A middle-game and an end-game value, blended by the game phase.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub struct Tapered {
    /// Middle-game value.
    pub mg: i32,
    /// End-game value.
    pub eg: i32,
}

/// Receives the features of a position: weight `index` applies `times` times, for white
/// (`sign` +1) or black (`sign` -1).
pub trait Sink {
    /// Records a feature `times` times.
    fn add_times(&mut self, index: usize, sign: i32, times: i32);

    /// Records a feature once.
    fn add(&mut self, index: usize, sign: i32) {
        self.add_times(index, sign, 1);
    }

    /// Records a king-safety feature: weight `index` applies `times` times to the danger that
    /// white (`sign` +1) or black (`sign` -1) poses to the enemy king.
    fn add_danger(&mut self, index: usize, sign: i32, times: i32);
}

/// The middle-game value of a danger `d` is `d^2 / DANGER_MG_DIVISOR`.
pub const DANGER_MG_DIVISOR: i32 = 720;
/// The end-game value of a danger `d` is `d / DANGER_EG_DIVISOR`.
pub const DANGER_EG_DIVISOR: i32 = 20;

/// What a side's danger to the enemy king (the sum of its king-safety weights times features) is
/// worth to it: nothing when not positive, else its square in the middle game, where attacks win
/// games, and a small linear share in the end game.
pub fn danger_value(danger: Tapered) -> Tapered {
    let mg = danger.mg.max(0);
    Tapered { mg: mg * mg / DANGER_MG_DIVISOR, eg: danger.eg.max(0) / DANGER_EG_DIVISOR }
}

/// The white-minus-black value of both sides' dangers.
fn dangers_value(dangers: [Tapered; 2]) -> Tapered {
    let [white, black] = dangers.map(danger_value);
    Tapered { mg: white.mg - black.mg, eg: white.eg - black.eg }
}

/// Unpacks a sum of packed weights.
fn unpacked(packed: i32) -> Tapered {
    let eg = packed as i16 as i32;
    Tapered { mg: packed.wrapping_sub(eg) >> 16, eg }
}

/// Both phases of a weight in one integer, `mg * 2^16 + eg`, so that one addition sums both. The
/// sums stay inside 16 bits a phase (even nine queens against a bare king come to about 10,000),
/// so the end-game half never carries into the middle-game half for good.
const fn packed(mg: i32, eg: i32) -> i32 {
    mg * (1 << 16) + eg
}

/// Every weight, packed.
static PACKED_WEIGHTS: [i32; COUNT] = {
    let mut packed_weights = [0; COUNT];
    let mut index = 0;
    while index < COUNT {
        packed_weights[index] = packed(WEIGHTS[index][0], WEIGHTS[index][1]);
        index += 1;
    }
    packed_weights
};

/// Adds up the weights: the evaluation proper.
#[derive(Default)]
pub struct Accumulator {
    /// White minus black, both phases packed, without king safety.
    packed: i32,
    /// White's and black's danger to the enemy king, both phases packed.
    danger: [i32; 2],
}

impl Accumulator {
    /// An accumulator that starts from `total`.
    pub fn starting_at(total: Tapered) -> Accumulator {
        Accumulator { packed: packed(total.mg, total.eg), danger: [0; 2] }
    }

    /// White minus black so far, both phases.
    pub fn total(&self) -> Tapered {
        let linear = unpacked(self.packed);
        let safety = dangers_value(self.danger.map(unpacked));
        Tapered { mg: linear.mg + safety.mg, eg: linear.eg + safety.eg }
    }
}

impl Sink for Accumulator {
    #[inline]
    fn add_times(&mut self, index: usize, sign: i32, times: i32) {
        self.packed = self.packed.wrapping_add((sign * times).wrapping_mul(PACKED_WEIGHTS[index]));
    }

    #[inline]
    fn add_danger(&mut self, index: usize, sign: i32, times: i32) {
        let side = usize::from(sign < 0);
        self.danger[side] = self.danger[side].wrapping_add(times.wrapping_mul(PACKED_WEIGHTS[index]));
    }
}

/// The game phase: `TOTAL_PHASE` with all pieces on the board, 0 with only kings and pawns.
pub fn phase(pos: &Position) -> i32 {
    let weighted: i32 =
        PieceKind::ALL.iter().map(|&kind| pos.kind(kind).count() as i32 * PHASE_WEIGHT[kind.index()]).sum();
    weighted.min(TOTAL_PHASE)
}

/// Every term except the pawn structure, which the caller adds (from the cache or not).
fn pieces_and_kings(context: &Context, passers: [crate::chess::Bitboard; 2], sink: &mut impl Sink) {
    material::add(context, sink);
    pawns::passed_extras(context, passers, sink);
    pieces::add(context, sink);
    king::add(context, sink);
    threats::add(context, sink);
    space::add(context, sink);
    sink.add(TEMPO, context::sign(context.pos.side_to_move()));
}

/// Reports every feature of `pos` to `sink` (no cache).
pub fn collect(pos: &Position, sink: &mut impl Sink) {
    let mut lists = PieceLists::default();
    let context = Context::new(pos, &mut lists);
    let passers = pawns::structure(pos, sink);
    pieces_and_kings(&context, passers, sink);
}

/// The end-game scale (out of 64) for `pos` given the end-game score, white's view.
pub fn end_game_scale(pos: &Position, eg: i32) -> i32 {
    let strong = if eg >= 0 { Color::White } else { Color::Black };
    scale::factor(pos, strong)
}

/// Blends a white-minus-black score into the side to move's view.
fn blend(pos: &Position, total: Tapered) -> Score {
    if pos.insufficient_material() {
        return 0;
    }
    let phase = phase(pos);
    let blended = (total.mg * phase + total.eg * (TOTAL_PHASE - phase)) / TOTAL_PHASE;
    // The scale only ever falls below full in endings, where the blend is nearly all end game.
    let white = blended * end_game_scale(pos, total.eg) / scale::FULL + mop_up::bonus(pos);
    match pos.side_to_move() {
        Color::White => white,
        Color::Black => -white,
    }
}

/// The static evaluation in centipawns, from the side to move's point of view.
pub fn evaluate(pos: &Position) -> Score {
    let mut sum = Accumulator::default();
    collect(pos, &mut sum);
    blend(pos, sum.total())
}

/// An evaluator with its own caches of pawn structures and of whole evaluations (one per search
/// thread), or with a network and this thread's accumulators when the network evaluates.
#[derive(Default)]
pub struct Evaluator {
    pawns: PawnTable,
    evaluations: EvalCache,
    piece_lists: PieceLists,
    network: Option<NetworkState>,
}

/// A network with the accumulators of the current search path.
struct NetworkState {
    network: Arc<Network>,
    stack: AccumulatorStack,
}

impl Evaluator {
    /// Evaluates with `network` from now on, or classically for `None`; `root` is the position
    /// the next moves are made from.
    pub fn use_network(&mut self, network: Option<Arc<Network>>, root: &Position) {
        self.network = network.map(|network| NetworkState { stack: AccumulatorStack::new(&network, root), network });
    }

    /// A search starts at `root`: the accumulators start again from it.
    pub fn start(&mut self, root: &Position) {
        if let Some(state) = &mut self.network {
            state.stack.restart(&state.network, root);
        }
    }

    /// What the network needs to know of `mv` before it is made in `pos` (nothing classically).
    #[inline]
    pub fn before_move(&self, pos: &Position, mv: Move) -> Option<Changes> {
        self.network.as_ref().map(|_| changes_of(pos, mv))
    }

    /// `mv` was made and led to `after`; `changes` is what [`Evaluator::before_move`] said.
    #[inline]
    pub fn after_move(&mut self, changes: Option<&Changes>, after: &Position) {
        if let (Some(state), Some(changes)) = (&mut self.network, changes) {
            state.stack.push_move(&state.network, changes, after);
        }
    }

    /// A null move was made.
    #[inline]
    pub fn after_null(&mut self) {
        if let Some(state) = &mut self.network {
            state.stack.push_null();
        }
    }

    /// The last move (or null move) was unmade.
    #[inline]
    pub fn undo(&mut self) {
        if let Some(state) = &mut self.network {
            state.stack.pop();
        }
    }

    /// The static evaluation: the network's if there is one (from the accumulators, which must
    /// describe `pos`), else as [`evaluate`], from the caches where it can be.
    pub fn evaluate(&mut self, pos: &Position) -> Score {
        if let Some(state) = &self.network {
            let score = state.stack.top().evaluate(&state.network, pos);
            return score.clamp(-DECISIVE + 1, DECISIVE - 1);
        }
        let key = pos.key();
        if let Some(score) = self.evaluations.get(key) {
            return score;
        }
        let context = Context::new(pos, &mut self.piece_lists);
        let (structure, passers) = self.pawns.probe(pos);
        let mut sum = Accumulator::starting_at(structure);
        pieces_and_kings(&context, passers, &mut sum);
        let score = blend(pos, sum.total());
        self.evaluations.put(key, score);
        score
    }
}

/// Sorts the weighted sum by term and side, for the `eval` report.
struct ByTerm {
    /// `[term][side]`, white and black each from their own side.
    values: Vec<[Tapered; 2]>,
    /// White's and black's danger to the enemy king, before [`danger_value`].
    danger: [Tapered; 2],
}

impl Sink for ByTerm {
    fn add_times(&mut self, index: usize, sign: i32, times: i32) {
        let term = TERMS.iter().rposition(|&(_, start, _)| start <= index).expect("every index has a term");
        let side = usize::from(sign < 0);
        let [mg, eg] = WEIGHTS[index];
        self.values[term][side].mg += times * mg;
        self.values[term][side].eg += times * eg;
    }

    fn add_danger(&mut self, index: usize, sign: i32, times: i32) {
        let side = usize::from(sign < 0);
        let [mg, eg] = WEIGHTS[index];
        self.danger[side].mg += times * mg;
        self.danger[side].eg += times * eg;
    }
}

/// What `eval` shows: with a network (named `name`), each piece's value to it on a board and its
/// evaluation ([`nnue::piece_values::describe`]); with the classical evaluation, its terms
/// ([`describe`]).
pub fn describe_in_use(pos: &Position, network: Option<&nnue::Network>, name: &str) -> String {
    match network {
        Some(network) => nnue::piece_values::describe(network, pos, name),
        None => describe(pos) + name,
    }
}

/// A table of every term for both sides, middle game and end game, and the blended total.
pub fn describe(pos: &Position) -> String {
    let mut by_term = ByTerm { values: vec![[Tapered::default(); 2]; TERMS.len()], danger: [Tapered::default(); 2] };
    collect(pos, &mut by_term);
    let safety = TERMS.iter().position(|&(_, start, _)| start == KING_SAFETY).expect("king safety is a term");
    by_term.values[safety] = by_term.danger.map(danger_value);
    // The name column fits the longest term name.
    let width = TERMS.iter().map(|&(name, _, _)| name.len()).max().unwrap_or(0);
    let mut text =
        format!("{:<width$} {:>7} {:>7} | {:>7} {:>7} | {:>7} {:>7}\n", "term", "white", "", "black", "", "total", "");
    text += &format!("{:<width$} {:>7} {:>7} | {:>7} {:>7} | {:>7} {:>7}\n", "", "mg", "eg", "mg", "eg", "mg", "eg");
    let mut total = Tapered::default();
    for (index, &(name, _, _)) in TERMS.iter().enumerate() {
        let [white, black] = by_term.values[index];
        if white == Tapered::default() && black == Tapered::default() {
            continue;
        }
        let (mg, eg) = (white.mg - black.mg, white.eg - black.eg);
        total.mg += mg;
        total.eg += eg;
        text += &format!(
            "{name:<width$} {:>7} {:>7} | {:>7} {:>7} | {mg:>7} {eg:>7}\n",
            white.mg, white.eg, black.mg, black.eg
        );
    }
    let phase = phase(pos);
    let scale = end_game_scale(pos, total.eg);
    let side = evaluate(pos);
    let white = if pos.side_to_move() == Color::White { side } else { -side };
    text += &format!("{:<width$} {:>7} {:>7} | {:>7} {:>7} | {:>7} {:>7}\n", "sum", "", "", "", "", total.mg, total.eg);
    text += &format!("phase {phase} of {TOTAL_PHASE} (middle-game weight), end-game scale {scale}/64\n");
    text += &format!("Evaluation: {:+.2} (white's view), {side:+} cp for the side to move\n", f64::from(white) / 100.0);
    text
}

/// How often each weight is used in a position, for the tuner.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Coefficients {
    /// `(index, white-minus-black count)` of every weight used linearly.
    pub linear: Vec<(u16, i16)>,
    /// `(index, count)` of the king-safety weights in white's danger and in black's.
    pub danger: [Vec<(u16, i16)>; 2],
}

/// The sum of the engine's weights times their counts in `list`, both phases.
fn weighted(list: &[(u16, i16)]) -> Tapered {
    let mut sum = Tapered::default();
    for &(index, count) in list {
        sum.mg += i32::from(count) * WEIGHTS[index as usize][0];
        sum.eg += i32::from(count) * WEIGHTS[index as usize][1];
    }
    sum
}

impl Coefficients {
    /// The white-minus-black sum with the engine's weights, both phases, before the blend.
    pub fn total(&self) -> Tapered {
        let linear = weighted(&self.linear);
        let safety = dangers_value(self.danger.each_ref().map(|list| weighted(list)));
        Tapered { mg: linear.mg + safety.mg, eg: linear.eg + safety.eg }
    }
}

/// Counts how often each weight is used in `pos` (for the tuner).
pub fn coefficients(pos: &Position) -> Coefficients {
    struct Counts {
        linear: [i32; COUNT],
        danger: [[i32; COUNT]; 2],
    }
    impl Sink for Counts {
        fn add_times(&mut self, index: usize, sign: i32, times: i32) {
            self.linear[index] += sign * times;
        }
        fn add_danger(&mut self, index: usize, sign: i32, times: i32) {
            self.danger[usize::from(sign < 0)][index] += times;
        }
    }
    let mut counts = Counts { linear: [0; COUNT], danger: [[0; COUNT]; 2] };
    collect(pos, &mut counts);
    let nonzero = |counts: &[i32]| -> Vec<(u16, i16)> {
        counts.iter().enumerate().filter(|(_, &c)| c != 0).map(|(i, &c)| (i as u16, c as i16)).collect()
    };
    Coefficients { linear: nonzero(&counts.linear), danger: counts.danger.each_ref().map(|d| nonzero(d)) }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn eval(fen: &str) -> Score {
        evaluate(&Position::from_fen(fen).unwrap())
    }

    /// The same position with colours swapped and the board mirrored.
    pub(in crate::eval) fn flipped(fen: &str) -> String {
        let fields: Vec<&str> = fen.split_whitespace().collect();
        let board: Vec<String> = fields[0]
            .split('/')
            .rev()
            .map(|rank| {
                rank.chars()
                    .map(|c| if c.is_ascii_uppercase() { c.to_ascii_lowercase() } else { c.to_ascii_uppercase() })
                    .collect()
            })
            .collect();
        let side = if fields[1] == "w" { "b" } else { "w" };
        let castling: String = if fields[2] == "-" {
            "-".into()
        } else {
            let swapped: String = fields[2]
                .chars()
                .map(|c| if c.is_ascii_uppercase() { c.to_ascii_lowercase() } else { c.to_ascii_uppercase() })
                .collect();
            let mut upper: Vec<char> = swapped.chars().filter(char::is_ascii_uppercase).collect();
            let mut lower: Vec<char> = swapped.chars().filter(char::is_ascii_lowercase).collect();
            upper.append(&mut lower);
            upper.into_iter().collect()
        };
        let ep = if fields[3] == "-" {
            "-".to_string()
        } else {
            let rank = if &fields[3][1..] == "3" { "6" } else { "3" };
            format!("{}{rank}", &fields[3][..1])
        };
        format!("{} {side} {castling} {ep} 0 1", board.join("/"))
    }

    const POSITIONS: [&str; 6] = [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "r1bq1rk1/pp2bppp/2n1pn2/2pp4/3P4/2PBPN2/PP1N1PPP/R1BQ1RK1 w - - 0 8",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "2r3k1/pp3ppp/4p3/3pP3/3P4/P4N2/1P3PPP/2R3K1 b - - 0 25",
        "6k1/5p2/6p1/8/3B4/8/5PPP/6K1 w - - 0 40",
    ];

    #[test]
    fn colour_flipped_positions_evaluate_the_same_for_the_side_to_move() {
        for fen in POSITIONS {
            assert_eq!(eval(fen), eval(&flipped(fen)), "{fen} vs {}", flipped(fen));
        }
    }

    #[test]
    fn the_cached_evaluator_agrees_with_the_plain_one() {
        let mut evaluator = Evaluator::default();
        for fen in POSITIONS {
            let pos = Position::from_fen(fen).unwrap();
            assert_eq!(evaluator.evaluate(&pos), evaluate(&pos));
            assert_eq!(evaluator.evaluate(&pos), evaluate(&pos), "second, cached, call");
        }
    }

    #[test]
    fn coefficients_times_weights_give_the_evaluation() {
        // The lopsided ones push the packed sums of both phases furthest from zero, each way.
        let lopsided = ["QQQQQQQQ/Q7/8/8/8/8/8/K6k b - - 0 1", "k6K/8/8/8/8/8/q7/qqqqqqqq w - - 0 1"];
        for fen in POSITIONS.into_iter().chain(lopsided) {
            let pos = Position::from_fen(fen).unwrap();
            assert_eq!(blend(&pos, coefficients(&pos).total()), evaluate(&pos), "{fen}");
        }
    }

    /// The white-minus-black value of one term, middle game plus end game.
    fn term(fen: &str, start: usize, len: usize) -> i32 {
        term_in(fen, start, len, &[0, 1])
    }

    /// The white-minus-black value of one term in the middle game only.
    fn term_mg(fen: &str, start: usize, len: usize) -> i32 {
        term_in(fen, start, len, &[0])
    }

    fn term_in(fen: &str, start: usize, len: usize, phases: &[usize]) -> i32 {
        let pos = Position::from_fen(fen).unwrap();
        coefficients(&pos)
            .linear
            .into_iter()
            .filter(|&(i, _)| (start..start + len).contains(&(i as usize)))
            .map(|(i, c)| i32::from(c) * phases.iter().map(|&p| WEIGHTS[i as usize][p]).sum::<i32>())
            .sum()
    }

    #[test]
    fn pawn_structure_terms() {
        use weights::*;
        // A passed pawn on the sixth is worth more than on the fourth.
        let fourth = term("4k3/8/8/8/P7/8/8/4K3 w - - 0 1", PASSED_PAWN, 8);
        let sixth = term("4k3/8/P7/8/8/8/8/4K3 w - - 0 1", PASSED_PAWN, 8);
        assert!(sixth > fourth && fourth > 0, "{fourth} {sixth}");
        // Doubled and isolated pawns cost.
        assert!(term("4k3/8/8/8/4P3/4P3/8/4K3 w - - 0 1", DOUBLED_PAWN, 1) < 0);
        assert!(term("4k3/8/8/8/8/8/P1P5/4K3 w - - 0 1", ISOLATED_PAWN, 1) < 0);
        assert_eq!(term("4k3/8/8/8/8/8/PP6/4K3 w - - 0 1", ISOLATED_PAWN, 1), 0);
        // Protected and side-by-side pawns are rewarded.
        assert!(term("4k3/8/8/8/3P4/4P3/8/4K3 w - - 0 1", SUPPORTED_PAWN, 8) > 0);
        assert!(term("4k3/8/8/8/3PP3/8/8/4K3 w - - 0 1", PHALANX_PAWN, 8) > 0);
        // A backward pawn: c2 cannot be supported and its stop square is guarded by a black pawn.
        assert!(term("4k3/8/8/8/1p1P4/8/2P5/4K3 w - - 0 1", BACKWARD_PAWN, 1) < 0);
        // A blocked passer loses its free-path bonus.
        let free = term("4k3/8/P7/8/8/8/8/4K3 w - - 0 1", PASSED_FREE_PATH, 8);
        let blocked = term("4k3/n7/P7/8/8/8/8/4K3 w - - 0 1", PASSED_FREE_PATH, 8);
        assert!(free > blocked);
    }

    #[test]
    fn piece_and_king_terms() {
        use weights::*;
        // A rook on an open file beats one behind its own pawn.
        assert!(
            term("4k3/8/8/8/8/8/8/3RK3 w - - 0 1", ROOK_OPEN_FILE, 2)
                > term("4k3/8/8/8/8/8/3P4/3RK3 w - - 0 1", ROOK_OPEN_FILE, 2)
        );
        // A centralised knight is more mobile than one in the corner.
        let corner = term("4k3/8/8/8/8/8/8/N3K3 w - - 0 1", KNIGHT_MOBILITY, 9);
        let centre = term("4k3/8/8/8/3N4/8/8/4K3 w - - 0 1", KNIGHT_MOBILITY, 9);
        assert!(centre > corner);
        // A knight outpost on d5, defended by e4, unreachable by black pawns.
        assert!(term("4k3/8/8/3N4/4P3/8/8/4K3 w - - 0 1", KNIGHT_OUTPOST, 1) > 0);
        assert_eq!(term("4k3/2p5/8/3N4/4P3/8/8/4K3 w - - 0 1", KNIGHT_OUTPOST, 1), 0);
        // In the middle game a king behind its pawns is safer than one on open files. (In the end
        // game the tuned weights rightly prefer an active king to a sheltered one.)
        let sheltered = term_mg("4k3/8/8/8/8/8/5PPP/6K1 w - - 0 1", KING_SHIELD, 3);
        let exposed = term_mg("4k3/8/8/8/8/8/8/6K1 w - - 0 1", KING_SHIELD, 3);
        assert!(sheltered > exposed);
        // Queen, bishop and knight bearing down on h7 are worth far more together than a lone knight.
        let storm = "6k1/5ppp/8/6NQ/8/3B3R/8/6K1 w - - 0 1";
        let lone = "6k1/5ppp/8/6N1/8/8/8/6K1 w - - 0 1";
        assert!(danger(storm)[0].mg > danger(lone)[0].mg + 10);
        // A knight attacked by a pawn is a threat for the pawn's side.
        assert!(term("4k3/8/8/3n4/4P3/8/8/4K3 w - - 0 1", THREAT_BY_PAWN, 1) > 0);
        assert!(term("4k3/8/8/3n4/8/8/8/3RK3 w - - 0 1", HANGING, 1) > 0);
    }

    /// White's and black's danger to the enemy king, each valued from its own side.
    fn danger(fen: &str) -> [Tapered; 2] {
        coefficients(&Position::from_fen(fen).unwrap()).danger.map(|list| danger_value(weighted(&list)))
    }

    /// How often the feature at `index` occurs, white minus black.
    fn count(fen: &str, index: usize) -> i32 {
        let pos = Position::from_fen(fen).unwrap();
        coefficients(&pos).linear.into_iter().find(|&(i, _)| i as usize == index).map_or(0, |(_, c)| i32::from(c))
    }

    #[test]
    fn a_back_rank_king_zone_reaches_two_ranks_ahead_less_what_two_pawns_hold() {
        use weights::*;
        // A knight on e4 hits f6, in front of the g8 king's pawns: in its zone.
        assert_eq!(count("6k1/5ppp/8/8/4N3/8/8/6K1 w - - 0 1", KING_ZONE_ATTACK), 1);
        // From h4 it hits g6, which the f7 and h7 pawns both defend: left out.
        assert_eq!(count("6k1/5ppp/8/8/7N/8/8/6K1 w - - 0 1", KING_ZONE_ATTACK), 0);
    }

    #[test]
    fn a_corner_king_has_three_shield_files() {
        use weights::*;
        // The h1 king counts the f-, g- and h-pawns in front of it, as a g1 king would.
        assert_eq!(count("4k3/8/8/8/8/8/5PPP/7K w - - 0 1", KING_SHIELD), 3);
        assert_eq!(count("4k3/8/8/8/8/8/5PPP/6K1 w - - 0 1", KING_SHIELD), 3);
    }

    #[test]
    fn a_king_on_a_wing_without_pawns() {
        use weights::*;
        // White's pawns stand on the queen's side, so black's king on g8 has no pawns on its wing.
        assert_eq!(count("6k1/8/8/8/8/8/PPP5/1K6 w - - 0 1", PAWNLESS_FLANK), 1);
        assert_eq!(count("6k1/7p/8/8/8/8/PPP5/1K6 w - - 0 1", PAWNLESS_FLANK), 0);
    }

    #[test]
    fn pinned_pieces_move_along_the_pin_and_batteries_see_through() {
        use weights::*;
        // The e2 knight, pinned by the e7 rook, has no moves, whichever side is to move.
        assert_eq!(count("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1", KNIGHT_MOBILITY), 1);
        assert_eq!(count("4k3/4r3/8/8/8/8/4N3/4K3 b - - 0 1", KNIGHT_MOBILITY), 1);
        // The a1 rook sees a3 to a8 through the a2 rook, and b1 to d1: nine squares.
        assert_eq!(count("4k3/8/8/8/8/8/R7/R3K3 w - - 0 1", ROOK_MOBILITY + 9), 1);
    }

    #[test]
    fn threat_terms() {
        use weights::*;
        const PAWN: usize = 0;
        const KNIGHT: usize = 1;
        const ROOK: usize = 3;
        // A knight attacks an undefended pawn, but not one defended by a pawn.
        assert_eq!(count("4k3/8/8/3p4/8/4N3/8/4K3 w - - 0 1", THREAT_BY_MINOR + PAWN), 1);
        assert_eq!(count("4k3/8/2p5/3p4/8/4N3/8/4K3 w - - 0 1", THREAT_BY_MINOR + PAWN), 0);
        // A minor's attack on a piece counts even when a pawn defends it.
        assert_eq!(count("4k3/8/2p5/3n4/8/8/6B1/4K3 w - - 0 1", THREAT_BY_MINOR + KNIGHT), 1);
        // Black's threats count against white.
        assert_eq!(count("4k3/8/4n3/8/3R4/8/8/4K3 w - - 0 1", THREAT_BY_MINOR + ROOK), -1);
        assert_eq!(count("4k3/8/8/8/3n4/8/8/3RK3 w - - 0 1", THREAT_BY_ROOK + KNIGHT), 1);
        assert_eq!(count("4k3/8/8/4p3/3n4/8/8/3RK3 w - - 0 1", THREAT_BY_ROOK + KNIGHT), 0);
        assert_eq!(count("4k3/8/8/8/8/8/3n4/4K3 w - - 0 1", THREAT_BY_KING), 1);
        // e3-e4 would attack the knight on d5, unless a black pawn guards e4.
        assert_eq!(count("4k3/8/8/3n4/8/4P3/8/4K3 w - - 0 1", THREAT_BY_PAWN_PUSH), 1);
        assert_eq!(count("4k3/8/8/3n1p2/8/4P3/8/4K3 w - - 0 1", THREAT_BY_PAWN_PUSH), 0);
        // From the second rank the pawn may step twice.
        assert_eq!(count("4k3/8/8/8/3n4/8/4P3/4K3 w - - 0 1", THREAT_BY_PAWN_PUSH), 1);
    }

    #[test]
    fn space_passer_and_minor_piece_terms() {
        use weights::*;
        assert_eq!(count(POSITIONS[0], SPACE), 0);
        assert!(count("rnbqkbnr/pppppppp/8/8/2PPP3/8/PP3PPP/RNBQKBNR b KQkq - 0 1", SPACE) > 0);
        // A passer on the fifth with nothing in its way, then with a rook watching a7, then a6.
        assert_eq!(count("4k3/8/8/P7/8/8/8/4K3 w - - 0 1", PASSED_SAFE_PATH + 4), 1);
        assert_eq!(count("4k3/1r6/8/P7/8/8/8/4K3 w - - 0 1", PASSED_SAFE_PATH + 4), 0);
        assert_eq!(count("4k3/1r6/8/P7/8/8/8/4K3 w - - 0 1", PASSED_SAFE_STOP + 4), 1);
        assert_eq!(count("4k3/8/1r6/P7/8/8/8/4K3 w - - 0 1", PASSED_SAFE_STOP + 4), 0);
        assert_eq!(count("4k3/8/8/P7/8/8/8/R3K3 w - - 0 1", ROOK_BEHIND_PASSER), 1);
        assert_eq!(count("4k3/8/8/P7/8/8/B7/R3K3 w - - 0 1", ROOK_BEHIND_PASSER), 0);
        // An isolated pawn is weaker with no enemy pawn in front of it.
        assert_eq!(count("4k3/8/8/8/3P4/8/8/4K3 w - - 0 1", WEAK_UNOPPOSED), 1);
        assert_eq!(count("4k3/3p4/8/8/3P4/8/8/4K3 w - - 0 1", WEAK_UNOPPOSED), 0);
        assert_eq!(count("4k3/8/8/8/3P4/3N4/8/4K3 w - - 0 1", MINOR_BEHIND_PAWN), 1);
        assert_eq!(count("n3k3/8/8/8/8/8/8/7K w - - 0 1", KING_PROTECTOR), -4);
        assert_eq!(count("4k3/8/8/8/8/8/8/N6K w - - 0 1", KING_PROTECTOR), 7);
        assert_eq!(count("4k3/8/8/8/8/8/1B6/4K3 w - - 0 1", BISHOP_LONG_DIAGONAL), 1);
        assert_eq!(count("4k3/8/8/8/8/8/8/2B1K3 w - - 0 1", BISHOP_LONG_DIAGONAL), 0);
    }

    #[test]
    fn imbalance_and_ranked_passer_king_terms() {
        use weights::*;
        // White: two knights and three pawns; black: a rook. Knights times own pawns, knights
        // times knights; the black rook times white's knights and pawns counts against white.
        let fen = "4k3/8/8/3r4/8/8/PPPNN3/4K3 w - - 0 1";
        assert_eq!(count(fen, IMBALANCE_OURS), 6);
        assert_eq!(count(fen, IMBALANCE_OURS + 1), 4);
        assert_eq!(count(fen, IMBALANCE_OURS + 5), 0);
        assert_eq!(count(fen, IMBALANCE_OURS + 8), -1);
        assert_eq!(count(fen, IMBALANCE_THEIRS), 0);
        assert_eq!(count(fen, IMBALANCE_THEIRS + 3), -3);
        assert_eq!(count(fen, IMBALANCE_THEIRS + 4), -2);
        // A passer on a5 (stop square a6): the white king on e1 is five squares away, the black
        // king on e8 four.
        let passer = "4k3/8/8/P7/8/8/8/4K3 w - - 0 1";
        assert_eq!(count(passer, PASSED_OWN_KING_BY_RANK + 4), 5);
        assert_eq!(count(passer, PASSED_ENEMY_KING_BY_RANK + 4), 4);
        assert_eq!(count(passer, PASSED_ENEMY_KING_BY_RANK + 3), 0);
    }

    #[test]
    fn king_ring_trapped_rook_queen_and_restriction_terms() {
        use weights::*;
        // A pawn wedged at the king is no attack without pieces; a queen alone is one.
        assert_eq!(
            coefficients(&Position::from_fen("4k3/8/8/8/8/6p1/8/6K1 w - - 0 1").unwrap()).danger,
            [vec![], vec![]]
        );
        let queen = coefficients(&Position::from_fen("6k1/5ppp/8/7Q/8/8/8/6K1 w - - 0 1").unwrap());
        assert!(queen.danger[0].contains(&(KING_SAFETY as u16, 1)) && queen.danger[1].is_empty(), "{queen:?}");
        // Without a queen it takes two pieces: here a knight and a rook on the zone of g8.
        let two = coefficients(&Position::from_fen("6k1/5ppp/8/6N1/8/8/8/5RK1 w - - 0 1").unwrap());
        let one = coefficients(&Position::from_fen("6k1/5ppp/8/6N1/8/8/8/6K1 w - - 0 1").unwrap());
        assert!(two.danger[0].contains(&(KING_SAFETY as u16, 1)) && one.danger[0].is_empty(), "{two:?} {one:?}");
        // A rook shut in by its own king, twice as bad once castling is gone; not on the inner side.
        assert_eq!(count("4k3/8/8/8/8/8/6PP/6KR w - - 0 1", TRAPPED_ROOK), 2);
        assert_eq!(count("4k3/8/8/8/8/8/6PP/4K1NR w K - 0 1", TRAPPED_ROOK), 1);
        assert_eq!(count("4k3/8/8/8/8/8/PP6/RN4K1 w - - 0 1", TRAPPED_ROOK), 0);
        assert_eq!(count("4k3/8/8/8/8/8/8/3RK3 w - - 0 1", ROOK_ON_KING_RING), 1);
        assert_eq!(count("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", ROOK_ON_KING_RING), 0);
        // A bishop sees the king's zone through pieces, but not through pawns.
        assert_eq!(count("4k3/8/2n5/1B6/8/8/8/4K3 w - - 0 1", BISHOP_ON_KING_RING), 1);
        assert_eq!(count("4k3/8/2p5/1B6/8/8/8/4K3 w - - 0 1", BISHOP_ON_KING_RING), 0);
        // The knight on g2 can reach e3 and f4, both attacking the queen: doubled without a white
        // queen.
        assert_eq!(count("4k3/8/8/3q4/8/8/6N1/4K3 w - - 0 1", KNIGHT_ON_QUEEN), 4);
        assert_eq!(count("4k3/8/8/3q4/8/8/6N1/3QK3 w - - 0 1", KNIGHT_ON_QUEEN), 2);
        // d4 is attacked by the rook and the knight: the rook could go there and attack the queen.
        assert_eq!(count("4k3/8/8/3q4/R7/8/4N3/4K3 w - - 0 1", SLIDER_ON_QUEEN), 2);
        assert_eq!(count("4k3/8/8/3q4/R7/8/8/4K3 w - - 0 1", SLIDER_ON_QUEEN), 0);
        // The kings fight over d2, e2 and f2; the knight also takes d3 and holds e2 firmly.
        assert_eq!(count("8/8/8/8/8/4k3/8/4K3 w - - 0 1", RESTRICTED), 0);
        assert_eq!(count("8/8/8/8/8/4k3/8/2N1K3 w - - 0 1", RESTRICTED), 1);
    }

    #[test]
    fn outposts_in_reach_pins_levers_checks_and_x_rays() {
        use weights::*;
        // The king on e1 is four steps from its a2 pawn.
        assert_eq!(count("4k3/8/8/8/8/8/P7/4K3 w - - 0 1", KING_PAWN_DISTANCE + 3), 1);
        // The b4 knight can jump to d5, which e4 defends, unless a black pawn can come to chase it.
        assert_eq!(count("4k3/8/8/8/1N2P3/8/8/4K3 w - - 0 1", REACHABLE_OUTPOST), 1);
        assert_eq!(count("4k3/2p5/8/8/1N2P3/8/8/4K3 w - - 0 1", REACHABLE_OUTPOST), 0);
        assert_eq!(count("3qk3/8/8/8/8/8/8/3RK3 w - - 0 1", ROOK_ON_QUEEN_FILE), 1);
        assert_eq!(count("4k3/8/8/8/8/8/8/3RK3 w - - 0 1", ROOK_ON_QUEEN_FILE), 0);
        assert_eq!(count("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1", PINNED_PIECE), 1);
        assert_eq!(count("4k3/r7/8/8/8/8/4N3/4K3 w - - 0 1", PINNED_PIECE), 0);
        // Passers by file: the a-pawn on the edge, the d-pawn in the centre.
        assert_eq!(count("4k3/8/8/P7/8/8/8/4K3 w - - 0 1", PASSED_FILE), 1);
        assert_eq!(count("4k3/8/8/3P4/8/8/8/4K3 w - - 0 1", PASSED_FILE + 3), 1);
        // d4 is attacked by c5 and e5 and defended by no pawn, until e3 comes to help.
        assert_eq!(count("4k3/8/8/2p1p3/3P4/8/8/4K3 w - - 0 1", WEAK_LEVER), 1);
        assert_eq!(count("4k3/8/8/2p1p3/3P4/4P3/8/4K3 w - - 0 1", WEAK_LEVER), 0);
        // The rook can check from a8; with a black knight on b6 that square is no longer safe.
        assert_eq!(count("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", SAFE_CHECK + 2), 1);
        assert_eq!(count("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", UNSAFE_CHECK + 2), 0);
        assert_eq!(count("4k3/8/1n6/8/8/8/8/R3K3 w - - 0 1", UNSAFE_CHECK + 2), 1);
        assert_eq!(count("4k3/8/1n6/8/8/8/8/R3K3 w - - 0 1", SAFE_CHECK + 2), 0);
        // The c1 bishop's diagonals hold a3 and g5, whatever stands between.
        assert_eq!(count("4k3/8/8/6p1/8/p7/8/2B1K3 w - - 0 1", BISHOP_XRAY_PAWNS), 2);
    }

    #[test]
    fn known_draws_and_scaling() {
        assert_eq!(eval("4k3/8/8/8/8/8/8/4KB2 w - - 0 1"), 0);
        assert_eq!(eval("4k3/8/8/8/8/8/8/3NKN2 w - - 0 1"), 0);
        // Two bishops win against a knight, not against a bishop, nor do a bishop and a knight.
        assert_eq!(end_game_scale(&Position::from_fen("4k3/8/8/3n4/8/8/8/2BBK3 w - - 0 1").unwrap(), 1), 64);
        assert_eq!(end_game_scale(&Position::from_fen("4k3/8/8/3b4/8/8/8/2BBK3 w - - 0 1").unwrap(), 1), 8);
        assert_eq!(end_game_scale(&Position::from_fen("4k3/8/8/3n4/8/8/8/2BNK3 w - - 0 1").unwrap(), 1), 8);
        // K + rook pawn against a king in the corner.
        assert_eq!(eval("7k/8/8/8/8/8/7P/6K1 w - - 0 1"), 0);
        // ... and with the wrong bishop (h8 is dark, the bishop light), for either colour; the
        // right bishop, or a defending king away from the corner, leaves the win standing.
        assert_eq!(eval("7k/8/6K1/8/4B3/7P/8/8 b - - 0 1"), 0);
        assert_eq!(eval("6k1/8/8/6K1/6B1/7P/8/8 w - - 0 1"), 0);
        assert_eq!(eval("8/8/8/8/2b5/p7/8/1K1k4 w - - 0 1"), 0);
        assert!(eval("7k/8/6K1/8/5B2/7P/8/8 w - - 0 1") > 300);
        assert!(eval("8/8/3k4/8/4B3/7P/6K1/8 w - - 0 1") > 300);
        // A defending pawn leaves it to the search (some of those endings are won).
        assert!(eval("7k/6p1/6K1/8/4B3/7P/8/8 w - - 0 1") > 0);
        // Opposite bishops halve the end-game edge of a pawn up.
        let opposite = eval("4k3/8/4b3/8/8/4B3/P7/4K3 w - - 0 1");
        let same = eval("4k3/8/3b4/8/8/4B3/P7/4K3 w - - 0 1");
        assert!(opposite < same && opposite > 0, "{opposite} {same}");
    }

    #[test]
    fn the_report_lists_terms_and_the_total() {
        let report = describe(&Position::from_fen(POSITIONS[1]).unwrap());
        for name in ["material", "piece_square", "knight_mobility", "king_shield", "tempo", "Evaluation:"] {
            assert!(report.contains(name), "{name} missing:\n{report}");
        }
    }
}
