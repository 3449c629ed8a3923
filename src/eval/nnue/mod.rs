//! The efficiently updatable neural network (issue 61): `(768 -> hidden) x 2 -> 1` with eight
//! output buckets, a perspective network, its hidden width read from its file (128 and 256 so
//! far: any multiple of 16 up to [`MAX_HIDDEN`]). Each side has an accumulator: the hidden layer's sums
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
//! bytes 16..20   hidden neurons (H)
//! bytes 20..24   output buckets (OUTPUT_BUCKETS)
//! bytes 24..32   FNV-1a 64 of the bytes after the header
//! then           feature weights i16 [768][H], feature biases i16 [H],
//!                output weights i16 [OUTPUT_BUCKETS][2 * H] (side to move's half first),
//!                output biases i16 [OUTPUT_BUCKETS], the input layout i16 (0 plain, 1 king
//!                mirrored: see [`InputLayout`]), zero i16 up to a multiple of 64 bytes after
//!                the header (23 of them for H a multiple of 32)
//! ```

pub mod accumulator;
pub mod embedded;
pub mod piece_values;
pub mod scales;
pub mod simd;

use crate::chess::{Color, Piece, Position, Square};
pub use scales::{MAX_HIDDEN, MAX_OUTPUT_WEIGHT, QA, QB, SCALE, WEIGHT_CLIP};
use std::fmt;

/// Input features: a piece of one of 2 colours (as the perspective sees them) and 6 kinds on one
/// of 64 squares.
pub const INPUTS: usize = 768;
/// Output layers, one for each band of piece counts: 2-5 pieces, 6-9, ..., 30-32.
pub const OUTPUT_BUCKETS: usize = 8;
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

    /// The layout's word in a network file.
    fn word(self) -> i16 {
        i16::from(self == InputLayout::KingMirrored)
    }
}

/// Where each part of a network of `hidden` neurons lies in its parameters: the i16 words of
/// the file's body in order (the trainer keeps its floats in the same order).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Shape {
    /// Hidden neurons per perspective.
    pub hidden: usize,
}

impl Shape {
    /// The shape of a network of `hidden` neurons, if the engine can run one: a multiple of
    /// the SIMD width ([`simd::LANES`]) from 16 to [`MAX_HIDDEN`].
    pub fn new(hidden: usize) -> Option<Shape> {
        (hidden.is_multiple_of(simd::LANES) && (simd::LANES..=MAX_HIDDEN).contains(&hidden)).then_some(Shape { hidden })
    }

    /// Where the feature biases begin (the feature weights, by input then neuron, come first).
    pub fn feature_biases(self) -> usize {
        INPUTS * self.hidden
    }

    /// Where the output weights of `bucket` begin: the side to move's neurons, then the other
    /// side's.
    pub fn output_weights(self, bucket: usize) -> usize {
        self.feature_biases() + self.hidden + bucket * 2 * self.hidden
    }

    /// Where the output biases begin (one per bucket, in units of `QA * QB`).
    pub fn output_biases(self) -> usize {
        self.output_weights(OUTPUT_BUCKETS)
    }

    /// The number of parameters.
    pub fn parameters(self) -> usize {
        self.output_biases() + OUTPUT_BUCKETS
    }

    /// The size of a network file of this shape: the header, then the parameters and the
    /// layout word padded to a multiple of 64 bytes.
    pub fn file_bytes(self) -> usize {
        HEADER_BYTES + (2 * (self.parameters() + 1)).next_multiple_of(64)
    }
}

/// The quantised network.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Network {
    shape: Shape,
    /// Every parameter, in the order of [`Shape`].
    params: Vec<i16>,
    layout: InputLayout,
}

const MAGIC: [u8; 8] = *b"HTMNNUE\0";
const VERSION: u32 = 4;
/// The version before the layout word, still read: its word is zero (plain).
const PLAIN_VERSION: u32 = 3;
const HEADER_BYTES: usize = 32;

/// Why bytes are not a network this engine can use.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NetworkError {
    /// Not the size that the header's shape asks for.
    WrongSize {
        /// The size found.
        found: usize,
        /// The size of a network of the header's shape.
        expected: usize,
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
    /// Bytes after the layout word that are not zero: no trainer of this format writes them,
    /// and the network would be named by another fingerprint than its file's.
    NonZeroPadding,
}

