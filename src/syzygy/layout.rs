//! The size a Syzygy table's header says the file has.
//!
//! The prober maps a table and reads where its header points; a file cut short is read past its
//! end (zeros within the last page, a bus error beyond it). The size check of
//! [`super::files`] (16 more than a multiple of 64) catches most cuts, but not one of a whole
//! number of 64-byte units. This walk reads the header as the prober does and adds up the
//! parts it lays out, so a file shorter than that is refused before the prober sees it.
//!
//! A table (one per material set and kind) holds one sub-table per leading-pawn file (four with
//! pawns, one without), two per file for a WDL table with both sides to move stored (`split`).
//! The header, after four bytes of magic and one of flags, gives:
//! - per file, the order in which the pieces are encoded (one nibble per side to move), which
//!   fixes how many positions the sub-table indexes;
//! - per sub-table, its compression (block size, index bits, block counts, symbol tables);
//! - for DTZ, the maps from stored values to distances;
//!
//! and then come, in that order, every sub-table's index table (6 bytes per 2^index-bits
//! positions), size table (2 bytes per block) and data (its blocks, each sub-table's data
//! starting on a 64-byte boundary).

/// The pieces of a material set, from a table's name such as `KRPvKR`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Material {
    /// Pieces on the board.
    pieces: usize,
    /// Whether the pawn-file encoding applies.
    has_pawns: bool,
    /// Without pawns: only the two kings are single pieces of their kind (the kings are then
    /// encoded together with one other piece kind's group, 462 placements), else the kings and
    /// one more single piece go first (31,332 placements).
    two_unique: bool,
    /// Pawns of the leading side (the one with fewer, but some, pawns) and of the other.
    pawns: [usize; 2],
}

impl Material {
    /// Pieces on the board.
    pub fn pieces(&self) -> usize {
        self.pieces
    }

    /// The material of a table name's stem (`KQvKR`), or `None` for a name no table has.
    pub fn from_name(stem: &str) -> Option<Material> {
        let (white, black) = stem.split_once('v')?;
        let mut counts = [[0usize; 6]; 2];
        for (side, text) in [white, black].into_iter().enumerate() {
            for c in text.chars() {
                let kind = "KQRBNP".find(c)?;
                counts[side][kind] += 1;
            }
        }
        let pieces: usize = counts.iter().flatten().sum();
        if !(2..=32).contains(&pieces) {
            return None;
        }
        let (white_pawns, black_pawns) = (counts[0][5], counts[1][5]);
        let pawns = if black_pawns != 0 && (white_pawns == 0 || white_pawns > black_pawns) {
            [black_pawns, white_pawns]
        } else {
            [white_pawns, black_pawns]
        };
        let unique = counts.iter().flatten().filter(|&&n| n == 1).count();
        Some(Material { pieces, has_pawns: white_pawns + black_pawns > 0, two_unique: unique == 2, pawns })
    }
}

/// After the laid-out parts, padded to a multiple of 64 bytes, every table file ends in a 16-byte
/// checksum (which the prober does not read).
pub const TRAILER_BYTES: u64 = 16;

/// The size of a whole table file whose header lays out `laid_out` bytes.
pub fn whole_file_size(laid_out: u64) -> u64 {
    laid_out.div_ceil(64).saturating_mul(64).saturating_add(TRAILER_BYTES)
}

/// Bytes of a table file read from its start, with a cursor.
struct Cursor<'a> {
    bytes: &'a [u8],
    at: usize,
}

/// Why the walk gave no size.
#[derive(Debug, PartialEq, Eq)]
pub enum LayoutError {
    /// It needs bytes beyond those it was given.
    NeedMore,
    /// The header describes no table of this material.
    Broken,
}
use LayoutError::{Broken, NeedMore};

impl Cursor<'_> {
    fn byte(&self, offset: usize) -> Result<usize, LayoutError> {
        self.bytes.get(self.at + offset).map(|&b| usize::from(b)).ok_or(NeedMore)
    }

    fn word(&self, offset: usize) -> Result<usize, LayoutError> {
        Ok(self.byte(offset)? | self.byte(offset + 1)? << 8)
    }

    fn long(&self, offset: usize) -> Result<u64, LayoutError> {
        Ok((self.word(offset)? | self.word(offset + 2)? << 16) as u64)
    }

    fn align(&mut self, to: usize) {
        self.at = self.at.div_ceil(to) * to;
    }
}

/// `n` choose `k`.
fn choose(n: usize, k: usize) -> u64 {
    if k > n {
        return 0;
    }
    (0..k).fold(1u64, |acc, i| acc * (n - i) as u64 / (i as u64 + 1))
}

