//! The tournament page: create an event from a pasted list, print the round's pairings
//! or seating, enter results, see the standings with the reason for every place, undo,
//! export and import the tournament file. Its state and reducer are
//! `state::tournament`; hotstone-tournament computes everything shown.

use std::collections::BTreeMap;

use hotstone_tournament::{
    score_match, Event as TournamentEvent, Outcome, Pairing, Reason, Round, Row, Standings, System,
    TeamMatch, DRAW,
};
use yew::prelude::*;

use crate::i18n::{t, Lang, Text, TournamentText as TT};
use crate::io::browser;
use crate::io::saved_tournament::{load_tournament, use_saved_tournament};
use crate::state::tournament::{TournamentAction as A, TournamentDraft};

const SYSTEMS: [System; 4] = [
    System::SchoolTeam,
    System::FourTables,
    System::RoundRobin,
    System::SingleElimination,
];

fn tt(lang: Lang, text: TT<'_>) -> String {
    t(lang, Text::Tournament(text))
}

#[derive(Properties, PartialEq)]
pub struct TournamentViewProps {
    pub lang: Lang,
    pub on_back: Callback<()>,
}

#[component]
pub fn TournamentView(props: &TournamentViewProps) -> Html {
    let page = use_reducer(load_tournament);
    use_saved_tournament(&page);
    let send: Callback<A> = page.dispatcher().to_callback();
    let lang = props.lang;
    let on_back = {
        let cb = props.on_back.clone();
        Callback::from(move |_: MouseEvent| cb.emit(()))
    };
    let import = {
        let send = send.clone();
        browser::on_file_chosen(move |bytes| {
            send.emit(A::Imported(String::from_utf8_lossy(&bytes).into_owned()))
        })
    };
    let import_button = html! {
        <label class="file-button">
            <input type="file" accept=".json,application/json" onchange={import}
                data-tournament-import="" />
            <span>{ tt(lang, TT::Import) }</span>
        </label>
    };
    html! {
        <main class="tournament" data-tournament="">
            <div class="tournament-head">
                <h2>{ tt(lang, TT::Title) }</h2>
                <button type="button" class="no-print" onclick={on_back} data-back-to-board="">
                    { tt(lang, TT::BackToBoard) }
                </button>
            </div>
            if let Some(error) = &page.error {
                <div class="notice no-print" role="alert" data-tournament-error="">
                    <p>{ tt(lang, TT::Error(error)) }</p>
                    <button type="button" onclick={send.reform(|_: MouseEvent| A::DismissedError)}>
                        { tt(lang, TT::Dismiss) }
                    </button>
                </div>
            }
            {
                match &page.event {
                    None => html! {
                        <>
                            <CreateForm {lang} draft={page.draft.clone()} send={send.clone()} />
                            <div class="controls no-print">{ import_button }</div>
                        </>
                    },
                    Some(event) => event_view(lang, event, page.confirming_close, &send),
                }
            }
        </main>
    }
}

#[derive(Properties, PartialEq)]
struct CreateFormProps {
    lang: Lang,
    draft: TournamentDraft,
    send: Callback<A>,
}

#[component]
fn CreateForm(props: &CreateFormProps) -> Html {
    let lang = props.lang;
    let send = &props.send;
    let value = |e: InputEvent| {
        e.target_unchecked_into::<web_sys::HtmlInputElement>()
            .value()
    };
    let on_name = send.reform(move |e: InputEvent| A::EditedName(value(e)));
    let on_seed = send.reform(move |e: InputEvent| A::EditedSeed(value(e)));
    let on_entrants = send.reform(|e: InputEvent| {
        A::PastedEntrants(
            e.target_unchecked_into::<web_sys::HtmlTextAreaElement>()
                .value(),
        )
    });
    let on_system = send.reform(|e: Event| {
        let code = e
            .target_unchecked_into::<web_sys::HtmlSelectElement>()
            .value();
        let system = SYSTEMS
            .into_iter()
            .find(|s| s.name() == code)
            .unwrap_or(System::SchoolTeam);
        A::ChoseSystem(system)
    });
    let draft = &props.draft;
    html! {
        <form class="tournament-create no-print" data-tournament-create=""
            onsubmit={send.reform(|e: SubmitEvent| { e.prevent_default(); A::Created })}>
            <h3>{ tt(lang, TT::CreateTitle) }</h3>
            <label>{ tt(lang, TT::NameLabel) }
                <input type="text" name="tournament-name" value={draft.name.clone()} oninput={on_name} />
            </label>
            <label>{ tt(lang, TT::SystemLabel) }
                <select name="system" onchange={on_system}>
                    { for SYSTEMS.iter().map(|s| html! {
                        <option value={s.name()} selected={*s == draft.system}>
                            { tt(lang, TT::SystemName(*s)) }
                        </option>
                    }) }
                </select>
            </label>
            <label>{ tt(lang, TT::SeedLabel) }
                <input type="text" inputmode="numeric" name="seed" value={draft.seed.clone()} oninput={on_seed} />
            </label>
            <label class="entrants">{ tt(lang, TT::EntrantsLabel(draft.system)) }
                <textarea name="entrants" rows="8" value={draft.entrants.clone()} oninput={on_entrants} />
            </label>
            <button type="submit" class="primary">{ tt(lang, TT::Create) }</button>
        </form>
    }
}

