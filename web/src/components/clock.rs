//! The clocks beside the players (T-1..T-5): what each shows, the pause button, the
//! last seconds announced, and the ticker that sends the time passing to the reducer.

use std::cell::RefCell;
use std::rc::Rc;

use hotstone_rules::{Color, Tenths, TimeSystem};
use yew::prelude::*;

use crate::i18n::{show_time, t, ClockText, Lang, Text};
use crate::state::clock::{countdown, ClockKind};
use crate::state::{Action, State};

/// One side's clock face.
#[derive(Debug, Clone, PartialEq)]
pub struct Face {
    /// What the clock shows: main time, or the period's time, or SP's extra time.
    pub time: AttrValue,
    /// The rest: periods or overruns left, penalty points.
    pub detail: Option<AttrValue>,
    /// The whole of it for screen readers.
    pub label: AttrValue,
    pub running: bool,
    /// Ten seconds or less before the next limit (`ClockView::to_next_limit`).
    pub low: bool,
    pub overtime: bool,
}

/// The clocks, as the Status shows them.
#[derive(Debug, Clone, PartialEq)]
pub struct Clocks {
    pub faces: [Face; 2],
    pub paused: bool,
    /// The last seconds of the side to move, announced; empty otherwise.
    pub countdown: AttrValue,
    pub can_pause: bool,
}

pub fn clocks(state: &State, lang: Lang) -> Option<Clocks> {
    let c = state.clock.as_ref()?;
    let kind = state.settings.clock.kind;
    let runs = state.clock_running();
    let to_move = state.game.to_move();
    // A side that lost on time keeps the time it thought: its clock shows it ran out.
    let lost = crate::state::clock::time_loss(&state.game).map(|l| l.loser);
    let face = |color: Color| {
        let current = runs && color == to_move;
        let thinking = if color == to_move && (state.game.end().is_none() || lost == Some(color)) {
            c.thinking
        } else {
            Tenths::ZERO
        };
        let mut v = c.clock.view(color, thinking);
        if v.flagged {
            // Its time ran out: none is left (a move made too late was never charged).
            v.main_left = Tenths::ZERO;
        }
        // Overtime only where the clock has some (periods, SP's extra time): absolute
        // time at zero is simply none left.
        let overtime =
            v.main_left == Tenths::ZERO && (v.period_left.is_some() || v.extra_used.is_some());
        let sp = matches!(c.clock.system(), TimeSystem::IngPenalty { .. });
        let time = match (overtime, v.period_left, v.extra_used) {
            (true, Some(p), _) => show_time(p),
            (true, None, Some(extra)) if sp => format!("+{}", show_time(extra)),
            _ => show_time(v.main_left),
        };
        // SZ counts the overruns a side may still make (T-3): one less than its periods.
        if let (TimeSystem::IngSeconds { .. }, Some(n)) = (c.clock.system(), &mut v.periods_left) {
            *n = n.saturating_sub(1);
        }
        let mut detail = Vec::new();
        if let Some(left) = v.periods_left {
            detail.push(t(lang, Text::Clock(ClockText::PeriodsLeft { kind, left })));
        }
        if v.penalty > 0 {
            detail.push(t(lang, Text::Clock(ClockText::Penalty(v.penalty))));
        }
        let label = t(
            lang,
            Text::Clock(ClockText::Side {
                color,
                main_left: v.main_left,
                in_overtime: overtime,
                periods_left: v.periods_left,
                period_left: v.period_left,
                penalty: v.penalty,
            }),
        );
        Face {
            time: time.into(),
            detail: (!detail.is_empty()).then(|| detail.join(", ").into()),
            label: label.into(),
            running: current,
            low: current && v.to_next_limit <= Tenths::seconds(10),
            overtime,
        }
    };
    // The last seconds before the next limit: the end of the main time, of a period,
    // an SP sixth, or the flag (001 "Zeitnehmer").
    let to_limit = c.clock.view(to_move, c.thinking).to_next_limit;
    let countdown = countdown(to_limit)
        .filter(|_| runs)
        .map(|seconds| {
            t(
                lang,
                Text::Clock(ClockText::SecondsLeft {
                    color: to_move,
                    seconds,
                }),
            )
        })
        .unwrap_or_default();
    Some(Clocks {
        faces: [face(Color::Black), face(Color::White)],
        paused: c.paused,
        countdown: countdown.into(),
        can_pause: state.game.end().is_none() && kind != ClockKind::None,
    })
}

