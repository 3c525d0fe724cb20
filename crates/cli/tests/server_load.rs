//! The game server under load (issue 41): 16 connected programs, 8 games at once. Long,
//! so ignored by default; run it with
//!
//! ```text
//! cargo test -p hotstone-cli --release --test server_load -- --ignored --nocapture
//! ```
//!
//! It prints the figures recorded in docs/referee.md ("Load"): the server's peak
//! memory, its CPU time per move, and the time per move its clocks charged.

mod server_support;

use std::path::Path;
use std::time::{Duration, Instant};

use serde_json::json;
use server_support::*;

/// The server's resident memory now and at its peak (kB), and its CPU time (s).
fn sample(pid: u32) -> Option<(u64, u64, f64)> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let kb = |key: &str| {
        status
            .lines()
            .find(|l| l.starts_with(key))
            .and_then(|l| l.split_whitespace().nth(1))
            .and_then(|n| n.parse().ok())
    };
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    let fields: Vec<&str> = stat.rsplit_once(')')?.1.split_whitespace().collect();
    // utime and stime, fields 14 and 15 of stat(5), in clock ticks of 1/100 s.
    let ticks: u64 = fields.get(11)?.parse::<u64>().ok()? + fields.get(12)?.parse::<u64>().ok()?;
    Some((kb("VmRSS:")?, kb("VmHWM:")?, ticks as f64 / 100.0))
}

/// The clock's charge of a record: main time twice, less both sides' last time left.
fn charged(sgf: &str, main: f64) -> f64 {
    let last = |tag: &str| {
        sgf.rmatch_indices(tag)
            .next()
            .and_then(|(i, _)| sgf[i + tag.len()..].split(']').next())
            .and_then(|t| t.parse::<f64>().ok())
            .unwrap_or(main)
    };
    2.0 * main - last("BL[") - last("WL[")
}

#[test]
#[ignore = "long: 16 programs, a knockout of 15 games, 8 at once"]
fn load_sixteen_programs_eight_games_at_once() {
    let dir = scratch("load");
    let names: Vec<String> = (1..=16).map(|i| format!("fast {i}")).collect();
    let main = 600.0;
    let event = write_event(
        &dir,
        &json!({"name": "Load", "system": "single-elimination", "size": 19, "time": 600,
                "programs": names.iter().map(|n| program(n)).collect::<Vec<_>>()}),
    );
    let mut p = Processes::new(&dir);
    // The programs first, trying every second until the server listens: they arrive
    // together, and round 1's 8 games begin together.
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let address = format!("127.0.0.1:{port}");
    for (i, name) in names.iter().enumerate() {
        let engine = words(&format!("{HOTSTONE} gtp --level 0 --seed {i}"));
        p.connect(&address, name, &token(name), &engine);
    }
    std::thread::sleep(Duration::from_millis(500));
    p.server(&event, &address);
    let pid = p.children.last().unwrap().1.id();
    let started = Instant::now();
    let (mut peak_rss, mut hwm, mut cpu, mut most_at_once) = (0, 0, 0.0, 0);
    loop {
        if let Some((rss, peak, seconds)) = sample(pid) {
            peak_rss = peak_rss.max(rss);
            hwm = hwm.max(peak);
            cpu = seconds;
        }
        let log = games(&dir);
        most_at_once = most_at_once.max(log.iter().filter(|g| g["status"] == "playing").count());
        let (_, server) = p.children.iter_mut().find(|(l, _)| l == "server").unwrap();
        if server.try_wait().unwrap().is_some() {
            break;
        }
        if !log.iter().any(|g| g["status"] == "playing") {
            decide_all(&dir, &log);
        }
        assert!(
            started.elapsed() < Duration::from_secs(1800),
            "{}",
            p.text("server")
        );
        std::thread::sleep(Duration::from_millis(100));
    }
    let wall = started.elapsed().as_secs_f64();
    let log = games(&dir);
    let moves: usize = log
        .iter()
        .map(|g| g["moves"].as_u64().unwrap_or(0) as usize)
        .sum();
    let clocked: f64 = log
        .iter()
        .filter_map(|g| g["sgf"].as_str())
        .filter_map(|f| std::fs::read_to_string(dir.join(f)).ok())
        .map(|sgf| charged(&sgf, main))
        .sum();
    assert_eq!(standings(&dir)["over"], true);
    // Round 1's games all began before the first of them ended.
    let server = p.text("server");
    let first_end = server.lines().position(|l| l.contains(" - ")).unwrap();
    let begun = server
        .lines()
        .take(first_end)
        .filter(|l| l.contains("(Black)"))
        .count();
    assert_eq!(begun, 8, "{server}");
    println!(
        "load: {} games, {moves} moves in {wall:.1} s; at most {most_at_once} games at once; \
         server CPU {cpu:.2} s ({:.2} ms per move); clocks charged {:.1} ms per move; \
         server memory peak {} kB (VmHWM {} kB)",
        log.len(),
        cpu * 1000.0 / moves as f64,
        clocked * 1000.0 / moves as f64,
        peak_rss,
        hwm
    );
}

/// Enters Black's win for every game waiting for the referee, once each.
fn decide_all(dir: &Path, log: &[serde_json::Value]) {
    for g in log.iter().filter(|g| g["status"] == "pending") {
        let result = format!(
            "{}>{}",
            g["black"].as_str().unwrap(),
            g["white"].as_str().unwrap()
        );
        let _ = std::process::Command::new(HOTSTONE)
            .args(["tournament", "--record", &result])
            .arg(dir.join("event.standings.json"))
            .output();
    }
}
