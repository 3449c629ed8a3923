//! Legal move generation: pins and check evasions are handled while generating, so every move produced
//! is legal and none is made and tested.
//!
//! The generator hands moves to a [`MoveSink`] as target sets (a piece's origin plus a bitboard of
//! targets, or a set of pawn targets with a fixed step), which lets a counting sink add up popcounts
//! without ever listing the moves (bulk counting in perft) and a list sink write them out.
//!
//! Moves are staged: *noisy* moves (captures, en passant, and every promotion, under-promotions
//! included) and *quiet* moves (everything else, castling included) can be asked for separately.

use super::attacks;
use super::bitboard::Bitboard;
use super::castling::{CastlingRights, CastlingSide};
use super::moves::Move;
use super::piece::{Color, PieceKind};
use super::position::Position;
use super::square::Square;
use arrayvec::ArrayVec;

/// An upper bound on the number of legal moves in any position the FEN parser accepts, even with
/// more material than a real game allows: each target square is reached by at most 16 pieces (the
/// first piece on each of 8 rays plus 8 knights), promotions add three moves for each of at most
/// three pawns per last-rank square, and castling adds two: 16 * 63 + 8 * 3 * 3 + 2 = 1082.
pub const MAX_MOVES: usize = 1088;

/// Legal moves of one position.
pub type MoveList = ArrayVec<Move, MAX_MOVES>;

/// The colour `WHITE` names, for code generic over the side to move.
#[inline(always)]
const fn side<const WHITE: bool>() -> Color {
    if WHITE {
        Color::White
    } else {
        Color::Black
    }
}

const PROMOTION_KINDS: [PieceKind; 4] = [PieceKind::Queen, PieceKind::Knight, PieceKind::Rook, PieceKind::Bishop];

/// Receives generated moves in sets.
pub trait MoveSink {
    /// Non-promoting moves of the piece on `from` to each square of `targets`.
    fn piece_moves(&mut self, from: Square, targets: Bitboard);
    /// Non-promoting pawn moves to each square of `targets`, each from `to - step`.
    fn pawn_moves(&mut self, targets: Bitboard, step: i8);
    /// Promotions (to all four kinds) to each square of `targets`, each from `to - step`.
    fn promotions(&mut self, targets: Bitboard, step: i8);
    /// One move of a special kind (castling, en passant).
    fn single(&mut self, mv: Move);
}

/// A growable list of moves: any such list is a [`MoveSink`] that writes each move out. A caller
/// that keeps its own list (the search keeps one per ply) fills it again and again, with no list
/// returned by value and copied.
pub trait MovePush {
    /// Appends `mv`.
    fn push_move(&mut self, mv: Move);
}

impl MovePush for MoveList {
    #[inline]
    fn push_move(&mut self, mv: Move) {
        self.push(mv);
    }
}

impl<T: MovePush> MoveSink for T {
    #[inline]
    fn piece_moves(&mut self, from: Square, targets: Bitboard) {
        for to in targets {
            self.push_move(Move::normal(from, to));
        }
    }

    #[inline]
    fn pawn_moves(&mut self, targets: Bitboard, step: i8) {
        for to in targets {
            self.push_move(Move::normal(to.offset(-step), to));
        }
    }

    #[inline]
    fn promotions(&mut self, targets: Bitboard, step: i8) {
        for to in targets {
            for kind in PROMOTION_KINDS {
                self.push_move(Move::promotion(to.offset(-step), to, kind));
            }
        }
    }

    #[inline]
    fn single(&mut self, mv: Move) {
        self.push_move(mv);
    }
}

/// A sink that only counts moves: the bulk counting of perft's last ply.
///
/// Without a hardware popcount (the x86-64 baseline) a popcount costs a dozen instructions, so
/// the target sets are summed square by square in carry-save form (bit planes worth 1, 2 and 4,
/// and a running total for what overflows them) and popcounted three times at the end.
#[derive(Default)]
pub struct MoveCounter {
    ones: u64,
    twos: u64,
    fours: u64,
    total: u64,
}

