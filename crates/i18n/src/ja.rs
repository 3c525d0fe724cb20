//! 日本語: the words of the rules.

use hotstone_rules::PenaltyReason;
use hotstone_rules::{
    Color, CountError, End, HandicapError, Outcome, Place, Preset, Refusal, RefusalKind, Side,
};

use crate::{hot_points, Caption, Tally};

/// Half points the Japanese way, as komi and results are said: 7 gives "3目半", 6
/// "3目", 1 "半目".
pub fn half_points(half: i32) -> String {
    match half {
        1 => "半目".into(),
        -1 => "-半目".into(),
        _ => format!("{}目{}", half / 2, if half % 2 != 0 { "半" } else { "" }),
    }
}

pub fn color(c: Color) -> &'static str {
    match c {
        Color::Black => "黒",
        Color::White => "白",
    }
}

pub fn end(e: End) -> String {
    match e {
        End::TwoPasses => "双方が続けてパスしたので、対局を停止しました。".into(),
        End::Resignation { loser } => format!(
            "{}が投了しました。{}の勝ちです。",
            color(loser),
            color(loser.opponent())
        ),
        End::NoResult => "無勝負：同一局面が三度現れました（日本ルール）。".into(),
        End::Captures { winner } => format!(
            "{}が目標の数の石を取りました。{}の勝ちです（石取り碁）。",
            color(winner),
            color(winner)
        ),
        End::Time { loser, reason } => format!(
            "{}の時間切れ負けです（{}）。{}の勝ちです。",
            color(loser),
            time_reason(reason),
            color(loser.opponent())
        ),
    }
}

pub fn time_reason(r: hotstone_rules::TimeReason) -> &'static str {
    use hotstone_rules::TimeReason;
    match r {
        TimeReason::Absolute => "持ち時間がなくなりました",
        TimeReason::ByoYomi => "最後の秒読みも時間切れになりました",
        TimeReason::IngPenalty => "延長時間が持ち時間の半分を超えました",
        TimeReason::IngSeconds => "秒の超過が許された回数を超えました",
        TimeReason::LateArrival => "持ち時間内に現れませんでした",
    }
}

pub fn rule_name(kind: RefusalKind) -> &'static str {
    match kind {
        RefusalKind::GameOver => "対局終了",
        RefusalKind::WrongPlayer => "手番ではない",
        RefusalKind::OffBoard => "盤外",
        RefusalKind::Occupied => "石がある",
        RefusalKind::Suicide => "自殺手",
        RefusalKind::SingleStoneSuicide => "一子の自殺手",
        RefusalKind::Ko => "コウ",
        RefusalKind::Superko => "スーパーコウ",
        RefusalKind::HotStone => "ホットストーン",
        RefusalKind::Disturber => "攪乱コウ",
        RefusalKind::HandicapPass | RefusalKind::HandicapPlay => "置き手",
    }
}

pub fn rule_source(kind: RefusalKind) -> &'static str {
    match kind {
        RefusalKind::GameOver => "対局は終わっています",
        RefusalKind::WrongPlayer => "交互に打ちます",
        RefusalKind::OffBoard => "盤の端",
        RefusalKind::Occupied => "一つの点に石は一つ",
        RefusalKind::Suicide => "このルールでは自殺手は禁止",
        RefusalKind::SingleStoneSuicide => "着手は局面を変えなければならない",
        RefusalKind::Ko => "基本のコウ",
        RefusalKind::Superko => "同じ全局面の再現は禁止",
        RefusalKind::HotStone => "応氏ルール、コウ争い",
        RefusalKind::Disturber => "応氏ルール、攪乱コウ",
        RefusalKind::HandicapPass | RefusalKind::HandicapPlay => "応氏ルールの置き手",
    }
}

pub fn preset(p: Preset) -> &'static str {
    match p {
        Preset::Ing => "応氏（SST）",
        Preset::Japanese => "日本",
        Preset::Simple => "簡易（7路入門）",
        Preset::Chinese => "中国",
        Preset::Aga => "AGA",
        Preset::NewZealand => "ニュージーランド",
        Preset::TrompTaylor => "トロンプ・テイラー",
        Preset::SchoolTeam => "学校団体戦（日本、コミ5目）",
        Preset::ComputerTournament => "コンピュータ囲碁大会（日本、コミ6目半）",
        Preset::CaptureGo => "石取り碁",
    }
}