/// A clock face inside a player's line.
pub fn face_html(lang: Lang, color: Color, face: &Face) -> Html {
    let _ = lang;
    html! {
        <span class={classes!("clock", face.running.then_some("running"), face.low.then_some("low"), face.overtime.then_some("overtime"))}
            data-clock={color.name()}
            role="timer" aria-label={face.label.clone()}>
            <span class="time" aria-hidden="true">{ face.time.clone() }</span>
            if let Some(d) = &face.detail {
                <span class="detail" aria-hidden="true">{ d.clone() }</span>
            }
        </span>
    }
}

/// The pause button and the announcement of the last seconds. `on_pause` is told
/// whether the clocks are to stop (`true`) or go on (`false`).
pub fn controls_html(lang: Lang, clocks: &Clocks, on_pause: &Callback<bool>) -> Html {
    let (pause, label) = if clocks.paused {
        (false, ClockText::Resume)
    } else {
        (true, ClockText::Pause)
    };
    let onclick = on_pause.reform(move |_: MouseEvent| pause);
    html! {
        <div class="clock-controls" data-clock-controls="">
            if clocks.can_pause {
                <button type="button" data-clock-pause={clocks.paused.to_string()} aria-pressed={clocks.paused.to_string()} {onclick}>
                    { t(lang, Text::Clock(label)) }
                </button>
            }
            if clocks.paused {
                <span class="paused">{ t(lang, Text::Clock(ClockText::Paused)) }</span>
            }
            <span class="countdown" role="status" aria-live="assertive" data-countdown="">
                { clocks.countdown.clone() }
            </span>
        </div>
    }
}

/// The ticker's reading of the page's clock while a clock runs: when time was last
/// sent, and the part of a tenth not sent yet.
#[derive(Debug, Default)]
pub struct Ticker {
    last: Option<f64>,
    carry: f64,
}

impl Ticker {
    /// The time since the last tick, sent at once: before a move, so that the move is
    /// timed at the click, not at the last tick, and a flag that fell in between falls
    /// before the move is played (T-5). Rounded up to the tenth, as the referee times a
    /// move: no move is free. `None` while no clock runs.
    pub fn flush(&mut self) -> Option<Tenths> {
        let last = self.last?;
        let t = now();
        let ms = (t - last).max(0.0) + self.carry;
        self.last = Some(t);
        self.carry = 0.0;
        let tenths = (ms / 100.0).ceil();
        (tenths >= 1.0).then_some(Tenths::new(tenths as u64))
    }
}

/// Sends the time passing (`Action::ClockTicked`) ten times a second while a clock runs,
/// measured with the page's monotonic clock so that late timers lose no time. Returns
/// the ticker, whose `flush` the page calls before a move.
#[hook]
pub fn use_clock_ticker(state: &UseReducerHandle<State>) -> Rc<RefCell<Ticker>> {
    let ticker = use_mut_ref(Ticker::default);
    let runs = state.clock_running();
    let send = state.dispatcher();
    {
        let ticker = ticker.clone();
        use_effect_with(runs, move |&runs| {
            let interval = runs.then(|| {
                *ticker.borrow_mut() = Ticker {
                    last: Some(now()),
                    carry: 0.0,
                };
                let ticker = ticker.clone();
                gloo::timers::callback::Interval::new(100, move || {
                    let mut tk = ticker.borrow_mut();
                    let Some(last) = tk.last else { return };
                    let t = now();
                    let ms = (t - last).max(0.0) + tk.carry;
                    tk.last = Some(t);
                    let tenths = (ms / 100.0).floor();
                    tk.carry = ms - tenths * 100.0;
                    drop(tk);
                    if tenths >= 1.0 {
                        send.dispatch(Action::ClockTicked(Tenths::new(tenths as u64)));
                    }
                })
            });
            move || {
                drop(interval);
                ticker.borrow_mut().last = None;
            }
        });
    }
    ticker
}

