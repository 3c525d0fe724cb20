//! The game's language and its sentences: the app's catalogue (hotstone-i18n), one
//! catalogue for the app and the package. Nothing is worded here.

pub use hotstone_i18n::{caption, count_error, end, refusal, rule_name, Caption, Lang};
