//! `hetman data`: the tools a network trainer needs on files of training positions, each either
//! 32-byte records ([`super::packed`]) or whole games ([`super::games`], files ending in
//! `.games`): convert between records and games, export to bulletformat ([`super::bullet`]), print statistics, shuffle, and concatenate.

use super::bullet::to_bullet;
use super::games::{games_from_records, is_games_file, records_from_games};
use super::packed::{read_records, PackedPosition, RECORD_BYTES};
use crate::chess::{PieceKind, Position};
use crate::random::SplitMix64;

/// Reads the training positions of the file at `path` (games if its name ends in `.games`,
/// else records), or says what is wrong with it (naming the file).
pub fn read_file(path: &str) -> Result<Vec<PackedPosition>, String> {
    let bytes = std::fs::read(path).map_err(|e| format!("cannot read {path}: {e}"))?;
    if is_games_file(path) {
        records_from_games(&bytes).map_err(|e| format!("{path}: {e}"))
    } else {
        read_records(&bytes).map_err(|e| format!("{path}: {e}"))
    }
}

/// Writes `records` to a new file at `path` in one piece: as games if its name ends in
/// `.games` (records of one game a few plies apart share a game), else as records.
pub fn write_file(path: &str, records: &[PackedPosition]) -> Result<(), String> {
    let written = if is_games_file(path) {
        std::fs::write(path, games_from_records(records))
    } else {
        std::fs::write(path, bytemuck::cast_slice::<PackedPosition, u8>(records))
    };
    written.map_err(|e| format!("cannot write {path}: {e}"))
}

/// Writes `records` in bulletformat to a new file at `path`.
pub fn write_bullet_file(path: &str, records: &[PackedPosition]) -> Result<(), String> {
    let bytes: Vec<u8> = records.iter().flat_map(to_bullet).collect();
    std::fs::write(path, bytes).map_err(|e| format!("cannot write {path}: {e}"))
}

/// Count, result split, score histogram and piece counts of `records`, as text.
pub fn stats(records: &[PackedPosition]) -> String {
    let mut results = [0usize; 3];
    let mut scores = [0usize; 10];
    let mut pieces = [0usize; 33];
    let mut kinds = [0usize; 6];
    for record in records {
        results[(record.result() * 2.0) as usize] += 1;
        let bucket = ((i32::from(record.score()) + 1000).clamp(0, 1999) / 250 + 1) as usize;
        scores[if record.score() <= -1000 {
            0
        } else if record.score() >= 1000 {
            8
        } else {
            bucket.min(7)
        }] += 1;
        let mut count = 0;
        for (_, piece) in record.pieces() {
            count += 1;
            kinds[piece.kind().index()] += 1;
        }
        pieces[count.min(32)] += 1;
    }
    let total = records.len().max(1) as f64;
    let share = |n: usize| 100.0 * n as f64 / total;
    let mut text = format!("{} positions ({} bytes as records)\n", records.len(), records.len() * RECORD_BYTES);
    text += &format!(
        "results for the side to move: win {:.1}%, draw {:.1}%, loss {:.1}%\n",
        share(results[2]),
        share(results[1]),
        share(results[0])
    );
    text += "scores for the side to move:\n";
    let labels = [
        "<= -1000",
        "-1000..-750",
        "-750..-500",
        "-500..-250",
        "-250..0",
        "0..250",
        "250..500",
        "500..1000",
        ">= 1000",
    ];
    for (label, count) in labels.iter().zip(scores) {
        text += &format!("  {label:>12}: {count:>10} ({:.1}%)\n", share(count));
    }
    text += "pieces on the board:\n";
    for (count, &positions) in pieces.iter().enumerate().filter(|(_, &n)| n > 0) {
        text += &format!("  {count:>2}: {positions:>10} ({:.1}%)\n", share(positions));
    }
    let per_position = |kind: PieceKind| kinds[kind.index()] as f64 / total;
    text += &format!(
        "per position: {:.2} pawns, {:.2} knights, {:.2} bishops, {:.2} rooks, {:.2} queens\n",
        per_position(PieceKind::Pawn),
        per_position(PieceKind::Knight),
        per_position(PieceKind::Bishop),
        per_position(PieceKind::Rook),
        per_position(PieceKind::Queen)
    );
    text
}

