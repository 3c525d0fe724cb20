//! 大会ページ（日本語）。

use hotstone_tournament::{Criterion, Decider, Reason, System, TournamentError};

use super::TournamentText as T;
use crate::state::tournament::PageError;

fn system(s: System) -> &'static str {
    match s {
        System::RoundRobin => "総当たり（SST順位）",
        System::SingleElimination => "勝ち抜き（SST順位）",
        System::SchoolTeam => "学校団体戦",
        System::FourTables => "4人卓",
    }
}

fn criterion(c: Criterion) -> &'static str {
    match c {
        Criterion::Knockout => "勝ち抜き",
        Criterion::Wins => "勝数",
        Criterion::A1 => "A1",
        Criterion::A2 => "A2",
        Criterion::B1 => "B1",
        Criterion::B2 => "B2",
        Criterion::VictoryPoints => "勝ち点",
        Criterion::OpponentsPoints => "対戦相手の勝ち点",
        Criterion::BoardPointsPerGame => "1局あたりの盤点",
        Criterion::Board1 => "1番盤",
        Criterion::Board2 => "2番盤",
        Criterion::Board3 => "3番盤",
        Criterion::Points => "得点",
        Criterion::Shares => "占有率",
        Criterion::Raw => "ゲーム内得点",
    }
}

fn why(reason: &Reason, mine: &str, theirs: &str) -> String {
    match reason {
        Reason::Alone => "参加者は1名のみ".to_string(),
        Reason::Ahead { criterion: c, of } => {
            format!("{}で{of}より上（{mine} 対 {theirs}）", criterion(*c))
        }
        Reason::Behind { criterion: c, of } => {
            format!("{}で{of}より下（{mine} 対 {theirs}）", criterion(*c))
        }
        Reason::Decision { of, ahead: true } => {
            format!("全基準で{of}と同じ。決定戦または抽選で上")
        }
        Reason::Decision { of, ahead: false } => {
            format!("全基準で{of}と同じ。決定戦または抽選で下")
        }
        Reason::Shared { with } => format!("全基準で{with}と同じ：同順位"),
    }
}

fn refused(e: &TournamentError) -> String {
    use TournamentError::*;
    match e {
        Malformed { reason } => format!("大会ファイルではありません：{reason}"),
        EmptyName => "空の名前があります。".into(),
        DuplicateName { name } => format!("名前「{name}」が2回あります。"),
        UnknownName { name } => format!("「{name}」はこの大会の参加者ではありません。"),
        ImpossibleCount { count, reason } => format!("{count}名では組めません：{reason}"),
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
        CorrectionChangesLaterRounds { round } => format!(
            "第{round}回戦の訂正は、結果入力済みの後の回戦の組み合わせを変えてしまいます。先にそれらを取り消してください。"
        ),
    }
}

fn error(e: &PageError) -> String {
    match e {
        PageError::Refused(e) => refused(e),
        PageError::Seed => "抽選のシード値は0以上の整数にしてください。".into(),
        PageError::ClassLine(line) => format!(
            "「{line}」はクラスの行ではありません。クラス名、コロン、生徒の順に書いてください（5a: Ali, Bea）。"
        ),
    }
}

pub fn text(t: T<'_>) -> String {
    match t {
        T::Open => "大会".into(),
        T::BackToBoard => "碁盤に戻る".into(),
        T::Title => "大会".into(),
        T::CreateTitle => "新しい大会".into(),
        T::NameLabel => "大会名".into(),
        T::SystemLabel => "方式".into(),
        T::SystemName(s) => system(s).into(),
        T::SeedLabel => "抽選のシード値".into(),
        T::EntrantsLabel(System::SchoolTeam) => {
            "クラスを1行に1つ：クラス名、コロン、盤順の生徒（5a: Ali, Bea, Cem）".into()
        }
        T::EntrantsLabel(_) => "参加者を1行に1名".into(),
        T::Create => "作成".into(),
        T::Import => "大会ファイルを読み込む".into(),
        T::Export => "書き出す".into(),
        T::Print => "印刷".into(),
        T::Undo => "最後の結果を取り消す".into(),
        T::NewTournament => "新しい大会".into(),
        T::ConfirmClose => "この大会を閉じますか？残すには先に書き出してください。".into(),
        T::Discard => "閉じる".into(),
        T::Keep => "残す".into(),
        T::Round(n) => format!("第{n}回戦"),
        T::Over => "大会は終了しました。".into(),
        T::Table(n) => format!("第{n}卓"),
        T::Bye(name) => format!("{name}：不戦（休み）"),
        T::Boards(n) => format!("{n}面、1番盤はニギリ"),
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
        T::BlackOnBoard1 => "1番盤の黒（ニギリ）".into(),
        T::NotChosen => "—".into(),
        T::Lot => "決定戦または抽選の勝者（全盤引き分け）".into(),
        T::Score(name) => format!("{name}の得点"),
        T::EnterResult => "結果を入力".into(),
        T::ResultGame { winner, loser } => format!("{winner}が{loser}に勝ち"),
        T::ResultMatch(s) => {
            let how = match s.decider {
                Decider::BoardPoints => "盤点で".to_string(),
                Decider::Board(b) => format!("{b}番盤の結果で（盤点同数）"),
                Decider::Lot => "決定戦または抽選で".to_string(),
            };
            format!(
                "{} {} : {} {} — {}が{how}勝ち",
                s.teams[0], s.board_points[0], s.board_points[1], s.teams[1], s.teams[s.winner]
            )
        }
        T::ResultTable(scores) => super::scores(scores),
        T::Standings => "順位表".into(),
        T::FinalStandings => "最終順位".into(),
        T::Place => "順位".into(),
        T::Name => "名前".into(),
        T::ReasonColumn => "順位の理由".into(),
        T::Criterion(c) => criterion(c).into(),
        T::Why {
            reason,
            mine,
            theirs,
        } => why(reason, mine, theirs),
        T::Error(e) => error(e),
        T::Dismiss => "閉じる".into(),
    }
}
