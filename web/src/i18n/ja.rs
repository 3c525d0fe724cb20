//! 日本語.

use hotstone_rules::{Color, End, HandicapError, HandicapStyle, Preset, Refusal};

use super::{points, Lang, PointFacts, Text};
use crate::sgf::LoadError;
use crate::state::{Said, StartError};

fn color(c: Color) -> &'static str {
    match c {
        Color::Black => "黒",
        Color::White => "白",
    }
}

fn end(e: End) -> String {
    match e {
        End::TwoPasses => "二人が続けてパスしたので対局を停止しました。".into(),
        End::Resignation { loser } => format!(
            "{}が投了しました。{}の勝ちです。",
            color(loser),
            color(loser.opponent())
        ),
        End::NoResult => "無勝負：同じ局面が三度現れました（日本ルール）。".into(),
    }
}

fn rule_name(code: &str) -> &'static str {
    match code {
        "game-over" => "対局終了",
        "wrong-player" => "手番ではない",
        "off-board" => "盤外",
        "occupied" => "石がある",
        "suicide" => "自殺手",
        "single-stone-suicide" => "一子の自殺手",
        "ko" => "コウ",
        "superko" => "スーパーコウ",
        "hot-stone" => "ホットストーン",
        "disturber" => "攪乱コウ",
        "handicap-pass" | "handicap-play" => "置碁の着手",
        _ => "その他の規則",
    }
}

fn rule_source(code: &str) -> &'static str {
    match code {
        "game-over" => "対局は終わっています",
        "wrong-player" => "交互に打ちます",
        "off-board" => "盤の端",
        "occupied" => "一つの点に石は一つ",
        "suicide" => "このルールでは自殺手は禁止",
        "single-stone-suicide" => "着手は局面を変えなければならない",
        "ko" => "基本のコウ",
        "superko" => "同じ全局面の再現は禁止",
        "hot-stone" => "応氏ルール、コウ争い",
        "disturber" => "応氏ルール、攪乱コウ",
        "handicap-pass" | "handicap-play" => "応氏ルールの置き手",
        _ => "",
    }
}

fn preset(p: Preset) -> &'static str {
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
    }
}

