//! The catalogue's words for the handicap view, in the three languages.

use super::Lang;
use crate::handicap_view::HandicapSaid;

/// A message of the handicap view.
#[derive(Debug, Clone, Copy)]
pub enum HandicapText {}

pub fn text(_lang: Lang, text: HandicapText) -> String {
    match text {}
}

pub fn said(_lang: Lang, said: &HandicapSaid) -> String {
    match *said {}
}
