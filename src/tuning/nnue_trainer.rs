//! `hetman train`: learns the network of [`crate::eval::nnue`] in floats on the CPU, then writes it
//! quantised.
//!
//! Each position is a sample: its active features from both perspectives (the side to move's
//! first) and a target, the blend `lambda * sigmoid(score / SCALE) + (1 - lambda) * result` of
//! the search score and the game result. The network's prediction is `sigmoid(output)`, where
//! the output is in units of `SCALE` centipawns, and the loss is the squared error. The
//! optimiser is AdamW with a cosine learning-rate schedule over the epochs; each epoch visits the
//! training samples in a new random order, in batches whose gradient the threads share out; a
//! held-out part of the data (taken before any shuffling, so shuffle the data file first)
//! measures the validation loss.
//! After every epoch a checkpoint (weights and the optimiser's moments) is written beside the
//! output, from which `--resume` goes on.

use super::packed::PackedPosition;
use crate::chess::{Color, Piece, PieceKind};
use crate::eval::nnue::{
    feature, output_bucket, InputLayout, Network, HIDDEN, INPUTS, MAX_OUTPUT_WEIGHT, OUTPUT_BUCKETS, QA, QB, SCALE,
    WEIGHT_CLIP,
};
use crate::random::SplitMix64;
use arrayvec::ArrayVec;
use std::time::Instant;

const FEATURE_WEIGHTS: usize = 0;
const FEATURE_BIASES: usize = INPUTS * HIDDEN;
const OUTPUT_WEIGHTS: usize = FEATURE_BIASES + HIDDEN;
const OUTPUT_BIAS: usize = OUTPUT_WEIGHTS + OUTPUT_BUCKETS * 2 * HIDDEN;
/// The number of parameters.
pub const PARAMETERS: usize = OUTPUT_BIAS + OUTPUT_BUCKETS;

/// The most pieces a position holds, so the most active features of one perspective.
const MAX_FEATURES: usize = 32;

/// One training position: the active features as the side to move sees them (the other side's
/// follow from them) and the target. 72 bytes, no allocation: 50 M positions fit in memory.
#[derive(Copy, Clone, Debug)]
pub struct Sample {
    ours: [u16; MAX_FEATURES],
    count: u8,
    /// Bit 0: the side to move's features are mirrored left to right, bit 1: the other side's,
    /// bit 2: the layout is king-mirrored (see [`InputLayout`]).
    mirrors: u8,
    target: f32,
}

const OURS_MIRRORED: u8 = 1;
const THEIRS_MIRRORED: u8 = 2;
const KING_MIRRORED_LAYOUT: u8 = 4;

impl Sample {
    /// The sample of a record as `layout` sees it, its target blended with `lambda` (1: the
    /// score alone).
    pub fn from_record(record: &PackedPosition, lambda: f32, layout: InputLayout) -> Sample {
        let us = record.side_to_move();
        let king = |color: Color| {
            let kings = record.pieces().filter(|&(_, piece)| piece == Piece::new(color, PieceKind::King));
            kings.map(|(sq, _)| layout.mirror(sq)).next().unwrap_or(0)
        };
        let (our_mirror, their_mirror) = (king(us), king(!us));
        let mut ours = [0; MAX_FEATURES];
        let mut count = 0;
        for ((sq, piece), slot) in record.pieces().zip(&mut ours) {
            *slot = (feature(us, piece, sq) ^ our_mirror) as u16;
            count += 1;
        }
        let mirrors = (u8::from(our_mirror != 0) * OURS_MIRRORED)
            | (u8::from(their_mirror != 0) * THEIRS_MIRRORED)
            | (u8::from(layout == InputLayout::KingMirrored) * KING_MIRRORED_LAYOUT);
        let score = sigmoid(f32::from(record.score()) / SCALE as f32);
        Sample { ours, count, mirrors, target: lambda * score + (1.0 - lambda) * record.result() }
    }

    /// The active features as the side to move sees them.
    fn ours(&self) -> &[u16] {
        &self.ours[..usize::from(self.count)]
    }

