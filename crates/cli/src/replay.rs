//! A game record played through `hotstone_rules::Game`, move by move, into a report.
//! Every verdict comes from the rules crate; this module only chooses the ruleset and
//! writes down what the game said.

use hotstone_rules::{CaptureGoal, Color, Game, Komi, Move, Preset, Refusal, Ruleset};

use crate::error::InputError;
use crate::report::{Captures, FinalPosition, HandicapReport, MoveReport, Report};
use crate::sgf::Record;
use hotstone_sgf::ReplayError;

/// The preset used when neither `--rules` nor RU names one.
pub use hotstone_sgf::DEFAULT_PRESET;

/// What the command line asks for.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Options {
    pub rules: Option<Preset>,
    pub komi: Option<Komi>,
    /// Capture Go's goal (`--captures`), else RU's (`Capture Go 3`), else 1 (L-4).
    pub captures: Option<CaptureGoal>,
    pub explain: bool,
}

/// Where the preset came from, so that an error can point at it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RulesSource {
    Option,
    Ru(String),
    Default,
}

/// `--rules` wins; else the file's RU (E-7); else the default. An unknown RU is an
/// error only when it would be used.
pub fn choose_preset(
    option: Option<Preset>,
    ru: Option<&str>,
) -> Result<(Preset, RulesSource), InputError> {
    if let Some(p) = option {
        return Ok((p, RulesSource::Option));
    }
    match ru {
        Some(text) => Preset::from_sgf(text)
            .map(|p| (p, RulesSource::Ru(text.to_string())))
            .map_err(|e| {
                InputError::new(format!("{e}; or give --rules to choose them"))
                    .at_node(0)
                    .in_property(format!("RU[{text}]"))
            }),
        None => Ok((DEFAULT_PRESET, RulesSource::Default)),
    }
}

/// `--komi` wins; else the file's KM; else the preset's own komi.
pub fn choose_komi(option: Option<Komi>, km: Option<Komi>, preset: Preset) -> Komi {
    option.or(km).unwrap_or(preset.ruleset().komi)
}

/// A warning when the komi came from KM and is larger than the board has points, so
/// cannot be points: Fox (AP[foxwq]) writes KM[375] and KM[650] for komi it counts
/// otherwise. The komi is used as written; `--komi` says what it is (docs/sgf.md).
pub fn komi_warning(record: &Record, option: Option<Komi>) -> Option<String> {
    let km = record.komi_unless(option).ok().flatten()?;
    let points = u32::from(record.size.get()).pow(2);
    (km.points().abs() > f64::from(points)).then(|| {
        format!(
            "warning: KM[{km}] is more than the {points} points of the {size}x{size} board, \
             so it is surely not points (Fox writes KM[375] and KM[650]); it is used as \
             written: give --komi to say the komi",
            size = record.size.get()
        )
    })
}

/// Capture Go's goal (L-4): `--captures` wins; else RU's (`RU[Capture Go 3]`); else the
/// first capture. `None` under the other presets, where `--captures` is an error.
pub fn choose_capture_goal(
    option: Option<CaptureGoal>,
    ru: Option<&str>,
    preset: Preset,
) -> Result<Option<CaptureGoal>, InputError> {
    if preset != Preset::CaptureGo {
        return match option {
            Some(_) => Err(InputError::new(format!(
                "--captures is Capture Go's goal: give it with --rules capture-go (the rules \
                 are {preset})"
            ))),
            None => Ok(None),
        };
    }
    if option.is_some() {
        return Ok(option);
    }
    match ru.and_then(CaptureGoal::from_ru) {
        Some(Ok(goal)) => Ok(Some(goal)),
        Some(Err(e)) => Err(InputError::new(e.to_string())
            .at_node(0)
            .in_property(format!("RU[{}]", ru.unwrap_or_default()))),
        None => Ok(Some(CaptureGoal::FIRST)),
    }
}

/// The preset's axes with the chosen komi and capture goal.
pub fn ruleset(preset: Preset, komi: Komi, captures: Option<CaptureGoal>) -> Ruleset {
    preset.ruleset().with_komi(komi).with_capture_goal(captures)
}

/// Plays the record's main line. Refused moves are reported and skipped (the same
/// player stays to move); setup nodes are applied in order.
pub fn replay(record: &Record, options: &Options) -> Result<Report, InputError> {
    replay_game(record, options).map(|(report, _, _)| report)
}

/// A move of the record the rules refused, as the rules crate refused it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RefusedMove {
    /// As `MoveReport::number`.
    pub number: usize,
    pub color: Color,
    pub mv: Move,
    pub refusal: Refusal,
}

