//! Tuning the evaluation on data: self-play data generation (`hetman datagen`), the data format,
//! Texel tuning with Adam (`hetman tune`), and writing the tuned weights back as Rust source.

pub mod bullet;
pub mod command;
pub mod data_tools;
pub mod datagen;
pub mod dataset;
pub mod games;
pub mod nnue_trainer;
pub mod openings;
pub mod packed;
pub mod relabel;
pub mod tuner;
pub mod wdl_fit;
pub mod weights_file;