    /// The active features as the other side sees them.
    fn theirs(&self) -> ArrayVec<u16, MAX_FEATURES> {
        let flip = |bit: u8| if self.mirrors & bit != 0 { 7 } else { 0 };
        let (our_mirror, their_mirror) = (flip(OURS_MIRRORED), flip(THEIRS_MIRRORED));
        self.ours().iter().map(|&f| other_perspective(f ^ our_mirror) ^ their_mirror).collect()
    }

    /// The same sample with the board mirrored left to right (files a and h swapped): the
    /// network has no castling inputs, so the mirror is as good a training position, and
    /// doubles what little data there is. A feature's square is its low six bits, its file the
    /// low three. A king-mirrored sample is its own mirror: the layout sees both boards alike.
    pub fn mirrored(&self) -> Sample {
        if self.mirrors & KING_MIRRORED_LAYOUT != 0 {
            return *self;
        }
        let mut mirror = *self;
        mirror.ours[..usize::from(self.count)].iter_mut().for_each(|f| *f ^= 7);
        mirror
    }

    /// The output bucket: one feature per piece on the board.
    fn bucket(&self) -> usize {
        output_bucket(u32::from(self.count))
    }
}

/// A feature as the other perspective sees it: the piece's owner swapped ("ours" is 0-5 of the
/// piece index, "theirs" 6-11) and the board turned upside down.
fn other_perspective(feature: u16) -> u16 {
    let (piece, square) = (feature / 64, feature % 64);
    let owner_swapped = if piece < 6 { piece + 6 } else { piece - 6 };
    owner_swapped * 64 + (square ^ 56)
}

fn sigmoid(x: f32) -> f32 {
    1.0 / (1.0 + (-x).exp())
}

/// The squared clipped ReLU and its derivative.
fn screlu(x: f32) -> (f32, f32) {
    let clipped = x.clamp(0.0, 1.0);
    (clipped * clipped, if x > 0.0 && x < 1.0 { 2.0 * x } else { 0.0 })
}

/// The network in floats, as one vector of parameters (feature weights by input then neuron,
/// feature biases, output weights by bucket, output biases by bucket).
#[derive(Clone, Debug, PartialEq)]
pub struct FloatNetwork {
    /// Every parameter.
    pub params: Vec<f32>,
    /// How the inputs see the board (the samples must be made with the same).
    pub layout: InputLayout,
}

impl FloatNetwork {
    /// The float network a quantised one stands for: each integer divided by its scale, so that
    /// quantising it again gives the same integers.
    pub fn from_quantised(network: &Network) -> FloatNetwork {
        let params = quantised_params(network).iter().enumerate().map(|(i, &x)| f32::from(x) / scale_of(i));
        FloatNetwork { params: params.collect(), layout: network.layout() }
    }

    /// Small random weights from `seed`, zero biases.
    pub fn random(seed: u64, layout: InputLayout) -> FloatNetwork {
        let mut rng = SplitMix64::new(seed);
        let mut uniform = |size: f32| (rng.below(1 << 24) as f32 / (1 << 24) as f32 * 2.0 - 1.0) * size;
        let mut params = vec![0.0; PARAMETERS];
        for weight in &mut params[FEATURE_WEIGHTS..FEATURE_BIASES] {
            *weight = uniform(0.1);
        }
        for weight in &mut params[OUTPUT_WEIGHTS..OUTPUT_BIAS] {
            *weight = uniform(0.1);
        }
        FloatNetwork { params, layout }
    }

    /// The hidden layer's sums over `features`, before the activation.
    fn accumulate(&self, features: &[u16]) -> [f32; HIDDEN] {
        let mut sums = [0.0; HIDDEN];
        sums.copy_from_slice(&self.params[FEATURE_BIASES..OUTPUT_WEIGHTS]);
        for &f in features {
            let row = &self.params[FEATURE_WEIGHTS + usize::from(f) * HIDDEN..][..HIDDEN];
            for (sum, weight) in sums.iter_mut().zip(row) {
                *sum += weight;
            }
        }
        sums
    }

