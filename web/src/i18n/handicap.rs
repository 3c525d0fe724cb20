//! The catalogue's words for the handicap view, in the three languages (H-1, H-2).

use hotstone_rules::{Color, HandicapKind, HandicapPoint, PlacementName, StepKind};

use super::Lang;
use crate::state::handicap_view::HandicapSaid;

/// A message of the handicap view.
#[derive(Debug, Clone, Copy)]
pub enum HandicapText {
    /// The panel's heading.
    Title(HandicapKind),
    /// What the handicap is: "4 handicap moves = handicap 3", or the placement's name.
    Statement(HandicapKind),
    /// While Black still makes Ing handicap moves: how many so far.
    SoFar {
        played: u32,
        n: u32,
    },
    /// The timeline's accessible name.
    Timeline,
    /// One step, as the timeline and the live region name it.
    Step(StepKind),
    /// A step and where it is among all steps: "Handicap move 2 of 4: Black G7 (step 3
    /// of 7)", as the panel shows and the live region says it.
    StepLine {
        kind: StepKind,
        step: usize,
        of: usize,
    },
    Open,
    First,
    Previous,
    Next,
    Last,
    Replay,
    Pause,
    Close,
    /// The short mark of a pass on the timeline.
    PassMark,
}

pub fn text(lang: Lang, text: HandicapText) -> String {
    match lang {
        Lang::En => en(text),
        Lang::De => de(text),
        Lang::Ja => ja(text),
    }
}

pub fn said(lang: Lang, said: &HandicapSaid) -> String {
    match *said {
        HandicapSaid::Step { kind, step, of } => {
            text(lang, HandicapText::StepLine { kind, step, of })
        }
    }
}

fn en_color(c: Color) -> &'static str {
    match c {
        Color::Black => "Black",
        Color::White => "White",
    }
}

fn en_placement(name: PlacementName) -> &'static str {
    match name {
        PlacementName::Diagonal => "two corners on the diagonal",
        PlacementName::ThreeCorners => "three corners",
        PlacementName::FourCorners => "four corners",
        PlacementName::CornersAndCentre => "four corners and centre",
        PlacementName::CornersAndLeftRight => "four corners and left and right sides",
        PlacementName::CornersLeftRightAndCentre => "four corners, left and right sides and centre",
        PlacementName::CornersAndSides => "four corners and four sides",
        PlacementName::CornersSidesAndCentre => "four corners, four sides and centre",
    }
}

fn en_at(at: HandicapPoint) -> &'static str {
    match at {
        HandicapPoint::LowerLeft => "lower left corner",
        HandicapPoint::UpperRight => "upper right corner",
        HandicapPoint::LowerRight => "lower right corner",
        HandicapPoint::UpperLeft => "upper left corner",
        HandicapPoint::LeftSide => "left side",
        HandicapPoint::RightSide => "right side",
        HandicapPoint::LowerSide => "lower side",
        HandicapPoint::UpperSide => "upper side",
        HandicapPoint::Centre => "centre",
    }
}

fn en(text: HandicapText) -> String {
    match text {
        HandicapText::Title(HandicapKind::IngMoves { .. }) => "Handicap moves".into(),
        HandicapText::Title(_) => "Handicap stones".into(),
        HandicapText::Statement(HandicapKind::IngMoves { n, .. }) => {
            format!("{n} handicap moves = handicap {}", n.saturating_sub(1))
        }
        HandicapText::Statement(HandicapKind::Fixed { name }) => {
            format!("{} stones: {}", name.stones(), en_placement(name))
        }
        HandicapText::Statement(HandicapKind::Free { stones }) => {
            format!("{stones} stones, placed freely")
        }
        HandicapText::SoFar { played, n } => {
            format!("Black has made {played} of {n} handicap moves.")
        }
        HandicapText::Timeline => "Steps of the handicap".into(),
        HandicapText::Step(StepKind::Play { k, n, point }) => {
            format!("Handicap move {k} of {n}: Black {point}")
        }
        HandicapText::Step(StepKind::ObligatoryPass { .. }) => {
            "White passes (obligatory, H-2)".into()
        }
        HandicapText::Step(StepKind::Stone {
            k,
            n,
            point,
            at: Some(at),
        }) => format!("Handicap stone {k} of {n}: {point}, {}", en_at(at)),
        HandicapText::Step(StepKind::Stone { k, n, point, .. }) => {
            format!("Handicap stone {k} of {n}: {point}")
        }
        HandicapText::StepLine { kind, step, of } => {
            format!("{} (step {step} of {of})", en(HandicapText::Step(kind)))
        }
        HandicapText::Open => "Step through".into(),
        HandicapText::First => "First".into(),
        HandicapText::Previous => "Back".into(),
        HandicapText::Next => "Next".into(),
        HandicapText::Last => "Last".into(),
        HandicapText::Replay => "Replay".into(),
        HandicapText::Pause => "Pause".into(),
        HandicapText::Close => "Back to the game".into(),
        HandicapText::PassMark => format!("{} pass", en_color(Color::White)),
    }
}

