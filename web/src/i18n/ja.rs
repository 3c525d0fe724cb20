//! 日本語.

use hotstone_i18n::ja::{
    color, end, handicap_error as handicap, preset, refusal as refused, rule_name, rule_source,
};
use hotstone_rules::{Color, End, HandicapStyle};

use super::{Lang, PointFacts, Text};
use crate::state::record::LoadError;
use crate::state::{Said, StartError};

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
    if let Some(kind) = f.forbidden {
        out += "、禁止：";
        out += rule_name(kind);
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
        Text::RuleName(kind) => rule_name(kind).into(),
        Text::RuleSource(kind) => rule_source(kind).into(),
        Text::Hint { point, color: c, kind } => format!(
            "{point}：{}はここに打てません：{}（{}）。",
            color(c),
            rule_name(kind),
            rule_source(kind)
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
