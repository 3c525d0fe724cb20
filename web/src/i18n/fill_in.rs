//! The catalogue's words for the fill-in view, in the three languages.

use super::Lang;
use crate::fill_in::FillInSaid;

/// A message of the fill-in view.
#[derive(Debug, Clone, Copy)]
pub enum FillInText {}

pub fn text(_lang: Lang, text: FillInText) -> String {
    match text {}
}

pub fn said(_lang: Lang, said: &FillInSaid) -> String {
    match *said {}
}
