//! `hotstone server` and `hotstone connect` end to end on loopback (issue 41): real
//! processes, programs connected over TCP, whole events to their standings. Requirement
//! IDs refer to ../shared/spec/requirements.md; 003 is the computer-Go tournament's seed.

mod server_support;

use std::process::Command;
use std::time::{Duration, Instant};

use serde_json::{json, Value};
use server_support::*;

#[test]
fn x2_a_round_robin_of_four_connected_programs_runs_to_its_standings() {
    // GNU Go at two levels and Hotstone's player at two levels, each through `hotstone
    // connect`, two games at once in each of the three rounds (X-2, 003); one
    // connection cut mid-game (E-6) and a referee's decision entered on the way.
    let dir = scratch("round-robin");
    let names = ["GNU Go 1", "GNU Go 2", "Hotstone 0", "Hotstone 1"];
    let event = write_event(
        &dir,
        &json!({"name": "Loopback cup", "system": "round-robin", "size": 7, "time": 120,
                "reconnect_seconds": 2, "programs": names.map(program)}),
    );
    let mut p = Processes::new(&dir);
    let address = p.server(&event, "127.0.0.1:0");
    let engines = [
        words(&format!("{GNUGO} --mode gtp --level 1")),
        words(&format!("{GNUGO} --mode gtp --level 2")),
        words(&format!("{HOTSTONE} gtp --level 0 --seed 3")),
        words(&format!("{HOTSTONE} gtp --level 1 --move-seconds 0.05")),
    ];
    for (name, engine) in names.iter().zip(&engines) {
        p.connect(&address, name, &token(name), engine);
    }
    // One program's connection is cut in its first game (its client killed) and does
    // not come back within the window: E-6. Its operator then starts it again, and the
    // event goes on.
    let cut = "Hotstone 0";
    let involves = |g: &Value| g["black"] == cut || g["white"] == cut;
    let deadline = Instant::now() + Duration::from_secs(120);
    while !games(&dir)
        .iter()
        .any(|g| g["status"] == "playing" && involves(g))
    {
        assert!(Instant::now() < deadline, "{}", p.text("server"));
        std::thread::sleep(Duration::from_millis(10));
    }
    p.kill(cut);
    p.children.retain(|(l, _)| l != cut);
    while games(&dir)
        .iter()
        .any(|g| g["status"] == "playing" && involves(g))
    {
        assert!(Instant::now() < deadline, "{}", p.text("server"));
        std::thread::sleep(Duration::from_millis(20));
    }
    p.connect(&address, cut, &token(cut), &engines[2]);
    // A game the programs' counts disagree on waits for the referee (C-6); the
    // decision is entered into the standings and the event goes on.
    let decided = decide_pending(&dir, &mut p, Duration::from_secs(900));
    let s = standings(&dir);
    assert_eq!(s["over"], true, "{s}");
    let log = games(&dir);
    assert_eq!(log.len(), 6, "{log:?}");
    assert!(decided <= 6);
    let first = log.iter().find(|g| involves(g)).unwrap();
    assert_eq!(loser(first), cut, "{first}");
    assert_eq!(first["requirement"], "E-6", "{first}");
    assert!(
        first["detail"]
            .as_str()
            .unwrap()
            .contains("did not come back within 2 s"),
        "{first}"
    );
    for g in &log {
        assert_eq!(g["status"], "final", "{g}");
        let sgf = std::fs::read_to_string(dir.join(g["sgf"].as_str().unwrap())).unwrap();
        assert!(sgf.contains("EV[Loopback cup]"), "{sgf}");
        assert!(sgf.contains(&format!("PB[{}]", g["black"].as_str().unwrap())));
        if g["moves"].as_u64() > Some(1) {
            assert!(sgf.contains("BL["), "time left per move, in tenths (T-1)");
        }
    }
    // Both games of round 1 began before either ended: parallel games.
    let server = p.text("server");
    let first_result = server.find("round 1: ").map(|_| {
        server
            .lines()
            .position(|l| l.starts_with("hotstone server: round 1:") && l.contains(" - "))
            .unwrap()
    });
    let begun = server
        .lines()
        .take(first_result.unwrap())
        .filter(|l| l.contains("round 1:") && l.contains("(Black)"))
        .count();
    assert_eq!(begun, 2, "{server}");
    for name in names {
        assert!(
            p.text(name).contains("the server ended the event"),
            "{name}"
        );
    }
}