fn event_view(lang: Lang, event: &TournamentEvent, confirming: bool, send: &Callback<A>) -> Html {
    let file = event.file();
    let current = event.current().ok().flatten();
    let standings = event.standings();
    let has_results = event
        .rounds()
        .iter()
        .any(|r| r.results.iter().any(Option::is_some));
    let export = {
        let text = file.to_json();
        let name = if file.name.trim().is_empty() {
            "tournament".to_string()
        } else {
            file.name.trim().replace(char::is_whitespace, "-")
        };
        Callback::from(move |_: MouseEvent| {
            browser::download(
                &format!("{name}.tournament.json"),
                "application/json",
                &text,
            )
        })
    };
    let print = Callback::from(|_: MouseEvent| {
        if let Some(w) = web_sys::window() {
            let _ = w.print();
        }
    });
    html! {
        <>
            <h3 data-tournament-name="">
                { if file.name.is_empty() { tt(lang, TT::Title) } else { file.name.clone() } }
                <span class="system">{ format!(" · {}", tt(lang, TT::SystemName(file.system))) }</span>
            </h3>
            <div class="controls no-print" role="toolbar">
                <button type="button" disabled={!has_results} data-tournament-undo=""
                    onclick={send.reform(|_: MouseEvent| A::Undid)}>{ tt(lang, TT::Undo) }</button>
                <button type="button" onclick={export} data-tournament-export="">{ tt(lang, TT::Export) }</button>
                <button type="button" onclick={print}>{ tt(lang, TT::Print) }</button>
                <button type="button" onclick={send.reform(|_: MouseEvent| A::AskedToClose)}
                    data-tournament-new="">{ tt(lang, TT::NewTournament) }</button>
            </div>
            if confirming {
                <div class="confirm no-print" role="alertdialog" data-tournament-confirm="">
                    <p>{ tt(lang, TT::ConfirmClose) }</p>
                    <div class="controls">
                        <button type="button" class="primary"
                            onclick={send.reform(|_: MouseEvent| A::ConfirmedClose)}>{ tt(lang, TT::Discard) }</button>
                        <button type="button"
                            onclick={send.reform(|_: MouseEvent| A::CancelledClose)}>{ tt(lang, TT::Keep) }</button>
                    </div>
                </div>
            }
            {
                match &current {
                    Some(round) => round_view(lang, round, send),
                    None => html! { <p class="over" data-tournament-over="">{ tt(lang, TT::Over) }</p> },
                }
            }
            { standings_view(lang, &standings, current.is_none()) }
        </>
    }
}

fn round_view(lang: Lang, round: &Round, send: &Callback<A>) -> Html {
    html! {
        <section class="round" data-round={round.number.to_string()}>
            <h3>{ tt(lang, TT::Round(round.number)) }</h3>
            <ol class="pairings">
                { for round.pairings.iter().zip(&round.results).enumerate().map(|(i, (p, r))| html! {
                    <PairingItem key={format!("{}-{i}", round.number)} {lang} index={i}
                        pairing={p.clone()} result={r.clone()} send={send.clone()} />
                }) }
            </ol>
        </section>
    }
}

#[derive(Properties, PartialEq)]
struct PairingItemProps {
    lang: Lang,
    index: usize,
    pairing: Pairing,
    result: Option<Outcome>,
    send: Callback<A>,
}

