//! One pairing, table or bye: who meets, the result once entered (with a button to
//! correct it, `Event::correct`), a forfeit by withdrawal (never corrected: it was not
//! played, and Undo takes the withdrawal back), or the form that enters it.

use hotstone_tournament::{score_match, Outcome, Pairing, System};
use yew::prelude::*;

use super::game_form::GameForm;
use super::match_form::MatchForm;
use super::table_form::TableForm;
use super::{et, tt};
use crate::i18n::{EntryText, Lang, TournamentText as TT};
use crate::state::tournament::TournamentAction as A;

#[derive(Properties, PartialEq)]
pub(super) struct PairingItemProps {
    pub lang: Lang,
    /// The round's number, from 1.
    pub round: usize,
    pub index: usize,
    pub pairing: Pairing,
    pub result: Option<Outcome>,
    /// Who forfeited the result by withdrawing (`Round::forfeited_by`); empty for a
    /// result played and entered.
    #[prop_or_default]
    pub forfeit: Vec<String>,
    /// Which game results the form offers: the crate says (`System::takes`).
    pub system: System,
    /// The refusal of this pairing's result, said here (`ErrorAt::Pairing`).
    #[prop_or_default]
    pub error: Option<Html>,
    /// Who has withdrawn: a table may be entered without them.
    #[prop_or_default]
    pub withdrawn: Vec<String>,
    pub send: Callback<A>,
}

#[component]
pub(super) fn PairingItem(props: &PairingItemProps) -> Html {
    let lang = props.lang;
    let correcting = use_state(|| false);
    {
        // A result that changed (entered, corrected, undone) closes the correction.
        let correcting = correcting.clone();
        use_effect_with(props.result.clone(), move |_| correcting.set(false));
    }
    let heading = match &props.pairing {
        Pairing::Bye { name } => html! { <p>{ tt(lang, TT::Bye(name)) }</p> },
        Pairing::Game { players } => {
            html! { <p class="entrants">{ format!("{} – {}", players[0], players[1]) }</p> }
        }
        Pairing::Table { table, players } => html! {
            <p class="entrants"><strong>{ tt(lang, TT::Table(*table)) }</strong>
                { format!(": {}", players.join(", ")) }</p>
        },
        Pairing::Match { teams, boards } => html! {
            <p class="entrants"><strong>{ format!("{} – {}", teams[0], teams[1]) }</strong>
                { format!(" · {}", tt(lang, TT::Boards(boards.len()))) }</p>
        },
    };
    let form = |initial: Option<Outcome>, on_submit: Callback<Outcome>| match &props.pairing {
        Pairing::Bye { .. } => Html::default(),
        Pairing::Game { players } => html! {
            <GameForm {lang} players={players.clone()} system={props.system} {on_submit} />
        },
        Pairing::Table { players, .. } => {
            let initial = match initial {
                Some(Outcome::Table(scores)) => Some(scores),
                _ => None,
            };
            let withdrawn = props.withdrawn.clone();
            html! { <TableForm {lang} players={players.clone()} {initial} {withdrawn} {on_submit} /> }
        }
        Pairing::Match { teams, boards } => {
            let initial = match initial {
                Some(Outcome::Match(m)) => Some(m),
                _ => None,
            };
            html! {
                <MatchForm {lang} teams={teams.clone()} boards={boards.clone()} {initial} {on_submit} />
            }
        }
    };
    let entered = props.result.as_ref().map(|r| {
        let text = match r {
            Outcome::Game { winner, loser } => tt(lang, TT::ResultGame { winner, loser }),
            Outcome::Draw { draw: [a, b] } => tt(lang, TT::ResultDraw([a, b])),
            Outcome::Void { void: [a, b] } => tt(lang, TT::ResultVoid([a, b])),
            Outcome::BothLost { lost: [a, b] } => tt(lang, TT::ResultBothLost([a, b])),
            // Never a pairing's result: a withdrawal is listed with its round.
            Outcome::Withdraw { .. } => String::new(),
            Outcome::Table(scores) => tt(lang, TT::ResultTable(scores)),
            Outcome::Match(m) => match score_match(&m.teams, m.boards.len(), m) {
                Ok(s) => tt(lang, TT::ResultMatch(&s)),
                Err(_) => String::new(),
            },
        };
        html! { <p class="result" data-result="">{ text }</p> }
    });
    let body = match (&props.result, *correcting) {
        (None, _) => form(None, props.send.reform(A::Recorded)),
        // A forfeit by withdrawal (001): said as such, with nothing to correct.
        (Some(result), _) if !props.forfeit.is_empty() => {
            let winner = match result {
                Outcome::Game { winner, .. } => Some(winner.as_str()),
                Outcome::Match(m) => score_match(&m.teams, m.boards.len(), m)
                    .ok()
                    .map(|s| m.teams[s.winner].as_str()),
                _ => None,
            };
            let withdrawn = props.forfeit.as_slice();
            html! {
                <>
                    { seats(lang, &props.pairing) }
                    <p class="result forfeit" data-result="" data-forfeit={props.forfeit.join(",")}>
                        { tt(lang, TT::ResultForfeit { winner, withdrawn }) }
                    </p>
                </>
            }
        }
        (Some(result), true) => {
            let entered = entered.unwrap_or_default();
            let round = props.round;
            let on_submit = props
                .send
                .reform(move |outcome| A::Corrected { round, outcome });
            let cancel = {
                let correcting = correcting.clone();
                Callback::from(move |_: MouseEvent| correcting.set(false))
            };
            html! {
                <>
                { entered }
                <div class="correction no-print" data-correcting="">
                    <h4>{ et(lang, EntryText::Correcting(round)) }</h4>
                    { form(Some(result.clone()), on_submit) }
                    <button type="button" onclick={cancel}>{ et(lang, EntryText::Cancel) }</button>
                </div>
                </>
            }
        }
        (Some(_), false) => {
            let open = {
                let correcting = correcting.clone();
                Callback::from(move |_: MouseEvent| correcting.set(true))
            };
            html! {
                <>
                    { seats(lang, &props.pairing) }
                    { entered.unwrap_or_default() }
                    <button type="button" class="no-print" onclick={open} data-correct="">
                        { et(lang, EntryText::Correct) }
                    </button>
                </>
            }
        }
    };
    html! {
        <li class="pairing" data-pairing={props.index.to_string()} data-focus-scope=""
            data-entered={props.result.is_some().to_string()}>
            { heading }
            { body }
            { props.error.clone().unwrap_or_default() }
        </li>
    }
}

/// A team match's boards as seated, for a match whose result is in (the form shows them
/// otherwise).
fn seats(lang: Lang, pairing: &Pairing) -> Html {
    let Pairing::Match { boards, .. } = pairing else {
        return Html::default();
    };
    html! {
        <ul class="boards">
            { for boards.iter().map(|seat| html! {
                <li data-board={seat.board.to_string()}>
                    <span>{ format!("{}: {} – {}", tt(lang, TT::BoardSeat { board: seat.board, same_colours: seat.same_colours_as_board_1 }), seat.pupils[0].join(" + "), seat.pupils[1].join(" + ")) }</span>
                </li>
            }) }
        </ul>
    }
}