/// How well a static evaluation predicts the labels of `records`, as text: the mean and median
/// distance from the search score in centipawns, and the squared errors of `sigmoid(eval /
/// scale)` against the game result and against `sigmoid(score / scale)`, beside the search
/// score's own error against the result (what no static evaluation is expected to beat).
/// `evaluate` gives centipawns for the side to move.
pub fn evaluation_agreement(records: &[PackedPosition], scale: f64, evaluate: impl Fn(&Position) -> i32) -> String {
    let sigmoid = |cp: f64| 1.0 / (1.0 + (-cp / scale).exp());
    let mut distances = Vec::with_capacity(records.len());
    let (mut against_result, mut against_score, mut score_against_result) = (0.0, 0.0, 0.0);
    let mut counted = 0usize;
    for record in records {
        let Ok(pos) = Position::from_fen(&record.to_fen()) else { continue };
        let eval = f64::from(evaluate(&pos));
        let score = f64::from(record.score());
        let result = f64::from(record.result());
        distances.push((eval - score).abs());
        against_result += (sigmoid(eval) - result).powi(2);
        against_score += (sigmoid(eval) - sigmoid(score)).powi(2);
        score_against_result += (sigmoid(score) - result).powi(2);
        counted += 1;
    }
    if counted == 0 {
        return "no positions\n".to_string();
    }
    let n = counted as f64;
    distances.sort_by(f64::total_cmp);
    let mean = distances.iter().sum::<f64>() / n;
    let median = distances[distances.len() / 2];
    format!(
        "{counted} positions: |eval - score| mean {mean:.1} cp, median {median:.1} cp\n\
         squared error of sigmoid(eval / {scale}): against the result {:.5}, against sigmoid(score / {scale}) {:.5}\n\
         the search score's own squared error against the result: {:.5}\n",
        against_result / n,
        against_score / n,
        score_against_result / n
    )
}

/// `records` in a random order fixed by `seed` (Fisher-Yates).
pub fn shuffle(records: &mut [PackedPosition], seed: u64) {
    let mut rng = SplitMix64::new(seed);
    for i in (1..records.len()).rev() {
        let j = rng.below(i as u64 + 1) as usize;
        records.swap(i, j);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tuning::packed::SideResult;

    #[test]
    fn the_statistics_count_results_from_the_movers_side() {
        let (pos, e4) = (Position::startpos(), Position::startpos().after(Position::startpos().legal_moves()[0]));
        let records = [
            PackedPosition::pack(&e4, -40, SideResult::Loss).unwrap(),
            PackedPosition::pack(&pos, 120, SideResult::Draw).unwrap(),
        ];
        let text = stats(&records);
        assert!(text.starts_with("2 positions (64 bytes as records)"), "{text}");
        assert!(text.contains("win 0.0%, draw 50.0%, loss 50.0%"), "{text}");
        assert!(text.contains("32:          2"), "{text}");
    }

    #[test]
    fn an_evaluation_that_is_the_score_agrees_perfectly() {
        let mut pos = Position::startpos();
        let mut records = Vec::new();
        for score in [0, 50, -120, 300] {
            records.push(PackedPosition::pack(&pos, score, SideResult::Win).unwrap());
            pos = pos.after(pos.legal_moves()[0]);
        }
        let scores: Vec<i16> = records.iter().map(PackedPosition::score).collect();
        let exact = evaluation_agreement(&records, 135.0, |p| {
            let index = records
                .iter()
                .position(|r| r.to_fen() == PackedPosition::pack(p, 0, SideResult::Win).unwrap().to_fen());
            i32::from(scores[index.unwrap()])
        });
        assert!(exact.contains("mean 0.0 cp, median 0.0 cp"), "{exact}");
        assert!(exact.contains("against sigmoid(score / 135) 0.00000"), "{exact}");
        let zero = evaluation_agreement(&records, 135.0, |_| 0);
        // Mean distance of 0 from the scores 0, 50, 120, 300; every result a win, so 0.25 each.
        assert!(zero.contains("mean 117.5 cp"), "{zero}");
        assert!(zero.contains("against the result 0.25000"), "{zero}");
    }

    #[test]
    fn a_shuffle_is_a_permutation_fixed_by_its_seed() {
        let mut pos = Position::startpos();
        let mut records = Vec::new();
        for score in 0..50 {
            records.push(PackedPosition::pack(&pos, score, SideResult::Draw).unwrap());
            pos = pos.after(pos.legal_moves()[0]);
        }
        let (mut a, mut b) = (records.clone(), records.clone());
        shuffle(&mut a, 3);
        shuffle(&mut b, 3);
        assert_eq!(a, b);
        assert_ne!(a, records);
        let mut scores: Vec<i16> = a.iter().map(PackedPosition::score).collect();
        scores.sort();
        assert_eq!(scores, (0..50).collect::<Vec<i16>>());
    }
}
