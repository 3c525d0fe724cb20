//! What the game server's tests share (tests/server.rs, tests/server_load.rs): a
//! scratch directory, the processes of a test (killed when it ends), the event file and
//! the standings as an operator reads them.
#![allow(dead_code)]

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use serde_json::{json, Value};

pub const HOTSTONE: &str = env!("CARGO_BIN_EXE_hotstone");
pub const GNUGO: &str = "/usr/games/gnugo";

pub fn scripted(mode: &str) -> Vec<String> {
    let script = format!("{}/tests/engines/scripted.sh", env!("CARGO_MANIFEST_DIR"));
    let mut words = vec!["bash".to_string(), script];
    words.extend(mode.split_whitespace().map(str::to_string));
    words
}

pub fn words(line: &str) -> Vec<String> {
    line.split_whitespace().map(str::to_string).collect()
}

/// A fresh directory for one test's files.
pub fn scratch(name: &str) -> PathBuf {
    static N: AtomicUsize = AtomicUsize::new(0);
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!(
        "server-{name}-{}-{}",
        std::process::id(),
        N.fetch_add(1, Ordering::Relaxed)
    ));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Every process a test started, killed when it ends (also when it fails).
pub struct Processes {
    pub dir: PathBuf,
    pub children: Vec<(String, Child)>,
}

impl Drop for Processes {
    fn drop(&mut self) {
        for (_, c) in &mut self.children {
            let _ = c.kill();
            let _ = c.wait();
        }
    }
}

impl Processes {
    pub fn new(dir: &Path) -> Processes {
        Processes {
            dir: dir.to_path_buf(),
            children: Vec::new(),
        }
    }

    pub fn log(&self, label: &str) -> std::fs::File {
        std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(self.dir.join(format!("{label}.err")))
            .unwrap()
    }

