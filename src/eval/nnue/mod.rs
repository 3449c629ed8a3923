//! The efficiently updatable neural network (issue 61): `(768 -> HIDDEN) x 2 -> 1` with eight
//! output buckets, a perspective network. Each side has an accumulator: the hidden layer's sums
//! over the pieces as that side sees them (its own pieces first, the board flipped for black).
//! The output reads the side to move's accumulator first, each through a squared clipped ReLU,
//! with one of eight output layers chosen by the number of pieces on the board (its bucket).
//!
//! This file holds what the trainer and the engine share: the feature index, the integer scales,
//! the quantised network with its file format, and an evaluation from scratch. The trainer
//! (`tuning::nnue_trainer`) learns in floats and writes this format.
//!
//! The file, little-endian:
//!
//! ```text
//! bytes 0..8     magic "HTMNNUE\0"
//! bytes 8..12    format version (4: the input layout word; 3 had output buckets and its word
//!                zero; 2 had one output layer; 1 had outputs in units of 400 cp, not SCALE = 135)
//! bytes 12..16   inputs (768)
//! bytes 16..20   hidden neurons (HIDDEN)
//! bytes 20..24   output buckets (OUTPUT_BUCKETS)
//! bytes 24..32   FNV-1a 64 of the bytes after the header
//! then           feature weights i16 [768][HIDDEN], feature biases i16 [HIDDEN],
//!                output weights i16 [OUTPUT_BUCKETS][2 * HIDDEN] (side to move's half first),
//!                output biases i16 [OUTPUT_BUCKETS], the input layout i16 (0 plain, 1 king
//!                mirrored: see [`InputLayout`]), 23 zero i16 (padding to a multiple of 64 bytes)
//! ```

pub mod accumulator;
pub mod embedded;
pub mod piece_values;
pub mod simd;

use crate::chess::{Color, Piece, Position, Square};
use bytemuck::{Pod, Zeroable};
use std::fmt;

/// Input features: a piece of one of 2 colours (as the perspective sees them) and 6 kinds on one
/// of 64 squares.
pub const INPUTS: usize = 768;
/// Hidden neurons per perspective.
pub const HIDDEN: usize = 128;
/// Output layers, one for each band of piece counts: 2-5 pieces, 6-9, ..., 30-32.
pub const OUTPUT_BUCKETS: usize = 8;
/// The feature layer's integer scale: a float weight `w` is stored as `round(w * QA)`; the
/// activation clips at `QA`.
pub const QA: i32 = 255;
/// The output layer's integer scale.
pub const QB: i32 = 64;
/// Centipawns per unit of the network's output, and the scale of the trainer's sigmoid: the
/// scale at which `sigmoid(score / SCALE)` best predicts the results of Hetman's own games
/// (fitted on 511,883 self-play positions at 5,000 nodes a move: squared error 0.0464 at 125 and
/// 150, 0.0699 at 400). With 400, game results labelled a queen +2,500 cp and the search's
/// margins, made for centipawns, no longer fitted (version 1 of the format).
pub const SCALE: i32 = 135;
/// Weights are clipped to this size in training, so that the quantised sums fit their integers.
pub const WEIGHT_CLIP: f32 = 1.98;
/// The largest output weight a network file may hold: `WEIGHT_CLIP * QB`, rounded. A file with a
/// larger one is refused, so that the output's sums cannot overflow (see `Network::output`).
pub const MAX_OUTPUT_WEIGHT: i16 = 127;

// One perspective's half of the output sums `HIDDEN` products of at most `QA * QA *
// MAX_OUTPUT_WEIGHT`: it must fit an i32 (the two halves are added as i64).
const _: () = assert!(HIDDEN as i64 * QA as i64 * QA as i64 * MAX_OUTPUT_WEIGHT as i64 <= i32::MAX as i64);

/// The output bucket of a position with `pieces` pieces (kings included) on the board.
#[inline]
pub fn output_bucket(pieces: u32) -> usize {
    (pieces.saturating_sub(2) as usize / 4).min(OUTPUT_BUCKETS - 1)
}