fn de_placement(name: PlacementName) -> &'static str {
    match name {
        PlacementName::Diagonal => "zwei Ecken auf der Diagonale",
        PlacementName::ThreeCorners => "drei Ecken",
        PlacementName::FourCorners => "vier Ecken",
        PlacementName::CornersAndCentre => "vier Ecken und Mitte",
        PlacementName::CornersAndLeftRight => "vier Ecken, linke und rechte Seite",
        PlacementName::CornersLeftRightAndCentre => "vier Ecken, linke und rechte Seite, Mitte",
        PlacementName::CornersAndSides => "vier Ecken und vier Seiten",
        PlacementName::CornersSidesAndCentre => "vier Ecken, vier Seiten und Mitte",
    }
}

fn de_at(at: HandicapPoint) -> &'static str {
    match at {
        HandicapPoint::LowerLeft => "untere linke Ecke",
        HandicapPoint::UpperRight => "obere rechte Ecke",
        HandicapPoint::LowerRight => "untere rechte Ecke",
        HandicapPoint::UpperLeft => "obere linke Ecke",
        HandicapPoint::LeftSide => "linke Seite",
        HandicapPoint::RightSide => "rechte Seite",
        HandicapPoint::LowerSide => "untere Seite",
        HandicapPoint::UpperSide => "obere Seite",
        HandicapPoint::Centre => "Mitte",
    }
}

fn de(text: HandicapText) -> String {
    match text {
        HandicapText::Title(HandicapKind::IngMoves { .. }) => "Vorgabezüge".into(),
        HandicapText::Title(_) => "Vorgabesteine".into(),
        HandicapText::Statement(HandicapKind::IngMoves { n, .. }) => {
            format!("{n} Vorgabezüge = Vorgabe {}", n.saturating_sub(1))
        }
        HandicapText::Statement(HandicapKind::Fixed { name }) => {
            format!("{} Steine: {}", name.stones(), de_placement(name))
        }
        HandicapText::Statement(HandicapKind::Free { stones }) => {
            format!("{stones} Steine, frei gesetzt")
        }
        HandicapText::SoFar { played, n } => {
            format!("Schwarz hat {played} von {n} Vorgabezügen gemacht.")
        }
        HandicapText::Timeline => "Schritte der Vorgabe".into(),
        HandicapText::Step(StepKind::Play { k, n, point }) => {
            format!("Vorgabezug {k} von {n}: Schwarz {point}")
        }
        HandicapText::Step(StepKind::ObligatoryPass { .. }) => {
            "Weiß passt (obligatorisch, H-2)".into()
        }
        HandicapText::Step(StepKind::Stone {
            k,
            n,
            point,
            at: Some(at),
        }) => format!("Vorgabestein {k} von {n}: {point}, {}", de_at(at)),
        HandicapText::Step(StepKind::Stone { k, n, point, .. }) => {
            format!("Vorgabestein {k} von {n}: {point}")
        }
        HandicapText::StepLine { kind, step, of } => {
            format!("{} (Schritt {step} von {of})", de(HandicapText::Step(kind)))
        }
        HandicapText::Open => "Schritt für Schritt".into(),
        HandicapText::First => "Anfang".into(),
        HandicapText::Previous => "Zurück".into(),
        HandicapText::Next => "Weiter".into(),
        HandicapText::Last => "Ende".into(),
        HandicapText::Replay => "Abspielen".into(),
        HandicapText::Pause => "Anhalten".into(),
        HandicapText::Close => "Zurück zur Partie".into(),
        HandicapText::PassMark => "Weiß passt".into(),
    }
}

fn ja_placement(name: PlacementName) -> &'static str {
    match name {
        PlacementName::Diagonal => "対角の二隅",
        PlacementName::ThreeCorners => "三隅",
        PlacementName::FourCorners => "四隅",
        PlacementName::CornersAndCentre => "四隅と天元",
        PlacementName::CornersAndLeftRight => "四隅と左右の辺",
        PlacementName::CornersLeftRightAndCentre => "四隅・左右の辺・天元",
        PlacementName::CornersAndSides => "四隅と四辺",
        PlacementName::CornersSidesAndCentre => "四隅・四辺・天元",
    }
}