impl MoveCounter {
    /// Adds one move to each square of `targets`.
    #[inline(always)]
    fn add(&mut self, targets: Bitboard) {
        if cfg!(target_feature = "popcnt") {
            self.total += targets.count() as u64;
            return;
        }
        let carry_to_twos = self.ones & targets.0;
        self.ones ^= targets.0;
        let carry_to_fours = self.twos & carry_to_twos;
        self.twos ^= carry_to_twos;
        let overflow = self.fours & carry_to_fours;
        self.fours ^= carry_to_fours;
        if overflow != 0 {
            self.total += 8 * overflow.count_ones() as u64;
        }
    }

    /// The number of moves counted.
    #[inline]
    pub fn count(&self) -> u64 {
        self.total
            + self.ones.count_ones() as u64
            + 2 * self.twos.count_ones() as u64
            + 4 * self.fours.count_ones() as u64
    }
}

impl MoveSink for MoveCounter {
    #[inline]
    fn piece_moves(&mut self, _from: Square, targets: Bitboard) {
        self.add(targets);
    }

    #[inline]
    fn pawn_moves(&mut self, targets: Bitboard, _step: i8) {
        self.add(targets);
    }

    #[inline]
    fn promotions(&mut self, targets: Bitboard, _step: i8) {
        if targets.any() {
            self.total += 4 * targets.count() as u64;
        }
    }

    #[inline]
    fn single(&mut self, _mv: Move) {
        self.total += 1;
    }
}

impl Position {
    /// Every legal move.
    pub fn legal_moves(&self) -> MoveList {
        let mut moves = MoveList::new();
        self.generate::<true, true>(&mut moves);
        moves
    }

    /// Legal captures, en-passant captures and promotions (under-promotions included).
    pub fn noisy_moves(&self) -> MoveList {
        let mut moves = MoveList::new();
        self.generate::<true, false>(&mut moves);
        moves
    }

    /// Legal moves that neither capture nor promote, castling included.
    pub fn quiet_moves(&self) -> MoveList {
        let mut moves = MoveList::new();
        self.generate::<false, true>(&mut moves);
        moves
    }

    /// The number of legal moves, counted without listing them.
    pub fn count_legal_moves(&self) -> u64 {
        let mut counter = MoveCounter::default();
        self.generate::<true, true>(&mut counter);
        counter.count()
    }

    /// Generates the legal moves of the chosen stages into `sink`.
    #[inline]
    pub fn generate<const NOISY: bool, const QUIET: bool>(&self, sink: &mut impl MoveSink) {
        match self.side_to_move {
            Color::White => self.generate_for::<true, NOISY, QUIET>(sink),
            Color::Black => self.generate_for::<false, NOISY, QUIET>(sink),
        }
    }