/// One pairing, table or bye with its result, or the form that enters it.
#[component]
fn PairingItem(props: &PairingItemProps) -> Html {
    let lang = props.lang;
    // The form's fields as typed: score-NAME, board-N, black, lot. The fields are
    // uncontrolled, so the map only needs to be read when the result is entered.
    let fields = use_mut_ref(BTreeMap::<String, String>::new);
    let set = |key: String| {
        let fields = fields.clone();
        Callback::from(move |value: String| {
            fields.borrow_mut().insert(key.clone(), value);
        })
    };
    let select = |key: String| {
        let set = set(key);
        Callback::from(move |e: Event| {
            set.emit(
                e.target_unchecked_into::<web_sys::HtmlSelectElement>()
                    .value(),
            )
        })
    };
    let result = props.result.as_ref().map(|r| {
        let text = match r {
            Outcome::Game { winner, loser } => tt(lang, TT::ResultGame { winner, loser }),
            Outcome::Table(scores) => tt(lang, TT::ResultTable(scores)),
            Outcome::Match(m) => match score_match(&m.teams, m.boards.len(), m) {
                Ok(s) => tt(lang, TT::ResultMatch(&s)),
                Err(_) => String::new(),
            },
        };
        html! { <p class="result" data-result="">{ text }</p> }
    });
    let send = props.send.clone();
    let body = match &props.pairing {
        Pairing::Bye { name } => html! { <p>{ tt(lang, TT::Bye(name)) }</p> },
        Pairing::Game { players } => {
            let buttons = players.iter().enumerate().map(|(k, winner)| {
                let (winner, loser) = (winner.clone(), players[1 - k].clone());
                let label = tt(lang, TT::Won(&winner));
                let send = send.clone();
                html! {
                    <button type="button" onclick={Callback::from(move |_: MouseEvent| {
                        send.emit(A::Recorded(Outcome::Game { winner: winner.clone(), loser: loser.clone() }))
                    })}>{ label }</button>
                }
            });
            html! {
                <>
                    <p class="entrants">{ format!("{} – {}", players[0], players[1]) }</p>
                    if props.result.is_none() {
                        <div class="controls no-print">{ for buttons }</div>
                    }
                </>
            }
        }
        Pairing::Table { table, players } => {
            let inputs = players.iter().map(|name| {
                let set = set(format!("score-{name}"));
                let oninput = Callback::from(move |e: InputEvent| {
                    set.emit(
                        e.target_unchecked_into::<web_sys::HtmlInputElement>()
                            .value(),
                    )
                });
                html! {
                    <label>{ name.clone() }
                        <input type="number" min="0" name={format!("score-{name}")}
                            aria-label={tt(lang, TT::Score(name))} {oninput} />
                    </label>
                }
            });
            let submit = {
                let fields = fields.clone();
                let players = players.clone();
                let send = send.clone();
                Callback::from(move |_: MouseEvent| {
                    let scores = players
                        .iter()
                        .filter_map(|n| {
                            let v = fields
                                .borrow()
                                .get(&format!("score-{n}"))?
                                .trim()
                                .parse::<i64>()
                                .ok()?;
                            Some((n.clone(), v))
                        })
                        .collect();
                    send.emit(A::Recorded(Outcome::Table(scores)));
                })
            };
            html! {
                <>
                    <p class="entrants"><strong>{ tt(lang, TT::Table(*table)) }</strong>
                        { format!(": {}", players.join(", ")) }</p>
                    if props.result.is_none() {
                        <div class="result-form no-print">
                            { for inputs }
                            <button type="button" class="primary" onclick={submit}>{ tt(lang, TT::EnterResult) }</button>
                        </div>
                    }
                </>
            }
        }
        Pairing::Match { teams, boards } => {
            let team_options = || {
                html! {
                    <>
                        <option value="">{ tt(lang, TT::NotChosen) }</option>
                        { for teams.iter().map(|team| html! {
                            <option value={team.clone()}>{ team.clone() }</option>
                        }) }
                    </>
                }
            };
            let seats = boards.iter().map(|seat| {
                let key = format!("board-{}", seat.board);
                let options = html! {
                    <>
                        <option value="">{ tt(lang, TT::NotChosen) }</option>
                        { for teams.iter().map(|team| html! {
                            <option value={team.clone()}>{ tt(lang, TT::Won(team)) }</option>
                        }) }
                        <option value={DRAW}>{ tt(lang, TT::Draw) }</option>
                    </>
                };
                html! {
                    <li data-board={seat.board.to_string()}>
                        <span>{ tt(lang, TT::BoardSeat { board: seat.board, same_colours: seat.same_colours_as_board_1 }) }</span>
                        { format!(": {} – {} ", seat.pupils[0].join(" + "), seat.pupils[1].join(" + ")) }
                        if props.result.is_none() {
                            <select class="no-print" name={key.clone()} onchange={select(key.clone())}
                                aria-label={tt(lang, TT::BoardSeat { board: seat.board, same_colours: seat.same_colours_as_board_1 })}>
                                { options }
                            </select>
                        }
                    </li>
                }
            });
            let submit = {
                let fields = fields.clone();
                let teams = teams.clone();
                let count = boards.len();
                let send = send.clone();
                Callback::from(move |_: MouseEvent| {
                    let fields = fields.borrow();
                    let pick = |k: &str| fields.get(k).filter(|v| !v.is_empty()).cloned();
                    let m = TeamMatch {
                        teams: teams.clone(),
                        black: pick("black"),
                        boards: (1..=count)
                            .filter_map(|b| pick(&format!("board-{b}")))
                            .collect(),
                        lot: pick("lot"),
                    };
                    send.emit(A::Recorded(Outcome::Match(m)));
                })
            };
            html! {
                <>
                    <p class="entrants"><strong>{ format!("{} – {}", teams[0], teams[1]) }</strong>
                        { format!(" · {}", tt(lang, TT::Boards(boards.len()))) }</p>
                    <ul class="boards">{ for seats }</ul>
                    if props.result.is_none() {
                        <div class="result-form no-print">
                            <label>{ tt(lang, TT::BlackOnBoard1) }
                                <select name="black" onchange={select("black".into())}>{ team_options() }</select>
                            </label>
                            <label>{ tt(lang, TT::Lot) }
                                <select name="lot" onchange={select("lot".into())}>{ team_options() }</select>
                            </label>
                            <button type="button" class="primary" onclick={submit}>{ tt(lang, TT::EnterResult) }</button>
                        </div>
                    }
                </>
            }
        }
    };
    html! {
        <li class="pairing" data-pairing={props.index.to_string()}
            data-entered={props.result.is_some().to_string()}>
            { body }
            { result.unwrap_or_default() }
        </li>
    }
}

