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
    feature, output_bucket, InputLayout, Network, Shape, INPUTS, MAX_HIDDEN, MAX_OUTPUT_WEIGHT, OUTPUT_BUCKETS, QA, QB,
    SCALE, WEIGHT_CLIP,
};
use crate::random::SplitMix64;
use arrayvec::ArrayVec;
use std::time::Instant;

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

/// The network in floats, as one vector of parameters in the order of [`Shape`] (feature
/// weights by input then neuron, feature biases, output weights by bucket, output biases by
/// bucket).
#[derive(Clone, Debug, PartialEq)]
pub struct FloatNetwork {
    /// Where each part lies in `params`.
    pub shape: Shape,
    /// Every parameter.
    pub params: Vec<f32>,
    /// How the inputs see the board (the samples must be made with the same).
    pub layout: InputLayout,
}

/// The hidden layer of one sample: both perspectives' sums and the slope of the loss by each,
/// kept by each training thread so that a sample allocates nothing.
struct Scratch {
    ours: [f32; MAX_HIDDEN],
    theirs: [f32; MAX_HIDDEN],
    d_sums: [f32; MAX_HIDDEN],
}

impl Scratch {
    fn new() -> Box<Scratch> {
        Box::new(Scratch { ours: [0.0; MAX_HIDDEN], theirs: [0.0; MAX_HIDDEN], d_sums: [0.0; MAX_HIDDEN] })
    }
}

impl FloatNetwork {
    /// The float network a quantised one stands for: each integer divided by its scale, so that
    /// quantising it again gives the same integers.
    pub fn from_quantised(network: &Network) -> FloatNetwork {
        let shape = network.shape();
        let params = network.params().iter().enumerate().map(|(i, &x)| f32::from(x) / scale_of(shape, i));
        FloatNetwork { shape, params: params.collect(), layout: network.layout() }
    }

    /// Small random weights from `seed`, zero biases.
    pub fn random(shape: Shape, seed: u64, layout: InputLayout) -> FloatNetwork {
        let mut rng = SplitMix64::new(seed);
        let mut uniform = |size: f32| (rng.below(1 << 24) as f32 / (1 << 24) as f32 * 2.0 - 1.0) * size;
        let mut params = vec![0.0; shape.parameters()];
        for weight in &mut params[..shape.feature_biases()] {
            *weight = uniform(0.1);
        }
        for weight in &mut params[shape.output_weights(0)..shape.output_biases()] {
            *weight = uniform(0.1);
        }
        FloatNetwork { shape, params, layout }
    }

    /// This network with more hidden neurons: the old ones as they are, the new ones with small
    /// random feature weights from `seed` and zero output weights, so that the wider network
    /// evaluates as this one until training moves the new output weights. `None` if `shape` is
    /// narrower than this network.
    pub fn widened(&self, shape: Shape, seed: u64) -> Option<FloatNetwork> {
        let (old, new) = (self.shape.hidden, shape.hidden);
        if new < old {
            return None;
        }
        let mut wide = FloatNetwork::random(shape, seed, self.layout);
        for input in 0..INPUTS {
            wide.params[input * new..][..old].copy_from_slice(&self.params[input * old..][..old]);
        }
        let (biases, old_biases) = (shape.feature_biases(), self.shape.feature_biases());
        wide.params[biases..][..old].copy_from_slice(&self.params[old_biases..][..old]);
        for bucket in 0..OUTPUT_BUCKETS {
            for half in 0..2 {
                let (at, old_at) =
                    (shape.output_weights(bucket) + half * new, self.shape.output_weights(bucket) + half * old);
                wide.params[at..][..old].copy_from_slice(&self.params[old_at..][..old]);
                wide.params[at + old..][..new - old].fill(0.0);
            }
        }
        wide.params[shape.output_biases()..].copy_from_slice(&self.params[self.shape.output_biases()..]);
        Some(wide)
    }

    /// The hidden layer's sums over `features` into `sums`, before the activation.
    fn accumulate(&self, features: &[u16], sums: &mut [f32]) {
        let hidden = self.shape.hidden;
        let sums = &mut sums[..hidden];
        sums.copy_from_slice(&self.params[self.shape.feature_biases()..][..hidden]);
        for &f in features {
            let row = &self.params[usize::from(f) * hidden..][..hidden];
            for (sum, weight) in sums.iter_mut().zip(row) {
                *sum += weight;
            }
        }
    }

    /// The output layer of `bucket` on the two perspectives' sums (the side to move's first).
    fn output_layer(&self, ours: &[f32], theirs: &[f32], bucket: usize) -> f32 {
        let hidden = self.shape.hidden;
        let weights = &self.params[self.shape.output_weights(bucket)..][..2 * hidden];
        let activations = ours[..hidden].iter().chain(&theirs[..hidden]).map(|&x| screlu(x).0);
        activations.zip(weights).map(|(h, w)| h * w).sum::<f32>() + self.params[self.shape.output_biases() + bucket]
    }

