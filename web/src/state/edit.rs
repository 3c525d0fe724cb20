//! The teacher's edit mode (issue 37, P-2, P-3): stones placed, alternated and erased,
//! the side to move given, the board cleared, all as one setup node of the document
//! (`Document::set_up`, which the rules check); and marks put on the node shown
//! (`hotstone_sgf::marks`). A click or Enter on the cursor applies the tool chosen; Undo
//! takes back one edit at a time while the mode is on. Play goes on from the position
//! set up, under the game's rules, once the mode is off.

use hotstone_rules::{Color, Game, Point, SetupError};
use hotstone_sgf::marks::Shape;
use hotstone_sgf::Document;

use super::{Said, State};

/// A tool of the edit mode.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tool {
    Black,
    White,
    Alternate,
    Erase,
    Triangle,
    Square,
    Circle,
    Cross,
    Letter,
    Number,
    Arrow,
    Line,
    Dim,
}

impl Tool {
    pub const ALL: [Tool; 13] = [
        Tool::Black,
        Tool::White,
        Tool::Alternate,
        Tool::Erase,
        Tool::Triangle,
        Tool::Square,
        Tool::Circle,
        Tool::Cross,
        Tool::Letter,
        Tool::Number,
        Tool::Arrow,
        Tool::Line,
        Tool::Dim,
    ];

    /// The tool's name in the toolbar's `data-edit-tool` (issue 37's contract).
    pub fn code(self) -> &'static str {
        match self {
            Tool::Black => "black",
            Tool::White => "white",
            Tool::Alternate => "alternate",
            Tool::Erase => "erase",
            Tool::Triangle => "triangle",
            Tool::Square => "square",
            Tool::Circle => "circle",
            Tool::Cross => "cross",
            Tool::Letter => "letter",
            Tool::Number => "number",
            Tool::Arrow => "arrow",
            Tool::Line => "line",
            Tool::Dim => "dim",
        }
    }

    /// The key that chooses the tool on the board (the legend lists them); none of the
    /// board's other keys (P, U, L, G, E).
    pub fn key(self) -> char {
        match self {
            Tool::Black => 'B',
            Tool::White => 'W',
            Tool::Alternate => 'A',
            Tool::Erase => 'D',
            Tool::Triangle => 'T',
            Tool::Square => 'S',
            Tool::Circle => 'C',
            Tool::Cross => 'X',
            Tool::Letter => 'K',
            Tool::Number => 'N',
            Tool::Arrow => 'R',
            Tool::Line => 'I',
            Tool::Dim => 'H',
        }
    }

    /// The tool a key chooses, in either case.
    pub fn of_key(key: &str) -> Option<Tool> {
        let mut chars = key.chars();
        let c = chars.next()?.to_ascii_uppercase();
        if chars.next().is_some() {
            return None;
        }
        Tool::ALL.into_iter().find(|t| t.key() == c)
    }

    /// An arrow or a line: two clicks, from and to.
    pub fn two_points(self) -> bool {
        matches!(self, Tool::Arrow | Tool::Line)
    }
}

/// What the user did in the edit mode.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EditAction {
    /// The mode's button or E on the board: on, or off.
    Toggled,
    Chose(Tool),
    /// The side to move given (PL).
    GaveMove(Color),
    ClearedBoard,
    ClearedMarks,
}

/// What the live region says of an edit.
#[derive(Debug, Clone, PartialEq)]
pub enum EditSaid {
    Mode(bool),
    Tool(Tool),
    /// A point's content set: a stone, or none.
    Stone(Point, Option<Color>),
    /// A mark put on or taken off a point.
    Marked(Point, Tool),
    /// An arrow's or a line's first point.
    From(Point),
    ToMove(Color),
    ClearedBoard,
    ClearedMarks,
    /// The rules refuse the position (a string without liberties, a game over); the
    /// point clicked, if one was.
    Refused(Option<Point>, SetupError),
}

/// The edit mode while it is on.
#[derive(Debug, Clone)]
pub struct Editor {
    pub tool: Tool,
    /// The alternating tool's next colour.
    pub next: Color,
    /// An arrow's or a line's first point, once clicked.
    pub from: Option<Point>,
    /// The document and the game before each edit, for Undo in the mode.
    undo: Vec<(Document, Game)>,
}

/// Edits Undo can take back, one at a time.
const UNDO_DEPTH: usize = 200;

impl Editor {
    fn new() -> Editor {
        Editor {
            tool: Tool::Black,
            next: Color::Black,
            from: None,
            undo: Vec::new(),
        }
    }

    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }
}

impl State {
    pub(super) fn edit(&mut self, action: EditAction) -> bool {
        if action == EditAction::Toggled {
            let on = self.editor.is_none();
            self.editor = on.then(Editor::new);
            self.say(Said::Edit(EditSaid::Mode(on)));
            return true;
        }
        let Some(editor) = self.editor.as_mut() else {
            return false;
        };
        match action {
            EditAction::Chose(tool) => {
                editor.tool = tool;
                editor.from = None;
                self.say(Said::Edit(EditSaid::Tool(tool)));
                true
            }
            EditAction::GaveMove(color) => self.set_up(&[], Some(color), EditSaid::ToMove(color)),
            EditAction::ClearedBoard => {
                let edits: Vec<_> = self.game.board().stones().map(|(p, _)| (p, None)).collect();
                self.set_up(&edits, None, EditSaid::ClearedBoard)
            }
            EditAction::ClearedMarks => {
                self.remember();
                let size = self.size();
                let dimmed = !self.dimmed_at(1).is_empty();
                let at = self.document.current();
                self.document
                    .tree_mut()
                    .node_mut(at)
                    .clear_markup(size, dimmed);
                self.marked(EditSaid::ClearedMarks)
            }
            EditAction::Toggled => false,
        }
    }

