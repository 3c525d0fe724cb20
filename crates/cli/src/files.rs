//! Output files written whole or not at all, for every command that writes one
//! (`hotstone tournament`'s file and CSVs, the referee's and the match's SGF records):
//! each is written in full to a temporary file beside its target, then renamed over it.
//! A rename within a directory is atomic, so a kill or a full disk never leaves a target
//! cut short, and a reader never sees half a file.

use std::path::{Path, PathBuf};

/// An exclusive lock for a file that several commands read, change and write back (the
/// game server and `hotstone tournament --record` on an event's standings), held while
/// it lives. It is taken on the file's directory: the file itself is replaced by each
/// write and cannot carry a lock, and a lock file would be left beside it. Advisory: it
/// orders Hotstone's own writers.
pub struct Lock {
    #[allow(dead_code)]
    directory: std::fs::File,
}

/// Waits for, then takes, the lock for `path`.
pub fn lock(path: &Path) -> std::io::Result<Lock> {
    let target = std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf());
    let dir = match target.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let directory = std::fs::File::open(dir)?;
    #[cfg(unix)]
    {
        use std::os::unix::io::AsRawFd;
        // SAFETY: flock(2) on a descriptor this function owns; it touches no memory.
        // The lock goes with the descriptor, when `Lock` is dropped.
        if unsafe { libc::flock(directory.as_raw_fd(), libc::LOCK_EX) } != 0 {
            return Err(std::io::Error::last_os_error());
        }
    }
    Ok(Lock { directory })
}

/// Writes every file or none, each whole: every file is first written in full to a
/// temporary file beside it (so that a full disk or a missing directory is found before
/// anything changes), then each is renamed over its target in order. On failure, the
/// path that could not be written and why.
pub fn write_all(files: &[(&Path, Vec<u8>)]) -> Result<(), (PathBuf, std::io::Error)> {
    let mut staged: Vec<(PathBuf, PathBuf)> = Vec::new();
    let discard = |staged: &[(PathBuf, PathBuf)]| {
        for (temp, _) in staged {
            let _ = std::fs::remove_file(temp);
        }
    };
    for (path, bytes) in files {
        match stage(path, bytes) {
            Ok(pair) => staged.push(pair),
            Err(e) => {
                discard(&staged);
                return Err((path.to_path_buf(), e));
            }
        }
    }
    for (i, (temp, target)) in staged.iter().enumerate() {
        if let Err(e) = std::fs::rename(temp, target) {
            discard(&staged[i..]);
            return Err((target.clone(), e));
        }
    }
    Ok(())
}

/// Whether `write_all` could write `path` now, found without changing it: a temporary
/// file is made beside it, as the write makes one, and removed again.
pub fn check_writable(path: &Path) -> std::io::Result<()> {
    let (temp, _) = stage(path, &[])?;
    std::fs::remove_file(temp)
}

/// Writes `bytes` to a new temporary file in the target's directory (the target a
/// symbolic link leads to, if it is one), with the target's permissions if it exists,
/// and flushes it to the disk. Returns (temporary file, target).
fn stage(path: &Path, bytes: &[u8]) -> std::io::Result<(PathBuf, PathBuf)> {
    use std::io::Write as _;
    let target = std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf());
    let name = target
        .file_name()
        .ok_or_else(|| std::io::Error::from(std::io::ErrorKind::InvalidInput))?;
    let mut temp_name = std::ffi::OsString::from(".");
    temp_name.push(name);
    temp_name.push(format!(".{}.tmp", std::process::id()));
    let temp = target.with_file_name(temp_name);
    let existing = std::fs::metadata(&target).ok();
    if existing.as_ref().is_some_and(std::fs::Metadata::is_dir) {
        return Err(std::io::Error::from(std::io::ErrorKind::IsADirectory));
    }
    let written = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&temp)
        .and_then(|mut f| {
            f.write_all(bytes)?;
            if let Some(meta) = &existing {
                f.set_permissions(meta.permissions())?;
            }
            f.sync_all()
        });
    match written {
        Ok(()) => Ok((temp, target)),
        Err(e) => {
            let _ = std::fs::remove_file(&temp);
            Err(e)
        }
    }
}