/// The input feature of `piece` on `sq` as `perspective` sees it.
#[inline]
pub fn feature(perspective: Color, piece: Piece, sq: Square) -> usize {
    let theirs = usize::from(piece.color() != perspective);
    let square = if perspective == Color::White { sq.index() } else { sq.index() ^ 56 };
    (theirs * 6 + piece.kind().index()) * 64 + square
}

/// How a perspective sees the board.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum InputLayout {
    /// As it stands (turned upside down for black).
    Plain,
    /// As it stands, and mirrored left to right whenever the perspective's own king stands on
    /// files e-h, so that its king is always on a-d ("horizontal mirroring"): the inputs learn
    /// one king side instead of two.
    KingMirrored,
}

impl InputLayout {
    /// What a feature of a perspective whose king is on `king` is XORed with: 7 flips its file
    /// (a feature's low three bits), 0 leaves it.
    #[inline]
    pub fn mirror(self, king: Square) -> usize {
        if self == InputLayout::KingMirrored && king.file() >= 4 {
            7
        } else {
            0
        }
    }
}

/// The quantised network.
#[repr(C, align(64))]
#[derive(Copy, Clone, Pod, Zeroable)]
pub struct Network {
    /// Feature weights by input, then neuron.
    pub feature_weights: [[i16; HIDDEN]; INPUTS],
    /// Feature biases by neuron.
    pub feature_biases: [i16; HIDDEN],
    /// Output weights by bucket: the side to move's neurons, then the other side's.
    pub output_weights: [[i16; 2 * HIDDEN]; OUTPUT_BUCKETS],
    /// Output biases by bucket, in units of `QA * QB`.
    pub output_biases: [i16; OUTPUT_BUCKETS],
    /// The input layout: 0 plain, 1 king mirrored (see [`Network::layout`]).
    layout: i16,
    padding: [i16; 23],
}

const MAGIC: [u8; 8] = *b"HTMNNUE\0";
const VERSION: u32 = 4;
/// The version before the layout word, still read: its word is zero (plain).
const PLAIN_VERSION: u32 = 3;
const HEADER_BYTES: usize = 32;

/// The size of a network file in bytes.
pub const FILE_BYTES: usize = HEADER_BYTES + std::mem::size_of::<Network>();

/// Why bytes are not a network this engine can use.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NetworkError {
    /// Not the size of a network of this architecture.
    WrongSize {
        /// The size found.
        found: usize,
    },
    /// Not a Hetman network file.
    NotANetwork,
    /// A format version this engine does not read.
    UnknownVersion(u32),
    /// Another architecture (inputs, hidden neurons, output buckets).
    OtherArchitecture {
        /// The file's inputs.
        inputs: u32,
        /// The file's hidden neurons.
        hidden: u32,
        /// The file's output buckets.
        buckets: u32,
    },
    /// The weights do not match the hash in the header: the file is damaged.
    BadHash,
    /// An output weight beyond `MAX_OUTPUT_WEIGHT`: no trainer of this format writes one.
    OutputWeightTooLarge {
        /// The weight found.
        weight: i16,
    },
    /// An input layout this engine does not know.
    UnknownLayout(i16),
}

impl fmt::Display for NetworkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NetworkError::WrongSize { found } => {
                write!(f, "{found} bytes, where a network of this engine has {FILE_BYTES} (truncated or foreign)")
            }
            NetworkError::NotANetwork => write!(f, "not a Hetman network file (no HTMNNUE header)"),
            NetworkError::UnknownVersion(version) => {
                write!(f, "format version {version}, this engine reads {PLAIN_VERSION} and {VERSION}")
            }
            NetworkError::OtherArchitecture { inputs, hidden, buckets } => write!(
                f,
                "a ({inputs} -> {hidden}) x 2 -> 1 network with {buckets} output buckets, \
                 this engine uses ({INPUTS} -> {HIDDEN}) x 2 -> 1 with {OUTPUT_BUCKETS}"
            ),
            NetworkError::BadHash => write!(f, "the weights do not match the file's hash: the file is damaged"),
            NetworkError::OutputWeightTooLarge { weight } => {
                write!(f, "an output weight of {weight}, beyond the largest this format holds ({MAX_OUTPUT_WEIGHT})")
            }
            NetworkError::UnknownLayout(layout) => {
                write!(f, "input layout {layout}, this engine knows 0 (plain) and 1 (king mirrored)")
            }
        }
    }
}