    /// Starts the server on `listen`; its address, from its first line.
    pub fn server(&mut self, event: &Path, listen: &str) -> String {
        let mut child = Command::new(HOTSTONE)
            .args(["server", "--listen", listen, "--event"])
            .arg(event)
            .stdout(Stdio::piped())
            .stderr(self.log("server"))
            .spawn()
            .unwrap();
        let mut first = String::new();
        BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut first)
            .unwrap();
        self.children.push(("server".to_string(), child));
        first
            .trim()
            .strip_prefix("listening ")
            .unwrap_or_else(|| panic!("the server said {first:?}: {}", self.text("server")))
            .to_string()
    }

    pub fn connect(&mut self, address: &str, name: &str, token: &str, engine: &[String]) {
        let child = Command::new(HOTSTONE)
            .args(["connect", address, "--name", name, "--token", token])
            .args(["--retry-seconds", "30", "--"])
            .args(engine)
            .stdout(Stdio::null())
            .stderr(self.log(name))
            .spawn()
            .unwrap();
        self.children.push((name.to_string(), child));
    }

    pub fn kill(&mut self, label: &str) {
        let (_, child) = self.children.iter_mut().find(|(l, _)| l == label).unwrap();
        child.kill().unwrap();
        child.wait().unwrap();
    }

    pub fn text(&self, label: &str) -> String {
        std::fs::read_to_string(self.dir.join(format!("{label}.err"))).unwrap_or_default()
    }

    /// Waits for `label` to exit, at most `limit`.
    pub fn exit(&mut self, label: &str, limit: Duration) -> ExitStatus {
        let deadline = Instant::now() + limit;
        loop {
            let (_, child) = self.children.iter_mut().find(|(l, _)| l == label).unwrap();
            if let Some(status) = child.try_wait().unwrap() {
                return status;
            }
            assert!(
                Instant::now() < deadline,
                "{label} still running after {limit:?}: {}",
                self.text("server")
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }
}

pub fn write_event(dir: &Path, event: &Value) -> PathBuf {
    let path = dir.join("event.json");
    std::fs::write(&path, serde_json::to_string_pretty(event).unwrap()).unwrap();
    path
}

pub fn read_json(path: &Path) -> Value {
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

/// `hotstone tournament STANDINGS --format json`: what an operator sees.
pub fn standings(dir: &Path) -> Value {
    let out = Command::new(HOTSTONE)
        .args(["tournament", "--format", "json"])
        .arg(dir.join("event.standings.json"))
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}

pub fn games(dir: &Path) -> Vec<Value> {
    read_json(&dir.join("event.json"))["games"]
        .as_array()
        .unwrap()
        .clone()
}

/// Each game's loser, by the event file's log, with the game.
pub fn loser(game: &Value) -> &str {
    match game["result"].as_str().unwrap_or_default().chars().next() {
        Some('B') => game["white"].as_str().unwrap(),
        Some('W') => game["black"].as_str().unwrap(),
        _ => "",
    }
}

/// Waits for the server to end the event, entering a referee's decision (Black wins)
/// for every game that waits for one, as an operator would, while the server runs and
/// other games end (the standings' lock orders the writers). How many were decided.
pub fn decide_pending(dir: &Path, p: &mut Processes, limit: Duration) -> usize {
    let deadline = Instant::now() + limit;
    let mut decided = std::collections::BTreeSet::new();
    loop {
        let (_, server) = p.children.iter_mut().find(|(l, _)| l == "server").unwrap();
        if let Some(status) = server.try_wait().unwrap() {
            assert!(status.success(), "{}", p.text("server"));
            return decided.len();
        }
        assert!(Instant::now() < deadline, "{}", p.text("server"));
        let log = games(dir);
        for g in log.iter().filter(|g| g["status"] == "pending") {
            let result = format!(
                "{}>{}",
                g["black"].as_str().unwrap(),
                g["white"].as_str().unwrap()
            );
            if !decided.insert(result.clone()) {
                continue;
            }
            let out = Command::new(HOTSTONE)
                .args(["tournament", "--record", &result])
                .arg(dir.join("event.standings.json"))
                .output()
                .unwrap();
            assert!(
                out.status.success(),
                "{}",
                String::from_utf8_lossy(&out.stderr)
            );
        }
        std::thread::sleep(Duration::from_millis(200));
    }
}

pub fn program(name: &str) -> Value {
    json!({"name": name, "token": format!("token-of-{}", name.replace(' ', "-"))})
}

pub fn token(name: &str) -> String {
    format!("token-of-{}", name.replace(' ', "-"))
}

/// A TCP relay between programs and the server whose connections the test can cut, as
/// a network would drop them: the programs connect to `address`.
pub struct Relay {
    pub address: String,
    open: std::sync::Arc<std::sync::Mutex<Vec<std::net::TcpStream>>>,
}

impl Relay {
    pub fn new(server: &str) -> Relay {
        use std::net::{TcpListener, TcpStream};
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let address = listener.local_addr().unwrap().to_string();
        let open = std::sync::Arc::new(std::sync::Mutex::new(Vec::<TcpStream>::new()));
        let kept = std::sync::Arc::clone(&open);
        let server = server.to_string();
        std::thread::spawn(move || {
            for client in listener.incoming() {
                let Ok(client) = client else { continue };
                let Ok(upstream) = TcpStream::connect(&server) else {
                    continue;
                };
                for (from, to) in [(&client, &upstream), (&upstream, &client)] {
                    let (mut from, mut to) = (from.try_clone().unwrap(), to.try_clone().unwrap());
                    std::thread::spawn(move || {
                        let _ = std::io::copy(&mut from, &mut to);
                        let _ = to.shutdown(std::net::Shutdown::Both);
                    });
                }
                let mut open = kept.lock().unwrap();
                open.push(client);
                open.push(upstream);
            }
        });
        Relay { address, open }
    }

    /// Drops every connection relayed so far.
    pub fn cut(&self) {
        for s in self.open.lock().unwrap().drain(..) {
            let _ = s.shutdown(std::net::Shutdown::Both);
        }
    }
}