/// Placements of the leading pawns when the first of them is on `file` (0 to 3, the board
/// mirrored so that it is on the queen side) and `others` more stand behind it in the
/// encoding's order. The order ranks the 48 pawn squares from the centre outwards and from the
/// far ranks down: file `f`'s six squares take the odd ranks `(3 - f) * 12 + 1, 3, ..., 11`,
/// and the other pawns take squares of lower rank in that order.
fn leading_pawn_placements(others: usize, file: usize) -> u64 {
    (0..6).map(|step| choose((3 - file) * 12 + 2 * step + 1, others)).sum()
}

/// The positions one sub-table indexes, from its encoding bytes `header` (the order nibble, the
/// second order nibble with pawns on both sides, then a nibble per piece) for `file`; `shift`
/// picks the nibble (0 for white to move, 4 for black).
fn indexed_positions(material: &Material, header: &Cursor, file: usize, shift: u32) -> Result<u64, LayoutError> {
    let nibble = |offset: usize| -> Result<usize, LayoutError> { Ok(header.byte(offset)? >> shift & 0xf) };
    let more_pawns = material.has_pawns && material.pawns[1] > 0;
    let skip = 1 + usize::from(more_pawns);
    let pieces: Vec<usize> = (0..material.pieces).map(|i| nibble(skip + i)).collect::<Result<_, _>>()?;
    let order = nibble(0)?;
    let second_order = if more_pawns { nibble(1)? } else { 0xf };
    // Group sizes: the leading group, the other side's pawns, then runs of equal pieces.
    let mut group = vec![0usize; material.pieces];
    group[0] = if material.has_pawns {
        material.pawns[0]
    } else if material.two_unique {
        2
    } else {
        3
    };
    let mut next = group[0];
    if more_pawns {
        group[next] = material.pawns[1];
        next += material.pawns[1];
    }
    let mut i = next;
    while i < material.pieces {
        let run = pieces[i..].iter().take_while(|&&p| p == pieces[i]).count();
        group[i] = run;
        i += run;
    }
    let mut free_squares = 64 - next;
    let mut positions = 1u64;
    let mut step = 0;
    while next < material.pieces || step == order || step == second_order {
        if step == order {
            positions = positions.saturating_mul(if material.has_pawns {
                leading_pawn_placements(group[0] - 1, file)
            } else if material.two_unique {
                462
            } else {
                31_332
            });
        } else if step == second_order {
            positions = positions.saturating_mul(choose(48 - group[0], group[group[0]]));
        } else if next < material.pieces {
            positions = positions.saturating_mul(choose(free_squares, group[next]));
            free_squares -= group[next];
            next += group[next];
        } else {
            // An order nibble beyond the groups there are.
            return Err(Broken);
        }
        step += 1;
    }
    Ok(positions)
}

/// The index table, size table and data bytes of one sub-table, read from its compression
/// header at the cursor (which moves past it), and its flags.
fn compressed_sizes(cursor: &mut Cursor, positions: u64) -> Result<([u64; 3], usize), LayoutError> {
    let flags = cursor.byte(0)?;
    if flags & 0x80 != 0 {
        // One value for every position: nothing stored.
        cursor.at += 2;
        return Ok(([0; 3], flags));
    }
    let block_bits = cursor.byte(1)?;
    let index_bits = cursor.byte(2)?;
    let real_blocks = cursor.long(4)?;
    let blocks = real_blocks + cursor.byte(3)? as u64;
    let (max_len, min_len) = (cursor.byte(8)?, cursor.byte(9)?);
    let lengths = (max_len + 1).saturating_sub(min_len);
    let symbols = cursor.word(10 + 2 * lengths)?;
    cursor.at += 12 + 2 * lengths + 3 * symbols + (symbols & 1);
    if index_bits >= 64 || block_bits >= 32 {
        return Err(Broken);
    }
    let indices = positions.div_ceil(1 << index_bits);
    Ok(([6 * indices, 2 * blocks, real_blocks << block_bits], flags))
}