impl std::error::Error for NetworkError {}

/// FNV-1a, 64 bits: the weights' fingerprint in the header and the network's name.
pub fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, &byte| (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3))
}

impl Network {
    /// Reads a network file, checking its header (so that an older format or another
    /// architecture is named as such), its size and its hash.
    pub fn from_bytes(bytes: &[u8]) -> Result<Box<Network>, NetworkError> {
        if bytes.len() < HEADER_BYTES {
            return Err(NetworkError::WrongSize { found: bytes.len() });
        }
        let (header, body) = bytes.split_at(HEADER_BYTES);
        let word = |at: usize| u32::from_le_bytes([header[at], header[at + 1], header[at + 2], header[at + 3]]);
        if header[..8] != MAGIC {
            return Err(NetworkError::NotANetwork);
        }
        if word(8) != VERSION && word(8) != PLAIN_VERSION {
            return Err(NetworkError::UnknownVersion(word(8)));
        }
        if (word(12), word(16), word(20)) != (INPUTS as u32, HIDDEN as u32, OUTPUT_BUCKETS as u32) {
            return Err(NetworkError::OtherArchitecture { inputs: word(12), hidden: word(16), buckets: word(20) });
        }
        if bytes.len() != FILE_BYTES {
            return Err(NetworkError::WrongSize { found: bytes.len() });
        }
        let mut hash = [0u8; 8];
        hash.copy_from_slice(&header[24..32]);
        if u64::from_le_bytes(hash) != fnv1a(body) {
            return Err(NetworkError::BadHash);
        }
        let mut network: Box<Network> = bytemuck::zeroed_box();
        bytemuck::bytes_of_mut(network.as_mut()).copy_from_slice(body);
        let too_large =
            network.output_weights.iter().flatten().find(|w| w.unsigned_abs() > MAX_OUTPUT_WEIGHT.unsigned_abs());
        if let Some(&weight) = too_large {
            return Err(NetworkError::OutputWeightTooLarge { weight });
        }
        if !(0..=1).contains(&network.layout) || (word(8) == PLAIN_VERSION && network.layout != 0) {
            return Err(NetworkError::UnknownLayout(network.layout));
        }
        Ok(network)
    }

    /// The network as a file.
    pub fn to_bytes(&self) -> Vec<u8> {
        let body = bytemuck::bytes_of(self);
        let mut bytes = Vec::with_capacity(FILE_BYTES);
        bytes.extend_from_slice(&MAGIC);
        bytes.extend_from_slice(&VERSION.to_le_bytes());
        bytes.extend_from_slice(&(INPUTS as u32).to_le_bytes());
        bytes.extend_from_slice(&(HIDDEN as u32).to_le_bytes());
        bytes.extend_from_slice(&(OUTPUT_BUCKETS as u32).to_le_bytes());
        bytes.extend_from_slice(&fnv1a(body).to_le_bytes());
        bytes.extend_from_slice(body);
        bytes
    }

    /// How the inputs see the board.
    pub fn layout(&self) -> InputLayout {
        if self.layout == 1 {
            InputLayout::KingMirrored
        } else {
            InputLayout::Plain
        }
    }

    /// Sets how the inputs see the board (for the trainer, which writes networks).
    pub fn set_layout(&mut self, layout: InputLayout) {
        self.layout = i16::from(layout == InputLayout::KingMirrored);
    }

    /// The weights' fingerprint, by which networks are named.
    pub fn hash(&self) -> u64 {
        fnv1a(bytemuck::bytes_of(self))
    }

    /// An accumulator for `perspective` computed from scratch.
    pub fn accumulate(&self, pos: &Position, perspective: Color) -> [i16; HIDDEN] {
        let mut sums = self.feature_biases;
        let mirror = self.layout().mirror(pos.king_square(perspective));
        for sq in pos.occupied() {
            if let Some(piece) = pos.piece_on(sq) {
                let weights = &self.feature_weights[feature(perspective, piece, sq) ^ mirror];
                for (sum, &weight) in sums.iter_mut().zip(weights) {
                    *sum = sum.wrapping_add(weight);
                }
            }
        }
        sums
    }