/// The value of `row` and of the row it was compared with, on the reason's criterion.
fn compared(standings: &Standings, row: &Row) -> (String, String) {
    let (criterion, other) = match &row.reason {
        Reason::Ahead { criterion, of } | Reason::Behind { criterion, of } => (criterion, of),
        _ => return (String::new(), String::new()),
    };
    let k = standings
        .criteria
        .iter()
        .position(|c| c == criterion)
        .unwrap_or(0);
    let value = |r: &Row| r.values.get(k).map(|v| v.to_string()).unwrap_or_default();
    let theirs = standings
        .rows
        .iter()
        .find(|r| &r.name == other)
        .map(value)
        .unwrap_or_default();
    (value(row), theirs)
}

fn reason_code(reason: &Reason) -> String {
    match reason {
        Reason::Alone => "alone".into(),
        Reason::Ahead { criterion, .. } => format!("ahead:{}", criterion.label()),
        Reason::Behind { criterion, .. } => format!("behind:{}", criterion.label()),
        Reason::Decision { .. } => "decision".into(),
        Reason::Shared { .. } => "shared".into(),
    }
}

fn standings_view(lang: Lang, standings: &Standings, last: bool) -> Html {
    html! {
        <section class="standings" data-standings="">
            <h3>{ tt(lang, if last { TT::FinalStandings } else { TT::Standings }) }</h3>
            <table>
                <thead>
                    <tr>
                        <th scope="col">{ tt(lang, TT::Place) }</th>
                        <th scope="col">{ tt(lang, TT::Name) }</th>
                        { for standings.criteria.iter().map(|c| html! {
                            <th scope="col">{ tt(lang, TT::Criterion(*c)) }</th>
                        }) }
                        <th scope="col">{ tt(lang, TT::ReasonColumn) }</th>
                    </tr>
                </thead>
                <tbody>
                    { for standings.rows.iter().map(|row| {
                        let (mine, theirs) = compared(standings, row);
                        html! {
                            <tr data-place={row.place.to_string()} data-name={row.name.clone()}>
                                <td>{ row.place }</td>
                                <th scope="row">{ row.name.clone() }</th>
                                { for row.values.iter().map(|v| html! { <td>{ v.to_string() }</td> }) }
                                <td data-reason={reason_code(&row.reason)}>
                                    { tt(lang, TT::Why { reason: &row.reason, mine: &mine, theirs: &theirs }) }
                                </td>
                            </tr>
                        }
                    }) }
                </tbody>
            </table>
        </section>
    }
}
