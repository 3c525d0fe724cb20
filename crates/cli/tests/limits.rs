//! An input over the SGF reader's limit is refused with one line and exit 2, reading no
//! more than the limit (issue 20).

use std::io::Write;
use std::process::{Command, Stdio};

#[test]
fn an_oversized_record_on_stdin_is_refused_with_exit_2() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_hotstone"))
        .args(["replay", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let writer = std::thread::spawn(move || {
        let chunk = vec![b'x'; 1 << 20];
        let _ = stdin.write_all(b"(;SZ[9]C[");
        // 20 MiB: past the limit; the CLI may stop reading early (a broken pipe).
        for _ in 0..20 {
            if stdin.write_all(&chunk).is_err() {
                break;
            }
        }
    });
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("larger than 16777216 bytes"), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
}