    /// The output (units of `SCALE` centipawns) for the side to move of `sample`, with the
    /// hidden layer in `scratch`.
    fn output_with(&self, sample: &Sample, scratch: &mut Scratch) -> f32 {
        self.accumulate(sample.ours(), &mut scratch.ours);
        self.accumulate(&sample.theirs(), &mut scratch.theirs);
        self.output_layer(&scratch.ours, &scratch.theirs, sample.bucket())
    }

    /// The output (units of `SCALE` centipawns) for the side to move of `sample`.
    pub fn output(&self, sample: &Sample) -> f32 {
        self.output_with(sample, &mut Scratch::new())
    }

    /// The squared error on `sample`, with the hidden layer in `scratch`.
    fn loss_with(&self, sample: &Sample, scratch: &mut Scratch) -> f32 {
        let error = sigmoid(self.output_with(sample, scratch)) - sample.target;
        error * error
    }

    /// The squared error on `sample`.
    pub fn loss(&self, sample: &Sample) -> f32 {
        self.loss_with(sample, &mut Scratch::new())
    }

    /// Adds the gradient of the loss on `sample` to `gradient`; returns the loss.
    fn backward(&self, sample: &Sample, gradient: &mut [f32], scratch: &mut Scratch) -> f32 {
        let (shape, hidden) = (self.shape, self.shape.hidden);
        let their_features = sample.theirs();
        self.accumulate(sample.ours(), &mut scratch.ours);
        self.accumulate(&their_features, &mut scratch.theirs);
        let bucket = sample.bucket();
        let predicted = sigmoid(self.output_layer(&scratch.ours, &scratch.theirs, bucket));
        let error = predicted - sample.target;
        let d_output = 2.0 * error * predicted * (1.0 - predicted);
        gradient[shape.output_biases() + bucket] += d_output;
        let Scratch { ours, theirs, d_sums } = scratch;
        for (half, (sums, features)) in
            [(&ours[..], sample.ours()), (&theirs[..], &their_features[..])].into_iter().enumerate()
        {
            let weights_at = shape.output_weights(bucket) + half * hidden;
            // The loss's slope by each neuron's sum, then added to the rows of the active
            // features whole, so that the additions run over contiguous neurons.
            for (neuron, (&x, d_sum)) in sums[..hidden].iter().zip(&mut d_sums[..hidden]).enumerate() {
                let (activation, slope) = screlu(x);
                gradient[weights_at + neuron] += d_output * activation;
                *d_sum = d_output * self.params[weights_at + neuron] * slope;
            }
            let rows = features.iter().map(|&f| usize::from(f) * hidden);
            for start in std::iter::once(shape.feature_biases()).chain(rows) {
                for (g, d) in gradient[start..start + hidden].iter_mut().zip(&d_sums[..hidden]) {
                    *g += d;
                }
            }
        }
        error * error
    }

    /// The network in integers: feature layer scaled by `QA`, output layer by `QB`, weights
    /// clipped to what the integers hold.
    pub fn quantise(&self) -> Network {
        let shape = self.shape;
        let output_weights = shape.output_weights(0)..shape.output_biases();
        let params = self.params.iter().enumerate().map(|(index, &x)| {
            let largest = f32::from(if output_weights.contains(&index) { MAX_OUTPUT_WEIGHT } else { i16::MAX });
            (x * scale_of(shape, index)).round().clamp(-largest, largest) as i16
        });
        // The parameters are as many as the shape has, the output weights clipped to what a
        // network may hold: the two things Network::new checks.
        Network::new(shape, params.collect(), self.layout).unwrap_or_else(|e| unreachable!("quantised network: {e}"))
    }
}

