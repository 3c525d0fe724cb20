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
}

impl InputError {
    pub fn new(what: impl Into<String>) -> InputError {
        InputError {
            what: what.into(),
            node: None,
            property: None,
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

    /// The whole stderr line: `hotstone: <what> (<source>, node N, PROP[value])`.
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
    }

    #[test]
    fn the_line_stays_one_line() {
        let e = InputError::new("two\nlines");
        assert!(!e.line("f").contains('\n'));
    }
}
