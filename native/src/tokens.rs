//! A sorted bag of fish or treasure token values, held inline for the few
//! tokens a player holds (the hypothetical positions of the R4.3 search are
//! copied and compared often; a vector would be allocated each time).

use std::hash::{Hash, Hasher};

/// Tokens held inline at most; more go to a vector.
const INLINE: usize = 14;

/// Token values in ascending order. Up to [`INLINE`] tokens (the unused slots
/// zero) they are inline, beyond in a vector, so equal bags are equal values.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Tokens {
    Inline(u8, [i16; INLINE]),
    Heap(Vec<i32>),
}

/// The hash of the held values only, four to a word (the search hashes its
/// positions often; equal bags hold equal values, so they hash alike).
impl Hash for Tokens {
    fn hash<H: Hasher>(&self, state: &mut H) {
        match self {
            Tokens::Inline(n, slots) => {
                state.write_u8(*n);
                for four in slots[..*n as usize].chunks(4) {
                    let word = four
                        .iter()
                        .fold(0u64, |w, &v| w << 16 | u64::from(v as u16));
                    state.write_u64(word);
                }
            }
            Tokens::Heap(v) => {
                state.write_u8(u8::MAX);
                for &value in v {
                    state.write_i32(value);
                }
            }
        }
    }
}

impl Default for Tokens {
    fn default() -> Tokens {
        Tokens::Inline(0, [0; INLINE])
    }
}

impl Tokens {
    /// The bag of `values` (any order; each within the i16 range).
    pub fn from_values(values: &[i32]) -> Tokens {
        let mut sorted = values.to_vec();
        sorted.sort_unstable();
        Tokens::of_sorted(sorted)
    }

    fn of_sorted(sorted: Vec<i32>) -> Tokens {
        if sorted.len() > INLINE {
            return Tokens::Heap(sorted);
        }
        let mut slots = [0i16; INLINE];
        for (slot, &v) in slots.iter_mut().zip(&sorted) {
            *slot = v as i16;
        }
        Tokens::Inline(sorted.len() as u8, slots)
    }

    /// The values, ascending.
    pub fn values(&self) -> Vec<i32> {
        self.iter().collect()
    }

    /// The values, ascending, without a copy.
    pub fn iter(&self) -> Values<'_> {
        match self {
            Tokens::Inline(n, slots) => Values::Inline(slots[..*n as usize].iter()),
            Tokens::Heap(v) => Values::Heap(v.iter()),
        }
    }

    pub fn len(&self) -> usize {
        match self {
            Tokens::Inline(n, _) => *n as usize,
            Tokens::Heap(v) => v.len(),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The highest value.
    pub fn last(&self) -> Option<i32> {
        match self {
            Tokens::Inline(0, _) => None,
            Tokens::Inline(n, slots) => Some(i32::from(slots[*n as usize - 1])),
            Tokens::Heap(v) => v.last().copied(),
        }
    }

    /// The bag with one more token of value `v`.
    pub fn with(&self, v: i32) -> Tokens {
        if let Tokens::Inline(n, slots) = self {
            // in place of a copy while it stays inline (as `of_sorted` would store it)
            let n = *n as usize;
            if n < INLINE {
                let at = slots[..n].partition_point(|&w| i32::from(w) <= v);
                let mut more = *slots;
                more.copy_within(at..n, at + 1);
                more[at] = v as i16;
                return Tokens::Inline(n as u8 + 1, more);
            }
        }
        let mut values = self.values();
        let at = values.partition_point(|&w| w <= v);
        values.insert(at, v);
        Tokens::of_sorted(values)
    }

    /// The bag with one token of value `v` fewer (unchanged without one).
    pub fn without(&self, v: i32) -> Tokens {
        if let Tokens::Inline(n, slots) = self {
            let n = *n as usize;
            let Some(k) = slots[..n].iter().position(|&w| i32::from(w) == v) else {
                return self.clone();
            };
            let mut fewer = *slots;
            fewer.copy_within(k + 1..n, k);
            fewer[n - 1] = 0;
            return Tokens::Inline(n as u8 - 1, fewer);
        }
        let mut values = self.values();
        if let Some(k) = values.iter().position(|&w| w == v) {
            values.remove(k);
        }
        Tokens::of_sorted(values)
    }
}

/// The values of a bag, ascending ([`Tokens::iter`]).
pub enum Values<'a> {
    Inline(std::slice::Iter<'a, i16>),
    Heap(std::slice::Iter<'a, i32>),
}

impl Iterator for Values<'_> {
    type Item = i32;

    fn next(&mut self) -> Option<i32> {
        match self {
            Values::Inline(it) => it.next().map(|&v| i32::from(v)),
            Values::Heap(it) => it.next().copied(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bag_is_sorted_and_equal_however_it_was_made() {
        let a = Tokens::from_values(&[3, 1, 2]);
        let b = Tokens::default().with(2).with(3).with(1);
        assert_eq!(a, b);
        assert_eq!(a.values(), vec![1, 2, 3]);
        assert_eq!(a.without(2).values(), vec![1, 3]);
        assert_eq!(a.last(), Some(3));
        assert!(Tokens::default().is_empty());
    }

    #[test]
    fn adding_and_taking_inline_is_the_sorted_bag() {
        let values = [5, -2, 5, 0, 9, 3, 1];
        let mut bag = Tokens::default();
        for (k, &v) in values.iter().enumerate() {
            bag = bag.with(v);
            assert_eq!(bag, Tokens::from_values(&values[..=k]));
        }
        for (k, &v) in values.iter().enumerate() {
            bag = bag.without(v);
            assert_eq!(bag, Tokens::from_values(&values[k + 1..]));
        }
        assert_eq!(bag.without(4), Tokens::default());
        let full = Tokens::from_values(&[1; INLINE]);
        assert!(matches!(full.with(2), Tokens::Heap(_)));
        assert_eq!(full.with(0).values()[0], 0);
    }

    #[test]
    fn equal_bags_hash_alike() {
        use std::hash::BuildHasher;
        let hasher = crate::fx::HashMap::<Tokens, ()>::default().hasher().clone();
        let a = Tokens::from_values(&[4, 1, 2]).without(4);
        let b = Tokens::default().with(2).with(1);
        assert_eq!(hasher.hash_one(&a), hasher.hash_one(&b));
        assert_ne!(
            hasher.hash_one(&a),
            hasher.hash_one(Tokens::from_values(&[1, 3]))
        );
    }

    #[test]
    fn many_tokens_go_to_a_vector_and_back() {
        let many: Vec<i32> = (0..20).collect();
        let bag = Tokens::from_values(&many);
        assert!(matches!(bag, Tokens::Heap(_)));
        let mut fewer = bag;
        for v in 0..10 {
            fewer = fewer.without(v);
        }
        assert_eq!(fewer, Tokens::from_values(&(10..20).collect::<Vec<_>>()));
        assert!(matches!(fewer, Tokens::Inline(10, _)));
    }
}