/// The integer scale of the parameter at `index`: `QA` in the feature layer, `QB` for the
/// output weights, `QA * QB` for the output biases.
fn scale_of(shape: Shape, index: usize) -> f32 {
    (if index < shape.output_weights(0) {
        QA
    } else if index < shape.output_biases() {
        QB
    } else {
        QA * QB
    }) as f32
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
    pub fn new(shape: Shape, seed: u64, layout: InputLayout) -> Trainer {
        Trainer::from_network(FloatNetwork::random(shape, seed, layout))
    }

    /// A fresh run (no epochs, no optimiser moments) from the weights of `network`.
    pub fn from_network(network: FloatNetwork) -> Trainer {
        let parameters = network.shape.parameters();
        Trainer {
            network,
            first_moment: vec![0.0; parameters],
            second_moment: vec![0.0; parameters],
            steps: 0,
            epochs_done: 0,
            best_validation_loss: f64::INFINITY,
        }
    }

    /// The run as checkpoint bytes.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut bytes = CHECKPOINT_MAGIC.to_vec();
        bytes.extend_from_slice(&(self.network.shape.parameters() as u64).to_le_bytes());
        bytes.extend_from_slice(&self.steps.to_le_bytes());
        bytes.extend_from_slice(&(self.epochs_done as u64).to_le_bytes());
        bytes.extend_from_slice(&self.best_validation_loss.to_le_bytes());
        bytes.extend_from_slice(&u64::from(self.network.layout == InputLayout::KingMirrored).to_le_bytes());
        for values in [&self.network.params, &self.first_moment, &self.second_moment] {
            bytes.extend_from_slice(bytemuck::cast_slice(values));
        }
        bytes
    }

    /// A run from checkpoint bytes, or why they are none. The parameter count gives the
    /// network's width.
    pub fn from_bytes(bytes: &[u8]) -> Result<Trainer, String> {
        if bytes.len() < CHECKPOINT_HEADER || bytes[..8] != CHECKPOINT_MAGIC {
            return Err(format!("not a network training checkpoint ({} bytes)", bytes.len()));
        }
        let word = |at: usize| u64::from_le_bytes(bytes[at..at + 8].try_into().unwrap_or_default());
        let shape = (1..=MAX_HIDDEN)
            .filter_map(Shape::new)
            .find(|shape| shape.parameters() as u64 == word(8))
            .ok_or_else(|| format!("a checkpoint of {} parameters: no network shape has as many", word(8)))?;
        let parameters = shape.parameters();
        let expected = CHECKPOINT_HEADER + 3 * parameters * 4;
        if bytes.len() != expected {
            return Err(format!("a checkpoint of {} bytes, where its shape needs {expected}", bytes.len()));
        }
        let floats = |index: usize| -> Vec<f32> {
            let start = CHECKPOINT_HEADER + index * parameters * 4;
            bytes[start..start + parameters * 4]
                .chunks_exact(4)
                .map(|b| f32::from_le_bytes([b[0], b[1], b[2], b[3]]))
                .collect()
        };
        Ok(Trainer {
            network: FloatNetwork {
                shape,
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
                .map(|part| {
                    scope.spawn(move || {
                        let mut scratch = Scratch::new();
                        part.iter().map(|s| f64::from(self.network.loss_with(s, &mut scratch))).sum::<f64>()
                    })
                })
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
        let parameters = self.network.shape.parameters();
        std::thread::scope(|scope| {
            let parts: Vec<_> = batch
                .chunks(chunk)
                .map(|part| {
                    scope.spawn(move || {
                        let mut gradient = vec![0.0f32; parameters];
                        let mut scratch = Scratch::new();
                        let mut loss = 0.0f64;
                        for &index in part {
                            let sample = &samples[index as usize];
                            loss += f64::from(self.network.backward(sample, &mut gradient, &mut scratch));
                        }
                        (gradient, loss)
                    })
                })
                .collect();
            let mut total = vec![0.0f32; parameters];
            let mut loss = 0.0;
            for part in parts {
                let (gradient, part_loss) = part.join().unwrap_or_else(|_| (vec![0.0; parameters], 0.0));
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
        let shape = self.network.shape;
        let (feature_biases, output_weights) = (shape.feature_biases(), shape.output_weights(0)..shape.output_biases());
        for (index, param) in self.network.params.iter_mut().enumerate() {
            let g = gradient[index] * scale;
            let m = &mut self.first_moment[index];
            let v = &mut self.second_moment[index];
            *m = BETA1 * *m + (1.0 - BETA1) * g;
            *v = BETA2 * *v + (1.0 - BETA2) * g * g;
            let update = (*m / correction1) / ((*v / correction2).sqrt() + EPSILON);
            *param -= rate * (update + weight_decay * *param);
            let is_weight = index < feature_biases || output_weights.contains(&index);
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
        let shape = Shape::new(128).unwrap();
        let mut params: Vec<i16> = (0..shape.parameters()).map(|_| rng.below(61) as i16 - 30).collect();
        params[shape.feature_biases()..shape.output_weights(0)].iter_mut().for_each(|b| *b += 90);
        params[shape.output_weights(0)..shape.output_biases()].iter_mut().for_each(|w| *w = rng.below(121) as i16 - 60);
        params[shape.output_biases()..].iter_mut().for_each(|b| *b = 0);
        let network = Network::new(shape, params, InputLayout::KingMirrored).unwrap();
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
        for hidden in [128, 256] {
            gradient_agrees_with_finite_differences(Shape::new(hidden).unwrap());
        }
    }

    fn gradient_agrees_with_finite_differences(shape: Shape) {
        let hidden = shape.hidden;
        let network = FloatNetwork::random(shape, 3, InputLayout::Plain);
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
        let mut gradient = vec![0.0f32; shape.parameters()];
        let mut scratch = Scratch::new();
        for sample in &data {
            network.backward(sample, &mut gradient, &mut scratch);
        }
        let loss = |net: &FloatNetwork| data.iter().map(|s| f64::from(net.loss(s))).sum::<f64>();
        // Parameters that the samples use: a feature weight of an active feature, biases, the
        // output layer of the first sample's bucket.
        // Neurons whose sums lie where the activation has a slope (with few pieces, many are
        // off), so that the weights into them are used.
        let live = |features: &[u16]| {
            let mut sums = vec![0.0; hidden];
            network.accumulate(features, &mut sums);
            sums.iter().position(|&x| x > 0.0 && x < 1.0).unwrap()
        };
        let (first_live, first_theirs) = (live(data[0].ours()), live(&data[0].theirs()));
        let active = usize::from(data[0].ours()[0]) * hidden + first_live;
        let (bucket, outputs) = (data[0].bucket(), shape.output_weights(data[0].bucket()));
        let endgame_outputs = shape.output_weights(0);
        let (our_live, their_live) = (live(data[8].ours()), live(&data[8].theirs()));
        for index in [
            active,
            shape.feature_biases() + first_live,
            outputs + first_live,
            outputs + hidden + first_theirs,
            shape.output_biases() + bucket,
            endgame_outputs + our_live,
            endgame_outputs + hidden + their_live,
            shape.output_biases(),
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
    fn a_widened_network_evaluates_as_the_narrow_one_and_trains_its_new_neurons() {
        let narrow = FloatNetwork::random(Shape::new(128).unwrap(), 5, InputLayout::Plain);
        let wide = narrow.widened(Shape::new(256).unwrap(), 6).unwrap();
        assert!(wide.widened(Shape::new(128).unwrap(), 6).is_none(), "never narrower");
        let data = samples(50, 3);
        for sample in &data {
            assert!((wide.output(sample) - narrow.output(sample)).abs() < 1e-4);
        }
        // The new neurons' output weights learn: their gradient is not zero.
        let mut gradient = vec![0.0f32; wide.shape.parameters()];
        let mut scratch = Scratch::new();
        for sample in &data {
            wide.backward(sample, &mut gradient, &mut scratch);
        }
        let new_outputs = (0..OUTPUT_BUCKETS).flat_map(|b| {
            let at = wide.shape.output_weights(b);
            (at + 128..at + 256).chain(at + 384..at + 512)
        });
        assert!(new_outputs.filter(|&i| gradient[i] != 0.0).count() > 100);
    }

    #[test]
    fn the_parameters_are_the_network_fields_in_order() {
        let shape = Shape::new(256).unwrap();
        let mut params = vec![0i16; shape.parameters()];
        let expected = [
            (3 * 256 + 5, 8, 8.0 / QA as f32),
            (shape.feature_biases() + 2, 16, 16.0 / QA as f32),
            (shape.output_weights(1) + 256 + 4, 32, 32.0 / QB as f32),
            (shape.output_biases() + 6, 64, 64.0 / (QA * QB) as f32),
        ];
        for &(index, integer, _) in &expected {
            params[index] = integer;
        }
        let network = Network::new(shape, params, InputLayout::Plain).unwrap();
        // The engine reads them where the trainer writes them: the feature row of input 3, the
        // bias of neuron 2 (a position's sums start from the biases), an output weight of the
        // other side's half.
        assert_eq!(network.feature_row(3)[5], 8);
        let float = FloatNetwork::from_quantised(&network);
        let nonzero: Vec<(usize, f32)> = float.params.iter().copied().enumerate().filter(|&(_, x)| x != 0.0).collect();
        let expected: Vec<(usize, f32)> = expected.iter().map(|&(index, _, float)| (index, float)).collect();
        assert_eq!(nonzero, expected);
        assert_eq!(float.quantise(), network);
    }

    #[test]
    fn training_drives_the_loss_down_and_the_quantised_network_agrees() {
        let data = samples(2000, 2);
        let (training, validation) = data.split_at(1800);
        let options =
            TrainOptions { epochs: 10, batch: 128, learning_rate: 0.01, threads: 2, ..TrainOptions::default() };
        let mut trainer = Trainer::new(Shape::new(128).unwrap(), 1, InputLayout::Plain);
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
        assert_eq!(again, quantised);
        for pos in random_game(&mut SplitMix64::new(9), 60) {
            let sample =
                Sample::from_record(&PackedPosition::pack(&pos, 0, SideResult::Draw).unwrap(), 1.0, InputLayout::Plain);
            let float = trainer.network.output(&sample) * SCALE as f32;
            let integer = quantised.evaluate(&pos) as f32;
            assert!((float - integer).abs() <= 8.0 + 0.02 * float.abs(), "float {float}, integer {integer}");
        }
    }
}