impl fmt::Display for NetworkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NetworkError::WrongSize { found, expected } if *expected == HEADER_BYTES => {
                write!(f, "{found} bytes, shorter than a network file's {HEADER_BYTES}-byte header")
            }
            NetworkError::WrongSize { found, expected } => {
                write!(f, "{found} bytes, where a network of its shape has {expected} (truncated or foreign)")
            }
            NetworkError::NotANetwork => write!(f, "not a Hetman network file (no HTMNNUE header)"),
            NetworkError::UnknownVersion(version) => {
                write!(f, "format version {version}, this engine reads {PLAIN_VERSION} and {VERSION}")
            }
            NetworkError::OtherArchitecture { inputs, hidden, buckets } => write!(
                f,
                "a ({inputs} -> {hidden}) x 2 -> 1 network with {buckets} output buckets, this engine \
                 uses ({INPUTS} -> H) x 2 -> 1 with {OUTPUT_BUCKETS}, H a multiple of 16 up to {MAX_HIDDEN}"
            ),
            NetworkError::BadHash => write!(f, "the weights do not match the file's hash: the file is damaged"),
            NetworkError::OutputWeightTooLarge { weight } => {
                write!(f, "an output weight of {weight}, beyond the largest this format holds ({MAX_OUTPUT_WEIGHT})")
            }
            NetworkError::UnknownLayout(layout) => {
                write!(f, "input layout {layout}, this engine knows 0 (plain) and 1 (king mirrored)")
            }
            NetworkError::NonZeroPadding => {
                write!(f, "bytes after the weights are not zero (not a file of this format)")
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
    /// The network of `shape` with `params` (in the order of [`Shape`]), or why it is none: the
    /// wrong number of parameters, or an output weight beyond [`MAX_OUTPUT_WEIGHT`].
    pub fn new(shape: Shape, params: Vec<i16>, layout: InputLayout) -> Result<Network, NetworkError> {
        if params.len() != shape.parameters() {
            return Err(NetworkError::WrongSize { found: 2 * params.len(), expected: 2 * shape.parameters() });
        }
        let output_weights = &params[shape.output_weights(0)..shape.output_biases()];
        if let Some(&weight) = output_weights.iter().find(|w| w.unsigned_abs() > MAX_OUTPUT_WEIGHT.unsigned_abs()) {
            return Err(NetworkError::OutputWeightTooLarge { weight });
        }
        Ok(Network { shape, params, layout })
    }

    /// Reads a network file, checking its header (so that an older format or another
    /// architecture is named as such), its size and its hash.
    pub fn from_bytes(bytes: &[u8]) -> Result<Network, NetworkError> {
        let Some(header) = bytes.first_chunk::<HEADER_BYTES>() else {
            return Err(NetworkError::WrongSize { found: bytes.len(), expected: HEADER_BYTES });
        };
        let word = |at: usize| u32::from_le_bytes([header[at], header[at + 1], header[at + 2], header[at + 3]]);
        if header[..8] != MAGIC {
            return Err(NetworkError::NotANetwork);
        }
        if word(8) != VERSION && word(8) != PLAIN_VERSION {
            return Err(NetworkError::UnknownVersion(word(8)));
        }
        let (inputs, hidden, buckets) = (word(12), word(16), word(20));
        let shape = Shape::new(hidden as usize).filter(|_| (inputs, buckets) == (INPUTS as u32, OUTPUT_BUCKETS as u32));
        let Some(shape) = shape else {
            return Err(NetworkError::OtherArchitecture { inputs, hidden, buckets });
        };
        if bytes.len() != shape.file_bytes() {
            return Err(NetworkError::WrongSize { found: bytes.len(), expected: shape.file_bytes() });
        }
        let body = &bytes[HEADER_BYTES..];
        if u64::from_le_bytes([
            header[24], header[25], header[26], header[27], header[28], header[29], header[30], header[31],
        ]) != fnv1a(body)
        {
            return Err(NetworkError::BadHash);
        }
        if body[2 * (shape.parameters() + 1)..].iter().any(|&byte| byte != 0) {
            return Err(NetworkError::NonZeroPadding);
        }
        let mut words = body.chunks_exact(2).map(|pair| i16::from_le_bytes([pair[0], pair[1]]));
        let params: Vec<i16> = words.by_ref().take(shape.parameters()).collect();
        let layout = match words.next().unwrap_or(0) {
            0 => InputLayout::Plain,
            1 if word(8) == VERSION => InputLayout::KingMirrored,
            other => return Err(NetworkError::UnknownLayout(other)),
        };
        Network::new(shape, params, layout)
    }

    /// The body of the file: the parameters, the layout word and the padding.
    fn body(&self) -> Vec<u8> {
        let mut body = Vec::with_capacity(self.shape.file_bytes() - HEADER_BYTES);
        for word in self.params.iter().chain([&self.layout.word()]) {
            body.extend_from_slice(&word.to_le_bytes());
        }
        body.resize(self.shape.file_bytes() - HEADER_BYTES, 0);
        body
    }

    /// The network as a file.
    pub fn to_bytes(&self) -> Vec<u8> {
        let body = self.body();
        let mut bytes = Vec::with_capacity(HEADER_BYTES + body.len());
        bytes.extend_from_slice(&MAGIC);
        bytes.extend_from_slice(&VERSION.to_le_bytes());
        for size in [INPUTS, self.shape.hidden, OUTPUT_BUCKETS] {
            bytes.extend_from_slice(&(size as u32).to_le_bytes());
        }
        bytes.extend_from_slice(&fnv1a(&body).to_le_bytes());
        bytes.extend_from_slice(&body);
        bytes
    }

    /// The network's shape.
    pub fn shape(&self) -> Shape {
        self.shape
    }

    /// Hidden neurons per perspective.
    #[inline]
    pub fn hidden(&self) -> usize {
        self.shape.hidden
    }

    /// Every parameter, in the order of [`Shape`].
    pub fn params(&self) -> &[i16] {
        &self.params
    }

    /// How the inputs see the board.
    #[inline]
    pub fn layout(&self) -> InputLayout {
        self.layout
    }

    /// The weights' fingerprint, by which networks are named.
    pub fn hash(&self) -> u64 {
        fnv1a(&self.body())
    }

    /// The feature weights of input `feature`, one per neuron.
    #[inline]
    pub fn feature_row(&self, feature: usize) -> &[i16] {
        &self.params[feature * self.hidden()..][..self.hidden()]
    }

    /// An accumulator for `perspective` computed from scratch into `sums` (one per neuron).
    pub fn accumulate_into(&self, pos: &Position, perspective: Color, sums: &mut [i16]) {
        let shape = self.shape;
        sums.copy_from_slice(&self.params[shape.feature_biases()..][..shape.hidden]);
        let mirror = self.layout.mirror(pos.king_square(perspective));
        for sq in pos.occupied() {
            if let Some(piece) = pos.piece_on(sq) {
                let weights = self.feature_row(feature(perspective, piece, sq) ^ mirror);
                for (sum, &weight) in sums.iter_mut().zip(weights) {
                    *sum = sum.wrapping_add(weight);
                }
            }
        }
    }

    /// An accumulator for `perspective` computed from scratch.
    pub fn accumulate(&self, pos: &Position, perspective: Color) -> Vec<i16> {
        let mut sums = vec![0; self.hidden()];
        self.accumulate_into(pos, perspective, &mut sums);
        sums
    }

    /// The output for accumulators `ours` (the side to move's) and `theirs` of a position with
    /// `pieces` pieces, in centipawns.
    #[inline]
    pub fn output(&self, ours: &[i16], theirs: &[i16], pieces: u32) -> i32 {
        let bucket = output_bucket(pieces);
        let (hidden, at) = (self.hidden(), self.shape.output_weights(bucket));
        debug_assert!(ours.len() == hidden && theirs.len() == hidden, "accumulators of another network");
        let (our_weights, their_weights) = self.params[at..at + 2 * hidden].split_at(hidden);
        // Each half is summed exactly (see simd::screlu_dot), the total in an i64.
        let sum = simd::screlu_dot(ours, our_weights) + simd::screlu_dot(theirs, their_weights);
        let bias = i64::from(self.params[self.shape.output_biases() + bucket]);
        let centipawns = (sum / i64::from(QA) + bias) * i64::from(SCALE) / i64::from(QA * QB);
        // At most 2 * MAX_HIDDEN * QA * MAX_OUTPUT_WEIGHT * SCALE / (QA * QB) plus the bias's
        // share: far inside an i32.
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

    /// A network of `hidden` neurons with pseudo-random weights in a few dozen either way.
    pub(crate) fn sample_network(hidden: usize, seed: u64) -> Network {
        let shape = Shape::new(hidden).unwrap();
        let mut state = seed;
        let mut next = || {
            state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            ((state >> 33) % 61) as i16 - 30
        };
        let mut params: Vec<i16> = (0..shape.parameters()).map(|_| next()).collect();
        params[shape.feature_biases()..shape.output_weights(0)].iter_mut().for_each(|b| *b += 40);
        params[shape.output_biases()..].iter_mut().for_each(|b| *b *= 4);
        Network::new(shape, params, InputLayout::Plain).unwrap()
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
        for hidden in [128, 256, 16, MAX_HIDDEN] {
            let network = sample_network(hidden, 1);
            let bytes = network.to_bytes();
            assert_eq!(bytes.len(), network.shape().file_bytes());
            assert_eq!((bytes.len() - 32) % 64, 0);
            assert_eq!(Network::from_bytes(&bytes).unwrap(), network);
        }
        // A file of the format before widths other than 128 were read is read the same.
        assert_eq!(Shape::new(128).unwrap().file_bytes(), 32 + 201_024);
        let network = sample_network(128, 1);
        let bytes = network.to_bytes();
        let expected = bytes.len();
        assert_eq!(Network::from_bytes(&bytes[..1000]).err(), Some(NetworkError::WrongSize { found: 1000, expected }));
        assert_eq!(Network::from_bytes(&bytes[..10]).err(), Some(NetworkError::WrongSize { found: 10, expected: 32 }));
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
            Some(NetworkError::OtherArchitecture { inputs: 768, hidden: 128, buckets: 1 })
        );
        // A width the engine cannot run: not a multiple of 16, or wider than MAX_HIDDEN.
        for hidden in [100u32, 2048, 0] {
            let mut odd = bytes.clone();
            odd[16..20].copy_from_slice(&hidden.to_le_bytes());
            assert_eq!(
                Network::from_bytes(&odd).err(),
                Some(NetworkError::OtherArchitecture { inputs: 768, hidden, buckets: OUTPUT_BUCKETS as u32 })
            );
        }
        // A wider header on a narrow body is short.
        let mut wider = bytes.clone();
        wider[16..20].copy_from_slice(&256u32.to_le_bytes());
        let expected = Shape::new(256).unwrap().file_bytes();
        assert_eq!(Network::from_bytes(&wider).err(), Some(NetworkError::WrongSize { found: bytes.len(), expected }));
        // Padding that is not zero, under a hash that matches it.
        let mut padded = bytes.clone();
        *padded.last_mut().unwrap() = 1;
        let hash = fnv1a(&padded[32..]);
        padded[24..32].copy_from_slice(&hash.to_le_bytes());
        assert_eq!(Network::from_bytes(&padded).err(), Some(NetworkError::NonZeroPadding));
        // A weight no trainer writes, under a hash that matches it.
        let shape = network.shape();
        let mut params = network.params().to_vec();
        params[shape.output_weights(3) + 7] = -MAX_OUTPUT_WEIGHT - 1;
        let heavy = Network { params, ..network };
        assert_eq!(
            Network::from_bytes(&heavy.to_bytes()).err(),
            Some(NetworkError::OutputWeightTooLarge { weight: -MAX_OUTPUT_WEIGHT - 1 })
        );
        assert_eq!(f32::from(MAX_OUTPUT_WEIGHT), (WEIGHT_CLIP * QB as f32).round());
    }

    #[test]
    fn version_3_files_read_as_plain_and_layouts_are_checked() {
        let mut network = sample_network(128, 1);
        let mut bytes = network.to_bytes();
        bytes[8] = 3;
        assert_eq!(Network::from_bytes(&bytes).unwrap().layout(), InputLayout::Plain);
        network.layout = InputLayout::KingMirrored;
        let bytes = network.to_bytes();
        assert_eq!(Network::from_bytes(&bytes).unwrap().layout(), InputLayout::KingMirrored);
        let mut old = bytes.clone();
        old[8] = 3;
        assert_eq!(Network::from_bytes(&old).err(), Some(NetworkError::UnknownLayout(1)));
        // The layout word follows the parameters; a 2 there, under a matching hash.
        let mut unknown = bytes.clone();
        let at = 32 + 2 * network.shape().parameters();
        unknown[at] = 2;
        let hash = fnv1a(&unknown[32..]);
        unknown[24..32].copy_from_slice(&hash.to_le_bytes());
        assert_eq!(Network::from_bytes(&unknown).err(), Some(NetworkError::UnknownLayout(2)));
    }

    #[test]
    fn a_king_mirrored_network_sees_a_position_and_its_left_right_mirror_alike() {
        let mut network = sample_network(128, 1);
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
        network.layout = InputLayout::KingMirrored;
        for fen in fens {
            let (a, b) = evaluations(&network, fen);
            assert_eq!(a, b, "{fen}");
        }
    }

    #[test]
    fn a_position_and_its_colour_flipped_mirror_evaluate_alike() {
        for network in [sample_network(128, 1), sample_network(256, 2)] {
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
