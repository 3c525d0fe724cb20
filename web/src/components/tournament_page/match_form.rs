//! A team match's result (X-3..X-5, X-7): each board's winning class, a draw or no
//! result (`void`, taken out of the scoring, 000; chosen, or a result taken from the
//! board's SGF), who took Black on board 1 by nigiri, and the play-off
//! or lot winner when every board was drawn.

use std::rc::Rc;

use hotstone_tournament::{BoardSeat, Outcome, TeamMatch, DRAW, VOID};
use yew::prelude::*;

use super::record_input::RecordInput;
use super::{et, tt};
use crate::i18n::{EntryText, Lang, TournamentText as TT};
use crate::state::board_record::{Proposal, Sides};

#[derive(Properties, PartialEq)]
pub(super) struct MatchFormProps {
    pub lang: Lang,
    pub teams: [String; 2],
    pub boards: Vec<BoardSeat>,
    /// The result entered before, when correcting.
    pub initial: Option<TeamMatch>,
    pub on_submit: Callback<Outcome>,
}

/// The form's fields: a class, `draw`, `void` or nothing per board; a class or nothing for
/// Black on board 1 and for the lot.
#[derive(Debug, Clone, PartialEq, Default)]
struct Fields {
    teams: [String; 2],
    boards: Vec<String>,
    black: String,
    lot: String,
    /// Counts results taken from records: the selects are drawn anew to show them.
    taken: u32,
}

impl Fields {
    fn of(teams: [String; 2], initial: Option<&TeamMatch>, count: usize) -> Fields {
        let mut boards = initial.map(|m| m.boards.clone()).unwrap_or_default();
        boards.resize(count, String::new());
        Fields {
            teams,
            boards,
            black: initial.and_then(|m| m.black.clone()).unwrap_or_default(),
            lot: initial.and_then(|m| m.lot.clone()).unwrap_or_default(),
            taken: 0,
        }
    }

    /// A board's record taken: its result, and (if not chosen yet) board 1's Black from
    /// the colours at this board (X-4: odd boards as board 1, even boards opposite).
    fn took(mut self, seat: &BoardSeat, p: &Proposal) -> Fields {
        let teams = &self.teams;
        self.boards[seat.board - 1] = p.winner.map_or(DRAW.to_string(), |w| teams[w].clone());
        if self.black.is_empty() {
            let on_board_1 = if seat.same_colours_as_board_1 {
                p.black
            } else {
                1 - p.black
            };
            self.black = teams[on_board_1].clone();
        }
        self.taken += 1;
        self
    }

    fn result(&self) -> TeamMatch {
        let chosen = |v: &String| Some(v.clone()).filter(|v| !v.is_empty());
        TeamMatch {
            teams: self.teams.clone(),
            black: chosen(&self.black),
            boards: self.boards.iter().filter_map(chosen).collect(),
            lot: chosen(&self.lot),
        }
    }
}

/// What the user did in the form. A reducer, so that quick changes never overwrite one
/// another.
enum Edit {
    Board(usize, String),
    Black(String),
    Lot(String),
    Took(BoardSeat, Proposal),
}

impl Reducible for Fields {
    type Action = Edit;

    fn reduce(self: Rc<Self>, edit: Edit) -> Rc<Self> {
        let mut next = (*self).clone();
        match edit {
            Edit::Board(i, v) => next.boards[i] = v,
            Edit::Black(v) => next.black = v,
            Edit::Lot(v) => next.lot = v,
            Edit::Took(seat, p) => next = next.took(&seat, &p),
        }
        Rc::new(next)
    }
}

#[component]
pub(super) fn MatchForm(props: &MatchFormProps) -> Html {
    let lang = props.lang;
    let teams = &props.teams;
    let fields = {
        let (teams, initial, count) = (teams.clone(), props.initial.clone(), props.boards.len());
        use_reducer(move || Fields::of(teams, initial.as_ref(), count))
    };
    let send = fields.dispatcher();
    let edit = |change: fn(String) -> Edit| {
        send.to_callback().reform(move |e: Event| {
            change(
                e.target_unchecked_into::<web_sys::HtmlSelectElement>()
                    .value(),
            )
        })
    };
    let options = |current: &str, label: &dyn Fn(&str) -> String, draw: bool| {
        html! {
            <>
                <option value="" selected={current.is_empty()}>{ tt(lang, TT::NotChosen) }</option>
                { for teams.iter().map(|team| html! {
                    <option value={team.clone()} selected={current == team}>{ label(team) }</option>
                }) }
                if draw {
                    <option value={DRAW} selected={current == DRAW}>{ tt(lang, TT::Draw) }</option>
                    // A board out of the scoring (000): the crate takes it in a team match.
                    <option value={VOID} selected={current == VOID}>{ tt(lang, TT::VoidBoard) }</option>
                }
            </>
        }
    };
    let won = |team: &str| tt(lang, TT::Won(team));
    let plain = |team: &str| team.to_string();
    let seats = props.boards.iter().map(|seat| {
        let i = seat.board - 1;
        let name = format!("board-{}", seat.board);
        let words = tt(lang, TT::BoardSeat { board: seat.board, same_colours: seat.same_colours_as_board_1 });
        let onchange = send.to_callback().reform(move |e: Event| {
            Edit::Board(
                i,
                e.target_unchecked_into::<web_sys::HtmlSelectElement>()
                    .value(),
            )
        });
        let on_take = {
            let seat = seat.clone();
            send.to_callback().reform(move |p: Proposal| Edit::Took(seat.clone(), p))
        };
        html! {
            <li data-board={seat.board.to_string()}>
                <span>{ format!("{words}: {} – {}", seat.pupils[0].join(" + "), seat.pupils[1].join(" + ")) }</span>
                <select key={format!("{name}-{}", fields.taken)} class="no-print" name={name.clone()}
                    {onchange} aria-label={words}>
                    { options(&fields.boards[i], &won, true) }
                </select>
                <RecordInput {lang} label={et(lang, EntryText::OpenBoardRecord(seat.board))}
                    sides={Sides(seat.pupils.clone())} draws={true} {on_take} />
            </li>
        }
    });
    let submit = {
        let (fields, on_submit) = (fields.clone(), props.on_submit.clone());
        Callback::from(move |_: MouseEvent| on_submit.emit(Outcome::Match(fields.result())))
    };
    html! {
        <>
            <ul class="boards">{ for seats }</ul>
            <div class="result-form no-print">
                <label>{ tt(lang, TT::BlackOnBoard1) }
                    <select key={format!("black-{}", fields.taken)} name="black"
                        onchange={edit(Edit::Black)}>{ options(&fields.black, &plain, false) }</select>
                </label>
                <label>{ tt(lang, TT::Lot) }
                    <select name="lot" onchange={edit(Edit::Lot)}>{ options(&fields.lot, &plain, false) }</select>
                </label>
                <button type="button" class="primary" onclick={submit}>{ tt(lang, TT::EnterResult) }</button>
            </div>
        </>
    }
}
