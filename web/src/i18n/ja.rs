//! 日本語: every word of the app, feature by feature.

use hotstone_i18n::ja::{
    caption, color, count_error, end, fill_in_outcome, half_points,
    handicap_error as handicap_refused, preset, refusal as refused, rule_name, rule_source, stones,
};
use hotstone_rules::{
    Color, End, HandicapKind, HandicapPoint, HandicapStyle, Method, Outcome, PlacementName, Reason,
    Scoring, StepKind,
};

use super::points;
use super::EntryText;
use super::TournamentText as T;
use super::{
    endonym, join, known_in_url, point_name, speed_name, spoken_time, ClockText, EditText,
    FillInText, HandicapText, MarkWord, MarkingText, PointWords, RecordText, Text, TimeWords,
};
use crate::state::board_record::{RecordError, Refused};
use crate::state::clock::ClockKind;
use crate::state::fill_in::FillInSaid;
use crate::state::handicap_view::HandicapSaid;
use crate::state::marking::{CompareKomi, MarkingSaid, Mode};
use crate::state::record::LoadError;
use crate::state::tournament::PageError;
use crate::state::{EditSaid, Said, StartError, Tool};
use hotstone_rules::{Penalty, PenaltyReason, SetupError};
use hotstone_sgf::ReplayError;
use hotstone_tournament as tour;

/// The way back from the tournament page: its own button and the host's.
const BACK_TO_BOARD: &str = "碁盤に戻る";

pub(super) fn text(t: Text<'_>) -> String {
    match t {
        Text::AppTitle => "Hotstone".into(),
        Text::Language => "言語".into(),
        Text::LanguageName(l) => endonym(l).into(),
        Text::Projector => "プロジェクターモード".into(),
        Text::Fullscreen => "全画面".into(),
        Text::Coordinates => "座標".into(),
        Text::MoveNumbers => "手数".into(),
        Text::MoveNumbersLast(n) => format!("手数：最後の{n}手"),
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
        Text::LessonRules { written, played } => format!(
            "このレッスンは{}ルール向けです。ここでは{}ルールで打っています。",
            preset(written),
            preset(played)
        ),
        Text::Passed(c) => format!("{}がパスしました。もう一度パスすると対局が終わります。", color(c)),
        Text::Player { color: c, name: "" } => color(c).into(),
        Text::Player { color: c, name } => format!("{name}（{}）", color(c)),
        Text::Captures(n) => format!("アゲハマ：{n}"),
        Text::RulesLine {
            preset: p,
            komi,
            size,
        } => format!(
            "{size}路 · {}ルール · コミ{}",
            preset(p),
            half_points(komi.half_points())
        ),
        Text::MoveCount(n) => format!("{n}手"),
        Text::Ended(e) => end(e),
        Text::HandicapMovesLeft(left) => {
            format!("置き手：黒はあと{left}手打ちます。白のパスは自動で行います。")
        }
        Text::PlaceHandicap(left) => {
            format!("置石をあと{left}子置いてください（クリック、またはカーソルでEnter）。")
        }
        Text::PointName(f) => point_name(f, &POINT),
        Text::RuleName(kind) => rule_name(kind).into(),
        Text::RuleSource(kind) => rule_source(kind).into(),
        Text::Hint { point, color: c, kind } => format!(
            "{point}：{}はここに打てません（{}、{}）。",
            color(c),
            rule_name(kind),
            rule_source(kind)
        ),
        Text::Refused { color: c, refusal } => refused(c, refusal),
        Text::Said(s) => said(s),
        Text::Dismiss => "閉じる".into(),
        Text::KoPanelTitle => "同一局面反復".into(),
        Text::CycleIng {
            length,
            disturber,
            point,
        } => format!(
            "{length}手の循環が完了しました。始めたのは{}（攪乱者）で、この局面では二度と{point}に打てません（応氏ルール、攪乱コウ）。",
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
            "手番の側の着手禁止点：点にマウスを置くかフォーカスすると理由が表示されます".into()
        }
        Text::LegendCursor => "キーボードのカーソル".into(),
        Text::KeysHelp { play, go_to } => format!(
            "キー：矢印でカーソル移動{}、UかCtrl+Zで一手戻す、Ctrl+Yで一手進める、Lで最終手へ{}。",
            if play { "、EnterかSpaceで着手、Pでパス" } else { "" },
            if go_to { "、Gで入力した座標へ移動" } else { "" },
        ),
        Text::GoToPoint => "座標へ移動".into(),
        Text::GoToRefused { text, last, rows } => format!(
            "「{text}」はこの盤の座標ではありません。列はA〜{last}（Iは使いません）、行は1〜{rows}で入力してください（例：C3）。"
        ),
        Text::LessonHeading(title) => format!("レッスン：{title}"),
        Text::KeepPlaying => "対局を続ける".into(),
        Text::DownloadSgf => "SGFを保存".into(),
        Text::OpenSgf => "SGFを開く…".into(),
        Text::ConfirmOpen(n) => {
            format!("現在の対局（{n}手）は破棄されます。ファイルの対局を開きますか？")
        }
        Text::DiscardAndOpen => "破棄して開く".into(),
        Text::ShowFillIn => "計点（埋め）を見る".into(),
        Text::CrashTitle => "問題が発生しました".into(),
        Text::CrashBody => "Hotstoneは内部の不具合のため停止しました。最後の着手までの対局は保存されています。SGFとしてダウンロードするか、ページを再読み込みして続けてください。".into(),
        Text::CrashDownload => "対局をSGFでダウンロード".into(),
        Text::CrashReload => "ページを再読み込み".into(),
        Text::Marking(m) => marking(m),
        Text::Record(r) => record(r),
        Text::Edit(e) => edit(e),
        Text::FillIn(m) => fill_in(m),
        Text::HandicapView(m) => handicap(m),
        Text::OpenTournament => "大会".into(),
        Text::OpenCourse => "レッスン".into(),
        Text::CourseLoading => "レッスンを読み込んでいます…".into(),
        Text::NewGameLoading => "新しい対局の設定を読み込んでいます…".into(),
        Text::NewGameNotLoaded => "新しい対局の設定を読み込めませんでした。接続を確かめてからもう一度試してください。盤上の対局はそのまま残ります。".into(),
        Text::CourseNotLoaded => "レッスンを読み込めませんでした。接続を確かめてからもう一度開いてください。盤上の対局はそのまま残ります。".into(),
        Text::TournamentLoading => "大会ページを読み込んでいます…".into(),
        Text::TournamentNotLoaded => "大会ページを読み込めませんでした。接続を確かめてからもう一度開いてください。盤上の対局はそのまま残ります。".into(),
        Text::BackToBoard => BACK_TO_BOARD.into(),
        Text::Clock(m) => clock(m),
        Text::Computer(m) => computer(m),
        Text::Embed(m) => embed(m),
        Text::CannotStart(e) => cannot_start(e),
    }
}

// --- 対局 -----------------------------------------------------------------------------

