//! The catalogue's words for the marking view, in the three languages.

use super::Lang;
use crate::marking::MarkingSaid;

/// A message of the marking view.
#[derive(Debug, Clone, Copy)]
pub enum MarkingText {}

pub fn text(_lang: Lang, text: MarkingText) -> String {
    match text {}
}

pub fn said(_lang: Lang, said: &MarkingSaid) -> String {
    match *said {}
}