    /// The output for accumulators `ours` (the side to move's) and `theirs` of a position with
    /// `pieces` pieces, in centipawns.
    pub fn output(&self, ours: &[i16; HIDDEN], theirs: &[i16; HIDDEN], pieces: u32) -> i32 {
        let bucket = output_bucket(pieces);
        let (our_weights, their_weights) = self.output_weights[bucket].split_at(HIDDEN);
        // Each half fits an i32 (the assertion beside MAX_OUTPUT_WEIGHT), the total an i64.
        let half = |sums: &[i16; HIDDEN], weights: &[i16]| -> i64 {
            let weights = weights.try_into().expect("each half of the output weights has HIDDEN");
            simd::screlu_dot(sums, weights).into()
        };
        let sum = half(ours, our_weights) + half(theirs, their_weights);
        let centipawns =
            (sum / i64::from(QA) + i64::from(self.output_biases[bucket])) * i64::from(SCALE) / i64::from(QA * QB);
        // At most 2 * HIDDEN * QA * MAX_OUTPUT_WEIGHT * SCALE / (QA * QB) plus the bias's share:
        // far inside an i32.
        centipawns as i32
    }

    /// The evaluation of `pos` from scratch, in centipawns for the side to move.
    pub fn evaluate(&self, pos: &Position) -> i32 {
        let us = pos.side_to_move();
        self.output(&self.accumulate(pos, us), &self.accumulate(pos, !us), pos.occupied().count())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::PieceKind;

    #[test]
    fn features_mirror_between_the_perspectives() {
        let e2 = Square::parse("e2").unwrap();
        let e7 = Square::parse("e7").unwrap();
        let white_pawn = Piece::new(Color::White, PieceKind::Pawn);
        let black_pawn = Piece::new(Color::Black, PieceKind::Pawn);
        assert_eq!(feature(Color::White, white_pawn, e2), feature(Color::Black, black_pawn, e7));
        assert_eq!(feature(Color::White, white_pawn, e2), e2.index());
        assert_eq!(feature(Color::Black, white_pawn, e2), 6 * 64 + e7.index());
        let king = Piece::new(Color::Black, PieceKind::King);
        assert!(feature(Color::White, king, e7) < INPUTS);
    }

    fn sample_network() -> Box<Network> {
        let mut network: Box<Network> = bytemuck::zeroed_box();
        let mut seed = 1u64;
        let mut next = || {
            seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            ((seed >> 33) % 61) as i16 - 30
        };
        for row in network.feature_weights.iter_mut() {
            row.iter_mut().for_each(|w| *w = next());
        }
        network.feature_biases.iter_mut().for_each(|b| *b = next() + 40);
        network.output_weights.iter_mut().flatten().for_each(|w| *w = next());
        network.output_biases.iter_mut().for_each(|b| *b = next() * 4);
        network
    }

    #[test]
    fn output_buckets_are_bands_of_four_piece_counts() {
        let buckets: Vec<usize> = (2..=32).map(output_bucket).collect();
        assert_eq!(&buckets[..8], &[0, 0, 0, 0, 1, 1, 1, 1]);
        assert_eq!(&buckets[28..], &[7, 7, 7]);
        assert!(buckets.windows(2).all(|pair| pair[1] == pair[0] || pair[1] == pair[0] + 1));
        assert_eq!(output_bucket(0), 0);
        assert_eq!(output_bucket(u32::MAX), OUTPUT_BUCKETS - 1);
    }

    #[test]
    fn files_round_trip_and_broken_ones_are_refused() {
        let network = sample_network();
        let bytes = network.to_bytes();
        assert_eq!(bytes.len(), FILE_BYTES);
        let again = Network::from_bytes(&bytes).unwrap();
        assert_eq!(again.hash(), network.hash());
        assert_eq!(Network::from_bytes(&bytes[..1000]).err(), Some(NetworkError::WrongSize { found: 1000 }));
        let mut damaged = bytes.clone();
        damaged[5000] ^= 1;
        assert_eq!(Network::from_bytes(&damaged).err(), Some(NetworkError::BadHash));
        let mut foreign = bytes.clone();
        foreign[0] = b'X';
        assert_eq!(Network::from_bytes(&foreign).err(), Some(NetworkError::NotANetwork));
        let mut older = bytes.clone();
        older[8] = 2;
        assert_eq!(Network::from_bytes(&older[..1000]).err(), Some(NetworkError::UnknownVersion(2)));
        let mut one_bucket = bytes.clone();
        one_bucket[20] = 1;
        assert_eq!(
            Network::from_bytes(&one_bucket).err(),
            Some(NetworkError::OtherArchitecture { inputs: 768, hidden: HIDDEN as u32, buckets: 1 })
        );
        let mut wider = bytes.clone();
        wider[16] = 0;
        wider[17] = 1;
        assert_eq!(
            Network::from_bytes(&wider).err(),
            Some(NetworkError::OtherArchitecture { inputs: 768, hidden: 256, buckets: OUTPUT_BUCKETS as u32 })
        );
        // A weight no trainer writes, under a hash that matches it.
        let mut heavy = network;
        heavy.output_weights[3][7] = -MAX_OUTPUT_WEIGHT - 1;
        assert_eq!(
            Network::from_bytes(&heavy.to_bytes()).err(),
            Some(NetworkError::OutputWeightTooLarge { weight: -MAX_OUTPUT_WEIGHT - 1 })
        );
        assert_eq!(f32::from(MAX_OUTPUT_WEIGHT), (WEIGHT_CLIP * QB as f32).round());
    }

    #[test]
    fn version_3_files_read_as_plain_and_layouts_are_checked() {
        let mut network = sample_network();
        let mut bytes = network.to_bytes();
        bytes[8] = 3;
        assert_eq!(Network::from_bytes(&bytes).unwrap().layout(), InputLayout::Plain);
        network.set_layout(InputLayout::KingMirrored);
        let bytes = network.to_bytes();
        assert_eq!(Network::from_bytes(&bytes).unwrap().layout(), InputLayout::KingMirrored);
        let mut old = bytes.clone();
        old[8] = 3;
        assert_eq!(Network::from_bytes(&old).err(), Some(NetworkError::UnknownLayout(1)));
        network.layout = 2;
        assert_eq!(Network::from_bytes(&network.to_bytes()).err(), Some(NetworkError::UnknownLayout(2)));
    }

    #[test]
    fn a_king_mirrored_network_sees_a_position_and_its_left_right_mirror_alike() {
        let mut network = sample_network();
        let mirror = |fen: &str| -> String {
            let (board, rest) = fen.split_once(' ').unwrap();
            let ranks: Vec<String> = board.split('/').map(|rank| rank.chars().rev().collect()).collect();
            format!("{} {rest}", ranks.join("/"))
        };
        let fens = ["r4rk1/pp3ppp/2n5/8/3q4/8/PP3PPP/R2Q1RK1 w - - 0 1", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 b - - 0 1"];
        let evaluations = |network: &Network, fen: &str| {
            let (a, b) = (Position::from_fen(fen).unwrap(), Position::from_fen(&mirror(fen)).unwrap());
            (network.evaluate(&a), network.evaluate(&b))
        };
        for fen in fens {
            let (plain, plain_mirror) = evaluations(&network, fen);
            assert_ne!(plain, plain_mirror, "{fen}: a plain network tells a board from its mirror");
        }
        network.set_layout(InputLayout::KingMirrored);
        for fen in fens {
            let (a, b) = evaluations(&network, fen);
            assert_eq!(a, b, "{fen}");
        }
    }

    #[test]
    fn a_position_and_its_colour_flipped_mirror_evaluate_alike() {
        let network = sample_network();
        for fen in [
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w - - 0 1",
            "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 b - - 0 1",
        ] {
            let a = Position::from_fen(fen).unwrap();
            let b = Position::from_fen(&flipped(fen)).unwrap();
            assert_eq!(network.evaluate(&a), network.evaluate(&b), "{fen}");
        }
    }

    /// The same position with colours swapped and the board mirrored.
    fn flipped(fen: &str) -> String {
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
}