#[test]
fn e6_t5_garbage_silence_and_a_flood_lose_their_games_never_the_server() {
    // 003 h: a program answering what is not GTP and one sending a line over the
    // server's limit terminate abnormally (E-6; with under 50 minutes on both clocks,
    // they lose); one that never answers loses on time (T-5, 003 d), and in its later
    // games, still not answering, terminates abnormally. A passer that agrees with the
    // count wins every game.
    let dir = scratch("faults");
    let names = ["passer", "garbage", "silent", "flood"];
    let event = write_event(
        &dir,
        &json!({"system": "round-robin", "size": 9, "time": 4, "programs": names.map(program)}),
    );
    let mut p = Processes::new(&dir);
    let address = p.server(&event, "127.0.0.1:0");
    // A wrong token is refused, and the server goes on.
    let refused = Command::new(HOTSTONE)
        .args([
            "connect", &address, "--name", "passer", "--token", "guess", "--",
        ])
        .args(scripted("pass"))
        .output()
        .unwrap();
    assert_eq!(refused.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&refused.stderr).contains("unknown name or wrong token"));
    let engines = [
        scripted("--score komi pass"),
        scripted("garbage"),
        scripted("hang"),
        scripted("flood"),
    ];
    for (name, engine) in names.iter().zip(&engines) {
        p.connect(&address, name, &token(name), engine);
    }
    assert!(p.exit("server", Duration::from_secs(300)).success());
    assert_eq!(standings(&dir)["over"], true);
    let log = games(&dir);
    assert_eq!(log.len(), 6, "{log:?}");
    for g in &log {
        let detail = g["detail"].as_str().unwrap();
        match loser(g) {
            "silent" => assert!(
                g["reason"] == "time" || detail.contains("no response in time"),
                "{g}"
            ),
            "garbage" => assert!(detail.contains("not a GTP response"), "{g}"),
            "flood" => assert!(detail.contains("longer than 8192 bytes"), "{g}"),
            other => panic!("{other} lost: {g}"),
        }
        if ["garbage", "flood"].contains(&loser(g)) {
            assert_eq!(g["requirement"], "E-6", "{g}");
        }
    }
    assert!(log
        .iter()
        .any(|g| loser(g) == "silent" && g["reason"] == "time"));
    let s = standings(&dir);
    assert_eq!(s["standings"]["rows"][0]["name"], "passer", "{s}");
    assert_eq!(s["standings"]["rows"][0]["values"][0], "3", "{s}");
}

#[test]
fn e6_a_connection_cut_mid_game_and_not_back_in_time_loses() {
    // The operator's client is killed mid-game: the connection does not come back
    // within the event's window, an abnormal termination (E-6); with under 50 minutes
    // on both clocks together, the program loses (003 h 1).
    let dir = scratch("cut");
    let names = ["steady", "cut"];
    let event = write_event(
        &dir,
        &json!({"system": "round-robin", "size": 9, "time": 60, "reconnect_seconds": 2,
                "programs": names.map(program)}),
    );
    let mut p = Processes::new(&dir);
    let address = p.server(&event, "127.0.0.1:0");
    p.connect(
        &address,
        "steady",
        &token("steady"),
        &scripted("--score komi pass"),
    );
    p.connect(&address, "cut", &token("cut"), &scripted("slowfill 0.3"));
    let deadline = Instant::now() + Duration::from_secs(60);
    while !games(&dir).iter().any(|g| g["status"] == "playing") {
        assert!(Instant::now() < deadline, "{}", p.text("server"));
        std::thread::sleep(Duration::from_millis(20));
    }
    std::thread::sleep(Duration::from_millis(500));
    p.kill("cut");
    assert!(p.exit("server", Duration::from_secs(120)).success());
    let g = &games(&dir)[0];
    assert_eq!(loser(g), "cut", "{g}");
    assert_eq!(g["reason"], "abnormal-termination", "{g}");
    assert_eq!(g["requirement"], "E-6", "{g}");
    assert!(
        g["detail"]
            .as_str()
            .unwrap()
            .contains("did not come back within 2 s"),
        "{g}"
    );
    assert_eq!(standings(&dir)["over"], true);
}

