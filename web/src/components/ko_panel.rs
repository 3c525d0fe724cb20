//! Repetition made visible: the last completed cycle (its length; under Ing the
//! disturber and the banned play, K-3; under Japanese rules the occurrence and what a
//! third one does, K-5), and a button that steps through the cycle's situations.

use hotstone_rules::{Color, Point};
use yew::prelude::*;

use crate::i18n::{t, Lang, Text};
use crate::state::Action;

/// The last completed cycle, as the panel shows it.
#[derive(Debug, Clone, PartialEq)]
pub struct CycleInfo {
    pub length: usize,
    pub occurrence: usize,
    /// Under Ing: the disturber and the play banned to them.
    pub ban: Option<(Color, Point)>,
    /// The basic ko rule, where a third occurrence ends the game (K-5).
    pub no_result_rule: bool,
    pub bans: usize,
    /// Bans that forbid a play to the side to move now.
    pub banned_now: Vec<(Color, Point)>,
    /// While stepping: (step, last step, player to move there).
    pub step: Option<(usize, usize, Color)>,
}

#[derive(Properties, PartialEq)]
pub struct KoPanelProps {
    pub lang: Lang,
    pub info: CycleInfo,
    pub send: Callback<Action>,
}

#[component]
pub fn KoPanel(props: &KoPanelProps) -> Html {
    let l = props.lang;
    let info = &props.info;
    let send = |action: Action| {
        let send = props.send.clone();
        Callback::from(move |_: MouseEvent| send.emit(action.clone()))
    };
    let disturber = info.ban.map(|(c, _)| c.name());
    html! {
        <section class="ko-panel" data-ko-panel=""
            data-cycle-length={info.length.to_string()}
            data-occurrence={info.occurrence.to_string()}
            data-disturber={disturber}
            data-banned={info.ban.map(|(_, p)| p.to_string())}
        >
            <h2>{ t(l, Text::KoPanelTitle) }</h2>
            if let Some((color, point)) = info.ban {
                <p>{ t(l, Text::CycleIng { length: info.length, disturber: color, point }) }</p>
                <p>{ t(l, Text::BansInForce(info.bans)) }</p>
            } else {
                <p>{ t(l, Text::CycleRecurred { length: info.length, occurrence: info.occurrence }) }</p>
                if info.no_result_rule {
                    <p>{ t(l, Text::NoResultWarning) }</p>
                }
            }
            { for info.banned_now.iter().map(|&(color, point)| html! {
                <p class="banned">{ t(l, Text::BannedNow { color, point }) }</p>
            }) }
            if let Some((step, of, to_move)) = info.step {
                <p class="step" data-cycle-step={step.to_string()}>
                    { t(l, Text::CycleStep { step, of, to_move }) }
                </p>
                <div class="controls">
                    <button type="button" onclick={send(Action::SteppedCycle(-1))} disabled={step == 0}>
                        { t(l, Text::Previous) }
                    </button>
                    <button type="button" onclick={send(Action::SteppedCycle(1))} disabled={step == of}>
                        { t(l, Text::Next) }
                    </button>
                    <button type="button" onclick={send(Action::ClosedCycle)}>
                        { t(l, Text::BackToGame) }
                    </button>
                </div>
            } else {
                <div class="controls">
                    <button type="button" onclick={send(Action::OpenedCycle)}>
                        { t(l, Text::StepThrough) }
                    </button>
                </div>
            }
        </section>
    }
}
