//! Keyboard play: which key does what. Pure, so that the map is tested natively; the
//! app's document-wide listener asks it for every key press.

use crate::state::{Action, Direction, EditAction, Step, Tool};

/// Where the key press happened.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Target {
    /// A point of the board (the keyboard cursor).
    Point,
    /// A text field, a select or anything else that takes keys itself.
    Field,
    /// Anywhere else on the page (a button, the page itself).
    Other,
}

/// Modifier keys held.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Mods {
    pub ctrl: bool,
    pub shift: bool,
    pub alt: bool,
}

/// The action for a key (the `KeyboardEvent.key` value), if it has one here. Arrows,
/// Enter and Space act only on the board (elsewhere they scroll or press buttons), and
/// so do the single letters P, U, L (the cursor to the last move) and G (the "Go to
/// point" field): a shortcut of one character only where the board has the focus (WCAG
/// 2.1.4), so that a stray "p" on a button or from speech input does not pass, and two
/// do not end the game. Ctrl+Z and Ctrl+Y act anywhere but in a field.
///
/// Stepping through a record (P-3): PageUp and PageDown (what a presentation clicker
/// sends), Home and End act anywhere but in a field, and never scroll the page; off the
/// board the arrows step too (left and right along the line, up and down between
/// variations), on it they stay the cursor's.
pub fn command(key: &str, mods: Mods, target: Target) -> Option<Action> {
    if target == Target::Field || mods.alt {
        return None;
    }
    if mods.ctrl {
        return match key {
            "z" | "Z" if mods.shift => Some(Action::Redid),
            "z" | "Z" => Some(Action::Undid),
            "y" | "Y" => Some(Action::Redid),
            _ => None,
        };
    }
    let step = |s| Some(Action::Stepped(s));
    match (key, target) {
        ("PageUp", _) => step(Step::Back),
        ("PageDown", _) => step(Step::Forward),
        ("Home", _) => step(Step::First),
        ("End", _) => step(Step::Last),
        ("ArrowLeft", Target::Other) => step(Step::Back),
        ("ArrowRight", Target::Other) => step(Step::Forward),
        ("ArrowUp", Target::Other) => step(Step::Sibling(-1)),
        ("ArrowDown", Target::Other) => step(Step::Sibling(1)),
        ("p" | "P", Target::Point) => Some(Action::Passed),
        ("u" | "U", Target::Point) => Some(Action::Undid),
        ("l" | "L", Target::Point) => Some(Action::PressedLastMoveKey),
        ("g" | "G", Target::Point) => Some(Action::OpenedGoTo),
        // The edit mode (issue 37): E turns it on and off; a tool's key chooses it
        // (the reducer ignores the tools' keys while the mode is off).
        ("e" | "E", Target::Point) => Some(Action::Edit(EditAction::Toggled)),
        (k, Target::Point) if Tool::of_key(k).is_some() => {
            Tool::of_key(k).map(|t| Action::Edit(EditAction::Chose(t)))
        }
        ("ArrowUp", Target::Point) => Some(Action::PressedArrow(Direction::Up)),
        ("ArrowDown", Target::Point) => Some(Action::PressedArrow(Direction::Down)),
        ("ArrowLeft", Target::Point) => Some(Action::PressedArrow(Direction::Left)),
        ("ArrowRight", Target::Point) => Some(Action::PressedArrow(Direction::Right)),
        ("Enter" | " ", Target::Point) => Some(Action::PressedPlayKey),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const NONE: Mods = Mods {
        ctrl: false,
        shift: false,
        alt: false,
    };
    const CTRL: Mods = Mods {
        ctrl: true,
        shift: false,
        alt: false,
    };

    #[test]
    fn the_keys_of_the_issue() {
        let on_board = |k| command(k, NONE, Target::Point);
        assert_eq!(
            on_board("ArrowLeft"),
            Some(Action::PressedArrow(Direction::Left))
        );
        assert_eq!(on_board("Enter"), Some(Action::PressedPlayKey));
        assert_eq!(on_board(" "), Some(Action::PressedPlayKey));
        assert_eq!(on_board("p"), Some(Action::Passed));
        assert_eq!(on_board("U"), Some(Action::Undid));
        assert_eq!(on_board("l"), Some(Action::PressedLastMoveKey));
        assert_eq!(on_board("G"), Some(Action::OpenedGoTo));
        assert_eq!(command("z", CTRL, Target::Other), Some(Action::Undid));
        assert_eq!(command("y", CTRL, Target::Other), Some(Action::Redid));
        assert_eq!(
            command(
                "Z",
                Mods {
                    shift: true,
                    ..CTRL
                },
                Target::Point
            ),
            Some(Action::Redid)
        );
    }

    /// P-3: a presentation clicker's keys step anywhere but in a field; the arrows step
    /// off the board and move the cursor on it.
    #[test]
    fn the_record_is_stepped_by_clicker_and_arrows_off_the_board() {
        let off = |k| command(k, NONE, Target::Other);
        let on = |k| command(k, NONE, Target::Point);
        assert_eq!(on("PageDown"), Some(Action::Stepped(Step::Forward)));
        assert_eq!(off("PageUp"), Some(Action::Stepped(Step::Back)));
        assert_eq!(on("Home"), Some(Action::Stepped(Step::First)));
        assert_eq!(off("End"), Some(Action::Stepped(Step::Last)));
        assert_eq!(off("ArrowRight"), Some(Action::Stepped(Step::Forward)));
        assert_eq!(off("ArrowLeft"), Some(Action::Stepped(Step::Back)));
        assert_eq!(off("ArrowUp"), Some(Action::Stepped(Step::Sibling(-1))));
        assert_eq!(off("ArrowDown"), Some(Action::Stepped(Step::Sibling(1))));
        assert_eq!(on("ArrowUp"), Some(Action::PressedArrow(Direction::Up)));
    }

    /// Issue 37: E turns the edit mode on and off on the board, a tool's key chooses
    /// it, Enter applies it (as it plays); off the board these letters do nothing.
    #[test]
    fn the_edit_modes_keys_act_on_the_board() {
        let on = |k| command(k, NONE, Target::Point);
        assert_eq!(on("e"), Some(Action::Edit(EditAction::Toggled)));
        assert_eq!(
            on("t"),
            Some(Action::Edit(EditAction::Chose(Tool::Triangle)))
        );
        assert_eq!(on("B"), Some(Action::Edit(EditAction::Chose(Tool::Black))));
        assert_eq!(on("h"), Some(Action::Edit(EditAction::Chose(Tool::Dim))));
        assert_eq!(on("Enter"), Some(Action::PressedPlayKey));
        assert_eq!(on("p"), Some(Action::Passed), "P stays Pass");
        assert_eq!(command("t", NONE, Target::Other), None);
        let keys: Vec<char> = Tool::ALL.iter().map(|t| t.key()).collect();
        for k in ['P', 'U', 'L', 'G', 'E'] {
            assert!(!keys.contains(&k), "{k} is the board's own key");
        }
    }

    #[test]
    fn fields_and_buttons_keep_their_keys() {
        assert_eq!(command("p", NONE, Target::Field), None);
        assert_eq!(command("z", CTRL, Target::Field), None);
        assert_eq!(command("Enter", NONE, Target::Other), None);
        assert_eq!(command("PageDown", NONE, Target::Field), None);
        assert_eq!(command("c", CTRL, Target::Point), None);
        // WCAG 2.1.4: single-letter shortcuts only where the board has the focus.
        assert_eq!(command("p", NONE, Target::Other), None);
        assert_eq!(command("U", NONE, Target::Other), None);
        assert_eq!(command("l", NONE, Target::Other), None);
        assert_eq!(command("g", NONE, Target::Field), None);
        assert_eq!(command("z", CTRL, Target::Other), Some(Action::Undid));
    }
}
