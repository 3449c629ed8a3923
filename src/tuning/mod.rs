//! Learning the network from self-play: data generation (`hetman datagen`), the data formats
//! (32-byte records, whole games, bulletformat) and their tools (`hetman data`), relabelling,
//! the win/draw/loss fit, and the trainer (`hetman train`).

pub mod bullet;
pub mod command;
pub mod data_tools;
pub mod datagen;
pub mod games;
pub mod nnue_trainer;
pub mod openings;
pub mod packed;
pub mod relabel;
pub mod wdl_fit;
