//! A command's input and output, each whole: the input read from a file or standard
//! input (at most the SGF reader's limit), the output written in one piece or replaced
//! by its one-line error, and an I/O error in words for those lines.

use std::io::{Read, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use crate::error::InputError;

/// Writes a command's whole output, or its one-line error: the document is built
/// before anything is written, so there is never partial output.
pub fn emit(output: Result<String, InputError>, source: &str) -> ExitCode {
    match output {
        Ok(document) => {
            let mut out = std::io::stdout().lock();
            match out
                .write_all(document.as_bytes())
                .and_then(|()| out.flush())
            {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => {
                    eprintln!("hotstone: cannot write the output: {e} (stdout)");
                    ExitCode::from(2)
                }
            }
        }
        Err(e) => {
            eprintln!("{}", e.line(source));
            ExitCode::from(2)
        }
    }
}

/// The bytes of `path` (`-`: standard input), refused past the SGF reader's limit.
pub fn read_input(path: &PathBuf) -> Result<Vec<u8>, InputError> {
    // One byte past the reader's limit is enough to know the input is too large, so a
    // huge file costs no more memory than the limit.
    let limit = hotstone_sgf::MAX_BYTES as u64 + 1;
    let mut bytes = Vec::new();
    let result = if path.as_os_str() == "-" {
        std::io::stdin()
            .lock()
            .take(limit)
            .read_to_end(&mut bytes)
            .map(|_| ())
    } else {
        std::fs::File::open(path).and_then(|f| f.take(limit).read_to_end(&mut bytes).map(|_| ()))
    };
    result.map_err(|e| InputError::new(format!("cannot read the input: {}", io_reason(&e))))?;
    if bytes.len() > hotstone_sgf::MAX_BYTES {
        return Err(InputError::new(format!(
            "the input is larger than {} bytes, the most an SGF record may have",
            hotstone_sgf::MAX_BYTES
        )));
    }
    Ok(bytes)
}

/// The io error in words, without the "(os error N)" that would nest parentheses.
pub fn io_reason(e: &std::io::Error) -> String {
    use std::io::ErrorKind;
    match e.kind() {
        ErrorKind::NotFound => "no such file".to_string(),
        ErrorKind::PermissionDenied => "permission denied".to_string(),
        ErrorKind::IsADirectory => "it is a directory".to_string(),
        kind => kind.to_string(),
    }
}
