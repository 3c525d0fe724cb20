//! The components in a real DOM (headless Chromium): the board drawn from its layers,
//! and the whole app answering a click.
#![cfg(target_arch = "wasm32")]

use std::rc::Rc;
use std::time::Duration;

use hotstone_board::index;
use hotstone_board::{Board, BoardProps, Layers, Marker};
use hotstone_rules::{BoardSize, Color, Point};
use hotstone_web::components::legend::{Legend, LegendProps};
use hotstone_web::App;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use web_sys::Element;

wasm_bindgen_test_configure!(run_in_browser);

fn document() -> web_sys::Document {
    web_sys::window().unwrap().document().unwrap()
}

fn fresh_root() -> Element {
    let root = document().create_element("div").unwrap();
    document().body().unwrap().append_child(&root).unwrap();
    root
}

/// Yew renders from its scheduler; yielding to the event loop lets it finish.
async fn settle() {
    yew::platform::time::sleep(Duration::from_millis(30)).await;
}

/// Waits until `done` holds, up to three seconds: the debug build renders slowly on a
/// busy machine, where one `settle` was sometimes not enough for the app's render.
async fn until(what: &str, done: impl Fn() -> bool) {
    for _ in 0..100 {
        if done() {
            return;
        }
        settle().await;
    }
    panic!("not within three seconds: {what}");
}

async fn render(props: BoardProps) -> Element {
    let root = fresh_root();
    yew::Renderer::<Board>::with_root_and_props(root.clone(), props).render();
    settle().await;
    root
}

fn board_props(size: BoardSize, layers: Layers) -> BoardProps {
    BoardProps {
        size,
        layers: Rc::new(layers),
        cursor: None,
        coordinates: true,
        label: "board".into(),
        on_click: Default::default(),
        on_hover: Default::default(),
        on_focus: Default::default(),
    }
}

fn at(root: &Element, name: &str) -> Element {
    root.query_selector(&format!("[data-point=\"{name}\"]"))
        .unwrap()
        .unwrap_or_else(|| panic!("no point {name}"))
}

#[wasm_bindgen_test]
async fn nine_by_nine_has_eighty_one_named_points() {
    let size = BoardSize::NINE;
    let root = render(board_props(size, Layers::new(size))).await;
    assert_eq!(
        root.query_selector_all("[data-point]").unwrap().length(),
        81
    );
    assert!(
        root.query_selector("[data-point=\"I9\"]")
            .unwrap()
            .is_none(),
        "I is skipped"
    );
    assert_eq!(
        at(&root, "J9").get_attribute("aria-label").as_deref(),
        Some("J9")
    );
    let svg = root.query_selector("svg").unwrap().unwrap();
    assert_eq!(svg.get_attribute("data-board-size").as_deref(), Some("9"));
    // One tab stop: the centre when there is no cursor.
    let stops = root
        .query_selector_all("[data-point][tabindex=\"0\"]")
        .unwrap();
    assert_eq!(stops.length(), 1);
    assert_eq!(
        at(&root, "E5").get_attribute("tabindex").as_deref(),
        Some("0")
    );
}

#[wasm_bindgen_test]
async fn a1_is_bottom_left_and_j9_top_right() {
    let size = BoardSize::NINE;
    let root = render(board_props(size, Layers::new(size))).await;
    // Where the point's click target sits in the board's user space.
    let place = |name: &str| {
        let target = at(&root, name).query_selector(".target").unwrap().unwrap();
        let coordinate = |a: &str| -> f64 { target.get_attribute(a).unwrap().parse().unwrap() };
        (coordinate("x"), coordinate("y"))
    };
    let (a1, j9) = (place("A1"), place("J9"));
    assert!(a1.0 < j9.0, "A is left of J");
    assert!(a1.1 > j9.1, "row 1 is below row 9");
}

