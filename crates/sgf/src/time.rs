//! The clock in a record (E-7; T-1..T-3): TM and OT for the time system a game was
//! played with, BL and WL for a side's time left after each of its moves. The referee's
//! records (`hotstone referee`) and the app's downloads both write them through here.

use hotstone_rules::{Color, Decimal, Tenths, TimeSystem};

use crate::tree::{GameInfo, Property};

impl GameInfo {
    /// TM (the main or base time, in seconds) and OT (what comes after it, in words;
    /// none for absolute time).
    pub fn set_time_system(&mut self, system: TimeSystem) {
        self.time_limit = Decimal::parse(&seconds(system.main()));
        self.overtime = match system {
            TimeSystem::Absolute { .. } => None,
            TimeSystem::ByoYomi {
                periods, period, ..
            } => Some(format!("{periods}x{} byo-yomi", seconds(period))),
            TimeSystem::IngPenalty { .. } => Some(
                "Ing SP (T-2): extra time after the base time costs 2 points, 4 past 1/6 of \
                 the base, 6 past 2/6; more than 1/2 loses"
                    .to_string(),
            ),
            TimeSystem::IngSeconds {
                overruns,
                seconds: s,
                ..
            } => Some(format!(
                "Ing SZ (T-3): {overruns} overrun{} of {} s",
                if overruns == 1 { "" } else { "s" },
                seconds(s)
            )),
        };
    }
}

/// BL or WL: `color`'s time left after its move, in seconds with one decimal.
pub fn time_left(color: Color, left: Tenths) -> Property {
    let t = left.get();
    Property {
        id: match color {
            Color::Black => "BL",
            Color::White => "WL",
        }
        .to_string(),
        values: vec![format!("{}.{}", t / 10, t % 10)],
    }
}

/// Tenths as seconds: whole seconds without a decimal.
fn seconds(t: Tenths) -> String {
    let t = t.get();
    match t % 10 {
        0 => (t / 10).to_string(),
        d => format!("{}.{d}", t / 10),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ot(system: TimeSystem) -> (Option<f64>, Option<String>) {
        let mut info = GameInfo::default();
        info.set_time_system(system);
        (
            info.time_limit.as_ref().and_then(|t| t.exact()),
            info.overtime,
        )
    }

    /// T-1..T-3, E-7: each time system as TM and OT.
    #[test]
    fn t1_t3_each_clock_as_tm_and_ot() {
        let m = Tenths::minutes;
        assert_eq!(
            ot(TimeSystem::Absolute { main: m(10) }),
            (Some(600.0), None)
        );
        assert_eq!(
            ot(TimeSystem::ByoYomi {
                main: m(5),
                periods: 5,
                period: Tenths::seconds(30)
            }),
            (Some(300.0), Some("5x30 byo-yomi".to_string()))
        );
        let (tm, sp) = ot(TimeSystem::IngPenalty { base: m(60) });
        assert_eq!(tm, Some(3600.0));
        assert!(sp.unwrap().starts_with("Ing SP (T-2): extra time"));
        assert_eq!(
            ot(TimeSystem::IngSeconds {
                base: m(1),
                overruns: 1,
                seconds: Tenths::new(25)
            }),
            (
                Some(60.0),
                Some("Ing SZ (T-3): 1 overrun of 2.5 s".to_string())
            )
        );
    }

    /// E-7: the time left after a move, in seconds with one decimal.
    #[test]
    fn e7_time_left_as_bl_and_wl() {
        let bl = time_left(Color::Black, Tenths::new(1234));
        assert_eq!(
            (bl.id.as_str(), bl.values),
            ("BL", vec!["123.4".to_string()])
        );
        let wl = time_left(Color::White, Tenths::ZERO);
        assert_eq!((wl.id.as_str(), wl.values), ("WL", vec!["0.0".to_string()]));
    }
}
