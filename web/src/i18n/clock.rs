//! The catalogue's words for the clocks, in the three languages (T-1..T-5).

use hotstone_rules::{Color, Tenths};

use super::Lang;
use crate::state::clock::ClockKind;

/// A message of the clocks.
#[derive(Debug, Clone, Copy)]
pub enum ClockText {
    /// The dialog's field: "Clock".
    Field,
    Kind(ClockKind),
    /// The dialog's minutes field.
    Minutes,
    /// The panel's accessible name.
    Panel,
    /// One side's clock, as the screen reader names it.
    Side {
        color: Color,
        main_left: Tenths,
        in_overtime: bool,
        periods_left: Option<u32>,
        period_left: Option<Tenths>,
        penalty: u32,
    },
    /// Periods (byo-yomi) or overruns (SZ) left.
    PeriodsLeft {
        kind: ClockKind,
        left: u32,
    },
    /// SP penalty points so far.
    Penalty(u32),
    Pause,
    Resume,
    Paused,
    /// The last seconds, announced.
    SecondsLeft {
        color: Color,
        seconds: u64,
    },
}

/// `m:ss` above a minute, `s.t` below (the last seconds in tenths).
pub fn show(t: Tenths) -> String {
    let v = t.get();
    if v >= 600 {
        format!("{}:{:02}", v / 600, (v / 10) % 60)
    } else {
        format!("{}.{}", v / 10, v % 10)
    }
}

pub fn text(lang: Lang, text: ClockText) -> String {
    match lang {
        Lang::En => en(text),
        Lang::De => de(text),
        Lang::Ja => ja(text),
    }
}

fn en(t: ClockText) -> String {
    let color = |c| hotstone_i18n::en::color(c);
    match t {
        ClockText::Field => "Clock".into(),
        ClockText::Kind(k) => match k {
            ClockKind::None => "No clock",
            ClockKind::Absolute => "Absolute time",
            ClockKind::ByoYomi => "Byo-yomi (5 × 30 seconds)",
            ClockKind::IngPenalty => "Ing SP: penalty points",
            ClockKind::IngSeconds => "Ing SZ: second counting (3 × 30 seconds)",
        }
        .into(),
        ClockText::Minutes => "Main time (minutes)".into(),
        ClockText::Panel => "Clocks".into(),
        ClockText::Side {
            color: c,
            main_left,
            in_overtime,
            periods_left,
            period_left,
            penalty,
        } => {
            let mut out = format!("{}: {} left", color(c), show(main_left));
            if in_overtime {
                if let (Some(p), Some(n)) = (period_left, periods_left) {
                    out = format!("{}: {} of the period left, {n} in all", color(c), show(p));
                } else {
                    out = format!("{}: in extra time", color(c));
                }
            }
            if penalty > 0 {
                out += &format!(", penalty {penalty} points");
            }
            out
        }
        ClockText::PeriodsLeft { kind, left } => match kind {
            ClockKind::IngSeconds => format!("{left} overruns left"),
            _ => format!("{left} periods left"),
        },
        ClockText::Penalty(p) => format!("penalty {p}"),
        ClockText::Pause => "Pause the clock".into(),
        ClockText::Resume => "Start the clock".into(),
        ClockText::Paused => "paused".into(),
        ClockText::SecondsLeft { color: c, seconds } => {
            format!("{}: {seconds} seconds", color(c))
        }
    }
}

fn de(t: ClockText) -> String {
    let color = |c| hotstone_i18n::de::color(c);
    match t {
        ClockText::Field => "Uhr".into(),
        ClockText::Kind(k) => match k {
            ClockKind::None => "Keine Uhr",
            ClockKind::Absolute => "Absolute Bedenkzeit",
            ClockKind::ByoYomi => "Byo-Yomi (5 × 30 Sekunden)",
            ClockKind::IngPenalty => "Ing SP: Strafpunkte",
            ClockKind::IngSeconds => "Ing SZ: Sekundenzählen (3 × 30 Sekunden)",
        }
        .into(),
        ClockText::Minutes => "Basiszeit (Minuten)".into(),
        ClockText::Panel => "Uhren".into(),
        ClockText::Side {
            color: c,
            main_left,
            in_overtime,
            periods_left,
            period_left,
            penalty,
        } => {
            let mut out = format!("{}: noch {}", color(c), show(main_left));
            if in_overtime {
                if let (Some(p), Some(n)) = (period_left, periods_left) {
                    out = format!("{}: noch {} der Periode, {n} insgesamt", color(c), show(p));
                } else {
                    out = format!("{}: in der Zusatzzeit", color(c));
                }
            }
            if penalty > 0 {
                out += &format!(", Strafe {penalty} Punkte");
            }
            out
        }
        ClockText::PeriodsLeft { kind, left } => match kind {
            ClockKind::IngSeconds => format!("noch {left} Überschreitungen"),
            _ => format!("noch {left} Perioden"),
        },
        ClockText::Penalty(p) => format!("Strafe {p}"),
        ClockText::Pause => "Uhr anhalten".into(),
        ClockText::Resume => "Uhr starten".into(),
        ClockText::Paused => "angehalten".into(),
        ClockText::SecondsLeft { color: c, seconds } => {
            format!("{}: {seconds} Sekunden", color(c))
        }
    }
}

fn ja(t: ClockText) -> String {
    let color = |c| hotstone_i18n::ja::color(c);
    match t {
        ClockText::Field => "時計".into(),
        ClockText::Kind(k) => match k {
            ClockKind::None => "時計なし",
            ClockKind::Absolute => "持ち時間（切れ負け）",
            ClockKind::ByoYomi => "秒読み（30秒×5回）",
            ClockKind::IngPenalty => "応氏SP：罰点",
            ClockKind::IngSeconds => "応氏SZ：秒読み（30秒×3回）",
        }
        .into(),
        ClockText::Minutes => "持ち時間（分）".into(),
        ClockText::Panel => "時計".into(),
        ClockText::Side {
            color: c,
            main_left,
            in_overtime,
            periods_left,
            period_left,
            penalty,
        } => {
            let mut out = format!("{}：残り{}", color(c), show(main_left));
            if in_overtime {
                if let (Some(p), Some(n)) = (period_left, periods_left) {
                    out = format!("{}：秒読み残り{}、あと{n}回", color(c), show(p));
                } else {
                    out = format!("{}：延長時間", color(c));
                }
            }
            if penalty > 0 {
                out += &format!("、罰点{penalty}");
            }
            out
        }
        ClockText::PeriodsLeft { kind, left } => match kind {
            ClockKind::IngSeconds => format!("超過あと{left}回"),
            _ => format!("秒読みあと{left}回"),
        },
        ClockText::Penalty(p) => format!("罰点{p}"),
        ClockText::Pause => "時計を止める".into(),
        ClockText::Resume => "時計を動かす".into(),
        ClockText::Paused => "停止中".into(),
        ClockText::SecondsLeft { color: c, seconds } => format!("{}：{seconds}秒", color(c)),
    }
}