    /// The output layer of `bucket` on the two perspectives' sums (the side to move's first).
    fn output_layer(&self, ours: &[f32; HIDDEN], theirs: &[f32; HIDDEN], bucket: usize) -> f32 {
        let weights = &self.params[output_weights(bucket)..][..2 * HIDDEN];
        let hidden = ours.iter().chain(theirs).map(|&x| screlu(x).0);
        hidden.zip(weights).map(|(h, w)| h * w).sum::<f32>() + self.params[OUTPUT_BIAS + bucket]
    }

    /// The output (units of `SCALE` centipawns) for the side to move of `sample`.
    pub fn output(&self, sample: &Sample) -> f32 {
        let (ours, theirs) = (self.accumulate(sample.ours()), self.accumulate(&sample.theirs()));
        self.output_layer(&ours, &theirs, sample.bucket())
    }

    /// The squared error on `sample`.
    pub fn loss(&self, sample: &Sample) -> f32 {
        let error = sigmoid(self.output(sample)) - sample.target;
        error * error
    }

    /// Adds the gradient of the loss on `sample` to `gradient`; returns the loss.
    fn backward(&self, sample: &Sample, gradient: &mut [f32]) -> f32 {
        let their_features = sample.theirs();
        let (ours, theirs) = (self.accumulate(sample.ours()), self.accumulate(&their_features));
        let bucket = sample.bucket();
        let predicted = sigmoid(self.output_layer(&ours, &theirs, bucket));
        let error = predicted - sample.target;
        let d_output = 2.0 * error * predicted * (1.0 - predicted);
        gradient[OUTPUT_BIAS + bucket] += d_output;
        for (half, (sums, features)) in [(&ours, sample.ours()), (&theirs, &their_features[..])].into_iter().enumerate()
        {
            let weights_at = output_weights(bucket) + half * HIDDEN;
            // The loss's slope by each neuron's sum, then added to the rows of the active
            // features whole, so that the additions run over contiguous neurons.
            let mut d_sums = [0.0f32; HIDDEN];
            for (neuron, (&x, d_sum)) in sums.iter().zip(&mut d_sums).enumerate() {
                let (activation, slope) = screlu(x);
                gradient[weights_at + neuron] += d_output * activation;
                *d_sum = d_output * self.params[weights_at + neuron] * slope;
            }
            let rows = features.iter().map(|&f| FEATURE_WEIGHTS + usize::from(f) * HIDDEN);
            for start in std::iter::once(FEATURE_BIASES).chain(rows) {
                for (g, d) in gradient[start..start + HIDDEN].iter_mut().zip(&d_sums) {
                    *g += d;
                }
            }
        }
        error * error
    }

    /// The network in integers: feature layer scaled by `QA`, output layer by `QB`, weights
    /// clipped to what the integers hold.
    pub fn quantise(&self) -> Box<Network> {
        let mut network: Box<Network> = bytemuck::zeroed_box();
        let body = &mut bytemuck::cast_slice_mut::<Network, i16>(std::slice::from_mut(network.as_mut()))[..PARAMETERS];
        for (index, (integer, &x)) in body.iter_mut().zip(&self.params).enumerate() {
            let largest =
                f32::from(if (OUTPUT_WEIGHTS..OUTPUT_BIAS).contains(&index) { MAX_OUTPUT_WEIGHT } else { i16::MAX });
            *integer = (x * scale_of(index)).round().clamp(-largest, largest) as i16;
        }
        network.set_layout(self.layout);
        network
    }
}

// The trainer's parameters are the quantised network's i16 words in order, the padding after.
const _: () = assert!(std::mem::size_of::<Network>() == 2 * PARAMETERS + 48);

/// The quantised network's parameters, in the trainer's order.
fn quantised_params(network: &Network) -> &[i16] {
    &bytemuck::cast_slice::<Network, i16>(std::slice::from_ref(network))[..PARAMETERS]
}

/// The integer scale of the parameter at `index`: `QA` in the feature layer, `QB` for the
/// output weights, `QA * QB` for the output biases.
fn scale_of(index: usize) -> f32 {
    (if index < OUTPUT_WEIGHTS {
        QA
    } else if index < OUTPUT_BIAS {
        QB
    } else {
        QA * QB
    }) as f32
}