fn said(s: &Said) -> String {
    match s {
        Said::Played {
            color: c,
            point,
            captured,
            self_removed,
            atari,
            hot,
            cycle,
            end: e,
            ..
        } => {
            let mut out = format!("{} {point}。", color(*c));
            if *captured > 0 {
                out += &format!("{captured}子を取りました。");
            }
            if *self_removed > 0 {
                out += &format!("自殺手：自分の石{self_removed}子が取り除かれました（このルールでは許されます）。");
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
            let mut out = format!("{}がパスしました。", color(*c));
            if let Some(e) = e {
                out += &end(*e);
            }
            if *e == Some(End::TwoPasses) {
                out += "盤の横で死石を指定してください。";
            }
            out
        }
        Said::LostOnTime(loss) => end(End::Time {
            loser: loss.loser,
            reason: loss.reason,
        }),
        Said::Resigned { color: c } => {
            format!("{}が投了しました。{}の勝ちです。", color(*c), color(c.opponent()))
        }
        Said::Refused { color: c, refusal } => refused(*c, refusal),
        Said::HandicapRefused(e) => handicap_refused(e),
        Said::Placed { point, left: 0 } => {
            format!("{point}に置石。置石をすべて置きました。白番です。")
        }
        Said::Placed { point, left } => format!("{point}に置石。あと{left}子です。"),
        Said::TookBack => "一手戻しました。".into(),
        Said::NoLastMove => "最終手の石がありません。".into(),
        Said::Stepped { moves: 0 } => "初期局面を表示しています。".into(),
        Said::Stepped { moves } => format!("{moves}手目を表示しています。"),
        Said::Replayed => "一手進めました。".into(),
        Said::Resumed => "対局を再開します。".into(),
        Said::Hint(h) => computer(super::ComputerText::HintIs(*h)),
        Said::ComputerLevel(n) => computer(super::ComputerText::Level(*n)),
        Said::NewGame => "新しい対局です。".into(),
        Said::NotRestored { lost: None } => {
            "保存された対局を読み込めませんでした。新しい対局を始めます。".into()
        }
        Said::UnknownInUrl { lesson, rules } => {
            let mut out = String::new();
            if let Some(name) = lesson {
                out += &format!(
                    "リンクのレッスン「{name}」はありません。使えるレッスン：{}。",
                    known_in_url(true, "、")
                );
            }
            if let Some(name) = rules {
                out += &format!(
                    "リンクのルール「{name}」はないため、無視しました。使えるルール：{}。",
                    known_in_url(false, "、")
                );
            }
            out
        }
        Said::ViewNotRestored => {
            "保存された表示（時計、死石の指定、または計算）を復元できませんでした。対局はそのまま残っています。".into()
        }
        Said::NotRestored { lost: Some(n) } => {
            format!("保存された対局を復元しましたが、最後の{n}件の操作は再現できないため省きました。")
        }
        Said::CycleStep { step, of, to_move } => cycle_step(*step, *of, *to_move),
        Said::OpenedSgf { moves, skipped } => {
            let mut out = format!("棋譜を開きました：{moves}手。");
            if *skipped > 0 {
                out += &format!("ルールに反する{skipped}手は飛ばしました。");
            }
            out
        }
        Said::SgfUnreadable(e) => sgf_unreadable(e),
        Said::Marking(m) => marking_said(m),
        Said::Edit(e) => edit_said(e),
        Said::FillIn(m) => fill_in_said(m),
        Said::Handicap(m) => handicap_said(m),
    }
}

fn sgf_unreadable(e: &LoadError) -> String {
    match e {
        LoadError::Unreadable(why) => format!("SGFファイルを読めません：{why}。"),
        LoadError::NoGame => "ファイルに対局がありません。".into(),
        LoadError::UnknownRules(ru) => {
            format!("不明なルール RU[{ru}]：使えるのは GOE、Ing、Japanese、Chinese、AGA、NZ です。")
        }
        LoadError::BadSetup(e) => format!("ファイルの対局を始められません。{}", bad_setup(e)),
        LoadError::CannotStart(e) => format!("ファイルの対局を始められません。{}", cannot_start(e)),
    }
}

/// A record's setup or Ing handicap moves refused by the rules, as a sentence.
fn bad_setup(e: &ReplayError) -> String {
    match e {
        ReplayError::Setup { error, .. } => format!("石を置けません：{}。", setup_refused(error)),
        ReplayError::Handicap { error, .. } => {
            format!("置き石を置けません：{}", handicap_refused(error))
        }
    }
}

fn cannot_start(e: &StartError) -> String {
    match e {
        StartError::Komi => "コミは0.5刻みの数で入力してください。".into(),
        StartError::Handicap(h) => handicap_refused(h),
        StartError::Position(_) => "呼吸点のない石がある局面です。".into(),
        StartError::ClockMinutes => "時計の分は1から600までの整数で入力してください。".into(),
        StartError::ClockPeriods(ClockKind::IngSeconds) => {
            "超過回数は1から99までの整数で入力してください。".into()
        }
        StartError::ClockPeriods(_) => "秒読みの回数は1から99までの整数で入力してください。".into(),
        StartError::ClockSeconds => "1回の秒数は1から600までの整数で入力してください。".into(),
        StartError::UnknownLesson(id) => format!("レッスン「{id}」はありません。"),
    }
}

fn cycle_step(step: usize, of: usize, to_move: Color) -> String {
    format!("局面 {step}／{of}：{}番。", color(to_move))
}

/// The words of an accessible point name.
const POINT: PointWords = PointWords {
    separator: "、",
    black_stone: "黒石",
    white_stone: "白石",
    black_fill_in: "黒の埋め石",
    white_fill_in: "白の埋め石",
    empty: "空点",
    hot: "ホット",
    move_number: |n| format!("{n}手目"),
    last_move: "最終手",
    forbidden: "着手禁止：",
    rule_name,
};

fn handicap_style(s: HandicapStyle) -> &'static str {
    match s {
        HandicapStyle::Fixed => "定位置",
        HandicapStyle::Free => "自由配置",
        HandicapStyle::IngMoves => "応氏ルールの置き手",
    }
}

fn handicap_note(s: HandicapStyle) -> &'static str {
    match s {
        HandicapStyle::Fixed => "石は星に置きます。白から打ちます。",
        HandicapStyle::Free => "黒がクリックで好きな点に置き、その後白が打ちます。",
        HandicapStyle::IngMoves => {
            "白がパスする間に黒がその数だけ盤上に打ちます（ハンデはそれより一つ少ない）。"
        }
    }
}

// --- 死石の指定と計算方法の比較 -----------------------------------------------------

fn method(m: Method) -> &'static str {
    match m {
        Method::Territory => "地の計算",
        Method::Area => "石と地の計算（数え）",
        Method::FillIn => "計点（応氏・埋め）",
    }
}