/// As `replay`, with the game as it stands after the main line and the refused moves
/// in order.
pub fn replay_game(
    record: &Record,
    options: &Options,
) -> Result<(Report, Game, Vec<RefusedMove>), InputError> {
    let (preset, source) = choose_preset(options.rules, record.ru.as_deref())?;
    let komi = choose_komi(options.komi, record.komi_unless(options.komi)?, preset);
    let captures = choose_capture_goal(options.captures, record.ru.as_deref(), preset)?;
    let mut game = Game::new(record.size, ruleset(preset, komi, captures)).map_err(|e| {
        let e = InputError::new(e.to_string());
        match source {
            RulesSource::Option => e.in_property(format!("--rules {preset}")),
            RulesSource::Ru(text) => e.at_node(0).in_property(format!("RU[{text}]")),
            RulesSource::Default => e.in_property(format!("default rules {preset}")),
        }
    })?;
    let replayed = hotstone_sgf::replay(
        &mut game,
        record.handicap,
        record.handicap_stones,
        &record.nodes,
    )
    .map_err(|e| match &e {
        ReplayError::Handicap { n, .. } => InputError::new(e.to_string())
            .at_node(0)
            .in_property(format!("HA[{n}]")),
        ReplayError::Setup { node, .. } => InputError::new(e.to_string())
            .at_node(*node)
            .in_property("AB/AW/AE/PL"),
    })?;
    let handicap = replayed.ing_handicap.map(|n| HandicapReport {
        style: "ing-moves",
        moves: n,
        size: n - 1,
    });
    let moves = (1..)
        .zip(&replayed.moves)
        .map(|(number, m)| match &m.verdict {
            Ok((played, resumed)) => MoveReport {
                resumed: *resumed,
                ..MoveReport::legal(number, m.color, m.mv, played)
            },
            Err(refusal) => MoveReport::refused(number, m.color, m.mv, refusal, options.explain),
        })
        .collect();
    let refused = (1..)
        .zip(&replayed.moves)
        .filter_map(|(number, m)| {
            m.verdict.as_ref().err().map(|refusal| RefusedMove {
                number,
                color: m.color,
                mv: m.mv,
                refusal: refusal.clone(),
            })
        })
        .collect();
    let report = Report {
        size: record.size.get(),
        rules: preset.name(),
        komi: komi.points(),
        capture_goal: captures.map(CaptureGoal::stones),
        moves,
        handicap,
        end: game.end().map(|e| e.code()),
        final_position: FinalPosition {
            rows: game.board().rows(),
            to_move: game.to_move().letter(),
            captures: Captures {
                black: game.prisoners(Color::Black),
                white: game.prisoners(Color::White),
            },
        },
    };
    Ok((report, game, refused))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sgf;

    fn komi(text: &str) -> Komi {
        Komi::parse(text).unwrap()
    }

    #[test]
    fn e7_ru_values_map_to_presets_and_the_option_wins() {
        assert_eq!(
            choose_preset(None, Some("Japanese")).unwrap().0,
            Preset::Japanese
        );
        assert_eq!(
            choose_preset(None, Some("Chinese")).unwrap().0,
            Preset::Chinese
        );
        assert_eq!(
            choose_preset(None, Some("NZ")).unwrap().0,
            Preset::NewZealand
        );
        assert_eq!(choose_preset(None, Some("GOE")).unwrap().0, Preset::Ing);
        assert_eq!(
            choose_preset(Some(Preset::Simple), Some("Japanese")).unwrap(),
            (Preset::Simple, RulesSource::Option)
        );
        assert_eq!(
            choose_preset(None, None).unwrap(),
            (DEFAULT_PRESET, RulesSource::Default)
        );
    }

    #[test]
    fn e7_unknown_ru_names_the_value_and_the_accepted_ones_unless_overridden() {
        let e = choose_preset(None, Some("Klingon")).unwrap_err();
        let line = e.line("f.sgf");
        assert!(line.contains("Klingon"), "{line}");
        assert!(line.contains("Japanese") && line.contains("GOE"), "{line}");
        assert!(line.contains("root node, RU[Klingon]"), "{line}");
        assert!(choose_preset(Some(Preset::Aga), Some("Klingon")).is_ok());
    }

    #[test]
    fn c4_komi_option_beats_km_beats_the_preset() {
        let p = Preset::Japanese;
        assert_eq!(choose_komi(None, None, p), komi("6.5"));
        assert_eq!(choose_komi(None, Some(komi("0.5")), p), komi("0.5"));
        assert_eq!(
            choose_komi(Some(komi("5")), Some(komi("0.5")), p),
            komi("5")
        );
        let r = ruleset(Preset::Simple, komi("7"), None);
        assert_eq!(r.komi, komi("7"));
        assert_eq!(r.ko, Preset::Simple.ruleset().ko, "only komi is replaced");
    }

    #[test]
    fn m1_refused_moves_are_reported_and_not_applied() {
        let record = sgf::read("(;SZ[5];B[cc];B[dd];W[cc];W[dd])").unwrap();
        let report = replay(&record, &Options::default()).unwrap();
        let reasons: Vec<_> = report.moves.iter().map(|m| m.reason).collect();
        assert_eq!(
            reasons,
            [None, Some("wrong-player"), Some("occupied"), None],
            "W[cc] is refused as occupied, then W[dd] is still White's"
        );
        assert_eq!(report.final_position.to_move, 'B');
    }

    #[test]
    fn setup_errors_name_the_node() {
        let record = sgf::read("(;SZ[5];B[cc];AB[aa]AW[aa])").unwrap();
        let e = replay(&record, &Options::default()).unwrap_err();
        assert_eq!(e.node, Some(2));
        assert!(e.what.contains("A5"), "{}", e.what);
    }
}
