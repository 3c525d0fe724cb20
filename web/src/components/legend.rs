//! What the marks on the board mean, drawn with the board's own shapes, and the keys.

use hotstone_rules::Color;
use yew::prelude::*;

use crate::components::status::stone_icon;
use crate::i18n::{t, Lang, Text};

#[derive(Properties, PartialEq)]
pub struct LegendProps {
    pub lang: Lang,
    /// The Ing ko rule is in force: hot stones can appear.
    pub ing: bool,
    /// A hot stone is on the board now.
    pub hot_now: bool,
    /// The keys' line names what this board answers (`Text::KeysHelp`): the app's page
    /// plays and has G; an embedded board has no G, and a read-only one does not play.
    #[prop_or(true)]
    pub play: bool,
    #[prop_or(true)]
    pub go_to: bool,
    /// The edit mode is on: its keys are listed (issue 37).
    #[prop_or_default]
    pub editing: bool,
}

fn icon(body: Html) -> Html {
    html! {
        <svg class="icon" viewBox="-20 -20 40 40" aria-hidden="true">{ body }</svg>
    }
}

#[component]
pub fn Legend(props: &LegendProps) -> Html {
    let l = props.lang;
    html! {
        <section class="legend">
            <h2>{ t(l, Text::LegendTitle) }</h2>
            <ul>
                <li>{ stone_icon(Color::Black) }{ t(l, Text::LegendStone(Color::Black)) }</li>
                <li>{ stone_icon(Color::White) }{ t(l, Text::LegendStone(Color::White)) }</li>
                <li class="on-black">
                    { icon(html! { <>
                        <circle class="stone black" r="17" />
                        <circle class="last-mark" r="6" />
                    </> }) }
                    { t(l, Text::LegendLastMove) }
                </li>
                if props.ing {
                    <li class={classes!("on-black", "legend-hot", props.hot_now.then_some("now"))}
                        data-legend="hot">
                        { icon(html! { <>
                            <circle class="stone black" r="17" />
                            <circle class="hot-mark" r="12" />
                        </> }) }
                        { t(l, Text::LegendHot) }
                    </li>
                }
                <li class="on-empty">
                    { icon(html! { <path class="forbidden-mark shown" d="M-9 -9 L9 9 M9 -9 L-9 9" /> }) }
                    { t(l, Text::LegendForbidden) }
                </li>
                <li>
                    { icon(html! { <rect class="focus-ring shown" x="-16" y="-16" width="32" height="32" rx="5" /> }) }
                    { t(l, Text::LegendCursor) }
                </li>
            </ul>
            <p class="keys">{ t(l, Text::KeysHelp { play: props.play, go_to: props.go_to }) }</p>
            <p class="record-keys" data-record-keys="">{ t(l, Text::Record(crate::i18n::RecordText::Keys)) }</p>
            if props.editing {
                <p class="edit-keys" data-edit-keys="">{ t(l, Text::Edit(crate::i18n::EditText::Keys)) }</p>
            }
        </section>
    }
}