#[test]
fn e6_a_dropped_connection_that_comes_back_in_time_goes_on_with_its_game() {
    // The network drops both programs' connections mid-game; `hotstone connect`
    // reconnects within the window, the command in flight is sent again under its id
    // and answered once, and the game ends by its own verdict, not by E-6.
    let dir = scratch("reconnect");
    let names = ["near", "far"];
    let event = write_event(
        &dir,
        &json!({"system": "round-robin", "size": 9, "time": 60, "reconnect_seconds": 30,
                "programs": names.map(program)}),
    );
    let mut p = Processes::new(&dir);
    let address = p.server(&event, "127.0.0.1:0");
    let relay = Relay::new(&address);
    for name in names {
        p.connect(
            &relay.address,
            name,
            &token(name),
            &scripted("--score komi slowplay 2"),
        );
    }
    let deadline = Instant::now() + Duration::from_secs(60);
    while !games(&dir).iter().any(|g| g["status"] == "playing") {
        assert!(Instant::now() < deadline, "{}", p.text("server"));
        std::thread::sleep(Duration::from_millis(20));
    }
    std::thread::sleep(Duration::from_millis(300));
    relay.cut();
    assert!(p.exit("server", Duration::from_secs(120)).success());
    let log = games(&dir);
    assert_eq!(log.len(), 1, "{log:?}");
    assert_eq!(log[0]["status"], "final", "{log:?}");
    assert_eq!(log[0]["reason"], "two-passes", "{log:?}");
    assert_eq!(log[0]["result"], "W+6.5", "{log:?}");
    assert!(
        p.text("server").contains("reconnected"),
        "{}",
        p.text("server")
    );
    for name in names {
        assert!(
            p.text(name).contains("connecting again"),
            "{}",
            p.text(name)
        );
    }
}

#[test]
fn a_restarted_server_resumes_the_event_and_replays_the_interrupted_game() {
    // Killed mid-game, the server loses nothing: the event file says the game was in
    // play; restarted on the same port, it replays that game from move 1 (003 i: not a
    // program's fault) once the programs have reconnected, and finishes the event.
    let dir = scratch("resume");
    let names = ["slow one", "slow two"];
    let event = write_event(
        &dir,
        &json!({"system": "round-robin", "size": 9, "time": 60,
                "programs": names.map(program)}),
    );
    let mut p = Processes::new(&dir);
    let address = p.server(&event, "127.0.0.1:0");
    for name in names {
        p.connect(
            &address,
            name,
            &token(name),
            &scripted("--score komi slowplay 2"),
        );
    }
    let deadline = Instant::now() + Duration::from_secs(60);
    while !games(&dir).iter().any(|g| g["status"] == "playing") {
        assert!(Instant::now() < deadline, "{}", p.text("server"));
        std::thread::sleep(Duration::from_millis(20));
    }
    p.kill("server");
    assert_eq!(games(&dir)[0]["status"], "playing");
    p.children.retain(|(l, _)| l != "server");
    p.server(&event, &address);
    assert!(p.exit("server", Duration::from_secs(120)).success());
    let log = games(&dir);
    assert_eq!(log.len(), 2, "{log:?}");
    assert_eq!(log[0]["status"], "replayed");
    assert!(log[0]["detail"].as_str().unwrap().contains("003 i"));
    assert_eq!(log[1]["status"], "final");
    assert_eq!(log[1]["result"], "W+6.5");
    assert_eq!(standings(&dir)["over"], true);
    for name in names {
        assert!(
            p.text(name).contains("connecting again"),
            "{}",
            p.text(name)
        );
    }
}

#[test]
fn e5_a_repetition_in_a_knockout_is_played_again() {
    // 003 g: a triple ko is a draw in a league, but a knockout plays the game again
    // (colours the other way round); the second game is decided.
    let dir = scratch("knockout");
    let names = ["ko black", "ko white"];
    let event = write_event(
        &dir,
        &json!({"system": "single-elimination", "size": 5, "time": 10, "seed": 3,
                "programs": names.map(program)}),
    );
    let mut p = Processes::new(&dir);
    let address = p.server(&event, "127.0.0.1:0");
    // The triple ko of the referee's E-5 test; the lot gives `ko black` Black first.
    let black = scripted("moves A5 B5 A4 B4 C4 A3 B3 A2 B2 C2 A1 B1 D1 D5 D3 D1 D5 D3 D1");
    let white = scripted("moves C5 E5 D4 E4 C3 E3 D2 E2 E1 pass pass pass pass C1 C5 C3 C1 C5 C3");
    p.connect(&address, names[0], &token(names[0]), &black);
    p.connect(&address, names[1], &token(names[1]), &white);
    assert!(p.exit("server", Duration::from_secs(120)).success());
    let log = games(&dir);
    assert_eq!(log[0]["black"], "ko black", "{log:?}");
    assert_eq!(log[0]["reason"], "repetition");
    assert_eq!(log[0]["status"], "replayed");
    assert_eq!(log[1]["black"], "ko white", "{log:?}");
    assert_eq!(log.last().unwrap()["status"], "final", "{log:?}");
    assert_eq!(standings(&dir)["over"], true);
}
