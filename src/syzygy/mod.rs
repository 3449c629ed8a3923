//! Syzygy endgame tablebases: win/draw/loss (WDL) probes inside the search, distance-to-zero
//! (DTZ) at the root.
//!
//! The prober is `pyrrhic-rs` (MIT, as Hetman is): Pyrrhic, the C prober that strong engines of
//! our kind compile, translated to Rust, fed by our own attack functions and bitboards. Chosen
//! over `shakmaty-syzygy`, which is GPL-3.0 (it would make the whole engine GPL) and needs a
//! shakmaty position built for every probe. Pyrrhic keeps its tables in process-wide state: one
//! set at a time. So [`Tablebases`] is shared by `Arc` and never duplicated, and loading another
//! path drops the old set first (the engine waits for its search to end).
//!
//! Pyrrhic's WDL probe is safe from many threads at once (the tables are mapped under a lock);
//! its root probe is not, and only the main thread calls it, before the helpers start.

mod files;
mod layout;

pub use files::{find_tables, split_path, TableFolder};

use crate::chess::{attacks, Bitboard, Color, Move, PieceKind, Position, Square};
use crate::score::{Score, TB_WIN};
use pyrrhic_rs::{DtzProbeValue, EngineAdapter, TableBases, WdlProbeResult};

/// A square index from Pyrrhic (always below 64).
fn square_of(index: u64) -> Square {
    Square::new((index & 63) as u8)
}

/// Our attack functions, as Pyrrhic asks for them.
#[derive(Clone)]
struct Attacks;

impl EngineAdapter for Attacks {
    fn pawn_attacks(color: pyrrhic_rs::Color, square: u64) -> u64 {
        let color = if color == pyrrhic_rs::Color::White { Color::White } else { Color::Black };
        attacks::pawn(color, square_of(square)).0
    }
    fn knight_attacks(square: u64) -> u64 {
        attacks::knight(square_of(square)).0
    }
    fn bishop_attacks(square: u64, occupied: u64) -> u64 {
        attacks::bishop(square_of(square), Bitboard(occupied)).0
    }
    fn rook_attacks(square: u64, occupied: u64) -> u64 {
        attacks::rook(square_of(square), Bitboard(occupied)).0
    }
    fn queen_attacks(square: u64, occupied: u64) -> u64 {
        attacks::queen(square_of(square), Bitboard(occupied)).0
    }
    fn king_attacks(square: u64) -> u64 {
        attacks::king(square_of(square)).0
    }
}

/// A tablebase result for the side to move. The fifty-move rule turns a cursed win (a win that
/// takes more than fifty moves to a capture or pawn move) and a blessed loss into draws.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Wdl {
    /// Lost.
    Loss,
    /// Lost without the fifty-move rule, drawn with it.
    BlessedLoss,
    /// Drawn.
    Draw,
    /// Won without the fifty-move rule, drawn with it.
    CursedWin,
    /// Won.
    Win,
}

impl Wdl {
    fn from_probe(result: WdlProbeResult) -> Wdl {
        match result {
            WdlProbeResult::Loss => Wdl::Loss,
            WdlProbeResult::BlessedLoss => Wdl::BlessedLoss,
            WdlProbeResult::Draw => Wdl::Draw,
            WdlProbeResult::CursedWin => Wdl::CursedWin,
            WdlProbeResult::Win => Wdl::Win,
        }
    }

    /// The same result seen by the other side.
    pub fn for_the_other_side(self) -> Wdl {
        match self {
            Wdl::Loss => Wdl::Win,
            Wdl::BlessedLoss => Wdl::CursedWin,
            Wdl::Draw => Wdl::Draw,
            Wdl::CursedWin => Wdl::BlessedLoss,
            Wdl::Win => Wdl::Loss,
        }
    }

    /// The DTZ of a capture or pawn move with this result for its mover: 1 for a win or loss,
    /// 101 (past the fifty-move rule) for a cursed win or blessed loss, 0 for a draw.
    fn zeroing_dtz(self) -> u32 {
        match self {
            Wdl::Win | Wdl::Loss => 1,
            Wdl::CursedWin | Wdl::BlessedLoss => 101,
            Wdl::Draw => 0,
        }
    }

    /// The search score of this result `ply` plies from the root: a tablebase win scores
    /// [`TB_WIN`] less the ply (below every mate, above every evaluation), a draw 0. With
    /// `fifty_move_rule`, cursed wins and blessed losses score 1 and -1, nearly draws; without
    /// it, as wins and losses.
    pub fn score(self, ply: usize, fifty_move_rule: bool) -> Score {
        let win = TB_WIN - ply as Score;
        match self {
            Wdl::Win => win,
            Wdl::CursedWin if fifty_move_rule => 1,
            Wdl::CursedWin => win,
            Wdl::Draw => 0,
            Wdl::BlessedLoss if fifty_move_rule => -1,
            Wdl::BlessedLoss => -win,
            Wdl::Loss => -win,
        }
    }
}

