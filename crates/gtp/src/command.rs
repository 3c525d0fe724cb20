//! Commands: written by a controller, read by an engine (`hotstone gtp`), and the
//! engine's responses written.

/// A command line: the name and its arguments, with anything that would break the line
/// (control characters) turned into spaces.
pub fn command(name: &str, args: &[&str]) -> String {
    let mut line = name.to_string();
    for a in args {
        line.push(' ');
        line.push_str(a);
    }
    line.chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect()
}

/// A command line as a GTP server reads it (GTP 2 "preprocessing"): control characters
/// other than tab and newline dropped, tabs made spaces, `#` comments cut. `None` for a
/// line left empty.
pub fn preprocess(line: &str) -> Option<String> {
    let line = line.split('#').next().unwrap_or("");
    let clean: String = line
        .chars()
        .filter_map(|c| match c {
            '\t' => Some(' '),
            c if c.is_control() => None,
            c => Some(c),
        })
        .collect();
    let clean = clean.trim();
    (!clean.is_empty()).then(|| clean.to_string())
}

/// A command as a server reads it: an optional numeric id, the name, the arguments.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Command {
    pub id: Option<u64>,
    pub name: String,
    pub args: Vec<String>,
}

/// Reads a preprocessed command line; `None` when it has no name.
pub fn parse_command(line: &str) -> Option<Command> {
    let mut words = line.split_whitespace();
    let first = words.next()?;
    let (id, name) = match first.parse::<u64>() {
        Ok(id) => (Some(id), words.next()?.to_string()),
        Err(_) => (None, first.to_string()),
    };
    Some(Command {
        id,
        name,
        args: words.map(str::to_string).collect(),
    })
}

/// A response as a server writes it, ending with the blank line.
pub fn format_response(id: Option<u64>, result: &Result<String, String>) -> String {
    let (status, text) = match result {
        Ok(t) => ('=', t),
        Err(t) => ('?', t),
    };
    let id = id.map(|i| i.to_string()).unwrap_or_default();
    // A blank line inside the text would end the response early.
    let text: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).collect();
    if text.is_empty() {
        format!("{status}{id}\n\n")
    } else {
        format!("{status}{id} {}\n\n", text.join("\n"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn server_side_lines() {
        assert_eq!(preprocess("  # only a comment"), None);
        assert_eq!(
            preprocess("7 play\tb D4 # go").as_deref(),
            Some("7 play b D4")
        );
        let c = parse_command("7 play b D4").unwrap();
        assert_eq!(c.id, Some(7));
        assert_eq!(c.name, "play");
        assert_eq!(c.args, ["b", "D4"]);
        assert_eq!(parse_command("42"), None);
        assert_eq!(parse_command(""), None);
        assert_eq!(format_response(Some(3), &Ok("D4".into())), "=3 D4\n\n");
        assert_eq!(
            format_response(None, &Err("illegal move".into())),
            "? illegal move\n\n"
        );
        assert_eq!(format_response(None, &Ok("a\n\nb".into())), "= a\nb\n\n");
        assert_eq!(format_response(Some(1), &Ok(String::new())), "=1\n\n");
    }

    #[test]
    fn a_command_cannot_smuggle_a_second_line() {
        assert_eq!(
            command("play", &["black", "D4\nquit"]),
            "play black D4 quit"
        );
    }

    #[test]
    fn an_id_too_large_for_u64_is_a_name() {
        let c = parse_command("99999999999999999999 name").unwrap();
        assert_eq!(c.id, None);
        assert_eq!(c.name, "99999999999999999999");
    }
}