/// Milliseconds from the page's monotonic clock.
fn now() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.now())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::clock::ClockSetting;
    use crate::state::{Prefs, Settings};
    use hotstone_rules::{BoardSize, Preset};

    #[test]
    fn t3_sz_shows_the_overruns_a_side_may_still_make() {
        // "3 × 30 seconds": three overruns allowed, so "3 overruns left", then 2, 1.
        let mut settings = Settings::even(BoardSize::NINE, Preset::Ing);
        settings.clock = ClockSetting::new(ClockKind::IngSeconds, 1);
        let mut s = State::new(settings, Prefs::default());
        let detail = |s: &State, lang| {
            let c = clocks(s, lang).unwrap();
            c.faces[0].detail.clone().unwrap().to_string()
        };
        assert_eq!(detail(&s, Lang::En), "3 overruns left");
        // The base time, then 31 seconds: one overrun of the 30 seconds made.
        s.apply(Action::ClockTicked(Tenths::seconds(60 + 31)));
        assert_eq!(detail(&s, Lang::En), "2 overruns left");
        s.apply(Action::ClockTicked(Tenths::seconds(30)));
        assert_eq!(detail(&s, Lang::En), "1 overrun left");
        assert_eq!(detail(&s, Lang::De), "noch 1 Überschreitung");
        assert_eq!(detail(&s, Lang::Ja), "超過あと1回");
    }

    #[test]
    fn the_end_of_the_main_time_and_of_each_period_is_counted_down() {
        // Byo-yomi, 10 minutes and 5 x 30 seconds: the flag is 12:30 away, but the
        // player is warned before the main time ends, and before each period does.
        let mut settings = Settings::even(BoardSize::NINE, Preset::Japanese);
        settings.clock = ClockSetting::new(ClockKind::ByoYomi, 10);
        let mut s = State::new(settings, Prefs::default());
        s.apply(Action::ClockTicked(Tenths::seconds(595)));
        let c = clocks(&s, Lang::En).unwrap();
        assert!(c.faces[0].low);
        assert_eq!(c.countdown.as_str(), "Black: 5 seconds");
        s.apply(Action::ClockTicked(Tenths::seconds(10)));
        let c = clocks(&s, Lang::En).unwrap();
        assert!(!c.faces[0].low, "25 seconds of the first period left");
        s.apply(Action::ClockTicked(Tenths::seconds(21)));
        let c = clocks(&s, Lang::En).unwrap();
        assert_eq!(c.countdown.as_str(), "Black: 4 seconds");
    }

    #[test]
    fn the_side_that_lost_on_time_shows_none_left() {
        let mut settings = Settings::even(BoardSize::NINE, Preset::Simple);
        settings.clock = ClockSetting::new(ClockKind::Absolute, 1);
        let mut s = State::new(settings, Prefs::default());
        s.apply(Action::ClockTicked(Tenths::seconds(61)));
        assert!(s.game.end().is_some(), "Black lost on time");
        let c = clocks(&s, Lang::En).unwrap();
        let [black, white] = &c.faces;
        assert_eq!(
            (black.time.as_str(), black.label.as_str()),
            ("0:00.0", "Black: 0.0 seconds left")
        );
        assert!(!black.overtime);
        assert_eq!(white.label.as_str(), "White: 1 minute left");
    }
}
