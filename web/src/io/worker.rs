//! The player worker's questions and answers (issue 21). The game travels in the saved
//! game's text (`io::saved`), so the worker reads it back as a reload would; the state
//! only says when the computer is due and applies its reply.

use hotstone_player::Level;

use crate::io::saved::{game_text, read_game};
use crate::state::computer::{Reply, Request, Task, HINT_LEVEL, MOVE_MILLIS};
use crate::state::State;

/// The worker's question now, if the computer is to move.
pub fn computer_request(state: &State) -> Option<Request> {
    let c = state.settings.computer?;
    // Its clock's next limit bounds its thinking (the request is posted once per
    // position: the time left when its turn began).
    state.computer_to_move().then(|| {
        let to_limit = state.clock.as_ref().map(|clock| {
            let view = clock.clock.view(c.color, clock.thinking);
            view.to_next_limit.get() * 100
        });
        Request {
            task: Task::Move,
            revision: state.revision,
            level: c.level,
            millis: hotstone_player::move_millis(MOVE_MILLIS, to_limit),
            game: game_text(&state.settings, &state.game, state.initial),
        }
    })
}

/// The worker's question for a hint to the side to move (the user's turn).
pub fn hint_request(state: &State) -> Option<Request> {
    state.hint_due().then(|| Request {
        task: Task::Hint,
        revision: state.revision,
        level: Level::new(i64::from(HINT_LEVEL)).unwrap_or(Level::EASIEST),
        millis: MOVE_MILLIS,
        game: game_text(&state.settings, &state.game, state.initial),
    })
}

/// The worker's work: the game read back from the request, the player's decision at
/// the request's level (a hint never resigns), within `stop`. `None` if the game cannot
/// be read (a request from another version of the page).
pub fn answer(request: &Request, stop: &mut dyn FnMut(u32) -> bool) -> Option<Reply> {
    let saved = read_game(&request.game)?;
    let mut settings = request.level.settings(u64::from(request.revision));
    if request.task == Task::Hint {
        settings.temperature = 0.0;
        settings.resign = false;
    }
    let analysis = hotstone_player::think(&saved.game, &settings, stop);
    let mv = match request.task {
        Task::Hint => Some(analysis.best),
        Task::Move => analysis.decision.to_move(),
    };
    Some(Reply {
        task: request.task,
        revision: request.revision,
        mv,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::computer::tests::{p, state};
    use crate::state::computer::Hint;
    use crate::state::Action;
    use hotstone_rules::{Color, Move};

    #[test]
    fn the_computer_replies_on_its_turn_and_stale_replies_are_dropped() {
        let mut s = state();
        assert!(!s.computer_to_move(), "Black, the user, starts");
        assert!(computer_request(&s).is_none());
        assert!(s.apply(Action::ClickedPoint(p("D4"))));
        let asked = computer_request(&s).expect("White, the computer, is to move");
        assert_eq!(asked.task, Task::Move);
        assert!(hint_request(&s).is_none(), "no hint on the computer's turn");
        let stale = Reply {
            task: Task::Move,
            revision: asked.revision.wrapping_sub(1),
            mv: Some(Move::Play(p("C3"))),
        };
        assert!(!s.apply(Action::ComputerReplied(stale)));
        let reply = Reply {
            task: Task::Move,
            revision: asked.revision,
            mv: Some(Move::Play(p("C3"))),
        };
        assert!(s.apply(Action::ComputerReplied(reply)));
        assert_eq!(s.game.board().get(p("C3")), Some(Color::White));
        assert!(!s.computer_to_move());
        // M-2: a reply the rules refuse (an occupied point) is dropped unseen.
        s.apply(Action::ClickedPoint(p("E5")));
        let bad = Reply {
            task: Task::Move,
            revision: s.revision,
            mv: Some(Move::Play(p("D4"))),
        };
        assert!(!s.apply(Action::ComputerReplied(bad)));
        assert!(s.notice.is_none());
    }

    #[test]
    fn t5_the_computer_thinks_at_most_a_tenth_of_its_time_to_the_next_limit() {
        // Without a clock: the whole second.
        let mut s = state();
        s.apply(Action::ClickedPoint(p("D4")));
        assert_eq!(computer_request(&s).unwrap().millis, MOVE_MILLIS);
        // One minute of absolute time, 55 seconds used: 5 seconds to the flag, half a
        // second to think (it used to take the whole second whatever was left).
        let mut s = state();
        s.settings.clock =
            crate::state::clock::ClockSetting::new(crate::state::clock::ClockKind::Absolute, 1);
        s.follow_clock(false);
        s.apply(Action::ClickedPoint(p("D4")));
        s.apply(Action::ClockTicked(hotstone_rules::Tenths::seconds(55)));
        let asked = computer_request(&s).unwrap();
        assert_eq!(asked.millis, 500);
        assert_eq!(Request::parse(&asked.message()).unwrap().millis, 500);
    }

    #[test]
    fn the_worker_answers_with_a_legal_move_for_the_requested_position() {
        let mut s = state();
        s.apply(Action::ClickedPoint(p("D4")));
        let request = computer_request(&s).unwrap();
        let reply = answer(&Request::parse(&request.message()).unwrap(), &mut |_| false)
            .expect("the game reads back");
        assert_eq!(reply.revision, request.revision);
        let mv = reply.mv.expect("level 1 never resigns");
        assert_eq!(s.game.check(Color::White, mv), Ok(()));
        assert!(s.apply(Action::ComputerReplied(reply)));
    }

    #[test]
    fn a_hint_is_shown_not_played() {
        let mut s = state();
        let asked = hint_request(&s).expect("the user's turn");
        assert_eq!(asked.task, Task::Hint);
        assert!(s.apply(Action::ComputerReplied(Reply {
            task: Task::Hint,
            revision: asked.revision,
            mv: Some(Move::Play(p("D4"))),
        })));
        assert_eq!(s.view.hint(), Some(Hint::Play(p("D4"))));
        assert!(s.game.actions().is_empty());
        s.apply(Action::ClickedPoint(p("C4")));
        assert_eq!(s.view.hint(), None, "a move clears the hint");
    }
}
