//! The message catalogue: every word the page shows or says, in English, German and
//! Japanese. Components name a [`Text`] (or a feature's [`MarkingText`],
//! [`FillInText`], [`HandicapText`], [`TournamentText`]) and ask [`t`]; no UI text is
//! written anywhere else. Each language is one file of exhaustive `match`es over these enums, so a
//! message missing in a language does not compile. The rules' own words (colours,
//! refusals, ends, presets, plurals) come from `hotstone_i18n`.

// The languages are the crate's features (all by default); index.html builds the page
// once per language with only that one (issue 17), and a language left out is said in
// the build's first one (the page then loads the page that speaks it: io/page_lang.rs).
#[cfg(feature = "de")]
mod de;
#[cfg(feature = "en")]
mod en;
#[cfg(feature = "ja")]
mod ja;
#[cfg(all(not(feature = "en"), feature = "de"))]
use de as first;
#[cfg(feature = "en")]
use en as first;
#[cfg(all(not(feature = "en"), not(feature = "de"), feature = "ja"))]
use ja as first;

use hotstone_i18n::spoken;
#[cfg(test)]
mod tests;

use hotstone_rules::{
    Color, End, HandicapKind, HandicapStyle, Komi, Method, Outcome, Penalty, PenaltyReason, Point,
    Preset, Reason, Refusal, RefusalKind, Scoring, StepKind,
};

use crate::state::board_record::{Proposal, RecordError, Refused};
use crate::state::fill_in::{Caption, Speed};
use crate::state::marking::{CompareKomi, Mode};
use crate::state::tournament::PageError;
use hotstone_rules::Tenths;

use crate::state::clock::ClockKind;
use crate::state::{Said, StartError};
use hotstone_tournament as tour;
use std::collections::BTreeMap;

pub use hotstone_i18n::{points, Lang};

/// What an accessible point name is made of.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PointFacts {
    pub point: Point,
    pub stone: Option<Color>,
    /// The stone was put there by Ing's fill-in count (C-2), not played.
    pub fill_in: bool,
    pub hot: bool,
    pub last: bool,
    pub number: Option<u32>,
    /// The rule that refuses an empty point to the side to move.
    pub forbidden: Option<RefusalKind>,
}