#[wasm_bindgen_test]
async fn layers_become_the_data_hooks() {
    let size = BoardSize::SEVEN;
    let p = |n: &str| index(size, Point::parse(n).unwrap());
    let mut layers = Layers::new(size);
    layers.stones[p("C3")] = Some(Color::Black);
    layers.stones[p("C4")] = Some(Color::White);
    layers.hot[p("C3")] = true;
    layers.forbidden[p("B3")] = Some("hot-stone");
    layers.markers[p("C3")] = Some(Marker::LastMove);
    layers.labels[p("B3")] = "B3, empty, forbidden: hot stone".into();
    let root = render(board_props(size, layers)).await;

    assert_eq!(
        root.query_selector_all("[data-point]").unwrap().length(),
        49
    );
    let c3 = at(&root, "C3");
    assert_eq!(c3.get_attribute("data-stone").as_deref(), Some("black"));
    assert_eq!(c3.get_attribute("data-hot").as_deref(), Some("true"));
    assert!(c3.query_selector(".hot-mark").unwrap().is_some());
    assert!(c3.query_selector(".last-mark").unwrap().is_some());
    assert_eq!(
        at(&root, "C4").get_attribute("data-stone").as_deref(),
        Some("white")
    );
    assert_eq!(at(&root, "C4").get_attribute("data-hot"), None);
    let b3 = at(&root, "B3");
    assert_eq!(
        b3.get_attribute("data-forbidden").as_deref(),
        Some("hot-stone")
    );
    assert_eq!(b3.get_attribute("data-stone"), None);
    assert_eq!(
        b3.get_attribute("aria-label").as_deref(),
        Some("B3, empty, forbidden: hot stone")
    );
    assert_eq!(root.query_selector_all("[data-stone]").unwrap().length(), 2);
    assert_eq!(
        root.query_selector_all("[data-forbidden]")
            .unwrap()
            .length(),
        1
    );
}

#[wasm_bindgen_test]
async fn the_legend_names_hot_stones_under_ing_only() {
    let root = fresh_root();
    let props = LegendProps {
        lang: hotstone_web::i18n::Lang::De,
        ing: true,
        hot_now: true,
        play: true,
        go_to: true,
        editing: false,
    };
    yew::Renderer::<Legend>::with_root_and_props(root.clone(), props).render();
    settle().await;
    let hot = root
        .query_selector("[data-legend=\"hot\"]")
        .unwrap()
        .unwrap();
    assert!(
        hot.text_content()
            .unwrap()
            .contains("Hot Stone: darf nicht"),
        "German"
    );
}

#[wasm_bindgen_test]
async fn the_app_plays_a_click_and_explains_a_refusal() {
    let storage = web_sys::window().unwrap().local_storage().unwrap().unwrap();
    storage.clear().unwrap();
    let root = fresh_root();
    yew::Renderer::<App>::with_root(root.clone()).render();
    until("the 9x9 board is drawn", || {
        root.query_selector_all("[data-point]").unwrap().length() == 81
    })
    .await;

    let click = |name: &str| {
        let init = web_sys::MouseEventInit::new();
        init.set_bubbles(true);
        let event = web_sys::MouseEvent::new_with_mouse_event_init_dict("click", &init).unwrap();
        // The click lands on the point's target area, as a real one would.
        let target = at(&root, name).query_selector(".target").unwrap().unwrap();
        target.dispatch_event(event.unchecked_ref()).unwrap();
    };
    click("E5");
    until("E5 holds Black's stone", || {
        at(&root, "E5").get_attribute("data-stone").as_deref() == Some("black")
    })
    .await;
    // The save waits for the next painted frame (io/browser.rs, `store`): wait for the
    // one with the move (the game's start may be saved first, a frame before it).
    let mut saved = None;
    for _ in 0..100 {
        saved = storage.get_item("hotstone.game").unwrap();
        if saved.as_deref().is_some_and(|s| s.contains("move B E5")) {
            break;
        }
        settle().await;
    }
    let saved = saved.expect("the game is saved within three seconds");
    assert!(saved.contains("move B E5"), "saved: {saved}");

    click("E5");
    until("the refusal is shown", || {
        root.query_selector("[data-refusal]")
            .ok()
            .flatten()
            .is_some()
    })
    .await;
    let notice = root.query_selector("[data-refusal]").unwrap().unwrap();
    assert_eq!(
        notice.get_attribute("data-refusal").as_deref(),
        Some("occupied")
    );
    let live = root.query_selector("[data-live]").unwrap().unwrap();
    assert!(live
        .text_content()
        .unwrap()
        .contains("E5 already holds a stone"));
    storage.clear().unwrap();
}
