//! The wire form: a flat sequence of integers, read front to back with every
//! length and value checked, so that malformed input is an error, never a panic.

use crate::error::{CoreError, Result};

/// Reads a wire sequence from the front.
pub struct Reader<'a> {
    data: &'a [i64],
    at: usize,
    what: &'static str,
}

impl<'a> Reader<'a> {
    /// A reader of `data`, the wire form of `what` (named in errors).
    pub fn new(data: &'a [i64], what: &'static str) -> Self {
        Reader { data, at: 0, what }
    }

    fn fail(&self, why: &str) -> CoreError {
        CoreError::Malformed(format!(
            "malformed {} (at position {} of {}): {why}",
            self.what,
            self.at,
            self.data.len()
        ))
    }

    /// The next integer.
    pub fn int(&mut self) -> Result<i64> {
        match self.data.get(self.at) {
            Some(&v) => {
                self.at += 1;
                Ok(v)
            }
            None => Err(self.fail("it ends too soon")),
        }
    }

    /// The next integer, which must lie in `lo..=hi`.
    pub fn within(&mut self, lo: i64, hi: i64, name: &str) -> Result<i64> {
        let v = self.int()?;
        if v < lo || v > hi {
            self.at -= 1;
            return Err(self.fail(&format!("{name} is {v}, not within {lo} to {hi}")));
        }
        Ok(v)
    }

    /// The next integer as an `i32` in `lo..=hi`.
    pub fn i32_in(&mut self, lo: i32, hi: i32, name: &str) -> Result<i32> {
        Ok(self.within(i64::from(lo), i64::from(hi), name)? as i32)
    }

    /// A count (at most `max`).
    pub fn len(&mut self, max: usize, name: &str) -> Result<usize> {
        Ok(self.within(0, max as i64, name)? as usize)
    }

    /// A flag written as 0 or 1.
    pub fn flag(&mut self, name: &str) -> Result<bool> {
        Ok(self.within(0, 1, name)? == 1)
    }

    /// A length-prefixed list of `i32` in `lo..=hi`.
    pub fn list(&mut self, max: usize, lo: i32, hi: i32, name: &str) -> Result<Vec<i32>> {
        let n = self.len(max, name)?;
        (0..n).map(|_| self.i32_in(lo, hi, name)).collect()
    }

    /// Fails unless every integer was read.
    pub fn finish(&self) -> Result<()> {
        if self.at != self.data.len() {
            return Err(self.fail("integers are left over"));
        }
        Ok(())
    }
}

/// Writes a wire sequence.
#[derive(Default)]
pub struct Writer {
    /// The integers written so far.
    pub data: Vec<i64>,
}

impl Writer {
    /// Appends one integer.
    pub fn int(&mut self, v: impl Into<i64>) {
        self.data.push(v.into());
    }

    /// Appends a length-prefixed list.
    pub fn list<T: Copy + Into<i64>>(&mut self, items: &[T]) {
        self.data.push(items.len() as i64);
        self.data.extend(items.iter().map(|&v| v.into()));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_short_sequence_is_an_error_not_a_panic() {
        let data = [2, 5];
        let mut r = Reader::new(&data, "state");
        assert!(r.list(10, 0, 9, "x").is_err());
    }

    #[test]
    fn values_out_of_range_are_refused() {
        let data = [7];
        let mut r = Reader::new(&data, "state");
        let e = r.within(0, 3, "phase").unwrap_err();
        assert!(e.to_string().contains("phase is 7"));
    }

    #[test]
    fn lists_round_trip() {
        let mut w = Writer::default();
        w.list(&[3i32, 1, 4]);
        let mut r = Reader::new(&w.data, "x");
        assert_eq!(r.list(5, 0, 9, "x").unwrap(), vec![3, 1, 4]);
        r.finish().unwrap();
    }
}