/// Every message of the page.
#[derive(Debug, Clone, Copy)]
pub enum Text<'a> {
    AppTitle,
    Language,
    LanguageName(Lang),
    Projector,
    Fullscreen,
    Coordinates,
    MoveNumbers,
    /// The move numbers button while only the last `n` moves are numbered.
    MoveNumbersLast(u32),
    GameControls,
    ViewControls,
    Pass,
    Resign,
    Undo,
    Redo,
    NewGame,
    ResumePlay,
    /// The board's accessible name: "9 by 9 board".
    BoardName(u8),
    ToMove(Color),
    /// Under a lesson played under other rules than its own: "Written for Ing (SST)
    /// rules; played here under Simple (7x7 introduction) rules."
    LessonRules {
        written: Preset,
        played: Preset,
    },
    /// The player who just passed, while play goes on: one more pass ends it.
    Passed(Color),
    /// A player: their name and colour, or the colour alone.
    Player {
        color: Color,
        name: &'a str,
    },
    Captures(usize),
    RulesLine {
        preset: Preset,
        komi: Komi,
        size: u8,
    },
    MoveCount(usize),
    Ended(End),
    HandicapMovesLeft(u32),
    PlaceHandicap(u32),
    PointName(PointFacts),
    /// A refusal code in a few words: "hot stone".
    RuleName(RefusalKind),
    /// The rule behind a refusal code: "Ing, fighting ko".
    RuleSource(RefusalKind),
    /// Hover or focus on a point the side to move may not play.
    Hint {
        point: Point,
        color: Color,
        kind: RefusalKind,
    },
    Refused {
        color: Color,
        refusal: &'a Refusal,
    },
    Said(&'a Said),
    Dismiss,
    KoPanelTitle,
    /// An Ing cycle: its length, the disturber, the banned play.
    CycleIng {
        length: usize,
        disturber: Color,
        point: Point,
    },
    /// A recurrence under another ruleset.
    CycleRecurred {
        length: usize,
        occurrence: usize,
    },
    /// Japanese rules: what a third occurrence does.
    NoResultWarning,
    BansInForce(usize),
    BannedNow {
        color: Color,
        point: Point,
    },
    StepThrough,
    Previous,
    Next,
    BackToGame,
    CycleStep {
        step: usize,
        of: usize,
        to_move: Color,
    },
    LegendTitle,
    LegendStone(Color),
    LegendLastMove,
    LegendHot,
    LegendForbidden,
    LegendCursor,
    /// The keys the board in hand answers: `play`, Enter, Space and P (not on a read-only
    /// embedded board); `go_to`, G (only the app's page has the field).
    KeysHelp {
        play: bool,
        go_to: bool,
    },
    /// The label of the field G opens under the board.
    GoToPoint,
    /// A name typed there that is not on the board: the text, the last column's letter
    /// and the number of rows.
    GoToRefused {
        text: &'a str,
        last: char,
        rows: u8,
    },
    LessonHeading(&'a str),
    KeepPlaying,
    CannotStart(&'a StartError),
    DownloadSgf,
    OpenSgf,
    /// Before a file's game replaces one with this many moves.
    ConfirmOpen(usize),
    DiscardAndOpen,
    /// The button that opens Ing's fill-in count after play stopped.
    ShowFillIn,
    /// The page after a bug stopped it: title, what happened, the two ways on.
    CrashTitle,
    CrashBody,
    CrashDownload,
    CrashReload,
    Marking(MarkingText<'a>),
    /// The record's panel beside the board and its marks on the board (L-1, P-3).
    Record(RecordText<'a>),
    /// The teacher's edit mode: its toolbar and its keys (issue 37).
    Edit(EditText),
    FillIn(FillInText),
    HandicapView(HandicapText),
    /// The header button that opens the tournament page; the tournament page's own words
    /// are [`tournament`]'s and [`entry`]'s, which only its module links.
    OpenTournament,
    /// The header's button that opens the course (issue 36).
    OpenCourse,
    CourseLoading,
    CourseNotLoaded,
    NewGameLoading,
    NewGameNotLoaded,
    /// While the tournament page's module is being fetched (`components::tournament_host`).
    TournamentLoading,
    /// The tournament page's module could not be fetched or started.
    TournamentNotLoaded,
    BackToBoard,
    Clock(ClockText),
    Computer(ComputerText),
    Embed(EmbedText<'a>),
}

/// The edit mode's toolbar and keys (issue 37, P-2, P-3).
#[derive(Debug, Clone, Copy)]
pub enum EditText {
    /// The button that turns the mode on and off.
    Mode,
    /// The toolbar's accessible name.
    Toolbar,
    Tool(crate::state::Tool),
    /// The button that gives the move to a colour (PL).
    ToMove(Color),
    ClearBoard,
    ClearMarks,
    /// The mode's keys, in the legend.
    Keys,
    /// The overlays' toggles (show why).
    Liberties,
    Atari,
    /// In a point's accessible name: its string's liberties, and that it is in atari.
    LibertyCount(usize),
    InAtari,
}

/// A message about the computer opponent (issue 21).
#[derive(Debug, Clone, Copy)]
pub enum ComputerText {
    /// The dialog's field: who the opponent is.
    Opponent,
    /// Two people at this board.
    TwoPlayers,
    /// The computer at a level (1 easiest .. `Level::MAX` strongest).
    Level(u8),
    /// The dialog's field: the colour the computer plays.
    ComputerPlays,
    /// The computer is thinking (the indicator).
    Thinking,
    /// The hint button.
    Hint,
    /// The hint shown: the best move for the side to move.
    HintIs(crate::state::computer::Hint),
    /// Appended to the hinted point's accessible name: ", hint".
    HintedPoint,
}

/// A message of the record's panel (its comment, place and variations) and the words
/// of its marks in a point's accessible name.
#[derive(Debug, Clone, Copy)]
pub enum RecordText<'a> {
    /// The panel's accessible name.
    Title,
    /// Where the node shown is: the moves to it, and which variation of how many.
    Position {
        moves: usize,
        variation: Option<(usize, usize)>,
    },
    First,
    Back,
    Forward,
    Last,
    /// Before the list of the variations at the node shown.
    Variations,
    /// Variation `n` (from 1) and its next move, if it has one (`None` for a pass).
    Variation {
        n: usize,
        next: Option<(Color, Option<Point>)>,
    },
    /// A mark's words in a point's accessible name.
    Mark(MarkWord<'a>),
    /// The keys that step through a record, in the legend.
    Keys,
}

/// A record's mark on a point, as its accessible name says it.
#[derive(Debug, Clone, Copy)]
pub enum MarkWord<'a> {
    Triangle,
    Square,
    Circle,
    Cross,
    Label(&'a str),
    Dimmed,
    /// The next move of variation `n` (from 1).
    Variation(usize),
}

/// A message of the marking view.
#[derive(Debug, Clone, Copy)]
pub enum MarkingText<'a> {
    /// Appended to a point's accessible name: ", dead", ", disputed", ", Black's
    /// territory"; empty when there is nothing to add.
    PointState {
        dead: bool,
        disputed: bool,
        territory: Option<Color>,
    },
    Title,
    /// How to mark, in one sentence.
    HowTo,
    ModeLabel,
    ModeName(Mode),
    MarkerLabel,
    /// "Black's marks".
    MarkerName(Color),
    /// The merged view (C-6) in numbers of strings.
    Summary {
        alive: usize,
        dead: usize,
        disputed: usize,
    },
    /// One disputed string: its first point, its size, who says it is dead.
    Disputed {
        first: Point,
        stones: usize,
        dead_by: Color,
    },
    ResumeToSettle,
    /// Under Ing: what resuming does (M-5).
    ResumeExplained,
    /// Elsewhere: a referee decides (C-6, 003 a).
    RefereeDecides,
    Reset,
    UndoMark,
    /// Why the fill-in count waits.
    FillInWaits,
    ResultTitle,
    /// "Result (Simple rules, komi 5.5): B+5".
    Result {
        outcome: Outcome,
        method: Method,
    },
    /// One side's count under a method, with the compensation it receives in half
    /// points (komi and handicap points: White's; 0 for none) and its total in half
    /// points (`Score::points_half` plus `Score::compensation_half`: the rules crate
    /// adds up, the catalogues only say it), so that the two lines' totals differ by
    /// the result.
    SideCount {
        color: Color,
        method: Method,
        stones: usize,
        territory: usize,
        prisoners: usize,
        komi: i32,
        total: i32,
    },
    CompareTitle,
    CompareKomiLabel,
    CompareKomiName(CompareKomi),
    MethodName(Method),
    /// The row heads of the comparison table.
    RowRules,
    RowKomi,
    RowBlack,
    RowWhite,
    RowResult,
    /// A compensation in half points (komi plus handicap points).
    Komi(i32),
    /// A count the method cannot make (fill-in: more stones than the bowl holds, B-4).
    CannotCount(Method),
    /// The verdict: all the same result, the same winner, or not.
    Verdict {
        agree: bool,
        same_winner: bool,
    },
    /// The heading over the reasons: why the results differ, or (when all methods
    /// agree) notes on how they count.
    ReasonsTitle {
        agree: bool,
    },
    Reason(&'a Reason),
    /// The team penalties' group (X-3, school-team).
    PenaltiesTitle,
    /// The button that gives a team penalty: "Penalty against Black: consultation (10
    /// points)"; the points are the seed's (`PenaltyReason::points`).
    AddPenalty {
        against: Color,
        reason: PenaltyReason,
    },
    /// One penalty the count took, with its reason and requirement: "Black pays 10
    /// points: consultation (X-3)".
    Penalty(Penalty),
    /// The button that takes a team penalty back: its visible word, its full name.
    Remove,
    RemovePenalty(Penalty),
    /// The panel's key to the board's marks.
    LegendDead,
    LegendTerritory,
    LegendDisputed,
}

/// A message of the fill-in view.
#[derive(Debug, Clone, Copy)]
pub enum FillInText {
    Title,
    Controls,
    Play,
    Pause,
    First,
    Last,
    Back,
    Forward,
    Close,
    Speed,
    SpeedName(Speed),
    StepOf {
        number: usize,
        of: usize,
    },
    Caption(Caption),
    /// "Black's bowl".
    Bowl(Color),
    Stones(u32),
    /// The measuring frame's accessible description (B-5).
    Frame {
        full_holes: u32,
        partial: u32,
        reserve: u32,
    },
    CompensationArea,
    /// Compensation stones lying in their area, for `to`.
    CompensationFor {
        to: Color,
        stones: u32,
    },
    NoCompensation,
    Result,
    /// An outcome in words: "White wins by 1 point".
    Outcome(Outcome),
    /// The method's name beside its result: "Territory counting".
    Under(Scoring),
    KeysHelp,
}

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

/// A message of the course and its lesson player (issue 36, L-2): the words around the
/// lessons; the lessons' own texts are theirs (`LessonTree::text`), the refusals the
/// rules' (`hotstone_i18n::refusal`).
#[derive(Debug, Clone, Copy)]
pub enum CourseText<'a> {
    /// The way back (the same words as [`Text::BackToBoard`]).
    BackToBoard,
    Title,
    /// "3 of 26 lessons done".
    Progress {
        done: usize,
        of: usize,
    },
    State(hotstone_lessons::course::LessonState),
    /// The player's way back to the table of contents.
    Contents,
    NextLesson,
    /// Every lesson of the course is done.
    CourseDone,
    /// "Step 2 of 5".
    Step {
        step: usize,
        steps: usize,
    },
    BoardName(u8),
    ToMove(Color),
    Right,
    /// The lesson is done.
    Done,
    Wrong,
    /// A legal move the lesson does not list.
    NotListed,
    /// Why a point or value is wrong where the lesson has no comment of its own.
    WrongWhy(&'a hotstone_lessons::sgf::WrongKind),
    /// A forbidden point found: how many are still to find.
    Found {
        left: usize,
    },
    /// A handicap stone placed: how many are still to place.
    Placed {
        left: usize,
    },
    /// The step asks nothing more: "next" goes on.
    GoOn,
    Hint,
    ShowAnswer,
    /// The answer shown, a value: "The answer: B+5".
    ShownValue(&'a str),
    /// Nothing to show: any answer of the kind asked is right.
    ShownAny,
    Previous,
    Next,
    Reset,
    Pass,
    /// The field of a value's answer: a result (`B+5`) or a number.
    ValueLabel {
        result: bool,
    },
    Answer,
    /// The value typed does not read.
    Unreadable {
        result: bool,
    },
}

/// The new game's words: its short start and full dialog (issue 38). Apart from [`t`] so
/// that only the new game's module (`src/bin/new_game_page.rs`) links them.
#[derive(Debug, Clone, Copy)]
pub enum NewGameText<'a> {
    PresetName(Preset),
    Title,
    BoardSize,
    /// A board size as the size select lists it: "9×9".
    SizeName(u8),
    Rules,
    KomiLabel,
    Handicap,
    HandicapNone,
    HandicapStyleLabel,
    HandicapStyleName(HandicapStyle),
    /// What the handicap count means for the chosen style.
    HandicapNote(HandicapStyle),
    PlayerName(Color),
    StartFrom,
    EmptyBoard,
    Start,
    Cancel,
    ConfirmDiscard(usize),
    /// A lesson link opened over a game in progress with this many moves.
    ConfirmLessonLink {
        lesson: &'a str,
        moves: usize,
    },
    DiscardAndStart,
    /// The short new game's way to the full dialog (issue 38).
    MoreOptions,
    /// The clock's field: "Clock".
    ClockField,
    ClockKind(ClockKind),
    /// The clock's minutes field.
    ClockMinutes,
    /// The field of byo-yomi's periods or SZ's overruns.
    ClockPeriods(ClockKind),
    /// The field of the seconds of each period or overrun.
    ClockPeriodSeconds(ClockKind),
}

/// A message of the tournament page.
#[derive(Debug, Clone, Copy)]
pub enum TournamentText<'a> {
    /// The page's way back (the same words as [`Text::BackToBoard`]).
    BackToBoard,
    Title,
    CreateTitle,
    NameLabel,
    SystemLabel,
    SystemName(tour::System),
    SeedLabel,
    /// How to paste the entrants for a system.
    EntrantsLabel(tour::System),
    Create,
    Import,
    Export,
    Print,
    Undo,
    NewTournament,
    ConfirmClose,
    Discard,
    Keep,
    /// "Round 2".
    Round(usize),
    Over,
    Table(usize),
    Bye(&'a str),
    /// A team match's heading: "4 boards; board 1 by nigiri".
    Boards(usize),
    /// One board of a team match and its colours.
    BoardSeat {
        board: usize,
        same_colours: bool,
    },
    Won(&'a str),
    Draw,
    BlackOnBoard1,
    NotChosen,
    Lot,
    /// The label of a player's in-game score field.
    Score(&'a str),
    EnterResult,
    ResultGame {
        winner: &'a str,
        loser: &'a str,
    },
    /// A drawn game (round robin: 003 a 6, 000).
    ResultDraw([&'a str; 2]),
    /// A game taken out of the scoring (000).
    ResultVoid([&'a str; 2]),
    /// Both players lost (001 "Suspendierung").
    ResultBothLost([&'a str; 2]),
    /// The buttons entering those, beside the winners' buttons.
    DrawButton,
    VoidButton,
    BothLostButton,
    /// A team match's board taken out of the scoring (000), as its field offers it.
    VoidBoard,
    /// The field choosing whom to withdraw: a player, or a class in the school team
    /// tournament (001 "Suspendierung").
    WithdrawLabel(tour::System),
    /// The button that asks to withdraw the one chosen.
    Withdraw,
    /// The question before a withdrawal: it forfeits the remaining games (001: "verliert
    /// seine restlichen Partien"), and Undo takes it back.
    ConfirmWithdraw {
        name: &'a str,
        system: tour::System,
    },
    /// The confirmation's button.
    ConfirmWithdrawal,
    /// Who withdrew, in which round.
    Withdrawn {
        name: &'a str,
        round: usize,
    },
    /// The field choosing whom to rename: a player, or in the school team tournament a
    /// class or a pupil (a typo fixed at any time, results kept).
    RenameLabel(tour::System),
    /// A class among its pupils in that field: "class 5a".
    ClassOption(&'a str),
    /// The field of the new name.
    NewName,
    /// The button that renames.
    Rename,
    /// Beside a name in the standings: the entrant withdrew in this round.
    WithdrewIn(usize),
    /// A pairing's result that was not played but forfeited by the withdrawal of
    /// `withdrawn` (001: "verliert seine restlichen Partien"): `winner` wins it, or with
    /// none, every side withdrew and all lose.
    ResultForfeit {
        winner: Option<&'a str>,
        withdrawn: &'a [String],
    },
    ResultMatch(&'a tour::MatchScore),
    ResultTable(&'a BTreeMap<String, i64>),
    Standings,
    FinalStandings,
    Place,
    Name,
    ReasonColumn,
    Criterion(tour::Criterion),
    /// Why a row stands where it does, with its value and the other's on the criterion.
    Why {
        reason: &'a tour::Reason,
        mine: &'a str,
        theirs: &'a str,
    },
    Error(&'a PageError),
    Dismiss,
    /// Back to the create form before the first result (a typo, a late entry, a no-show).
    EditEntrants,
    /// Above that form: the tournament is created anew, its lot drawn again.
    EditingHint,
    /// A table's result lacks these players' scores.
    MissingScores(&'a [String]),
}

/// A message of the tournament page's result entry beyond the plain forms: a played
/// board opened from its SGF, a correction, a play-off or lot.
#[derive(Debug, Clone, Copy)]
pub enum EntryText<'a> {
    /// The file button of a game: "Result from SGF".
    OpenRecord,
    /// The file button of a team match's board.
    OpenBoardRecord(usize),
    /// What the record says: the players and their colours, the result.
    Proposal(&'a Proposal),
    /// The moves of the record the rules refused: how many, and the first (its number,
    /// colour, point and rule with the requirement).
    Refused(&'a Refused),
    /// The button that takes the proposal: the winner's name, or a draw.
    Take(Option<&'a str>),
    Discard,
    RecordError(&'a RecordError),
    /// The button that opens an entered result for correction.
    Correct,
    Cancel,
    /// The correction form's heading: "Correct the result of round 2".
    Correcting(usize),
    RoundsPlayed,
    /// The play-off or lot form for entrants equal on every criterion.
    DecisionTitle,
    DecisionHint(&'a [String]),
    DecisionPlace(usize),
    Decide,
}

/// A table's scores, best first: "Ida 30, Hannes 28, Jonas 19".
pub(super) fn tournament_scores(scores: &BTreeMap<String, i64>) -> String {
    let mut list: Vec<_> = scores.iter().collect();
    hotstone_text::sort_by(&mut list, |a, b| a.1 > b.1);
    list.iter()
        .map(|(n, s)| format!("{n} {s}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// A message of the clocks.
#[derive(Debug, Clone, Copy)]
pub enum ClockText {
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

/// A message of the embedded board (`<hotstone-board>`, `?embed`) and its option.
#[derive(Debug, Clone, Copy)]
pub enum EmbedText<'a> {
    /// Bad input, shown in the element's place.
    Problem(&'a crate::state::embed_problem::Problem),
    /// The app's toggle that shows the forbidden points without hovering.
    ShowForbidden,
}

/// `m:ss` above a minute, `0:ss.t` below (the last seconds in tenths): always minutes
/// before the colon, so that "0:45.0" cannot be read as 45 minutes.
pub fn show_time(t: Tenths) -> String {
    let v = t.get();
    if v >= 600 {
        format!("{}:{:02}", v / 600, (v / 10) % 60)
    } else {
        format!("0:{:02}.{}", v / 10, v % 10)
    }
}

/// The words a time is said in, in one language: a minute and minutes, a second and
/// seconds (with the space before them, if the language has one), the decimal point.
struct TimeWords {
    minutes: [&'static str; 2],
    seconds: [&'static str; 2],
    point: char,
}

/// `n` and its unit, singular for 1: "1 minute", "5 seconds".
fn unit(n: u64, words: [&str; 2]) -> String {
    format!("{n}{}", words[usize::from(n != 1)])
}

/// A clock's time as a screen reader says it, with its units (WCAG 1.1.1, 1.3.1): "12
/// minutes 5 seconds", "1 minute", "45.3 seconds" where the face shows `12:05`, `1:00`,
/// `0:45.3`.
fn spoken_time(t: Tenths, w: &TimeWords) -> String {
    let v = t.get();
    if v < 600 {
        return format!("{}{}{}{}", v / 10, w.point, v % 10, w.seconds[1]);
    }
    let mut out = unit(v / 600, w.minutes);
    if v / 10 % 60 > 0 {
        // A space between where the units have one before them (not in 12分5秒).
        if w.seconds[0].starts_with(' ') {
            out.push(' ');
        }
        out += &unit(v / 10 % 60, w.seconds);
    }
    out
}

/// The message in a language.
pub fn t(lang: Lang, text: Text<'_>) -> String {
    spoken!(lang, text(text))
}

/// The tournament page's words. Apart from [`t`] so that only the tournament page's
/// module (`src/bin/tournament_page.rs`) links them, not every visitor's page.
pub fn tournament(lang: Lang, text: TournamentText<'_>) -> String {
    spoken!(lang, tournament(text))
}

/// The course's words. Apart from [`t`] so that only the course's module
/// (`src/bin/course_page.rs`) links them.
pub fn course(lang: Lang, text: CourseText<'_>) -> String {
    spoken!(lang, course(text))
}

/// The new game's words (as [`course`]).
pub fn new_game(lang: Lang, text: NewGameText<'_>) -> String {
    spoken!(lang, new_game(text))
}

/// The tournament page's words for entering results (as [`tournament`]).
pub fn entry(lang: Lang, text: EntryText<'_>) -> String {
    spoken!(lang, entry(text))
}

// What every language builds alike from its own words.

/// The words an accessible point name is made of, in one language.
struct PointWords {
    /// Between the parts: ", " or "、".
    separator: &'static str,
    black_stone: &'static str,
    white_stone: &'static str,
    /// A stone the fill-in count put there (C-2): "black fill-in stone".
    black_fill_in: &'static str,
    white_fill_in: &'static str,
    empty: &'static str,
    hot: &'static str,
    move_number: fn(u32) -> String,
    last_move: &'static str,
    /// Before the rule's name: "forbidden: ".
    forbidden: &'static str,
    rule_name: fn(RefusalKind) -> &'static str,
}

/// "C3, empty, forbidden: hot stone": the point, then what is on it and what it means.
fn point_name(f: PointFacts, words: &PointWords) -> String {
    let mut parts = vec![f.point.to_string()];
    parts.push(
        match (f.stone, f.fill_in) {
            (Some(Color::Black), false) => words.black_stone,
            (Some(Color::White), false) => words.white_stone,
            (Some(Color::Black), true) => words.black_fill_in,
            (Some(Color::White), true) => words.white_fill_in,
            (None, _) => words.empty,
        }
        .into(),
    );
    if f.hot {
        parts.push(words.hot.into());
    }
    if let Some(n) = f.number {
        parts.push((words.move_number)(n));
    }
    if f.last {
        parts.push(words.last_move.into());
    }
    if let Some(kind) = f.forbidden {
        parts.push(format!("{}{}", words.forbidden, (words.rule_name)(kind)));
    }
    parts.join(words.separator)
}

/// A language's name in itself, as the language menu lists it.
fn endonym(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "English",
        Lang::De => "Deutsch",
        Lang::Ja => "日本語",
    }
}

/// A playback speed as the speed menu shows it: "2×".
fn speed_name(speed: Speed) -> &'static str {
    match speed {
        Speed::Half => "½×",
        Speed::Normal => "1×",
        Speed::Double => "2×",
        Speed::Quadruple => "4×",
    }
}

/// Names joined with a language's separator: "Territory, Area".
/// What a page URL may name, as it is written there: the lessons' ids and the presets'
/// names, for the notice about an unknown one.
fn known_in_url(lessons: bool, separator: &str) -> String {
    if lessons {
        crate::state::lessons::all()
            .into_iter()
            .map(|l| l.id)
            .collect::<Vec<_>>()
            .join(separator)
    } else {
        join(&Preset::ALL, Preset::name, separator)
    }
}

fn join<T: Copy>(list: &[T], name: fn(T) -> &'static str, separator: &str) -> String {
    list.iter()
        .map(|&x| name(x))
        .collect::<Vec<_>>()
        .join(separator)
}
