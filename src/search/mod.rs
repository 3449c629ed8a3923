//! The search: iterative deepening PVS with quiescence, move ordering, static exchange evaluation,
//! and the lock-free transposition table shared by search threads.

pub mod control;
pub mod correction;
pub mod limits;
pub mod memory;
pub mod ordering;
pub mod params;
pub mod progress;
pub mod report;
pub mod searcher;
pub mod see;
pub mod stats;
pub mod strength;
pub mod time;
pub mod tt;
pub mod turns;