fn marking(t: MarkingText<'_>) -> String {
    match t {
        MarkingText::PointState {
            dead,
            disputed,
            territory,
        } => {
            let mut s = String::new();
            if dead {
                s.push_str("、死石");
            }
            if disputed {
                s.push_str("、意見が分かれている");
            }
            if let Some(c) = territory {
                s.push_str(&format!("、{}の地", color(c)));
            }
            s
        }
        MarkingText::Title => "死石".into(),
        MarkingText::HowTo => "石をクリック（またはEnter）すると、その連全体を死石にします。もう一度押すと生きた石に戻ります。最初はHotstoneの提案が表示されます。".into(),
        MarkingText::ModeLabel => "誰が指定するか".into(),
        MarkingText::ModeName(Mode::One) => "一人で指定".into(),
        MarkingText::ModeName(Mode::Each) => "対局者がそれぞれ指定".into(),
        MarkingText::MarkerLabel => "指定中".into(),
        MarkingText::MarkerName(c) => format!("{}の指定", color(c)),
        MarkingText::Summary {
            alive,
            dead,
            disputed,
        } => format!("双方が生と判断：{alive}連。双方が死と判断：{dead}連。不一致：{disputed}連。"),
        MarkingText::Disputed {
            first,
            stones,
            dead_by,
        } => format!(
            "{first}（{stones}子）：{}は死、{}は生と判断。",
            color(dead_by),
            color(dead_by.opponent())
        ),
        MarkingText::ResumeToSettle => "対局を再開して決着".into(),
        MarkingText::ResumeExplained => "応氏ルールでは意見の不一致は盤上で決着します。対局を再開し、再び双方がパスしたら改めて指定します（M-5）。".into(),
        MarkingText::RefereeDecides => "意見が分かれています。審判が判定します。まず石ごとの生死、次に地、それでも決まらなければ形勢判断、最後は引き分けです（C-6）。指定を変えて合意するか、リセットしてください。".into(),
        MarkingText::Reset => "提案に戻す".into(),
        MarkingText::UndoMark => "指定を戻す".into(),
        MarkingText::FillInWaits => "不一致の連がなくなるまで計点（埋め）は表示できません。".into(),
        MarkingText::LegendDead => "死石（薄く、破線の縁）".into(),
        MarkingText::LegendTerritory => "地：持ち主の色の四角".into(),
        MarkingText::LegendDisputed => "意見の分かれる連（破線の輪）".into(),
        MarkingText::ResultTitle => "結果".into(),
        MarkingText::PenaltiesTitle => "チームの罰則（X-3）".into(),
        MarkingText::AddPenalty { against, reason } => format!(
            "{}に罰則：{}（{}点）",
            color(against),
            offence(reason),
            reason.points().unwrap_or(0)
        ),
        MarkingText::Penalty(p) => penalty(&p),
        MarkingText::Remove => "削除".into(),
        MarkingText::RemovePenalty(p) => format!("削除：{}", penalty(&p)),
        MarkingText::Result { outcome, method: m } => {
            format!("{}：{}", method(m), marking_outcome(outcome))
        }
        MarkingText::SideCount {
            color: c,
            method: m,
            stones,
            territory,
            prisoners,
            komi,
            total,
        } => {
            let counted = match m {
                Method::Territory => format!("地{territory} + アゲハマ{prisoners}"),
                Method::Area | Method::FillIn => {
                    format!("石{stones} + 地{territory}")
                }
            };
            let komi_part = match komi {
                0 => String::new(),
                k => format!(" + コミ{}", half_points(k)),
            };
            format!(
                "{}：{counted}{komi_part} = {}",
                color(c),
                half_points(total)
            )
        }
        MarkingText::CompareTitle => "計算方法の比較".into(),
        MarkingText::CompareKomiLabel => "コミ".into(),
        MarkingText::CompareKomiName(CompareKomi::Game) => "この対局のコミ".into(),
        MarkingText::CompareKomiName(CompareKomi::Customary) => {
            "各ルールのコミ（日本・中国・応氏）".into()
        }
        MarkingText::MethodName(m) => method(m).into(),
        MarkingText::RowRules => "方法".into(),
        MarkingText::RowKomi => "コミ".into(),
        MarkingText::RowBlack => "黒".into(),
        MarkingText::RowWhite => "白".into(),
        MarkingText::RowResult => "結果".into(),
        MarkingText::Komi(half) => half_points(half),
        MarkingText::CannotCount(_) => "計算できません：碁笥の石数より多くの石が盤上にあります（B-4）".into(),
        MarkingText::Verdict { agree: true, .. } => "三つの方法で結果は同じです。".into(),
        MarkingText::Verdict {
            same_winner: true, ..
        } => "勝者は同じですが、差が違います。".into(),
        MarkingText::Verdict { .. } => "方法によって勝者が違います。".into(),
        MarkingText::ReasonsTitle { agree: false } => "違いの理由".into(),
        MarkingText::ReasonsTitle { agree: true } => "数え方についての注記".into(),
        MarkingText::Reason(r) => reason(r),
    }
}

fn marking_outcome(o: Outcome) -> String {
    match o {
        Outcome::Counted { winner: None, .. } => "持碁（引き分け）".into(),
        Outcome::Counted {
            winner: Some(w),
            by_tie_rule: true,
            ..
        } => format!("同点で{}の勝ち（{}）", color(w), o.result()),
        Outcome::Counted {
            winner: Some(w),
            margin_half,
            ..
        } => format!(
            "{}の{}勝ち（{}）",
            color(w),
            half_points(margin_half as i32),
            o.result()
        ),
        other => other.result(),
    }
}

fn reason(r: &Reason) -> String {
    match r {
        Reason::StonesAndPrisoners {
            black_stones,
            white_stones,
            black_prisoners,
            white_prisoners,
            black_gain,
        } => format!(
            "アゲハマ：地の計算はアゲハマ（黒{black_prisoners}、白{white_prisoners}）を数え、数えでは盤上の石（黒{black_stones}、白{white_stones}）を数えます。そのため数えでは差が{}に{}目動きます（C-1、C-4）。",
            if *black_gain > 0 { "黒" } else { "白" },
            black_gain.abs()
        ),
        Reason::SekiEyes { black, white, .. } => format!(
            "セキ：セキの石の眼（黒{black}、白{white}）は数えと計点では地ですが、地の計算では誰の地にもなりません（C-4）。"
        ),
        Reason::Compensation {
            territory_half,
            area_half,
            fill_in_half,
        } => format!(
            "コミ：白は地の計算で{}、数えで{}、計点で{}を受け取ります（C-3、C-4、C-5）。",
            half_points(*territory_half),
            half_points(*area_half),
            half_points(*fill_in_half)
        ),
        Reason::HalfPoint { remainder_half } => format!(
            "計点ではコミを1子2点の石で置きます。石で示せない{}も数えます（C-2）。",
            half_points(*remainder_half as i32)
        ),
        Reason::TieRule { winner, methods: m } => format!(
            "同点：差がなければ{}では{}の勝ちです（C-3：応氏ルールでは同点は黒の勝ち）。",
            join(m, method, "、"),
            color(*winner)
        ),
        Reason::Draw { methods: m } => format!(
            "持碁：整数のコミのため{}では差がありません（C-4）。",
            join(m, method, "、")
        ),
    }
}

/// 罰点の理由（T-2、X-3）。
fn offence(r: PenaltyReason) -> &'static str {
    match r {
        PenaltyReason::Time => "時間超過",
        PenaltyReason::MoveOrder => "手順違反",
        PenaltyReason::Consultation => "相談",
    }
}

/// 「黒が10点の罰則：相談（X-3）」。
fn penalty(p: &Penalty) -> String {
    format!(
        "{}が{}点の罰則：{}（{}）",
        color(p.against),
        p.points,
        offence(p.reason),
        p.reason.requirement()
    )
}