    /// A click (or Enter on the cursor) in the edit mode: the tool at `p`.
    pub(super) fn edit_point(&mut self, p: Point) {
        let Some(editor) = self.editor.as_mut() else {
            return;
        };
        let tool = editor.tool;
        let now = self.game.board().get(p);
        let stone = match tool {
            Tool::Black => Some(Some(Color::Black)),
            Tool::White => Some(Some(Color::White)),
            Tool::Alternate => Some(Some(editor.next)),
            Tool::Erase => Some(None),
            _ => None,
        };
        if let Some(wanted) = stone {
            // The stone's own tool on it takes it off; the alternating one erases too.
            let content = if now.is_some() && (wanted == now || tool == Tool::Alternate) {
                None
            } else {
                wanted
            };
            if self.set_up(&[(p, content)], None, EditSaid::Stone(p, content))
                && tool == Tool::Alternate
                && content.is_some()
            {
                if let Some(e) = self.editor.as_mut() {
                    e.next = e.next.opponent();
                }
            }
            return;
        }
        if tool.two_points() {
            match editor.from.take() {
                None => {
                    editor.from = Some(p);
                    self.say(Said::Edit(EditSaid::From(p)));
                    self.revision = self.revision.wrapping_add(1);
                    return;
                }
                Some(from) => {
                    self.remember();
                    self.node_mut().toggle_line(from, p, tool == Tool::Arrow);
                }
            }
        } else if tool == Tool::Dim {
            self.remember();
            let mut dimmed = self.dimmed_at(0);
            match dimmed.iter().position(|&q| q == p) {
                Some(i) => drop(dimmed.remove(i)),
                None => dimmed.push(p),
            }
            let size = self.size();
            self.node_mut().set_dimmed(size, &dimmed);
        } else {
            self.remember();
            let node = self.node_mut();
            match tool {
                Tool::Triangle => node.toggle_shape(p, Shape::Triangle),
                Tool::Square => node.toggle_shape(p, Shape::Square),
                Tool::Circle => node.toggle_shape(p, Shape::Circle),
                Tool::Cross => node.toggle_shape(p, Shape::Cross),
                Tool::Number => node.toggle_label(p, true),
                _ => node.toggle_label(p, false),
            }
        }
        self.marked(EditSaid::Marked(p, tool));
    }

    /// Undo in the edit mode: the last edit taken back. False when there is none.
    pub(super) fn undo_edit(&mut self) -> bool {
        let Some((document, game)) = self.editor.as_mut().and_then(|e| e.undo.pop()) else {
            return false;
        };
        self.document = document;
        self.game = game;
        self.notice = None;
        self.changed(Said::TookBack);
        true
    }

    /// Stepping elsewhere in the record: the edits' Undo starts again there.
    pub(super) fn forget_edits(&mut self) {
        if let Some(e) = self.editor.as_mut() {
            e.undo.clear();
            e.from = None;
        }
    }

    /// Stones and the side to move set up through the rules; said, or refused.
    fn set_up(
        &mut self,
        edits: &[(Point, Option<Color>)],
        to_move: Option<Color>,
        said: EditSaid,
    ) -> bool {
        let before = self.snapshot();
        match self.document.set_up(&mut self.game, edits, to_move) {
            Ok(true) => {
                self.push_undo(before);
                self.notice = None;
                self.changed(Said::Edit(said));
                true
            }
            Ok(false) => false,
            Err(e) => {
                let at = edits.first().map(|&(p, _)| p).filter(|_| edits.len() == 1);
                self.refuse(Said::Edit(EditSaid::Refused(at, e)));
                false
            }
        }
    }

    fn remember(&mut self) {
        let before = self.snapshot();
        self.push_undo(before);
    }

    /// The document and the game as they are, for Undo (one copy of their clones).
    #[inline(never)]
    fn snapshot(&self) -> (Document, Game) {
        (self.document.clone(), self.game.clone())
    }

    fn push_undo(&mut self, before: (Document, Game)) {
        if let Some(e) = self.editor.as_mut() {
            if e.undo.len() >= UNDO_DEPTH {
                e.undo.remove(0);
            }
            e.undo.push(before);
        }
    }

    fn node_mut(&mut self) -> &mut hotstone_sgf::Node {
        let at = self.document.current();
        self.document.tree_mut().node_mut(at)
    }

    /// The points dimmed at the node shown (DD holds on down the line), or at the node
    /// `up` nodes above it.
    fn dimmed_at(&self, up: usize) -> Vec<Point> {
        let tree = self.document.tree();
        self.document
            .line()
            .iter()
            .rev()
            .skip(up)
            .find_map(|&id| hotstone_sgf::read::dimmed(tree.node(id), tree.size()))
            .unwrap_or_default()
    }

    /// A mark changed: the game is as it was, the record is not (saved, said).
    fn marked(&mut self, said: EditSaid) -> bool {
        self.revision = self.revision.wrapping_add(1);
        self.say(Said::Edit(said));
        true
    }
}

#[cfg(test)]
#[path = "edit_tests.rs"]
mod tests;