/// The root moves a tablebase allows, and what they keep.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RootProbe {
    /// The result of the root position, with its fifty-move counter.
    pub wdl: Wdl,
    /// The moves to search: the winning ones nearest a capture or pawn move (so every step
    /// brings the conversion nearer and none can repeat), the drawing ones, or the losing ones
    /// furthest from it (the longest resistance).
    pub moves: Vec<Move>,
    /// Plies to the next capture or pawn move after the best of them (DTZ).
    pub dtz: u32,
    /// Whether a double step answered by en passant had to be probed again (Pyrrhic's result
    /// for it was wrong).
    pub corrected: bool,
}

/// A loaded set of tables, with the folder of links that feeds the prober.
pub struct Tablebases {
    tables: TableBases<Attacks>,
    found: files::TableFolder,
}

impl std::fmt::Debug for Tablebases {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Tablebases({} WDL, {} DTZ, up to {} pieces)", self.found.wdl, self.found.dtz, self.max_pieces())
    }
}

/// A position as Pyrrhic takes it.
struct Boards {
    white: u64,
    black: u64,
    /// Kings, queens, rooks, bishops, knights, pawns.
    kinds: [u64; 6],
    /// The en passant square, 0 for none.
    ep: u32,
    /// White to move.
    turn: bool,
}

impl Boards {
    fn of(pos: &Position) -> Boards {
        const KINDS: [PieceKind; 6] =
            [PieceKind::King, PieceKind::Queen, PieceKind::Rook, PieceKind::Bishop, PieceKind::Knight, PieceKind::Pawn];
        Boards {
            white: pos.color(Color::White).0,
            black: pos.color(Color::Black).0,
            kinds: KINDS.map(|kind| pos.kind(kind).0),
            ep: pos.en_passant().map_or(0, |sq| sq.index() as u32),
            turn: pos.side_to_move() == Color::White,
        }
    }
}

impl Tablebases {
    /// Loads the tables `found` (see [`find_tables`]); the prober holds one set at a time, so
    /// any other set must be dropped first.
    pub fn load(found: TableFolder) -> Result<Tablebases, String> {
        match TableBases::<Attacks>::new(found.folder.to_string_lossy()) {
            Ok(tables) => Ok(Tablebases { tables, found }),
            Err(error) => Err(format!("cannot load the Syzygy tables ({error:?})")),
        }
    }

    /// What was loaded, for the user.
    pub fn summary(&self) -> String {
        format!(
            "found {} WDL and {} DTZ Syzygy tables, up to {} pieces",
            self.found.wdl,
            self.found.dtz,
            self.max_pieces()
        )
    }

    /// The most pieces (kings included) of a position the tables cover.
    pub fn max_pieces(&self) -> usize {
        (self.tables.max_pieces() as usize).min(self.found.max_pieces)
    }

    /// Whether the tables may hold `pos`: no castling rights and few enough pieces.
    fn covers(&self, pos: &Position) -> bool {
        !pos.castling_rights().any() && pos.occupied().count() as usize <= self.max_pieces()
    }

    /// The WDL result of `pos` for the side to move, as if its fifty-move counter were zero
    /// (exact right after a capture or pawn move); `None` when the tables do not hold it.
    pub fn probe_wdl(&self, pos: &Position) -> Option<Wdl> {
        if !self.covers(pos) {
            return None;
        }
        let Boards { white, black, kinds: [k, q, r, b, n, p], ep, turn } = Boards::of(pos);
        self.tables.probe_wdl(white, black, k, q, r, b, n, p, ep, turn).ok().map(Wdl::from_probe)
    }

    /// The result of `pos` for the side to move with its fifty-move counter, and its distance
    /// to zeroing (plies to the next capture or pawn move; 1 for a mated side, as Stockfish and
    /// python-chess count it, and 0 for a stalemate), as the DTZ table gives it; `None` when the
    /// tables do not hold it. The flag is set where Pyrrhic's value was wrong and the answer is
    /// the best of the moves' instead: Pyrrhic takes a pawn's double step for a winning zeroing
    /// move even when an en passant capture answers it (see [`Tablebases::probe_root`]); the
    /// moves' distance may then be one less than the table's, which stores some rounded.
    pub fn probe_dtz(&self, pos: &Position) -> Option<(Wdl, u32, bool)> {
        let probe = self.probe_root_raw(pos)?;
        let table = match probe.root {
            DtzProbeValue::Checkmate => return Some((Wdl::Loss, 1, false)),
            DtzProbeValue::Stalemate => return Some((Wdl::Draw, 0, false)),
            DtzProbeValue::Failed => return None,
            DtzProbeValue::DtzResult(result) => (Wdl::from_probe(result.wdl), u32::from(result.dtz)),
        };
        let moves = self.rate_root_moves(pos, &probe)?;
        let wrong = moves.corrected && (moves.wdl != table.0 || table.1 == 1);
        Some(if wrong { (moves.wdl, moves.dtz, true) } else { (table.0, table.1, false) })
    }