fn marking_said(s: &MarkingSaid) -> String {
    match s {
        MarkingSaid::Marked {
            point,
            stones,
            dead,
            by,
            disputed,
        } => {
            let who = by.map_or(String::new(), |c| format!("{}：", color(c)));
            let what = if *dead { "死石" } else { "生きた石" };
            let mut s = format!("{who}{point}（{stones}子）を{what}にしました。");
            if *disputed > 0 {
                s.push_str(&format!("不一致：{disputed}連。"));
            }
            s
        }
        MarkingSaid::NoStone(p) => format!("{p}は空点です。死石に指定できるのは石だけです。"),
        MarkingSaid::Mode(m) => format!("{}。", marking(MarkingText::ModeName(*m))),
        MarkingSaid::Marker(c) => {
            format!("{}に切り替えました。", marking(MarkingText::MarkerName(*c)))
        }
        MarkingSaid::Reset => "提案に戻しました。".into(),
        MarkingSaid::UndidMark => "最後の指定を戻しました。".into(),
        MarkingSaid::Resumed(n) => {
            format!("不一致の{n}連を盤上で決着するため対局を再開します（応氏、M-5）。")
        }
        MarkingSaid::Counted(said, outcome, method) => format!(
            "{}{}。",
            marking_said(said),
            marking(MarkingText::Result {
                outcome: *outcome,
                method: *method
            })
        ),
        MarkingSaid::Penalty {
            penalty: p,
            added: true,
        } => format!("{}。", penalty(p)),
        MarkingSaid::Penalty { penalty: p, .. } => {
            format!("罰則を取り消しました：{}。", penalty(p))
        }
    }
}

// --- 計点（埋め）(C-2, C-3, B-4, B-5) -------------------------------------------------

fn fill_in(t: FillInText) -> String {
    match t {
        FillInText::Title => "計点（応氏・埋め）".into(),
        FillInText::Controls => "計点の再生".into(),
        FillInText::Play => "再生".into(),
        FillInText::Pause => "一時停止".into(),
        FillInText::First => "最初".into(),
        FillInText::Last => "結果".into(),
        FillInText::Back => "一つ戻る".into(),
        FillInText::Forward => "一つ進む".into(),
        FillInText::Close => "計点を閉じる".into(),
        FillInText::Speed => "速さ".into(),
        FillInText::SpeedName(s) => speed_name(s).into(),
        FillInText::StepOf { number, of } => format!("手順 {number}／{of}"),
        FillInText::Caption(c) => caption(c),
        FillInText::Bowl(c) => format!("{}の碁笥", color(c)),
        FillInText::Stones(n) => stones(n as usize),
        FillInText::Frame {
            full_holes,
            partial,
            reserve,
        } => format!(
            "計量枠：36穴のうち{full_holes}穴が満杯（各5子）、次の穴に{partial}子、中央に{reserve}子"
        ),
        FillInText::CompensationArea => "コミの石".into(),
        FillInText::CompensationFor { to, stones: n } => {
            format!("{}に{}", color(to), stones(n as usize))
        }
        FillInText::NoCompensation => "なし".into(),
        FillInText::Result => "結果".into(),
        FillInText::Outcome(o) => fill_in_outcome(o),
        FillInText::Under(Scoring::Territory) => "地の計算".into(),
        FillInText::Under(Scoring::Area) => "石と地の計算（数え）".into(),
        FillInText::Under(Scoring::IngFillIn) => "計点（応氏・埋め）".into(),
        FillInText::KeysHelp => {
            "スペース：再生・停止 · ←/→：一段階 · Home/End：最初/結果 · Esc：閉じる".into()
        }
    }
}

fn fill_in_said(s: &FillInSaid) -> String {
    match s {
        FillInSaid::Step {
            number,
            of,
            caption: c,
        } => format!(
            "{}: {}",
            fill_in(FillInText::StepOf {
                number: *number,
                of: *of
            }),
            caption(*c)
        ),
        FillInSaid::CannotCount(e) => count_error(e),
        FillInSaid::Closed => "計点を閉じました。".into(),
    }
}
// --- 置碁の手順 (H-1, H-2) -------------------------------------------------------------

fn placement(name: PlacementName) -> &'static str {
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

fn handicap_point(at: HandicapPoint) -> &'static str {
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

