//! What a feature's reducer did, for the core to carry out. A feature changes only its
//! own sub-state; what it wants said, it returns.

/// A feature reducer's answer, with what to say in the feature's own words `S` (the core
/// wraps them into `Said`).
#[derive(Debug, Clone, PartialEq)]
pub enum Effect<S> {
    /// Nothing changed: no re-render.
    Unchanged,
    /// The sub-state changed; nothing to say.
    Changed,
    /// The sub-state changed; the live region says this.
    Said(S),
}