fn refused(c: Color, r: &Refusal) -> String {
    let who = color(c);
    match r {
        Refusal::GameOver { end: e } => format!("対局は終わっています。{}", end(*e)),
        Refusal::WrongPlayer { to_move } => format!("{}の手番です。", color(*to_move)),
        Refusal::OffBoard { point, .. } => format!("{point}はこの盤にありません。"),
        Refusal::Occupied { point } => format!("{point}にはすでに石があります。"),
        Refusal::Suicide { point, .. } => format!(
            "{who}は{point}に打てません：自分の石の呼吸点がなくなり、このルールでは自殺手は禁止です。"
        ),
        Refusal::SingleStoneSuicide { point } => format!(
            "{who}は{point}に打てません：一子では何も取れずにすぐ取り除かれますが、着手は局面を変えなければなりません。"
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
            points(hot.iter().map(|h| h.point))
        ),
        Refusal::Disturber { point, ban } => format!(
            "{who}はここで{}手の循環を始めた（応氏ルール、攪乱コウ）ので、この局面で二度と{point}に打てません。",
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

fn handicap(e: &HandicapError) -> String {
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

fn said(s: &Said) -> String {
    match s {
        Said::Played {
            color: c,
            point,
            captured,
            atari,
            hot,
            cycle,
            end: e,
        } => {
            let mut out = format!("{} {point}。", color(*c));
            if *captured > 0 {
                out += &format!("{captured}子を取りました。");
            }
            if *atari > 0 {
                out += &format!("{}の石がアタリです。", color(c.opponent()));
            }
            if *hot {
                out += "ホットストーン。";
            }
            if let Some(n) = cycle {
                out += &format!("同じ局面が再び現れました（{n}手の循環）。");
            }
            if let Some(e) = e {
                out += &end(*e);
            }
            out
        }
        Said::Passed { color: c, end: e } => {
            let mut out = format!("{}はパス。", color(*c));
            if let Some(e) = e {
                out += &end(*e);
            }
            if *e == Some(End::TwoPasses) {
                out += "盤の横で死に石を指定してください。";
            }
            out
        }
        Said::Resigned { color: c } => {
            format!("{}が投了。{}の勝ちです。", color(*c), color(c.opponent()))
        }
        Said::Refused { color: c, refusal } => refused(*c, refusal),
        Said::HandicapRefused(e) => handicap(e),
        Said::Placed { point, left: 0 } => {
            format!("{point}に置石。置石をすべて置きました。白番です。")
        }
        Said::Placed { point, left } => format!("{point}に置石。あと{left}子です。"),
        Said::TookBack => "一手戻しました。".into(),
        Said::Replayed => "一手進めました。".into(),
        Said::Resumed => "対局を再開します。".into(),
        Said::NewGame => "新しい対局です。".into(),
        Said::CycleStep { step, of, to_move } => cycle_step(*step, *of, *to_move),
        Said::OpenedSgf { moves, skipped } => {
            let mut out = format!("棋譜を開きました：{moves}手。");
            if *skipped > 0 {
                out += &format!("ルールに反する{skipped}手は飛ばしました。");
            }
            out
        }
        Said::SgfUnreadable(e) => match e {
            LoadError::Unreadable(why) => format!("SGFファイルを読めません：{why}。"),
            LoadError::NoGame => "ファイルに対局がありません。".into(),
            LoadError::UnknownRules(ru) => format!(
                "不明なルール RU[{ru}]：使えるのは GOE、Ing、Japanese、Chinese、AGA、NZ です。"
            ),
            LoadError::BadSetup(why) => format!("ファイルの石を置けません：{why}。"),
        },
        Said::Marking(m) => super::marking::said(Lang::Ja, m),
        Said::FillIn(m) => super::fill_in::said(Lang::Ja, m),
        Said::Handicap(m) => super::handicap::said(Lang::Ja, m),
    }
}

fn cycle_step(step: usize, of: usize, to_move: Color) -> String {
    format!("局面 {step}／{of}：{}番。", color(to_move))
}

fn point_name(f: PointFacts) -> String {
    let mut out = f.point.to_string();
    out += match f.stone {
        Some(Color::Black) => "、黒石",
        Some(Color::White) => "、白石",
        None => "、空点",
    };
    if f.hot {
        out += "、ホット";
    }
    if let Some(n) = f.number {
        out += &format!("、{n}手目");
    }
    if f.last {
        out += "、最終手";
    }
    if let Some(code) = f.forbidden {
        out += "、禁止：";
        out += rule_name(code);
    }
    out
}

pub(super) fn text(t: Text<'_>) -> String {
    match t {
        Text::AppTitle => "Hotstone".into(),
        Text::Language => "言語".into(),
        Text::LanguageName(l) => match l {
            Lang::En => "English",
            Lang::De => "Deutsch",
            Lang::Ja => "日本語",
        }
        .into(),
        Text::Projector => "プロジェクターモード".into(),
        Text::Fullscreen => "全画面".into(),
        Text::Coordinates => "座標".into(),
        Text::MoveNumbers => "手数".into(),
        Text::GameControls => "対局".into(),
        Text::ViewControls => "表示".into(),
        Text::Pass => "パス".into(),
        Text::Resign => "投了".into(),
        Text::Undo => "一手戻す".into(),
        Text::Redo => "一手進める".into(),
        Text::NewGame => "新しい対局".into(),
        Text::ResumePlay => "対局再開".into(),
        Text::BoardName(n) => format!("{n}路盤"),
        Text::ToMove(c) => format!("{}番", color(c)),
        Text::Player { color: c, name: "" } => color(c).into(),
        Text::Player { color: c, name } => format!("{name}（{}）", color(c)),
        Text::Captures(n) => format!("アゲハマ：{n}"),
        Text::PresetName(p) => preset(p).into(),
        Text::RulesLine {
            preset: p,
            komi,
            size,
        } => format!("{size}路 · {}ルール · コミ{komi}", preset(p)),
        Text::MoveCount(n) => format!("{n}手"),
        Text::Ended(e) => end(e),
        Text::HandicapMovesLeft(left) => {
            format!("置き手：黒はあと{left}手打ちます。白のパスは自動で行います。")
        }
        Text::PlaceHandicap(left) => {
            format!("置石をあと{left}子置いてください（クリック、またはカーソルでEnter）。")
        }
        Text::PointName(f) => point_name(f),
        Text::RuleName(code) => rule_name(code).into(),
        Text::RuleSource(code) => rule_source(code).into(),
        Text::Hint { point, color: c, code } => format!(
            "{point}：{}はここに打てません：{}（{}）。",
            color(c),
            rule_name(code),
            rule_source(code)
        ),
        Text::Refused { color: c, refusal } => refused(c, refusal),
        Text::Said(s) => said(s),
        Text::Dismiss => "閉じる".into(),
        Text::KoPanelTitle => "同形反復".into(),
        Text::CycleIng {
            length,
            disturber,
            point,
        } => format!(
            "{length}手の循環が完了しました。始めたのは{}（攪乱者）で、その局面で二度と{point}に打てません（応氏ルール、攪乱コウ）。",
            color(disturber)
        ),
        Text::CycleRecurred { length, occurrence } => {
            format!("{length}手の循環で同じ局面が現れました（{occurrence}度目）。")
        }
        Text::NoResultWarning => "日本ルールでは、三度目で無勝負になります。".into(),
        Text::BansInForce(n) => format!("有効な禁止：{n}件。"),
        Text::BannedNow { color: c, point } => {
            format!("いま禁止：{}は{point}に打てません。", color(c))
        }
        Text::StepThrough => "循環を一手ずつ見る".into(),
        Text::Previous => "前へ".into(),
        Text::Next => "次へ".into(),
        Text::BackToGame => "対局に戻る".into(),
        Text::CycleStep { step, of, to_move } => cycle_step(step, of, to_move),
        Text::LegendTitle => "凡例".into(),
        Text::LegendStone(c) => format!("{}石", color(c)),
        Text::LegendLastMove => "最終手".into(),
        Text::LegendHot => {
            "ホットストーン：すぐには取り返せません（応氏ルール、コウ争い）".into()
        }
        Text::LegendForbidden => {
            "手番の側の禁止点：点にマウスを置くかフォーカスすると理由が出ます".into()
        }
        Text::LegendCursor => "キーボードのカーソル".into(),
        Text::KeysHelp => {
            "キー：矢印でカーソル移動、EnterかSpaceで着手、Pでパス、UかCtrl+Zで一手戻す、Ctrl+Yで一手進める。".into()
        }
        Text::LessonHeading(title) => format!("レッスン：{title}"),
        Text::DialogTitle => "新しい対局".into(),
        Text::BoardSize => "盤の大きさ".into(),
        Text::SizeName(n) => format!("{n}路"),
        Text::Rules => "ルール".into(),
        Text::KomiLabel => "コミ".into(),
        Text::Handicap => "置碁".into(),
        Text::HandicapNone => "なし".into(),
        Text::HandicapStyleLabel => "置碁の方式".into(),
        Text::HandicapStyleName(s) => match s {
            HandicapStyle::Fixed => "定位置",
            HandicapStyle::Free => "自由配置",
            HandicapStyle::IngMoves => "応氏ルールの置き手",
        }
        .into(),
        Text::HandicapNote(s) => match s {
            HandicapStyle::Fixed => "石は星に置きます。白から打ちます。",
            HandicapStyle::Free => "黒がクリックで好きな点に置き、その後白が打ちます。",
            HandicapStyle::IngMoves => {
                "白がパスする間に黒がその数だけ盤上に打ちます（ハンデはそれより一つ少ない）。"
            }
        }
        .into(),
        Text::PlayerName(c) => format!("{}の対局者", color(c)),
        Text::StartFrom => "開始局面".into(),
        Text::EmptyBoard => "空の盤".into(),
        Text::Start => "開始".into(),
        Text::Cancel => "キャンセル".into(),
        Text::ConfirmDiscard(n) => {
            format!("現在の対局（{n}手）は破棄されます。新しい対局を始めますか？")
        }
        Text::DiscardAndStart => "破棄して開始".into(),
        Text::KeepPlaying => "対局を続ける".into(),
        Text::DownloadSgf => "SGFを保存".into(),
        Text::OpenSgf => "SGFを開く…".into(),
        Text::ConfirmOpen(n) => {
            format!("現在の対局（{n}手）は破棄されます。ファイルの対局を開きますか？")
        }
        Text::DiscardAndOpen => "破棄して開く".into(),
        Text::ShowFillIn => "計点（埋め）を見る".into(),
        Text::Marking(m) => super::marking::text(Lang::Ja, m),
        Text::FillIn(m) => super::fill_in::text(Lang::Ja, m),
        Text::HandicapView(m) => super::handicap::text(Lang::Ja, m),
        Text::CannotStart(e) => match e {
            StartError::Komi => "コミは0.5刻みの数で入力してください。".into(),
            StartError::Handicap(h) => handicap(h),
            StartError::Position(_) => "呼吸点のない石がある局面です。".into(),
            StartError::UnknownLesson(id) => format!("レッスン「{id}」はありません。"),
        },
    }
}
