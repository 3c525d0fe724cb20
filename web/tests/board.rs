//! Renders the board into a real DOM (headless Chromium) and counts what is there.
#![cfg(target_arch = "wasm32")]

use std::time::Duration;

use hotstone_rules::BoardSize;
use hotstone_web::{Board, BoardProps};
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use web_sys::Element;

wasm_bindgen_test_configure!(run_in_browser);

/// Mounts a board of `size` in a fresh element and waits for Yew to render it.
async fn render(size: BoardSize) -> Element {
    let document = web_sys::window().unwrap().document().unwrap();
    let root = document.create_element("div").unwrap();
    document.body().unwrap().append_child(&root).unwrap();
    yew::Renderer::<Board>::with_root_and_props(root.clone(), BoardProps { size }).render();
    // Yew renders from its scheduler; yielding to the event loop lets it finish.
    yew::platform::time::sleep(Duration::from_millis(20)).await;
    root
}

#[wasm_bindgen_test]
async fn nine_by_nine_has_eighty_one_named_points() {
    let root = render(BoardSize::NINE).await;
    let points = root.query_selector_all("[data-point]").unwrap();
    assert_eq!(points.length(), 81);

    let j9 = root.query_selector("[data-point=\"J9\"]").unwrap();
    let j9 = j9.expect("J9 is the top right point");
    assert_eq!(j9.get_attribute("aria-label").as_deref(), Some("J9, empty"));
    assert!(
        root.query_selector("[data-point=\"I9\"]")
            .unwrap()
            .is_none(),
        "I is skipped"
    );

    let svg = root.query_selector("svg").unwrap().unwrap();
    assert_eq!(svg.get_attribute("data-board-size").as_deref(), Some("9"));
}

#[wasm_bindgen_test]
async fn a1_is_bottom_left_and_j9_top_right() {
    let root = render(BoardSize::NINE).await;
    let at = |name: &str| {
        let el = root
            .query_selector(&format!("[data-point=\"{name}\"]"))
            .unwrap()
            .unwrap();
        let num = |attr: &str| el.get_attribute(attr).unwrap().parse::<f64>().unwrap();
        (num("cx"), num("cy"))
    };
    let (a1, j9) = (at("A1"), at("J9"));
    assert!(a1.0 < j9.0, "A is left of J");
    assert!(a1.1 > j9.1, "row 1 is below row 9");
}