/// The bytes the header of a table of `material` lays out (`wdl`: a `.rtbw` file, else
/// `.rtbz`), from the file's first bytes; `Err(NeedMore)` when the header reaches beyond them.
/// Whatever the bytes, the walk neither panics nor overflows.
pub fn expected_size(bytes: &[u8], material: &Material, wdl: bool) -> Result<u64, LayoutError> {
    let mut cursor = Cursor { bytes, at: 4 };
    let split = wdl && cursor.byte(0)? & 1 != 0;
    cursor.at = 5;
    let files = if material.has_pawns { 4 } else { 1 };
    let sides = if split { 2 } else { 1 };
    let mut positions = [[0u64; 2]; 4];
    for (file, per_side) in positions.iter_mut().enumerate().take(files) {
        for (side, count) in per_side.iter_mut().enumerate().take(sides) {
            *count = indexed_positions(material, &cursor, file, 4 * side as u32)?;
        }
        cursor.at += material.pieces + 1 + usize::from(material.has_pawns && material.pawns[1] > 0);
    }
    cursor.align(2);
    let mut sizes = Vec::new();
    let mut dtz_flags = Vec::new();
    for per_side in positions.iter().take(files) {
        for (side, &count) in per_side.iter().enumerate().take(sides) {
            let (size, flags) = compressed_sizes(&mut cursor, count)?;
            sizes.push(size);
            if side == 0 {
                dtz_flags.push(flags);
            }
        }
    }
    if !wdl {
        // The maps from stored values to distances: four per file, bytes or 16-bit words.
        for &flags in &dtz_flags {
            if flags & 2 == 0 {
                continue;
            }
            if flags & 16 == 0 {
                for _ in 0..4 {
                    cursor.at += 1 + cursor.byte(0)?;
                }
            } else {
                cursor.align(2);
                for _ in 0..4 {
                    cursor.at += 2 + 2 * cursor.word(0)?;
                }
            }
        }
        cursor.align(2);
    }
    let mut end = cursor.at as u64;
    for part in 0..2 {
        end = sizes.iter().fold(end, |end, size| end.saturating_add(size[part]));
    }
    for size in &sizes {
        end = end.div_ceil(64).saturating_mul(64).saturating_add(size[2]);
    }
    Ok(end)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn material_from_names() {
        let krvk = Material::from_name("KRvK").unwrap();
        assert_eq!((krvk.pieces, krvk.has_pawns, krvk.two_unique), (3, false, false));
        assert!(Material::from_name("KRRvK").unwrap().two_unique);
        // The side with fewer pawns leads.
        assert_eq!(Material::from_name("KPPvKP").unwrap().pawns, [1, 2]);
        assert_eq!(Material::from_name("KRvKP").unwrap().pawns, [1, 0]);
        assert_eq!(Material::from_name("KXvK"), None);
        assert_eq!(Material::from_name(&format!("K{}vK", "Q".repeat(40))), None);
    }

    /// Headers of random bytes (after a table's magic) for several materials: a size or an
    /// error, never a panic.
    #[test]
    fn random_headers_give_a_size_or_an_error() {
        let mut state = 0x9E37_79B9_7F4A_7C15u64;
        let mut next = || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state as u8
        };
        let (mut sizes, mut errors) = (0, 0);
        for name in ["KvK", "KQvK", "KRRvK", "KPvKP", "KPPvKP", "KRPvKNN"] {
            let material = Material::from_name(name).unwrap();
            for length in [5, 40, 300, 5000] {
                for _ in 0..200 {
                    let bytes: Vec<u8> = (0..length).map(|_| next()).collect();
                    for wdl in [true, false] {
                        match expected_size(&bytes, &material, wdl) {
                            Ok(_) => sizes += 1,
                            Err(_) => errors += 1,
                        }
                    }
                }
            }
        }
        assert!(sizes > 0 && errors > 0, "{sizes} sizes, {errors} errors");
    }

    #[test]
    fn counting() {
        assert_eq!(choose(62, 2), 1891);
        assert_eq!(choose(3, 5), 0);
        // A lone leading pawn has six squares on each file.
        assert!((0..4).all(|file| leading_pawn_placements(0, file) == 6));
    }

    /// Every table of the 3-4-man set: the walk accounts for every byte of the file.
    #[test]
    fn every_table_is_as_long_as_its_header_says() {
        let folder = concat!(env!("CARGO_MANIFEST_DIR"), "/data/syzygy");
        let (mut checked, mut wrong) = (0, Vec::new());
        for entry in std::fs::read_dir(folder).unwrap().flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            let (stem, wdl) = match (name.strip_suffix(".rtbw"), name.strip_suffix(".rtbz")) {
                (Some(stem), _) => (stem.to_string(), true),
                (_, Some(stem)) => (stem.to_string(), false),
                _ => continue,
            };
            let bytes = std::fs::read(entry.path()).unwrap();
            let material = Material::from_name(&stem).unwrap();
            let expected = expected_size(&bytes, &material, wdl).unwrap();
            if whole_file_size(expected) != bytes.len() as u64 {
                wrong.push(format!("{name}: {expected} laid out, {} in the file", bytes.len()));
            }
            checked += 1;
        }
        assert_eq!(checked, 70);
        assert!(wrong.is_empty(), "{wrong:#?}");
    }
}