fn ja_at(at: HandicapPoint) -> &'static str {
    match at {
        HandicapPoint::LowerLeft => "左下隅",
        HandicapPoint::UpperRight => "右上隅",
        HandicapPoint::LowerRight => "右下隅",
        HandicapPoint::UpperLeft => "左上隅",
        HandicapPoint::LeftSide => "左辺",
        HandicapPoint::RightSide => "右辺",
        HandicapPoint::LowerSide => "下辺",
        HandicapPoint::UpperSide => "上辺",
        HandicapPoint::Centre => "天元",
    }
}

fn ja(text: HandicapText) -> String {
    match text {
        HandicapText::Title(HandicapKind::IngMoves { .. }) => "置き手(応氏ルール)".into(),
        HandicapText::Title(_) => "置き石".into(),
        HandicapText::Statement(HandicapKind::IngMoves { n, .. }) => {
            format!("置き手{n}手 = ハンデ{}", n.saturating_sub(1))
        }
        HandicapText::Statement(HandicapKind::Fixed { name }) => {
            format!("{}子:{}", name.stones(), ja_placement(name))
        }
        HandicapText::Statement(HandicapKind::Free { stones }) => {
            format!("{stones}子(自由配置)")
        }
        HandicapText::SoFar { played, n } => {
            format!("黒は置き手{n}手のうち{played}手を打ちました。")
        }
        HandicapText::Timeline => "置き碁の手順".into(),
        HandicapText::Step(StepKind::Play { k, n, point }) => {
            format!("置き手 {k}/{n}:黒 {point}")
        }
        HandicapText::Step(StepKind::ObligatoryPass { .. }) => "白パス(義務、H-2)".into(),
        HandicapText::Step(StepKind::Stone {
            k,
            n,
            point,
            at: Some(at),
        }) => format!("置き石 {k}/{n}:{point}({})", ja_at(at)),
        HandicapText::Step(StepKind::Stone { k, n, point, .. }) => {
            format!("置き石 {k}/{n}:{point}")
        }
        HandicapText::StepLine { kind, step, of } => {
            format!("{}(手順 {step}/{of})", ja(HandicapText::Step(kind)))
        }
        HandicapText::Open => "一手ずつ見る".into(),
        HandicapText::First => "最初".into(),
        HandicapText::Previous => "前へ".into(),
        HandicapText::Next => "次へ".into(),
        HandicapText::Last => "最後".into(),
        HandicapText::Replay => "再生".into(),
        HandicapText::Pause => "停止".into(),
        HandicapText::Close => "対局に戻る".into(),
        HandicapText::PassMark => "白パス".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use hotstone_rules::Point;

    #[test]
    fn h2_says_each_step_in_three_languages() {
        let play = StepKind::Play {
            k: 2,
            n: 4,
            point: Point::parse("C3").unwrap(),
        };
        let said_play = HandicapSaid::Step {
            kind: play,
            step: 3,
            of: 7,
        };
        assert_eq!(
            said(Lang::En, &said_play),
            "Handicap move 2 of 4: Black C3 (step 3 of 7)"
        );
        assert_eq!(
            said(Lang::De, &said_play),
            "Vorgabezug 2 von 4: Schwarz C3 (Schritt 3 von 7)"
        );
        assert!(said(Lang::Ja, &said_play).starts_with("置き手 2/4:黒 C3"));
        let pass = StepKind::ObligatoryPass { k: 1, n: 4 };
        assert_eq!(
            text(Lang::En, HandicapText::Step(pass)),
            "White passes (obligatory, H-2)"
        );
        let ing = HandicapKind::IngMoves { n: 4, played: 4 };
        assert_eq!(
            text(Lang::En, HandicapText::Statement(ing)),
            "4 handicap moves = handicap 3"
        );
        assert_eq!(
            text(Lang::De, HandicapText::Statement(ing)),
            "4 Vorgabezüge = Vorgabe 3"
        );
    }

    #[test]
    fn h1_english_placement_names_read_as_the_rules_table() {
        for n in 2..=9 {
            let name = PlacementName::of(n).unwrap();
            assert_eq!(en_placement(name), name.to_string(), "{n} stones");
        }
    }

    #[test]
    fn h1_names_the_placement_and_each_stones_point() {
        let fixed = HandicapKind::Fixed {
            name: PlacementName::ThreeCorners,
        };
        assert_eq!(
            text(Lang::En, HandicapText::Statement(fixed)),
            "3 stones: three corners"
        );
        assert_eq!(text(Lang::Ja, HandicapText::Statement(fixed)), "3子:三隅");
        let stone = StepKind::Stone {
            k: 2,
            n: 3,
            point: Point::parse("E5").unwrap(),
            at: Some(HandicapPoint::UpperRight),
        };
        assert_eq!(
            text(Lang::De, HandicapText::Step(stone)),
            "Vorgabestein 2 von 3: E5, obere rechte Ecke"
        );
    }
}