pub fn refusal(c: Color, r: &Refusal) -> String {
    let who = color(c);
    match r {
        Refusal::GameOver { end: e } => format!("対局は終わっています。{}", end(*e)),
        Refusal::WrongPlayer { to_move } => format!("{}の手番です。", color(*to_move)),
        Refusal::OffBoard { point, .. } => format!("{point}はこの盤にありません。"),
        Refusal::Occupied { point } => format!("{point}にはすでに石があります。"),
        Refusal::Suicide { point, .. } => format!(
            "{who}は{point}に打てません：自分の石の呼吸点がなくなる自殺手で、このルールでは禁止されています。"
        ),
        Refusal::SingleStoneSuicide { point } => format!(
            "{who}は{point}に打てません：一子では何も取れずにすぐ取り除かれて局面が変わらず、着手は局面を変えなければならないからです。"
        ),
        Refusal::Ko { retakes, .. } => format!(
            "{who}はコウをすぐには取り返せません：{retakes}の石が取ったばかりです（基本のコウ）。まずよそに打ってください。"
        ),
        Refusal::Superko { situational, .. } => format!(
            "{who}はそこに打てません：{}が再現されます（スーパーコウ）。",
            if *situational {
                "同じ手番の以前の局面"
            } else {
                "以前の全局面"
            }
        ),
        Refusal::HotStone { hot, .. } if hot.len() == 1 => format!(
            "{who}はホットストーンをすぐには取り返せません（応氏ルール、コウ争い）。まずよそに打ってください。"
        ),
        Refusal::HotStone { hot, .. } => format!(
            "{who}はホットストーン{}をすぐには取り返せません（応氏ルール、コウ争い）。まずよそに打ってください。",
            hot_points(hot)
        ),
        Refusal::Disturber { point, ban } => format!(
            "{who}はここで{}手の循環を始めた（応氏ルール、攪乱コウ）ので、この局面では二度と{point}に打てません。",
            ban.cycle.length()
        ),
        Refusal::HandicapPass { left, .. } => {
            format!("黒が置き手を打つ間、白はパスします（残り{left}手）。")
        }
        Refusal::HandicapPlay { left } => {
            format!("黒はパスする前に置き手をあと{left}手打ちます。")
        }
    }
}

pub fn handicap_error(e: &HandicapError) -> String {
    match e {
        HandicapError::NoPlacementForSize { size } => {
            format!("{size}の盤には定位置の置石がありません。自由配置を選んでください。")
        }
        HandicapError::NoPlacementForCount { size, stones, max } => {
            format!("{size}の盤に{stones}子の定位置はありません（2子から{max}子まで）。")
        }
        HandicapError::TooFew { .. } => "置碁は2子以上です。".into(),
        HandicapError::TooMany { stones, size } => {
            format!("{stones}子では{size}の盤が埋まってしまいます。")
        }
        HandicapError::OffBoard { point, .. } => format!("{point}はこの盤にありません。"),
        HandicapError::Twice { point } => format!("{point}が二度選ばれています。"),
        HandicapError::Occupied { point } => format!("{point}にはすでに石があります。"),
        HandicapError::NotAtStart => "置石は最初の着手の前に置きます。".into(),
        HandicapError::NotBlacksTurn => "置き手は黒番から始めます。".into(),
        HandicapError::Setup(_) => "そこには置石を置けません。".into(),
        HandicapError::GameOver => "対局は終わっています。".into(),
    }
}

// --- 計点（埋め）(C-2, C-3, B-4, B-5) -------------------------------------------------

/// A count of stones: "3子".
pub fn stones(n: usize) -> String {
    format!("{n}子")
}

/// Where a side's winning points were gathered (C-2).
pub fn place(p: Place) -> String {
    match p {
        Place::Corner(p) => format!("{p}の隅"),
        Place::Side(Side::Bottom) => "下辺".into(),
        Place::Side(Side::Top) => "上辺".into(),
        Place::Side(Side::Left) => "左辺".into(),
        Place::Side(Side::Right) => "右辺".into(),
        Place::Inside => "一か所".into(),
    }
}

/// The count's result, as the last step of the fill-in count says it.
pub fn fill_in_outcome(o: Outcome) -> String {
    match o {
        Outcome::Counted {
            winner: Some(w),
            margin_half: 0,
            by_tie_rule: true,
        } => format!("同点、規定により{}の勝ち", color(w)),
        Outcome::Counted {
            winner: Some(w),
            margin_half,
            ..
        } => format!("{}の{}勝ち", color(w), half_points(margin_half as i32)),
        Outcome::Counted { winner: None, .. } => "持碁".into(),
        // A game that ended without result keeps none whatever the count (K-5):
        // shown as the record writes it.
        other => other.result(),
    }
}