/// Where the output weights of `bucket` begin.
fn output_weights(bucket: usize) -> usize {
    OUTPUT_WEIGHTS + bucket * 2 * HIDDEN
}

/// How to train.
#[derive(Clone, Debug)]
pub struct TrainOptions {
    /// Passes over the training samples.
    pub epochs: usize,
    /// Samples per optimiser step.
    pub batch: usize,
    /// The learning rate at the start (it falls to a hundredth of it on a cosine).
    pub learning_rate: f32,
    /// AdamW's weight decay.
    pub weight_decay: f32,
    /// Threads sharing each batch.
    pub threads: usize,
    /// The seed of the initial weights and of the batch order.
    pub seed: u64,
}

impl Default for TrainOptions {
    fn default() -> TrainOptions {
        TrainOptions { epochs: 20, batch: 16_384, learning_rate: 0.01, weight_decay: 0.01, threads: 1, seed: 1 }
    }
}

/// The state of a training run: the weights, AdamW's moments and the epochs done.
#[derive(Clone, Debug)]
pub struct Trainer {
    /// The weights.
    pub network: FloatNetwork,
    first_moment: Vec<f32>,
    second_moment: Vec<f32>,
    steps: u64,
    /// Epochs finished.
    pub epochs_done: usize,
    /// The lowest validation loss after an epoch so far (infinite before the first): the
    /// network written is that epoch's, and a resumed run must beat it to write another.
    pub best_validation_loss: f64,
}

/// What one epoch did.
#[derive(Copy, Clone, Debug)]
pub struct EpochReport {
    /// The epoch, from 1.
    pub epoch: usize,
    /// The mean loss over the epoch's training samples.
    pub training_loss: f64,
    /// The mean loss on the held-out samples after the epoch.
    pub validation_loss: f64,
    /// Training samples a second.
    pub samples_per_second: f64,
}

const CHECKPOINT_MAGIC: [u8; 8] = *b"HTMCKPT3";
/// Magic, parameter count, steps, epochs done, best validation loss, input layout (0 plain, 1
/// king mirrored): six little-endian words.
const CHECKPOINT_HEADER: usize = 48;

impl Trainer {
    /// A fresh run from random weights.
    pub fn new(seed: u64, layout: InputLayout) -> Trainer {
        Trainer::from_network(FloatNetwork::random(seed, layout))
    }

    /// A fresh run (no epochs, no optimiser moments) from the weights of `network`.
    pub fn from_network(network: FloatNetwork) -> Trainer {
        Trainer {
            network,
            first_moment: vec![0.0; PARAMETERS],
            second_moment: vec![0.0; PARAMETERS],
            steps: 0,
            epochs_done: 0,
            best_validation_loss: f64::INFINITY,
        }
    }

