//! The teacher's edit mode beside the board (issue 37, P-2, P-3): the button that turns
//! it on and off, and while it is on one row of tools (`data-edit-tool`), the side to
//! move and the two clearings. Each tool's name and key are its button's title.

use hotstone_rules::Color;
use yew::prelude::*;

use crate::components::status::stone_icon;
use crate::i18n::{t, EditText, Lang, Text};
use crate::state::{Action, EditAction, Tool};

#[derive(Properties, PartialEq)]
pub struct EditToolbarProps {
    pub lang: Lang,
    /// The tool chosen, while the mode is on.
    pub tool: Option<Tool>,
    pub to_move: Color,
    pub send: Callback<Action>,
}

/// The tool's picture, in the markup's own shapes (viewBox -12 -12 24 24).
fn icon(tool: Tool) -> Html {
    let body = match tool {
        Tool::Black => return stone_icon(Color::Black),
        Tool::White => return stone_icon(Color::White),
        Tool::Alternate => html! { <>
            <circle class="stone white" r="9" />
            <path class="stone black" d="M0 -9 A9 9 0 0 0 0 9z" />
        </> },
        Tool::Erase => html! { <path d="M-8 8 H8 M-6 4 L4 -6 L8 -2 L-2 8" /> },
        Tool::Triangle => html! { <path d="M0 -8 L8 6 H-8z" /> },
        Tool::Square => html! { <rect x="-7" y="-7" width="14" height="14" /> },
        Tool::Circle => html! { <circle r="7.5" /> },
        Tool::Cross => html! { <path d="M-7 -7 L7 7 M7 -7 L-7 7" /> },
        Tool::Letter => html! { <text class="glyph">{ "A" }</text> },
        Tool::Number => html! { <text class="glyph">{ "1" }</text> },
        Tool::Arrow => html! { <path d="M-8 8 L7 -7 M0 -7 H7 V0" /> },
        Tool::Line => html! { <path d="M-8 8 L8 -8" /> },
        Tool::Dim => html! { <rect class="dim" x="-8" y="-8" width="16" height="16" /> },
    };
    html! { <svg class="icon" viewBox="-12 -12 24 24" aria-hidden="true">{ body }</svg> }
}

#[component]
pub fn EditToolbar(props: &EditToolbarProps) -> Html {
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
    html! {
        <section class="edit-bar" data-edit={on.then_some("")}>
            <button type="button" class="toggle" aria-pressed={on.to_string()} data-edit-mode=""
                onclick={send(EditAction::Toggled)}>
                { words(EditText::Mode) }
            </button>
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
        </section>
    }
}