    fn probe_root_raw(&self, pos: &Position) -> Option<pyrrhic_rs::DtzProbeResult> {
        if !self.covers(pos) {
            return None;
        }
        let Boards { white, black, kinds: [k, q, r, b, n, p], ep, turn } = Boards::of(pos);
        let rule50 = u32::from(pos.halfmove_clock());
        self.tables.probe_root(white, black, k, q, r, b, n, p, rule50, ep, turn).ok()
    }

    /// The root moves to search in `pos` by DTZ and its fifty-move counter (see
    /// [`RootProbe::moves`]); `None` when the tables do not hold it or it is over. Not safe
    /// beside other root probes: the search's main thread calls it before its helpers start.
    pub fn probe_root(&self, pos: &Position) -> Option<RootProbe> {
        self.rate_root_moves(pos, &self.probe_root_raw(pos)?)
    }

    /// The root moves of `pos` chosen from Pyrrhic's `probe` of it.
    fn rate_root_moves(&self, pos: &Position, probe: &pyrrhic_rs::DtzProbeResult) -> Option<RootProbe> {
        if !matches!(probe.root, DtzProbeValue::DtzResult(_)) {
            return None; // mate or stalemate: nothing to choose
        }
        let legal = pos.legal_moves();
        let mut rated: Vec<(Move, Wdl, u32)> = Vec::new();
        for value in &probe.moves[..probe.num_moves] {
            let DtzProbeValue::DtzResult(result) = value else { return None };
            let promotion = match result.promotion {
                pyrrhic_rs::Piece::Queen => Some(PieceKind::Queen),
                pyrrhic_rs::Piece::Rook => Some(PieceKind::Rook),
                pyrrhic_rs::Piece::Bishop => Some(PieceKind::Bishop),
                pyrrhic_rs::Piece::Knight => Some(PieceKind::Knight),
                _ => None,
            };
            let mv = *legal.iter().find(|mv| {
                mv.from().index() == usize::from(result.from_square)
                    && mv.to().index() == usize::from(result.to_square)
                    && mv.promotion_kind() == promotion
            })?;
            rated.push((mv, Wdl::from_probe(result.wdl), u32::from(result.dtz)));
        }
        if rated.len() != legal.len() {
            return None;
        }
        // Pyrrhic's own move maker drops the en passant square of a double step: it took
        // a7a5 in 8/p6K/8/1P1k4/8/8/8/8 b for a win, which b5xa6 draws. Such moves are probed
        // here from the position they lead to, where the capture is seen.
        let mut corrected = false;
        for (mv, wdl, dtz) in &mut rated {
            let after = pos.after(*mv);
            if after.en_passant().is_some() {
                let seen = self.probe_wdl(&after)?.for_the_other_side();
                corrected |= seen != *wdl;
                (*wdl, *dtz) = (seen, seen.zeroing_dtz());
            }
        }
        let best = rated.iter().map(|&(_, wdl, _)| wdl).max()?;
        rated.retain(|&(_, wdl, _)| wdl == best);
        let dtzs = rated.iter().map(|&(_, _, dtz)| dtz);
        let dtz = match best {
            Wdl::Win | Wdl::CursedWin => dtzs.min()?,
            Wdl::Loss | Wdl::BlessedLoss => dtzs.max()?,
            Wdl::Draw => 0,
        };
        let moves = rated.iter().filter(|&&(_, _, d)| best == Wdl::Draw || d == dtz).map(|&(mv, _, _)| mv).collect();
        Some(RootProbe { wdl: best, moves, dtz, corrected })
    }
}

/// How one search uses the tables: which, from how many pieces and what depth, under which rule,
/// and the count of its probes that found their position.
#[derive(Clone, Debug)]
pub struct Probing {
    /// The tables.
    pub tables: std::sync::Arc<Tablebases>,
    /// Positions with more pieces than this are not probed (`SyzygyProbeLimit`, no more than
    /// the tables hold).
    pub limit: usize,
    /// Positions with exactly `limit` pieces are probed only this deep or deeper
    /// (`SyzygyProbeDepth`).
    pub depth: i32,
    /// Cursed wins and blessed losses count as draws (`Syzygy50MoveRule`).
    pub fifty_move_rule: bool,
    /// Probes that found their position, over all threads.
    pub hits: std::sync::Arc<std::sync::atomic::AtomicU64>,
}

impl Probing {
    /// The root's moves to search and the score to show for them, if the tables hold the root
    /// (counted as a hit).
    pub fn root(&self, pos: &Position) -> Option<(RootProbe, Score)> {
        if pos.occupied().count() as usize > self.limit {
            return None;
        }
        let probe = self.tables.probe_root(pos)?;
        self.hits.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let plies = (probe.dtz as usize).min(crate::score::MAX_PLY - 1);
        let score = probe.wdl.score(plies, self.fifty_move_rule);
        Some((probe, score))
    }
}
