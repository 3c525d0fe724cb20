//! The record beside the board (L-1, P-3): where the node shown is, buttons to step
//! through the record, the variations at the node to follow, and its comment.

use hotstone_rules::Move;
use yew::prelude::*;

use crate::components::status::stone_icon;
use crate::i18n::{t, Lang, RecordText, Text};
use crate::state::{NodeView, Step};

// The buttons' shapes (a font may lack the media symbols): a bar and a triangle.
const FIRST: &str = "M-8 -9h3v18h-3z M9 -9 L-3 0 L9 9z";
const BACK: &str = "M7 -9 L-7 0 L7 9z";
const FORWARD: &str = "M-7 -9 L7 0 L-7 9z";
const LAST: &str = "M8 -9h-3v18h3z M-9 -9 L3 0 L-9 9z";

#[derive(Properties, PartialEq)]
pub struct RecordPanelProps {
    pub lang: Lang,
    pub view: NodeView,
    pub on_step: Callback<Step>,
}

#[component]
pub fn RecordPanel(props: &RecordPanelProps) -> Html {
    let l = props.lang;
    let v = &props.view;
    let words = |r: RecordText| t(l, Text::Record(r));
    let button = |step: Step, code: &'static str, d: &'static str, name, enabled: bool| {
        let label = words(name);
        html! {
            <button type="button" data-step={code} aria-label={label.clone()} title={label}
                disabled={!enabled} onclick={props.on_step.reform(move |_: MouseEvent| step)}>
                <svg class="icon" viewBox="-12 -12 24 24" aria-hidden="true"><path {d} /></svg>
            </button>
        }
    };
    let variation = |(k, next): (usize, &Option<(hotstone_rules::Color, Move)>)| {
        let n = k + 1;
        let point = next.and_then(|(_, mv)| match mv {
            Move::Play(p) => Some(p),
            Move::Pass => None,
        });
        let label = words(RecordText::Variation {
            n,
            next: next.map(|(c, _)| (c, point)),
        });
        html! {
            <button type="button" class="variation" data-next-variation={n.to_string()}
                aria-label={label.clone()} title={label}
                onclick={props.on_step.reform(move |_: MouseEvent| Step::Child(k))}>
                { n }
                if let Some((c, _)) = next {
                    { stone_icon(*c) }
                }
                { point.map(|p| p.to_string()).unwrap_or_default() }
            </button>
        }
    };
    let position = RecordText::Position {
        moves: v.moves,
        variation: v.variation,
    };
    html! {
        <section class="record-panel" data-record="" aria-label={words(RecordText::Title)}>
            <div class="record-nav">
                { button(Step::First, "first", FIRST, RecordText::First, v.can_back) }
                { button(Step::Back, "back", BACK, RecordText::Back, v.can_back) }
                <span class="record-position" data-record-position="">{ words(position) }</span>
                { button(Step::Forward, "forward", FORWARD, RecordText::Forward, v.can_forward) }
                { button(Step::Last, "last", LAST, RecordText::Last, v.can_forward) }
            </div>
            if !v.next.is_empty() {
                <p class="record-variations">
                    <span>{ words(RecordText::Variations) }</span>
                    { for v.next.iter().enumerate().map(variation) }
                </p>
            }
            if let Some(comment) = &v.comment {
                <p class="record-comment" data-comment="" aria-live="polite">{ comment.clone() }</p>
            }
        </section>
    }
}