fn handicap(text: HandicapText) -> String {
    match text {
        HandicapText::Title(HandicapKind::IngMoves { .. }) => "置き手（応氏ルール）".into(),
        HandicapText::Title(_) => "置石".into(),
        HandicapText::Statement(HandicapKind::IngMoves { n, .. }) => {
            format!("置き手{n}手 = ハンデ{}", n.saturating_sub(1))
        }
        HandicapText::Statement(HandicapKind::Fixed { name }) => {
            format!("{}子：{}", name.stones(), placement(name))
        }
        HandicapText::Statement(HandicapKind::Free { stones }) => {
            format!("{stones}子（自由配置）")
        }
        HandicapText::SoFar { played, n } => {
            format!("黒は置き手{n}手のうち{played}手を打ちました。")
        }
        HandicapText::Timeline => "置碁の手順".into(),
        HandicapText::Step(StepKind::Play { k, n, point }) => {
            format!("置き手 {k}／{n}：黒 {point}")
        }
        HandicapText::Step(StepKind::ObligatoryPass { .. }) => "白パス（義務、H-2）".into(),
        HandicapText::Step(StepKind::Stone {
            k,
            n,
            point,
            at: Some(at),
        }) => format!("置石 {k}／{n}：{point}（{}）", handicap_point(at)),
        HandicapText::Step(StepKind::Stone { k, n, point, .. }) => {
            format!("置石 {k}／{n}：{point}")
        }
        HandicapText::StepLine { kind, step, of } => {
            format!(
                "{}（手順 {step}／{of}）",
                handicap(HandicapText::Step(kind))
            )
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

fn handicap_said(s: &HandicapSaid) -> String {
    match *s {
        HandicapSaid::Step { kind, step, of } => {
            handicap(HandicapText::StepLine { kind, step, of })
        }
    }
}

// --- 大会 (X-1..X-10) --------------------------------------------------------------

fn tournament_system(s: tour::System) -> &'static str {
    match s {
        tour::System::RoundRobin => "総当たり（SST順位）",
        tour::System::SingleElimination => "トーナメント（SST順位）",
        tour::System::SchoolTeam => "学校団体戦",
        tour::System::FourTables => "4人卓",
    }
}

fn tournament_criterion(c: tour::Criterion) -> &'static str {
    match c {
        tour::Criterion::Knockout => "トーナメント",
        tour::Criterion::Wins => "勝数",
        tour::Criterion::A1 => "A1",
        tour::Criterion::A2 => "A2",
        tour::Criterion::B1 => "B1",
        tour::Criterion::B2 => "B2",
        tour::Criterion::VictoryPoints => "勝ち点",
        tour::Criterion::OpponentsPoints => "対戦相手の勝ち点",
        tour::Criterion::BoardPointsPerGame => "1局あたりの盤点",
        tour::Criterion::Board1 => "1番盤",
        tour::Criterion::Board2 => "2番盤",
        tour::Criterion::Board3 => "3番盤",
        tour::Criterion::Points => "得点",
        tour::Criterion::Shares => "占有率",
        tour::Criterion::Raw => "ゲーム内得点",
    }
}

fn tournament_why(reason: &tour::Reason, mine: &str, theirs: &str) -> String {
    match reason {
        tour::Reason::Alone => "参加者は1名のみ".to_string(),
        tour::Reason::Ahead { criterion: c, of } => {
            format!(
                "{}で{of}より上（{mine} 対 {theirs}）",
                tournament_criterion(*c)
            )
        }
        tour::Reason::Behind { criterion: c, of } => {
            format!(
                "{}で{of}より下（{mine} 対 {theirs}）",
                tournament_criterion(*c)
            )
        }
        tour::Reason::Decision { of, ahead: true } => {
            format!("全基準で{of}と同じ。決定戦または抽選で上")
        }
        tour::Reason::Decision { of, ahead: false } => {
            format!("全基準で{of}と同じ。決定戦または抽選で下")
        }
        tour::Reason::Shared { with } => format!("全基準で{with}と同じ：同順位"),
    }
}

/// A count the system cannot pair or seat, said per reason, counting players in 名 and
/// classes in クラス.
fn impossible_count(count: usize, why: &tour::CountProblem) -> String {
    use tour::CountProblem::*;
    match why {
        GameNeedsTwo => format!("{count}名では組めません：対局には2名が必要です。"),
        MatchNeedsTwoClasses => {
            format!("{count}クラスでは組めません：対抗戦には2クラスが必要です。")
        }
        // The crate counts this class's pupils (0); naming the class says more.
        ClassWithoutPupils { class } => {
            format!("クラス「{class}」には生徒がいないため、組めません。")
        }
        TableNeedsThree => format!("{count}名では組めません：1卓には3名以上が必要です（X-8）。"),
        NoMixOfTables => format!(
            "{count}名では組めません：4人卓と3人卓をどう組み合わせても{count}名は座れません（1卓3名未満は不可、X-8）。"
        ),
    }
}

fn tournament_refused(e: &tour::TournamentError) -> String {
    use tour::TournamentError::*;
    match e {
        Malformed { reason } => format!("大会ファイルではありません：{reason}"),
        EmptyName => "空の名前があります。".into(),
        DuplicateName { name } => format!("名前「{name}」が2回あります。"),
        UnknownName { name } => format!("「{name}」はこの大会の参加者ではありません。"),
        ReservedName { name } => format!(
            "クラス名を「{name}」にはできません：対抗戦の各盤の結果は「draw」（引き分け）または「void」（無効）と書くためです（X-5）。"
        ),
        ImpossibleCount { count, why } => impossible_count(*count, why),
        ClassesCannotMeet {
            larger,
            larger_size,
            smaller,
            smaller_size,
        } => format!(
            "クラス「{larger}」（{larger_size}名）は「{smaller}」（{smaller_size}名）と対戦できません。1つの盤は最大3名まで（X-3）。"
        ),
        NoSuchPairing { round, names } => {
            format!("第{round}回戦に {} の組み合わせ・卓はありません。", names.join("、"))
        }
        AlreadyEntered { round, names } => {
            format!("第{round}回戦：{} の結果は入力済みです。", names.join("、"))
        }
        RoundIncomplete { round, missing } => format!(
            "第{round}回戦の結果（{}）が未入力のまま次の回戦があります。",
            missing.join("；")
        ),
        WrongResultKind { system, expected } => {
            format!("「{system}」の大会の結果は {expected} です。")
        }
        WrongBoardCount {
            teams,
            expected,
            got,
        } => format!(
            "{} の対戦は{expected}面（X-3）ですが、結果が{got}面分です。",
            teams.join(" 対 ")
        ),
        LotNeeded { teams } => format!(
            "{} は全盤引き分けです。決定戦または抽選の勝者を指定してください（X-7）。",
            teams.join(" 対 ")
        ),
        ScoreOutOfRange { name, score } => {
            format!("「{name}」の得点{score}は0から1000000の整数ではありません。")
        }
        NotTied { names } => format!(
            "{} は全基準で同じではありません。決定戦・抽選は同点の者だけを順位付けします（X-7）。",
            names.join("、")
        ),
        TournamentOver => "大会は終了しました。残りの回戦はありません。".into(),
        NothingToUndo => "まだ結果が入力されていません。".into(),
        KnockoutNeedsWinner {
            kind: tour::KnockoutRefusal::Draw,
            names,
        } => format!(
            "{}：トーナメント戦では引き分けはありません（003 a 6）。勝者が決まるまで再対局します（003 g）。",
            names.join("–")
        ),
        KnockoutNeedsWinner {
            kind: tour::KnockoutRefusal::Void,
            names,
        } => format!(
            "{}：トーナメントの場合は再対局とします（003 g）。再対局の勝者を入力してください。",
            names.join("–")
        ),
        AlreadyWithdrawn { name } => format!("「{name}」はすでに棄権しています。"),
        WithdrawalLeavesUnseatable { name, round, count } => format!(
            "「{name}」が棄権すると第{round}回戦は{count}名となり、4人卓では組めません（002、X-8：4人卓と3人卓は最大3卓、1卓3名未満は不可）。棄権は受け付けられません。"
        ),
        ForfeitByWithdrawal {
            round,
            names,
            withdrawn,
        } => format!(
            "第{round}回戦：{}は対局されず、{}の棄権による不戦の結果です（001）。訂正する結果はありません。棄権を取り消してください。",
            names.join("–"),
            withdrawn.join("と")
        ),
        WithdrawalBeforeStart { name } => format!(
            "まだ結果が入力されていません。「{name}」を参加者一覧から外してください。"
        ),
        CorrectionChangesLaterRounds { round } => format!(
            "第{round}回戦の訂正は、結果入力済みの後の回戦の組み合わせを変えてしまいます。先にそれらを取り消してください。"
        ),
    }
}

fn tournament_error(e: &PageError) -> String {
    match e {
        PageError::Refused(e) => tournament_refused(e),
        PageError::Seed => "抽選のシード値は0以上の整数にしてください。".into(),
        PageError::ClassLine(line) => format!(
            "「{line}」はクラスの行ではありません。クラス名、コロン、生徒の順に書いてください（5a: Ali, Bea）。"
        ),
        PageError::NameSeparator(name) => format!(
            "「{name}」：クラス名と生徒名にはコロンとカンマを使えません。参加者の一覧ではこれらでクラスを書きます（5a: Ali, Bea）。"
        ),
        PageError::NotRestored(e) => format!(
            "このブラウザに保存された大会を復元できませんでした（{}）。その内容は別に保管してあります。ファイルをもう一度読み込むか、新しい大会を始めてください。",
            tournament_refused(e)
        ),
    }
}

pub(super) fn tournament(t: T<'_>) -> String {
    match t {
        T::BackToBoard => BACK_TO_BOARD.into(),
        T::Title => "大会".into(),
        T::CreateTitle => "新しい大会".into(),
        T::NameLabel => "大会名".into(),
        T::SystemLabel => "方式".into(),
        T::SystemName(s) => tournament_system(s).into(),
        T::SeedLabel => "抽選のシード値".into(),
        T::EntrantsLabel(tour::System::SchoolTeam) => {
            "クラスを1行に1つ：クラス名、コロン、盤順の生徒（5a: Ali, Bea, Cem）".into()
        }
        T::EntrantsLabel(_) => "参加者を1行に1名".into(),
        T::Create => "作成".into(),
        T::Import => "大会ファイルを読み込む".into(),
        T::Export => "書き出す".into(),
        T::Print => "印刷".into(),
        T::Undo => "最後の変更を取り消す".into(),
        T::NewTournament => "新しい大会".into(),
        T::ConfirmClose => "この大会を閉じますか？残すには先に書き出してください。".into(),
        T::Discard => "閉じる".into(),
        T::Keep => "残す".into(),
        T::Round(n) => format!("第{n}回戦"),
        T::Over => "大会は終了しました。".into(),
        T::Table(n) => format!("第{n}卓"),
        T::Bye(name) => format!("{name}：不戦（休み）"),
        T::Boards(n) => format!("{n}面、1番盤はにぎり"),
        T::BoardSeat {
            board,
            same_colours: true,
        } => format!("{board}番盤（1番盤と同じ色）"),
        T::BoardSeat {
            board,
            same_colours: false,
        } => format!("{board}番盤（1番盤と逆の色）"),
        T::Won(name) => format!("{name}の勝ち"),
        T::Draw => "引き分け".into(),
        T::BlackOnBoard1 => "1番盤の黒（にぎり）".into(),
        T::NotChosen => "—".into(),
        T::Lot => "決定戦または抽選の勝者（全盤引き分け）".into(),
        T::Score(name) => format!("{name}の得点"),
        T::EnterResult => "結果を入力".into(),
        T::ResultGame { winner, loser } => format!("{winner}が{loser}に勝ち"),
        T::ResultDraw([a, b]) => format!("{a}と{b}は引き分け"),
        T::ResultVoid([a, b]) => format!("{a}–{b}：無効（成績から除外）"),
        T::ResultBothLost([a, b]) => format!("{a}と{b}は両者負け"),
        T::DrawButton => "引き分け".into(),
        T::VoidButton => "無効（成績から除外）".into(),
        T::BothLostButton => "両者負け".into(),
        T::VoidBoard => "無効（成績から除外）".into(),
        T::WithdrawLabel(tour::System::SchoolTeam) => "棄権するクラス".into(),
        T::WithdrawLabel(_) => "棄権する選手".into(),
        T::Withdraw => "棄権…".into(),
        T::ConfirmWithdraw { name, system: tour::System::SchoolTeam } => format!(
            "クラス{name}を大会から棄権させますか？残りの対抗戦はすべての盤で負けとなり、以後は組み合わされません（001：「verliert seine restlichen Partien」、残りの対局を失う）。入力済みの結果はそのままです。「最後の変更を取り消す」で元に戻せます。"
        ),
        T::ConfirmWithdraw { name, .. } => format!(
            "{name}を大会から棄権させますか？{name}の残りの対局はすべて負けとなります（001：「verliert seine restlichen Partien」、残りの対局を失う）。入力済みの結果はそのままです。「最後の変更を取り消す」で元に戻せます。"
        ),
        T::ConfirmWithdrawal => "棄権させる".into(),
        T::Withdrawn { name, round } => format!("{name}は第{round}回戦で棄権"),
        T::RenameLabel(tour::System::SchoolTeam) => "名前を変更するクラス・生徒".into(),
        T::RenameLabel(_) => "名前を変更する選手".into(),
        T::ClassOption(name) => format!("クラス{name}"),
        T::NewName => "新しい名前".into(),
        T::Rename => "名前を変更".into(),
        T::WithdrewIn(round) => format!("第{round}回戦で棄権"),
        T::ResultForfeit { winner: Some(w), withdrawn } => format!(
            "{w}の不戦勝：{}が棄権（001）、対局なし",
            withdrawn.join("と")
        ),
        T::ResultForfeit { winner: None, withdrawn } => format!(
            "不戦敗：{}が棄権（001）、対局なし",
            withdrawn.join("と")
        ),
        T::ResultMatch(s) => {
            let how = match s.decider {
                tour::Decider::BoardPoints => "盤点で".to_string(),
                tour::Decider::Board(b) => format!("{b}番盤の結果で（盤点同数）"),
                tour::Decider::Lot => "決定戦または抽選で".to_string(),
            };
            format!(
                "{} {} : {} {} — {}が{how}勝ち",
                s.teams[0], s.board_points[0], s.board_points[1], s.teams[1], s.teams[s.winner]
            )
        }
        T::ResultTable(scores) => super::tournament_scores(scores),
        T::Standings => "順位表".into(),
        T::FinalStandings => "最終順位".into(),
        T::Place => "順位".into(),
        T::Name => "名前".into(),
        T::ReasonColumn => "順位の理由".into(),
        T::Criterion(c) => tournament_criterion(c).into(),
        T::Why {
            reason,
            mine,
            theirs,
        } => tournament_why(reason, mine, theirs),
        T::Error(e) => tournament_error(e),
        T::Dismiss => "閉じる".into(),
        T::EditEntrants => "参加者を編集".into(),
        T::EditingHint => "まだ結果は入力されていません。名簿を直して（誤字、遅れての参加、来なかった選手）大会を作り直してください。組み合わせは抽選し直します。".into(),
        T::MissingScores(names) => format!(
            "{}の得点（0以上の整数）を入力してください。何も入力されていません。",
            names.join("、")
        ),
    }
}

// --- 大会の結果：SGF、訂正、決定戦・抽選（X-5、X-7） ---------------------------------

fn record_error(e: &RecordError) -> String {
    let what = match e {
        RecordError::NoGame => "ファイルに対局がありません。".to_string(),
        RecordError::Unreadable(m) => format!("読めるSGFの棋譜ではありません：{m}。"),
        RecordError::BadSetup(e) => format!("棋譜の対局を始められません。{}", bad_setup(e)),
        RecordError::CannotStart(e) => format!("棋譜の対局を始められません。{}", cannot_start(e)),
        RecordError::NoNames => {
            "棋譜に対局者の名前（PB、PW）がないため、どちらが勝ったか分かりません。".into()
        }
        RecordError::WrongPlayers { black, white } => format!(
            "棋譜の対局者（黒：{}、白：{}）はこの組み合わせ・盤の対局者ではありません。",
            or_unnamed(black),
            or_unnamed(white)
        ),
        RecordError::Draw => "棋譜の対局は引き分けですが、ここでは勝者が必要です。".into(),
        RecordError::NoResult => "棋譜に結果がありません：REがないか結果を示しておらず、対局は二回のパスで終わっていません。".into(),
        RecordError::Pending => "棋譜の結果は保留中です（RE[?]）：審判の裁定がまだです。裁定の後に入力してください。".into(),
    };
    format!("{what}何も入力されていません。")
}

/// 棋譜のうちルールが認めなかった手：その数と最初の手。
fn refused_moves(r: &Refused) -> String {
    let first = &r.first;
    let mv = match first.mv {
        hotstone_rules::Move::Pass => "パス".to_string(),
        hotstone_rules::Move::Play(p) => p.to_string(),
    };
    format!(
        "棋譜のうち{}手をルールが認めず、この結果では飛ばしました。最初は第{}手、{}{mv}（{}、{}）。",
        r.count,
        first.number,
        color(first.color),
        rule_name(first.refusal.kind()),
        first.refusal.requirement()
    )
}

fn or_unnamed(name: &str) -> &str {
    if name.is_empty() {
        "?"
    } else {
        name
    }
}

pub(super) fn entry(t: EntryText<'_>) -> String {
    match t {
        EntryText::OpenRecord => "SGFから結果を入力".into(),
        EntryText::OpenBoardRecord(board) => format!("{board}番盤：SGFから結果を入力"),
        EntryText::Proposal(p) if p.counted => format!(
            "棋譜：{}（黒）対{}（白）、二回のパスの後に死石なしで数えた結果：{}。",
            or_unnamed(&p.black_name),
            or_unnamed(&p.white_name),
            p.result
        ),
        EntryText::Proposal(p) if p.forfeit => format!(
            "棋譜：{}（黒）対{}（白）、このルールでは負けとなる最初の反則手で決着（E-4）：{}。",
            or_unnamed(&p.black_name),
            or_unnamed(&p.white_name),
            p.result
        ),
        EntryText::Proposal(p) => format!(
            "棋譜：{}（黒）対{}（白）、{}。",
            or_unnamed(&p.black_name),
            or_unnamed(&p.white_name),
            p.result
        ),
        EntryText::Refused(r) => refused_moves(r),
        EntryText::Take(Some(winner)) => format!("この結果を使う：{winner}の勝ち"),
        EntryText::Take(None) => "この結果を使う：引き分け".into(),
        EntryText::Discard => "破棄".into(),
        EntryText::RecordError(e) => record_error(e),
        EntryText::Correct => "訂正".into(),
        EntryText::Cancel => "キャンセル".into(),
        EntryText::Correcting(round) => format!("第{round}回戦の結果を訂正"),
        EntryText::RoundsPlayed => "終わった回戦".into(),
        EntryText::DecisionTitle => "決定戦または抽選".into(),
        EntryText::DecisionHint(names) => format!(
            "すべての基準で同じ：{}。決定戦または抽選の結果を上位から入力してください。",
            names.join("、")
        ),
        EntryText::DecisionPlace(n) => format!("{n}位"),
        EntryText::Decide => "決定戦・抽選の結果を入力".into(),
    }
}

/// A clock's time in words (`spoken_time`).
const TIME: TimeWords = TimeWords {
    minutes: ["分", "分"],
    seconds: ["秒", "秒"],
    point: '.',
};

fn clock(t: ClockText) -> String {
    match t {
        ClockText::Panel => "時計".into(),
        ClockText::Side {
            color: c,
            main_left,
            in_overtime,
            periods_left,
            period_left,
            penalty,
        } => {
            let mut out = format!("{}：残り{}", color(c), spoken_time(main_left, &TIME));
            if in_overtime {
                if let (Some(p), Some(n)) = (period_left, periods_left) {
                    out = format!(
                        "{}：秒読み残り{}、あと{n}回",
                        color(c),
                        spoken_time(p, &TIME)
                    );
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

// --- コンピュータ対局 (issue 21) ---------------------------------------------------------

fn computer(t: super::ComputerText) -> String {
    use super::ComputerText as C;
    use crate::state::computer::Hint;
    match t {
        C::Opponent => "対局相手".into(),
        C::TwoPlayers => "この盤で二人で対局".into(),
        C::Level(1) => "コンピュータ レベル1（ルールを覚えたばかり）".into(),
        C::Level(n) if n == hotstone_player::Level::MAX => {
            format!("コンピュータ レベル{n}（最強）")
        }
        C::Level(n) => format!("コンピュータ レベル{n}"),
        C::ComputerPlays => "コンピュータの手番の色".into(),
        C::Thinking => "コンピュータが考えています…".into(),
        C::Hint => "ヒント".into(),
        C::HintIs(Hint::Play(p)) => format!("ヒント：{p}"),
        C::HintIs(Hint::Pass) => "ヒント：パス".into(),
        C::HintedPoint => "、ヒント".into(),
    }
}

// --- 埋め込み盤 ----------------------------------------------------------------------

fn embed(m: super::EmbedText<'_>) -> String {
    use super::EmbedText;
    use crate::state::embed_problem::Problem as P;
    match m {
        EmbedText::ShowForbidden => "着手禁止点".into(),
        EmbedText::Problem(p) => match p {
            P::UnknownRules(r) => format!("「{r}」というルールはありません。"),
            P::Size(s) => format!("{s}路の盤は使えません（2路から25路まで）。"),
            P::Komi(k) => format!("「{k}」はコミとして読めません（6.5 のような数です）。"),
            P::Handicap(h) => format!("この盤では{h}子の置碁はできません。"),
            P::UnknownLesson(id) => format!("「{id}」というレッスンはありません。"),
            P::Lesson(e) => format!("このレッスンは読めません（{}行目）。", e.line),
            P::Sgf(_) => "この棋譜は読めません。".into(),
            P::Unreachable { url, .. } => format!("ファイル {url} を読み込めませんでした。"),
            P::Move(n) => format!("この棋譜に{n}手目はありません。"),
            P::Panel(name) => format!("「{name}」というパネルはありません。"),
        },
    }
}

fn record(t: RecordText<'_>) -> String {
    match t {
        RecordText::Title => "棋譜".into(),
        RecordText::Position { moves, variation } => {
            let at = match moves {
                0 => "初期局面".to_string(),
                n => format!("{n}手目"),
            };
            match variation {
                Some((k, of)) => format!("{at} · 変化 {k}/{of}"),
                None => at,
            }
        }
        RecordText::First => "最初へ".into(),
        RecordText::Back => "戻る".into(),
        RecordText::Forward => "進む".into(),
        RecordText::Last => "最後へ".into(),
        RecordText::Variations => "変化：".into(),
        RecordText::Variation { n, next } => match next {
            Some((c, Some(p))) => format!("変化{n}：{} {p}", color(c)),
            Some((c, None)) => format!("変化{n}：{} パス", color(c)),
            None => format!("変化{n}"),
        },
        RecordText::Mark(m) => match m {
            MarkWord::Triangle => "、三角".into(),
            MarkWord::Square => "、四角".into(),
            MarkWord::Circle => "、丸".into(),
            MarkWord::Cross => "、バツ".into(),
            MarkWord::Label(text) => format!("、ラベル {text}"),
            MarkWord::Dimmed => "、淡色".into(),
            MarkWord::Variation(n) => format!("、変化{n}の次の手"),
        },
        RecordText::Keys => "棋譜を見る：PageUp・PageDown（プレゼンター）か盤の外で←・→で戻る・進む、盤の外で↑・↓で変化を切り替え、Home・Endで最初・最後へ。".into(),
    }
}

/// The course's words (issue 36, L-2).
pub(super) fn course(t: super::CourseText<'_>) -> String {
    use super::CourseText as C;
    use hotstone_lessons::course::LessonState;
    use hotstone_lessons::sgf::WrongKind as W;
    match t {
        C::BackToBoard => BACK_TO_BOARD.into(),
        C::Title => "レッスン".into(),
        C::Progress { done, of } => format!("{of}課中{done}課修了"),
        C::State(LessonState::NotStarted) => "未着手".into(),
        C::State(LessonState::Started) => "学習中".into(),
        C::State(LessonState::Done) => "修了".into(),
        C::Contents => "レッスン一覧".into(),
        C::NextLesson => "次のレッスン".into(),
        C::CourseDone => "すべてのレッスンを修了しました。".into(),
        C::Step { step, steps } => format!("{steps}段階中の{step}"),
        C::BoardName(n) => format!("{n}路盤"),
        C::ToMove(c) => format!("{}の番", color(c)),
        C::Right => "正解！".into(),
        C::Done => "正解！レッスン修了です。".into(),
        C::Wrong => "不正解です。もう一度どうぞ。".into(),
        C::NotListed => "その手ではありません。もう一度どうぞ。".into(),
        C::WrongWhy(w) => match w {
            W::Legal => "その点には打てます。もう一度どうぞ。".into(),
            W::FoundAlready => "その点はもう見つけています。".into(),
            W::NotAHandicapPoint { .. } => "置き石の点ではありません。もう一度どうぞ。".into(),
            W::Placement(e) => handicap_refused(e),
            W::Value => "その値ではありません。もう一度どうぞ。".into(),
            W::NotAsked | W::Listed(_) => "不正解です。もう一度どうぞ。".into(),
        },
        C::Found { left: 0 } => "すべて見つけました。".into(),
        C::Found { left } => format!("正解。あと{left}か所です。"),
        C::Placed { left: 0 } => "置き石をすべて置きました。".into(),
        C::Placed { left } => format!("正解。あと{left}子です。"),
        C::GoOn => "「次の段階」で進みます。".into(),
        C::Hint => "ヒント".into(),
        C::ShowAnswer => "答えを見る".into(),
        C::ShownValue(v) => format!("答え：{v}"),
        C::ShownAny => "ここではこの種類の答えならどれでも正解です。".into(),
        C::Previous => "前の段階".into(),
        C::Next => "次の段階".into(),
        C::Reset => "やり直す".into(),
        C::Pass => "パス".into(),
        C::ValueLabel { result: true } => "勝者と差（B+5、W+0.5、持碁は0）".into(),
        C::ValueLabel { result: false } => "答え（数）".into(),
        C::Answer => "答える".into(),
        C::Unreadable { result: true } => {
            "結果はB+5、W+0.5、持碁なら0のように書いてください。".into()
        }
        C::Unreadable { result: false } => "12や6.5のように数を書いてください。".into(),
    }
}

/// The new game's words (`super::new_game`).
pub(super) fn new_game(t: super::NewGameText<'_>) -> String {
    use super::NewGameText as N;
    match t {
        N::ClockField => "時計".into(),
        N::ClockKind(k) => match k {
            ClockKind::None => "時計なし",
            ClockKind::Absolute => "持ち時間（切れ負け）",
            ClockKind::ByoYomi => "秒読み",
            ClockKind::IngPenalty => "応氏SP：罰点",
            ClockKind::IngSeconds => "応氏SZ：秒読み",
        }
        .into(),
        N::ClockMinutes => "持ち時間（分）".into(),
        N::ClockPeriods(ClockKind::IngSeconds) => "超過回数".into(),
        N::ClockPeriods(_) => "秒読みの回数".into(),
        N::ClockPeriodSeconds(ClockKind::IngSeconds) => "1回の秒数（超過）".into(),
        N::ClockPeriodSeconds(_) => "1回の秒数".into(),
        N::PresetName(p) => preset(p).into(),
        N::Title => "新しい対局".into(),
        N::BoardSize => "盤の大きさ".into(),
        N::SizeName(n) => format!("{n}路"),
        N::Rules => "ルール".into(),
        N::KomiLabel => "コミ".into(),
        N::Handicap => "置碁".into(),
        N::HandicapNone => "なし".into(),
        N::HandicapStyleLabel => "置碁の方式".into(),
        N::HandicapStyleName(s) => handicap_style(s).into(),
        N::HandicapNote(s) => handicap_note(s).into(),
        N::PlayerName(c) => format!("{}の対局者", color(c)),
        N::StartFrom => "開始局面".into(),
        N::EmptyBoard => "空の盤".into(),
        N::Start => "開始".into(),
        N::Cancel => "キャンセル".into(),
        N::ConfirmDiscard(n) => {
            format!("現在の対局（{n}手）は破棄されます。新しい対局を始めますか？")
        }
        N::ConfirmLessonLink { lesson, moves } => format!(
            "このリンクはレッスン「{lesson}」を開きます。始めると現在の対局（{moves}手）は破棄されます。レッスンを始めますか？"
        ),
        N::DiscardAndStart => "破棄して開始".into(),
        N::MoreOptions => "詳しい設定…".into(),
    }
}

/// 編集モードの言葉 (issue 37)。
fn edit(t: EditText) -> String {
    match t {
        EditText::Mode => "配置と記号".into(),
        EditText::Toolbar => "配置と記号の道具".into(),
        EditText::Tool(tool) => tool_name(tool).into(),
        EditText::ToMove(c) => format!("{}の番", color(c)),
        EditText::ClearBoard => "盤を空にする".into(),
        EditText::ClearMarks => "記号を消す".into(),
        EditText::Keys => "配置（盤の上でE）：B 黒、W 白、A 交互、D 消す、T 三角、S 四角、C 丸、X バツ、K 文字、N 数字、R 矢印、I 線、H 暗く；EnterかSpaceでカーソルの位置に使う；Uで戻す。".into(),
        EditText::Liberties => "呼吸点".into(),
        EditText::Atari => "アタリ".into(),
        EditText::LibertyCount(n) => format!("、呼吸点{n}"),
        EditText::InAtari => "、アタリ".into(),
    }
}

fn tool_name(tool: Tool) -> &'static str {
    match tool {
        Tool::Black => "黒石",
        Tool::White => "白石",
        Tool::Alternate => "交互",
        Tool::Erase => "消す",
        Tool::Triangle => "三角",
        Tool::Square => "四角",
        Tool::Circle => "丸",
        Tool::Cross => "バツ",
        Tool::Letter => "文字",
        Tool::Number => "数字",
        Tool::Arrow => "矢印",
        Tool::Line => "線",
        Tool::Dim => "暗く",
    }
}

fn edit_said(s: &EditSaid) -> String {
    match s {
        EditSaid::Mode(true) => "配置モード：クリックで石と記号を置きます。".into(),
        EditSaid::Mode(false) => "配置モード終了：ここから対局を続けます。".into(),
        EditSaid::Tool(tool) => format!("道具：{}", tool_name(*tool)),
        EditSaid::Stone(p, Some(c)) => format!("{p}に{}石を置きました", color(*c)),
        EditSaid::Stone(p, None) => format!("{p}を空にしました"),
        EditSaid::Marked(p, tool) => format!("{}：{p}", tool_name(*tool)),
        EditSaid::From(p) => format!("{p}から：行き先をクリック"),
        EditSaid::ToMove(c) => format!("{}の番", color(*c)),
        EditSaid::ClearedBoard => "盤を空にしました".into(),
        EditSaid::ClearedMarks => "記号を消しました".into(),
        EditSaid::Refused(_, e) => format!("配置できません：{}。", setup_refused(e)),
    }
}

fn setup_refused(error: &SetupError) -> String {
    match error {
        SetupError::OffBoard { point, size } => format!("{point}は{size}の盤の外です"),
        SetupError::Twice { point } => format!("{point}に二つの内容が指定されています"),
        SetupError::NoLiberties { strings } => format!(
            "{}の石に呼吸点がなくなります",
            points(strings.iter().copied())
        ),
        SetupError::GameOver => "対局は終わっています".into(),
    }
}
