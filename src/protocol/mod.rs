//! The protocol front ends. Each reads commands, drives the `engine` controller and prints
//! answers in its own language.

pub mod uci;
