//! The teacher's edit mode beside the board (issue 37, P-2, P-3): the button that turns
//! it on and off, and while it is on one row of tools (`data-edit-tool`), the side to
//! move and the two clearings; beside it the teaching overlays' toggles. Each tool's
//! name and key are its button's title. A function, not a component: drawn with the
//! side column it sits in, and a component's machinery would cost the page's download
//! more than it saves.

use hotstone_rules::Color;
use yew::prelude::*;

use crate::components::status::stone_icon;
use crate::i18n::{t, EditText, Lang, Text};
use crate::state::{Action, EditAction, State, Tool};

/// What the bar shows and where its actions go.
pub struct EditToolbarProps {
    pub lang: Lang,
    /// The tool chosen, while the mode is on.
    pub tool: Option<Tool>,
    pub to_move: Color,
    /// The teaching overlays shown (show why): liberties, atari.
    pub overlays: (bool, bool),
    pub send: Callback<Action>,
}

/// A circle of radius 9 as a path.
const DISC: &str = "M-9 0a9 9 0 1 0 18 0a9 9 0 1 0-18 0";

/// The tool's picture, in the markup's own shapes (viewBox -12 -12 24 24): one path
/// each, its class the look (a stone, a filled shape, a stroke), or a glyph.
fn icon(tool: Tool) -> Html {
    let (class, d) = match tool {
        Tool::Black => ("stone black", DISC),
        Tool::White => ("stone white", DISC),
        // The disc, and half of it again: even-odd leaves one half white.
        Tool::Alternate => (
            "stone black alt",
            "M-9 0a9 9 0 1 0 18 0a9 9 0 1 0-18 0M0-9a9 9 0 0 0 0 18z",
        ),
        Tool::Erase => ("", "M-8 8H8M-6 4L4-6L8-2L-2 8"),
        Tool::Triangle => ("", "M0-8L8 6H-8z"),
        Tool::Square => ("", "M-7-7h14v14h-14z"),
        Tool::Circle => ("", "M-7.5 0a7.5 7.5 0 1 0 15 0a7.5 7.5 0 1 0-15 0"),
        Tool::Cross => ("", "M-7-7L7 7M7-7L-7 7"),
        Tool::Letter => ("A", ""),
        Tool::Number => ("1", ""),
        Tool::Arrow => ("", "M-8 8L7-7M0-7H7V0"),
        Tool::Line => ("", "M-8 8L8-8"),
        Tool::Dim => ("dim", "M-8-8h16v16h-16z"),
    };
    html! {
        <svg class="icon" viewBox="-12 -12 24 24" aria-hidden="true">
            if d.is_empty() {
                <text class="glyph">{ class }</text>
            } else {
                <path {class} {d} />
            }
        </svg>
    }
}

pub fn edit_toolbar(props: &EditToolbarProps) -> Html {
    let l = props.lang;
    let words = |e: EditText| t(l, Text::Edit(e));
    let send = |a: EditAction| props.send.reform(move |_: MouseEvent| Action::Edit(a));
    let on = props.tool.is_some();
    let tool = |tool: Tool| {
        let name = words(EditText::Tool(tool));
        let pressed = props.tool == Some(tool);
        html! {
            <button type="button" class="tool" data-edit-tool={tool.code()}
                aria-pressed={pressed.to_string()} aria-label={name.clone()}
                title={format!("{name} ({})", tool.key())} onclick={send(EditAction::Chose(tool))}>
                { icon(tool) }
            </button>
        }
    };
    let to_move = |c: Color, code: &'static str| {
        let name = words(EditText::ToMove(c));
        html! {
            <button type="button" class="tool" data-edit-to-move={code}
                aria-pressed={(props.to_move == c).to_string()} aria-label={name.clone()}
                title={name} onclick={send(EditAction::GaveMove(c))}>
                { stone_icon(c) }{ "▸" }
            </button>
        }
    };
    let overlay = |e: EditText, code: &'static str, on: bool, action: Action| {
        html! {
            <button type="button" class="toggle" aria-pressed={on.to_string()} data-overlay={code}
                onclick={props.send.reform(move |_: MouseEvent| action.clone())}>
                { words(e) }
            </button>
        }
    };
    html! {
        <div class="edit-bar" data-edit={on.then_some("")}>
            <button type="button" class="toggle" aria-pressed={on.to_string()} data-edit-mode=""
                onclick={send(EditAction::Toggled)}>
                { words(EditText::Mode) }
            </button>
            { overlay(EditText::Liberties, "liberties", props.overlays.0, Action::ToggledLiberties) }
            { overlay(EditText::Atari, "atari", props.overlays.1, Action::ToggledAtari) }
            if on {
                <div class="edit-tools" role="toolbar" aria-label={words(EditText::Toolbar)}>
                    { for Tool::ALL.into_iter().map(tool) }
                    { to_move(Color::Black, "black") }
                    { to_move(Color::White, "white") }
                    <button type="button" data-edit-clear="board" onclick={send(EditAction::ClearedBoard)}>
                        { words(EditText::ClearBoard) }
                    </button>
                    <button type="button" data-edit-clear="marks" onclick={send(EditAction::ClearedMarks)}>
                        { words(EditText::ClearMarks) }
                    </button>
                </div>
            }
        </div>
    }
}

/// The bar for the page's state, beside the board.
pub fn side(state: &State, send: &Callback<Action>) -> Html {
    edit_toolbar(&EditToolbarProps {
        lang: state.prefs.lang,
        tool: state.editor.as_ref().map(|e| e.tool),
        to_move: state.game.to_move(),
        overlays: (state.prefs.liberties, state.prefs.atari),
        send: send.clone(),
    })
}