    /// As [`Position::generate`] with the side to move (white if `WHITE`) known at compile time:
    /// pawn steps, ranks and colour indices become constants.
    #[inline(always)]
    fn generate_for<const WHITE: bool, const NOISY: bool, const QUIET: bool>(&self, sink: &mut impl MoveSink) {
        let us = side::<WHITE>();
        let ours = self.color(us);
        let theirs = self.color(!us);
        let occupied = ours | theirs;
        let king = self.king_square(us);

        let mut stage_targets = Bitboard::EMPTY;
        if NOISY {
            stage_targets |= theirs;
        }
        if QUIET {
            stage_targets |= !occupied;
        }

        // King steps: squares the enemy pawns and king cover are struck off all at once; each one left
        // is tested against knights and sliders with the king lifted off, so it cannot hide behind itself.
        let stepper_covered = self.pawn_and_king_attacks(!us);
        let without_king = occupied ^ Bitboard::from_square(king);
        let mut king_targets = Bitboard::EMPTY;
        for to in attacks::king(king) & stage_targets & !stepper_covered {
            if !self.attacked_by_knight_or_slider(to, !us, without_king) {
                king_targets |= Bitboard::from_square(to);
            }
        }
        sink.piece_moves(king, king_targets);

        let checkers = self.checkers;
        if checkers.has_several() {
            return; // double check: only the king may move
        }
        // In check, other pieces must capture the checker or block its line.
        let evasion =
            if checkers.any() { attacks::between(king, checkers.lowest()) | checkers } else { Bitboard::FULL };
        let targets = stage_targets & evasion;
        let pinned = self.pinned;

        for from in self.pieces(us, PieceKind::Knight) & !pinned {
            sink.piece_moves(from, attacks::knight(from) & targets);
        }
        // Most positions have no pinned piece, and then no slider needs its pin tested.
        if pinned.is_empty() {
            self.slider_moves::<false>(us, king, targets, pinned, sink);
        } else {
            self.slider_moves::<true>(us, king, targets, pinned, sink);
        }

        let pawns = self.pieces(us, PieceKind::Pawn);
        self.pawn_moves::<WHITE, NOISY, QUIET>(pawns & !pinned, evasion, sink);
        for from in pawns & pinned {
            self.pawn_moves::<WHITE, NOISY, QUIET>(
                Bitboard::from_square(from),
                evasion & attacks::line(king, from),
                sink,
            );
        }

        if NOISY {
            if let Some(target) = self.en_passant {
                self.en_passant_moves(us, target, king, evasion, sink);
            }
        }
        if QUIET && checkers.is_empty() && self.castling.any() {
            self.castling_moves(us, king, occupied, stepper_covered, sink);
        }
    }

    /// Moves of the bishops, rooks and queens of `us` to `targets`; with `PINS`, those in `pinned`
    /// keep to the line through their king.
    #[inline(always)]
    fn slider_moves<const PINS: bool>(
        &self,
        us: Color,
        king: Square,
        targets: Bitboard,
        pinned: Bitboard,
        sink: &mut impl MoveSink,
    ) {
        for from in self.diagonal_sliders(us) {
            let mut to = self.bishop_attacks_here(from) & targets;
            if PINS && pinned.contains(from) {
                to &= attacks::line(king, from);
            }
            sink.piece_moves(from, to);
        }
        for from in self.orthogonal_sliders(us) {
            let mut to = self.rook_attacks_here(from) & targets;
            if PINS && pinned.contains(from) {
                to &= attacks::line(king, from);
            }
            sink.piece_moves(from, to);
        }
    }

    /// Squares the pawns and the king of `attacker` attack: these need no blockers, so they are
    /// found for the whole board in a few shifts rather than square by square.
    #[inline(always)]
    fn pawn_and_king_attacks(&self, attacker: Color) -> Bitboard {
        let [west, east] = attacks::pawn_captures(attacker, self.pieces(attacker, PieceKind::Pawn));
        west | east | attacks::king(self.king_square(attacker))
    }

    /// Whether a knight or a slider of `attacker` attacks `sq` with `occupied` as the blockers: the
    /// rest of [`Position::is_attacked`] once pawns and king are dealt with by
    /// [`Position::pawn_and_king_attacks`].
    #[inline(always)]
    fn attacked_by_knight_or_slider(&self, sq: Square, attacker: Color, occupied: Bitboard) -> bool {
        (attacks::knight(sq) & self.pieces(attacker, PieceKind::Knight)).any()
            || ((attacks::bishop_rays(sq) & self.diagonal_sliders(attacker)).any()
                && (attacks::bishop(sq, occupied) & self.diagonal_sliders(attacker)).any())
            || ((attacks::rook_rays(sq) & self.orthogonal_sliders(attacker)).any()
                && (attacks::rook(sq, occupied) & self.orthogonal_sliders(attacker)).any())
    }

