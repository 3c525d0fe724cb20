//! What is wrong with the input, and where: the one line the CLI prints on stderr before
//! exiting with code 2.

use core::fmt;

/// A problem with the input that stops the replay. `node` counts the nodes of the main
/// line from 0 (the root), so that in a file without setup-only nodes node N holds move N.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InputError {
    pub what: String,
    pub node: Option<usize>,
    /// The property at fault, as written in the file (e.g. `B[zz]`), or the option.
    pub property: Option<String>,
    /// Line and column in the file (from 1), where they are known.
    pub at: Option<(usize, usize)>,
}

impl InputError {
    pub fn new(what: impl Into<String>) -> InputError {
        InputError {
            what: what.into(),
            node: None,
            property: None,
            at: None,
        }
    }

    pub fn at_location(mut self, at: Option<hotstone_sgf::Location>) -> InputError {
        self.at = at.map(|l| (l.line, l.column));
        self
    }

    /// With the line and column of its node of the first game's main line (and its
    /// property there, when found) in `text`, the SGF it was found in: for errors found
    /// after reading, such as a setup the rules refuse. Unchanged without a node or
    /// when it already has a place.
    pub fn located(self, text: &str) -> InputError {
        match (self.at, self.node) {
            (None, Some(node)) => {
                let property = self.property.clone();
                let at = hotstone_sgf::locate_node(text, 0, &vec![0; node], property.as_deref());
                self.at_location(at)
            }
            _ => self,
        }
    }

    pub fn at_node(mut self, node: usize) -> InputError {
        self.node = Some(node);
        self
    }

    pub fn in_property(mut self, property: impl Into<String>) -> InputError {
        self.property = Some(property.into());
        self
    }

    /// The whole stderr line: `hotstone: <what> (<source>, node N, PROP[value], line L,
    /// column C)`. The place where it is known; the line and column last, as the
    /// conformance suite pins the file, node and property side by side.
    pub fn line(&self, source: &str) -> String {
        format!("hotstone: {self} ({})", self.place(source))
    }

    fn place(&self, source: &str) -> String {
        let mut parts = vec![source.to_string()];
        match self.node {
            Some(0) => parts.push("root node".to_string()),
            Some(n) => parts.push(format!("node {n}")),
            None => {}
        }
        parts.extend(self.property.clone());
        if let Some((line, column)) = self.at {
            parts.push(format!("line {line}, column {column}"));
        }
        parts.join(", ")
    }
}

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Newlines would break the one-line promise; a value from the file may hold some.
        f.write_str(&self.what.replace(['\n', '\r'], " "))
    }
}

impl std::error::Error for InputError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_line_names_file_node_and_property() {
        let e = InputError::new("'zz' is off the 9x9 board")
            .at_node(3)
            .in_property("B[zz]");
        assert_eq!(
            e.line("game.sgf"),
            "hotstone: 'zz' is off the 9x9 board (game.sgf, node 3, B[zz])"
        );
        let root = InputError::new("bad size").at_node(0).in_property("SZ[30]");
        assert_eq!(
            root.line("a.sgf"),
            "hotstone: bad size (a.sgf, root node, SZ[30])"
        );
        assert_eq!(InputError::new("empty").line("-"), "hotstone: empty (-)");
        let text = "(;SZ[9]\n;B[cc]\n;AB[aa]AW[ab]\n  [ba])";
        let e = InputError::new("setup").at_node(2).in_property("AW[");
        assert_eq!(
            e.located(text).line("g.sgf"),
            "hotstone: setup (g.sgf, node 2, AW[, line 3, column 8)"
        );
    }

    #[test]
    fn the_line_stays_one_line() {
        let e = InputError::new("two\nlines");
        assert!(!e.line("f").contains('\n'));
    }
}
