//! The page and its parts: function components with narrow props (what they show and
//! the callbacks they fire), and the key map.

pub mod app;
pub mod clock;
pub mod compare_panel;
pub mod computer;
pub mod controls;
pub mod course_page;
pub mod edit_toolbar;
pub mod fill_in_bowls;
pub mod fill_in_panel;
pub mod go_to;
pub mod handicap_host;
pub mod handicap_panel;
pub mod keyboard;
pub mod ko_panel;
pub mod later;
pub mod legend;
pub mod live_region;
pub mod marking_panel;
pub mod new_game;
pub mod record_panel;
pub mod status;
pub mod tournament_host;
pub mod tournament_page;