/// The difference's parts in words: winning points 1 each, losing, compensation and
/// penalty stones 2 each (C-2).
pub fn tally(t: Tally) -> String {
    let mut parts = Vec::new();
    for (i, c) in [Color::Black, Color::White].into_iter().enumerate() {
        let (name, other) = (color(c), color(c.opponent()));
        let n = t.winning_points[i];
        if n > 0 {
            parts.push(format!("{name}の勝ち点{n}×1"));
        }
        let n = t.losing_stones[i];
        if n > 0 {
            parts.push(format!("{name}の負け石{n}子×2は{other}に"));
        }
        let n = t.compensation[i];
        if n > 0 {
            parts.push(format!("{name}のコミの石{n}子×2"));
        }
        let n = t.penalty[i];
        if n > 0 {
            parts.push(format!("罰の石{n}子×2は{name}に"));
        }
    }
    if parts.is_empty() {
        return "勝ち点も負け石もなし".into();
    }
    crate::joined(&parts, "、")
}

/// Why a count cannot be made (B-4).
pub fn count_error(e: &CountError) -> String {
    match e {
        CountError::SizeMismatch { .. } => {
            "死石の指定が別の大きさの盤のものなので、埋めによる計点はできません。".into()
        }
        CountError::SupplyExceeded {
            color: c,
            on_board,
            supply,
        } => format!(
            "{}の盤上の石{on_board}子が碁笥の{supply}子より多いため、埋めによる計点はできません（B-4）。",
            color(*c)
        ),
    }
}

/// What a step of the fill-in count shows (C-2, C-3, B-4, B-5).
pub fn caption(c: Caption) -> String {
    match c {
        Caption::Supply {
            stones: n,
            on_board: [b, w],
        } => {
            let mut out = format!(
                "各碁笥に{}あります（盤の交点の半分から1を引いた数）。計量枠の穴に5子ずつ入れて確かめます。",
                stones(n as usize)
            );
            if b + w > 0 {
                out += &format!("盤上の石（黒{b}子、白{w}子）は碁笥から出したものです。");
            }
            out
        }
        Caption::RemoveDead {
            color: c,
            stones: n,
        } => format!(
            "{}の死石{}を盤から取り上げ、{}の碁笥に戻します。",
            color(c),
            stones(n as usize),
            color(c)
        ),
        Caption::Bowls { black, white } => format!(
            "死石とアゲハマを戻すと、黒の碁笥は{}、白の碁笥は{}になります。",
            stones(black as usize),
            stones(white as usize)
        ),
        Caption::Compensation {
            to,
            stones: n,
            remainder_half,
        } => {
            let extra = if remainder_half > 0 {
                format!("。石で示せない{}も加えます", half_points(remainder_half as i32))
            } else {
                String::new()
            };
            format!(
                "コミ：{}の分として{}を別の場所に置きます（1子2点）{extra}。",
                color(to),
                stones(n as usize)
            )
        }
        Caption::Penalty {
            against,
            stones: n,
            reason,
            ..
        } => format!(
            "{}の{}による罰：{}に{}を置きます（1子2点）。",
            color(against),
            match reason {
                PenaltyReason::Time => "時間超過",
                PenaltyReason::MoveOrder => "手順違反",
                PenaltyReason::Consultation => "相談",
            },
            color(against.opponent()),
            stones(n as usize)
        ),
        Caption::FillTerritory {
            color: c,
            points,
            unfilled: 0,
        } => format!(
            "{}が自分の碁笥の石で自分の地を埋めます（盤上の石は動かしません）：{points}点。",
            color(c)
        ),
        Caption::FillTerritory {
            color: c,
            points,
            unfilled,
        } => format!(
            "{}が自分の碁笥の石で自分の地を埋めます（盤上の石は動かしません）。{points}点で碁笥が空になり、残る{unfilled}点は勝ち点として空いたままです。",
            color(c)
        ),
        Caption::FillShared { color: c, points } => {
            format!("{}が共有点の半分を埋めます：{points}点。", color(c))
        }
        Caption::SharedLeftEmpty { point } => {
            format!("共有点が奇数なので、{point}は空けておきます。")
        }
        Caption::WinningPoints {
            color: c,
            points,
            place: p,
        } => format!(
            "{}の碁笥が空になりました。残る空点{points}点が勝ち点で、{}に集めます。",
            color(c),
            place(p)
        ),
        Caption::LeftInBowls { black, white } => format!(
            "碁笥に残った石は黒{}、白{}です。これが負け石です。",
            stones(black as usize),
            stones(white as usize)
        ),
        Caption::LosingStones {
            color: c,
            stones: n,
        } => format!(
            "{}の負け石{}を{}の勝ち点に入れます。",
            color(c),
            stones(n as usize),
            color(c.opponent())
        ),
        Caption::Difference { tally: t, outcome } => {
            format!("{}：{}。", tally(t), fill_in_outcome(outcome))
        }
    }
}
