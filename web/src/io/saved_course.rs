//! The learner's progress through the course survives a reload (issue 36): the lessons
//! started and done as `course::Progress` writes them, under a key of its own.

use hotstone_lessons::course::Progress;

use crate::io::browser;

pub const COURSE_KEY: &str = "hotstone-course";

/// The progress as it was saved (none: nothing started).
pub fn load_progress() -> Progress {
    browser::load(COURSE_KEY)
        .map(|text| Progress::from_text(&text))
        .unwrap_or_default()
}

/// Keeps the progress.
pub fn save_progress(progress: &Progress) {
    browser::store(COURSE_KEY, &progress.to_text());
}