    /// Moves of the pawns in `pawns`, restricted to `allowed` targets (check evasion and pin line).
    #[inline(always)]
    fn pawn_moves<const WHITE: bool, const NOISY: bool, const QUIET: bool>(
        &self,
        pawns: Bitboard,
        allowed: Bitboard,
        sink: &mut impl MoveSink,
    ) {
        let us = side::<WHITE>();
        let up = us.forward();
        let empty = !self.occupied();
        let theirs = self.color(!us);
        let last_rank = Bitboard::rank(us.relative_rank(7));
        let double_push_rank = Bitboard::rank(us.relative_rank(3));

        let single = pawns.shift(up) & empty;
        let pushes = single & allowed;
        if QUIET {
            let doubles = (single & Bitboard::rank(us.relative_rank(2))).shift(up) & empty & allowed & double_push_rank;
            sink.pawn_moves(pushes & !last_rank, up);
            sink.pawn_moves(doubles, 2 * up);
        }
        if NOISY {
            sink.promotions(pushes & last_rank, up);
            // A capture towards the a-file is one step up and one left; towards the h-file, one right.
            let capturable = theirs & allowed;
            let [west, east] = attacks::pawn_captures(us, pawns);
            let (west, east) = (west & capturable, east & capturable);
            sink.pawn_moves(west & !last_rank, up - 1);
            sink.pawn_moves(east & !last_rank, up + 1);
            sink.promotions(west & last_rank, up - 1);
            sink.promotions(east & last_rank, up + 1);
        }
    }

    /// En-passant captures onto `target`, each verified by lifting both pawns off the board: this
    /// covers pins, including the rank pin where both pawns stand between king and rook.
    #[inline]
    fn en_passant_moves(&self, us: Color, target: Square, king: Square, evasion: Bitboard, sink: &mut impl MoveSink) {
        let captured = target.offset(-us.forward());
        if (evasion & (Bitboard::from_square(target) | Bitboard::from_square(captured))).is_empty() {
            return;
        }
        for from in attacks::pawn(!us, target) & self.pieces(us, PieceKind::Pawn) {
            let occupied = self.occupied()
                ^ Bitboard::from_square(from)
                ^ Bitboard::from_square(captured)
                ^ Bitboard::from_square(target);
            let exposed = (attacks::bishop(king, occupied) & self.diagonal_sliders(!us))
                | (attacks::rook(king, occupied) & self.orthogonal_sliders(!us));
            if exposed.is_empty() {
                sink.single(Move::en_passant(from, target));
            }
        }
    }

    /// Castling moves (the side to move is not in check); `stepper_covered` holds the squares the
    /// enemy pawns and king attack.
    #[inline]
    fn castling_moves(
        &self,
        us: Color,
        king: Square,
        occupied: Bitboard,
        stepper_covered: Bitboard,
        sink: &mut impl MoveSink,
    ) {
        for side in CastlingSide::BOTH {
            let Some(rook) = self.castling.rook(us, side) else { continue };
            if (CastlingRights::path_to_clear(king, rook, side) & occupied).any() {
                continue;
            }
            // The castling rook is lifted off: in Chess960 it may shield the king's target square
            // from a rook or queen behind it on the back rank.
            let without_rook = occupied ^ Bitboard::from_square(rook);
            let path = CastlingRights::king_path(king, side);
            let safe = (path & stepper_covered).is_empty()
                && path.into_iter().all(|sq| !self.attacked_by_knight_or_slider(sq, !us, without_rook));
            if safe {
                sink.single(Move::castling(king, rook));
            }
        }
    }

    /// Whether `mv` is legal here: used to check moves that come from outside (a table, a GUI).
    pub fn is_legal(&self, mv: Move) -> bool {
        self.legal_moves().contains(&mv)
    }

    /// Finds the legal move written `text` in UCI notation. Castling is accepted both as the king's
    /// two-square step (`e1g1`, unless `chess960` is on) and as king-takes-rook (`e1h1`).
    pub fn parse_uci_move(&self, text: &str, chess960: bool) -> Option<Move> {
        let text = text.to_ascii_lowercase();
        let moves = self.legal_moves();
        let written = |mv: &&Move, as_960: bool| mv.to_uci(as_960).to_string() == text;
        let found = moves.iter().find(|mv| written(mv, chess960));
        // Failing that, castling in the other notation: it is tried second so that, in Chess960, a
        // real king step written like a castling move always wins.
        let found = found.or_else(|| moves.iter().find(|mv| mv.is_castling() && written(mv, !chess960)));
        found.copied()
    }
}
