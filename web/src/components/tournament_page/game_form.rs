//! A game's result: the winner's button, or the played game's SGF.

use hotstone_tournament::{GameKind, Outcome, System};
use yew::prelude::*;

use super::record_input::RecordInput;
use super::{et, tt};
use crate::i18n::{EntryText, Lang, TournamentText as TT};
use crate::state::board_record::{Proposal, Sides};

#[derive(Properties, PartialEq)]
pub(super) struct GameFormProps {
    pub lang: Lang,
    pub players: [String; 2],
    pub system: System,
    pub on_submit: Callback<Outcome>,
}

#[component]
pub(super) fn GameForm(props: &GameFormProps) -> Html {
    let lang = props.lang;
    let players = &props.players;
    let won = |k: usize| Outcome::Game {
        winner: players[k].clone(),
        loser: players[1 - k].clone(),
    };
    let buttons = (0..2).map(|k| {
        let outcome = won(k);
        let on_submit = props.on_submit.clone();
        html! {
            <button type="button" onclick={Callback::from(move |_: MouseEvent| on_submit.emit(outcome.clone()))}>
                { tt(lang, TT::Won(&players[k])) }
            </button>
        }
    });
    // Beyond a win: what the system takes (docs/tournaments.md, "Results beyond a win").
    let pair = players.clone();
    let others = [
        (
            GameKind::Draw,
            TT::DrawButton,
            Outcome::Draw { draw: pair.clone() },
            "draw",
        ),
        (
            GameKind::Void,
            TT::VoidButton,
            Outcome::Void { void: pair.clone() },
            "void",
        ),
        (
            GameKind::BothLost,
            TT::BothLostButton,
            Outcome::BothLost { lost: pair },
            "lost",
        ),
    ]
    .into_iter()
    .filter(|(kind, ..)| props.system.takes(*kind))
    .map(|(_, label, outcome, hook)| {
        let on_submit = props.on_submit.clone();
        html! {
            <button type="button" data-game-result={hook}
                onclick={Callback::from(move |_: MouseEvent| on_submit.emit(outcome.clone()))}>
                { tt(lang, label) }
            </button>
        }
    });
    let outcomes = [won(0), won(1)];
    // A game has a winner: the record's draw is refused before it gets here.
    let on_take = {
        let on_submit = props.on_submit.clone();
        Callback::from(move |p: Proposal| {
            if let Some(w) = p.winner {
                on_submit.emit(outcomes[w].clone());
            }
        })
    };
    let sides = Sides(players.clone().map(|p| vec![p]));
    html! {
        <div class="controls no-print">
            { for buttons }
            { for others }
            <RecordInput {lang} label={et(lang, EntryText::OpenRecord)} {sides} draws={false}
                {on_take} />
        </div>
    }
}