    /// The run as checkpoint bytes.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut bytes = CHECKPOINT_MAGIC.to_vec();
        bytes.extend_from_slice(&(PARAMETERS as u64).to_le_bytes());
        bytes.extend_from_slice(&self.steps.to_le_bytes());
        bytes.extend_from_slice(&(self.epochs_done as u64).to_le_bytes());
        bytes.extend_from_slice(&self.best_validation_loss.to_le_bytes());
        bytes.extend_from_slice(&u64::from(self.network.layout == InputLayout::KingMirrored).to_le_bytes());
        for values in [&self.network.params, &self.first_moment, &self.second_moment] {
            bytes.extend_from_slice(bytemuck::cast_slice(values));
        }
        bytes
    }

    /// A run from checkpoint bytes, or why they are none.
    pub fn from_bytes(bytes: &[u8]) -> Result<Trainer, String> {
        let expected = CHECKPOINT_HEADER + 3 * PARAMETERS * 4;
        if bytes.len() != expected || bytes[..8] != CHECKPOINT_MAGIC {
            return Err(format!("not a checkpoint of this network ({} bytes, expected {expected})", bytes.len()));
        }
        let word = |at: usize| u64::from_le_bytes(bytes[at..at + 8].try_into().unwrap_or_default());
        if word(8) != PARAMETERS as u64 {
            return Err("a checkpoint of another architecture".to_string());
        }
        let floats = |index: usize| -> Vec<f32> {
            let start = CHECKPOINT_HEADER + index * PARAMETERS * 4;
            bytes[start..start + PARAMETERS * 4]
                .chunks_exact(4)
                .map(|b| f32::from_le_bytes([b[0], b[1], b[2], b[3]]))
                .collect()
        };
        Ok(Trainer {
            network: FloatNetwork {
                params: floats(0),
                layout: if word(40) == 1 { InputLayout::KingMirrored } else { InputLayout::Plain },
            },
            first_moment: floats(1),
            second_moment: floats(2),
            steps: word(16),
            epochs_done: word(24) as usize,
            best_validation_loss: f64::from_bits(word(32)),
        })
    }

    /// The mean loss on `samples`.
    pub fn mean_loss(&self, samples: &[Sample], threads: usize) -> f64 {
        if samples.is_empty() {
            return 0.0;
        }
        let chunk = samples.len().div_ceil(threads.max(1));
        let total: f64 = std::thread::scope(|scope| {
            let parts: Vec<_> = samples
                .chunks(chunk)
                .map(|part| scope.spawn(move || part.iter().map(|s| f64::from(self.network.loss(s))).sum::<f64>()))
                .collect();
            parts.into_iter().map(|part| part.join().unwrap_or(0.0)).sum()
        });
        total / samples.len() as f64
    }

    /// One epoch over `training` in an order drawn from the seed and the epoch, then the loss on
    /// `validation`.
    pub fn epoch(&mut self, training: &[Sample], validation: &[Sample], options: &TrainOptions) -> EpochReport {
        let start = Instant::now();
        let mut order: Vec<u32> = (0..training.len() as u32).collect();
        let mut rng = SplitMix64::new(options.seed ^ (self.epochs_done as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15));
        for i in (1..order.len()).rev() {
            order.swap(i, rng.below(i as u64 + 1) as usize);
        }
        let batches = order.len().div_ceil(options.batch.max(1)).max(1);
        let total_steps = (batches * options.epochs.max(1)) as f32;
        let mut loss_sum = 0.0f64;
        for batch in order.chunks(options.batch.max(1)) {
            let (gradient, loss) = self.batch_gradient(training, batch, options.threads);
            loss_sum += loss;
            let progress = (self.steps as f32 / total_steps).min(1.0);
            let rate = options.learning_rate * (0.01 + 0.99 * 0.5 * (1.0 + (std::f32::consts::PI * progress).cos()));
            self.step(&gradient, batch.len(), rate, options.weight_decay);
        }
        self.epochs_done += 1;
        let seconds = start.elapsed().as_secs_f64().max(1e-9);
        EpochReport {
            epoch: self.epochs_done,
            training_loss: loss_sum / training.len().max(1) as f64,
            validation_loss: self.mean_loss(validation, options.threads),
            samples_per_second: training.len() as f64 / seconds,
        }
    }

    /// The summed gradient and loss of the samples `batch` indexes, shared out over `threads`.
    fn batch_gradient(&self, samples: &[Sample], batch: &[u32], threads: usize) -> (Vec<f32>, f64) {
        let chunk = batch.len().div_ceil(threads.max(1)).max(1);
        std::thread::scope(|scope| {
            let parts: Vec<_> = batch
                .chunks(chunk)
                .map(|part| {
                    scope.spawn(move || {
                        let mut gradient = vec![0.0f32; PARAMETERS];
                        let mut loss = 0.0f64;
                        for &index in part {
                            loss += f64::from(self.network.backward(&samples[index as usize], &mut gradient));
                        }
                        (gradient, loss)
                    })
                })
                .collect();
            let mut total = vec![0.0f32; PARAMETERS];
            let mut loss = 0.0;
            for part in parts {
                let (gradient, part_loss) = part.join().unwrap_or_else(|_| (vec![0.0; PARAMETERS], 0.0));
                total.iter_mut().zip(&gradient).for_each(|(t, g)| *t += g);
                loss += part_loss;
            }
            (total, loss)
        })
    }

    /// One AdamW step on the mean of a summed gradient over `count` samples.
    fn step(&mut self, gradient: &[f32], count: usize, rate: f32, weight_decay: f32) {
        const BETA1: f32 = 0.9;
        const BETA2: f32 = 0.999;
        const EPSILON: f32 = 1e-8;
        self.steps += 1;
        let correction1 = 1.0 - BETA1.powi(self.steps.min(10_000) as i32);
        let correction2 = 1.0 - BETA2.powi(self.steps.min(10_000) as i32);
        let scale = 1.0 / count.max(1) as f32;
        for (index, param) in self.network.params.iter_mut().enumerate() {
            let g = gradient[index] * scale;
            let m = &mut self.first_moment[index];
            let v = &mut self.second_moment[index];
            *m = BETA1 * *m + (1.0 - BETA1) * g;
            *v = BETA2 * *v + (1.0 - BETA2) * g * g;
            let update = (*m / correction1) / ((*v / correction2).sqrt() + EPSILON);
            *param -= rate * (update + weight_decay * *param);
            let is_weight = index < FEATURE_BIASES || (OUTPUT_WEIGHTS..OUTPUT_BIAS).contains(&index);
            if is_weight {
                *param = param.clamp(-WEIGHT_CLIP, WEIGHT_CLIP);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::Position;
    use crate::tuning::packed::SideResult;

    /// The positions of a game of up to `plies` random moves from the start (the start itself
    /// left out).
    fn random_game(rng: &mut SplitMix64, plies: usize) -> Vec<Position> {
        let mut positions = Vec::new();
        let mut pos = Position::startpos();
        for _ in 0..plies {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            pos = pos.after(moves[rng.below(moves.len() as u64) as usize]);
            positions.push(pos);
        }
        positions
    }

    /// Samples from the positions of a few random games, labelled by a simple rule the network
    /// can learn: the material balance for the side to move.
    fn samples(count: usize, seed: u64) -> Vec<Sample> {
        let mut rng = SplitMix64::new(seed);
        let mut samples = Vec::new();
        while samples.len() < count {
            for pos in random_game(&mut rng, 80) {
                let value = [100, 300, 300, 500, 900, 0];
                let material: i32 = pos
                    .occupied()
                    .into_iter()
                    .filter_map(|sq| pos.piece_on(sq))
                    .map(|p| {
                        if p.color() == pos.side_to_move() {
                            value[p.kind().index()]
                        } else {
                            -value[p.kind().index()]
                        }
                    })
                    .sum();
                let score = material.clamp(-2000, 2000) as i16;
                let record = PackedPosition::pack(&pos, score, SideResult::Draw).unwrap();
                samples.push(Sample::from_record(&record, 1.0, InputLayout::Plain));
            }
        }
        samples.truncate(count);
        samples
    }

    #[test]
    fn the_other_side_sees_each_feature_as_the_engine_does() {
        use crate::chess::{Color, Piece, PieceKind, Square};
        for (color, kind, sq) in Color::BOTH
            .into_iter()
            .flat_map(|c| PieceKind::ALL.into_iter().flat_map(move |k| Square::ALL.into_iter().map(move |s| (c, k, s))))
        {
            let piece = Piece::new(color, kind);
            for us in Color::BOTH {
                assert_eq!(usize::from(other_perspective(feature(us, piece, sq) as u16)), feature(!us, piece, sq));
            }
        }
        assert_eq!(std::mem::size_of::<Sample>(), 72);
    }

    #[test]
    fn king_mirrored_samples_see_what_the_engine_sees() {
        // A quantised network with weights large enough that a wrong feature shows, read as
        // floats: the trainer's output must be the engine's evaluation, rounding aside.
        let mut rng = SplitMix64::new(8);
        let mut network: Box<Network> = bytemuck::zeroed_box();
        network.feature_weights.iter_mut().flatten().for_each(|w| *w = rng.below(61) as i16 - 30);
        network.feature_biases.iter_mut().for_each(|b| *b = rng.below(61) as i16 + 60);
        network.output_weights.iter_mut().flatten().for_each(|w| *w = rng.below(121) as i16 - 60);
        network.set_layout(InputLayout::KingMirrored);
        let float = FloatNetwork::from_quantised(&network);
        assert_eq!(float.layout, InputLayout::KingMirrored);
        let mut mirrored_kings = 0;
        for pos in (0..20).flat_map(|_| random_game(&mut rng, 100)) {
            let record = PackedPosition::pack(&pos, 0, SideResult::Draw).unwrap();
            let sample = Sample::from_record(&record, 1.0, InputLayout::KingMirrored);
            mirrored_kings += usize::from(sample.mirrors & (OURS_MIRRORED | THEIRS_MIRRORED) != 0);
            let (trainer, engine) = (float.output(&sample) * SCALE as f32, network.evaluate(&pos) as f32);
            assert!((trainer - engine).abs() <= 2.0 + 0.01 * engine.abs(), "{}: {trainer} {engine}", pos.to_fen());
            assert_eq!(sample.mirrored().ours(), sample.ours(), "its own mirror");
        }
        assert!(mirrored_kings > 100, "{mirrored_kings}");
        assert_eq!(float.quantise().layout(), InputLayout::KingMirrored);
        let trainer = Trainer::from_network(float);
        assert_eq!(Trainer::from_bytes(&trainer.to_bytes()).unwrap().network.layout, InputLayout::KingMirrored);
    }

    #[test]
    fn a_mirrored_sample_is_the_sample_of_the_mirrored_board() {
        let fen = "r3k2r/p1p1qpb1/bn1ppnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R4RK1 b - - 0 1";
        let mirror: String = {
            let (board, rest) = fen.split_once(' ').unwrap();
            let ranks: Vec<String> = board.split('/').map(|rank| rank.chars().rev().collect()).collect();
            format!("{} {rest}", ranks.join("/"))
        };
        let sample = |fen: &str| {
            let record = PackedPosition::pack(&Position::from_fen(fen).unwrap(), 37, SideResult::Win).unwrap();
            Sample::from_record(&record, 0.5, InputLayout::Plain)
        };
        let (a, b) = (sample(fen).mirrored(), sample(&mirror));
        let sorted = |features: &[u16]| {
            let mut features = features.to_vec();
            features.sort_unstable();
            features
        };
        assert_eq!(sorted(a.ours()), sorted(b.ours()));
        assert_eq!(sorted(&a.theirs()), sorted(&b.theirs()));
        assert_eq!(a.target, b.target);
        assert_ne!(sorted(a.ours()), sorted(sample(fen).ours()));
    }

    #[test]
    fn the_gradient_agrees_with_finite_differences() {
        let network = FloatNetwork::random(3, InputLayout::Plain);
        let mut data = samples(8, 1);
        // And an endgame, whose output layer is another bucket's.
        let endgame = Position::from_fen("4k3/8/8/8/8/8/4PP2/4K3 w - - 0 1").unwrap();
        data.push(Sample::from_record(
            &PackedPosition::pack(&endgame, 150, SideResult::Win).unwrap(),
            0.7,
            InputLayout::Plain,
        ));
        assert_eq!(data[8].bucket(), 0);
        assert_ne!(data[0].bucket(), 0);
        let mut gradient = vec![0.0f32; PARAMETERS];
        for sample in &data {
            network.backward(sample, &mut gradient);
        }
        let loss = |net: &FloatNetwork| data.iter().map(|s| f64::from(net.loss(s))).sum::<f64>();
        // Parameters that the samples use: a feature weight of an active feature, biases, the
        // output layer of the first sample's bucket.
        let active = usize::from(data[0].ours()[0]) * HIDDEN + 5;
        let (bucket, outputs) = (data[0].bucket(), output_weights(data[0].bucket()));
        let endgame_outputs = output_weights(0);
        // Neurons the endgame's accumulators activate (with three pieces, many are off).
        let live = |features: &[u16]| network.accumulate(features).iter().position(|&x| x > 0.0).unwrap_or(0);
        let (our_live, their_live) = (live(data[8].ours()), live(&data[8].theirs()));
        for index in [
            active,
            FEATURE_BIASES + 5,
            outputs + 5,
            outputs + HIDDEN + 7,
            OUTPUT_BIAS + bucket,
            endgame_outputs + our_live,
            endgame_outputs + HIDDEN + their_live,
            OUTPUT_BIAS,
        ] {
            let h = 1e-3;
            let (mut plus, mut minus) = (network.clone(), network.clone());
            plus.params[index] += h;
            minus.params[index] -= h;
            let numeric = (loss(&plus) - loss(&minus)) / (2.0 * f64::from(h));
            let analytic = f64::from(gradient[index]);
            assert!(analytic.abs() > 1e-6, "parameter {index} is not used by the samples");
            // 2% of the gradient, and 2e-5 for the rounding of the samples' f32 losses, which
            // the difference quotient divides by 2h.
            assert!(
                (numeric - analytic).abs() <= 0.02 * numeric.abs().max(analytic.abs()) + 2e-5,
                "parameter {index}: numeric {numeric}, analytic {analytic}"
            );
        }
    }

    #[test]
    fn the_parameters_are_the_network_fields_in_order() {
        let mut network: Box<Network> = bytemuck::zeroed_box();
        network.feature_weights[3][5] = 8;
        network.feature_biases[2] = 16;
        network.output_weights[1][HIDDEN + 4] = 32;
        network.output_biases[6] = 64;
        let float = FloatNetwork::from_quantised(&network);
        let expected = [
            (FEATURE_WEIGHTS + 3 * HIDDEN + 5, 8.0 / QA as f32),
            (FEATURE_BIASES + 2, 16.0 / QA as f32),
            (output_weights(1) + HIDDEN + 4, 32.0 / QB as f32),
            (OUTPUT_BIAS + 6, 64.0 / (QA * QB) as f32),
        ];
        let nonzero: Vec<(usize, f32)> = float.params.iter().copied().enumerate().filter(|&(_, x)| x != 0.0).collect();
        assert_eq!(nonzero, expected);
        assert_eq!(bytemuck::bytes_of(float.quantise().as_ref()), bytemuck::bytes_of(network.as_ref()));
    }

    #[test]
    fn training_drives_the_loss_down_and_the_quantised_network_agrees() {
        let data = samples(2000, 2);
        let (training, validation) = data.split_at(1800);
        let options =
            TrainOptions { epochs: 10, batch: 128, learning_rate: 0.01, threads: 2, ..TrainOptions::default() };
        let mut trainer = Trainer::new(1, InputLayout::Plain);
        let before = trainer.mean_loss(training, 2);
        for _ in 0..options.epochs {
            let report = trainer.epoch(training, validation, &options);
            assert!(report.validation_loss.is_finite() && report.samples_per_second > 0.0);
        }
        // The training set's loss falls tenfold: the gradient steps go downhill. (So few
        // positions do not teach what holds beyond them; that is for real data to show.)
        let after = trainer.mean_loss(training, 2);
        assert!(after < before * 0.1, "training loss {before} -> {after}");
        // A checkpoint brings the run back as it was.
        let resumed = Trainer::from_bytes(&trainer.to_bytes()).unwrap();
        assert_eq!(resumed.network, trainer.network);
        assert_eq!(resumed.epochs_done, options.epochs);
        assert_eq!(resumed.best_validation_loss.to_bits(), trainer.best_validation_loss.to_bits());
        assert!(Trainer::from_bytes(&trainer.to_bytes()[..100]).is_err());
        // The integer network gives the float network's evaluation within a few centipawns.
        let quantised = trainer.network.quantise();
        // And stands for a float network that quantises back to it, integer for integer.
        let again = FloatNetwork::from_quantised(&quantised).quantise();
        assert_eq!(bytemuck::bytes_of(again.as_ref()), bytemuck::bytes_of(quantised.as_ref()));
        for pos in random_game(&mut SplitMix64::new(9), 60) {
            let sample =
                Sample::from_record(&PackedPosition::pack(&pos, 0, SideResult::Draw).unwrap(), 1.0, InputLayout::Plain);
            let float = trainer.network.output(&sample) * SCALE as f32;
            let integer = quantised.evaluate(&pos) as f32;
            assert!((float - integer).abs() <= 8.0 + 0.02 * float.abs(), "float {float}, integer {integer}");
        }
    }
}
