//! The board component: wood, lines, star points, coordinates, and one named element per
//! point drawn from the layers.
//!
//! Hooks for tests and embedders: every point is an element with `data-point="C3"`;
//! a stone adds `data-stone="black|white"`, a hot stone `data-hot="true"`, a point the
//! side to move may not play `data-forbidden="<reason code>"`; after play stops a dead
//! stone `data-dead="true"`, a counted point `data-territory="black|white"` and a
//! string's agreement `data-agreement="alive|dead|disputed"`; a record's markup
//! `data-mark="triangle|square|circle|cross|label:A|dim"` and the next move of the
//! record's variation k at the node shown `data-variation="k"` (1, 2, ...).

use std::rc::Rc;

use hotstone_rules::{star_points, BoardSize, Color, Point};
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::geometry::{Geometry, CELL, MARGIN, WOOD_RADIUS};
use crate::layers::{Layers, Marker, Spot};

#[derive(Properties, PartialEq)]
pub struct BoardProps {
    pub size: BoardSize,
    #[prop_or_default]
    pub layers: Rc<Layers>,
    /// The keyboard cursor: the one point in the tab order.
    #[prop_or_default]
    pub cursor: Option<Point>,
    #[prop_or(true)]
    pub coordinates: bool,
    /// The board's accessible name.
    #[prop_or_default]
    pub label: AttrValue,
    #[prop_or_default]
    pub on_click: Callback<Point>,
    #[prop_or_default]
    pub on_hover: Callback<Option<Point>>,
    #[prop_or_default]
    pub on_focus: Callback<Point>,
}

/// The point an event happened on: its target's nearest `data-point` element.
fn event_point(size: BoardSize, target: Option<web_sys::EventTarget>) -> Option<Point> {
    let element = target?.dyn_into::<web_sys::Element>().ok()?;
    let name = element
        .closest("[data-point]")
        .ok()??
        .get_attribute("data-point")?;
    size.parse_point(&name).ok()
}

/// The board: wood, lines, star points, coordinates, and a named element per point.
#[component]
pub fn Board(props: &BoardProps) -> Html {
    let size = props.size;
    let g = Geometry::new(size);
    let n = size.get();
    let svg = use_node_ref();
    let frame = use_node_ref();

    // The frame's rounded corners, set through the CSSOM: a `style` attribute would be
    // refused by a page whose Content-Security-Policy has no 'unsafe-inline' styles
    // (issue 39), the CSSOM is not.
    {
        let frame = frame.clone();
        use_effect_with(size, move |_| {
            if let Some(frame) = frame.cast::<web_sys::HtmlElement>() {
                let _ = frame
                    .style()
                    .set_property("border-radius", &g.frame_radius());
            }
        });
    }

    // Keyboard focus follows the cursor while it is on the board.
    {
        let svg = svg.clone();
        use_effect_with(props.cursor, move |cursor| {
            let (Some(cursor), Some(svg)) = (cursor, svg.cast::<web_sys::Element>()) else {
                return;
            };
            // The focused element of the board's own root: the document, or the shadow
            // root of an embedded board (whose host the document would name instead).
            let root = svg.get_root_node();
            let active = js_sys::Reflect::get(&root, &"activeElement".into())
                .ok()
                .and_then(|a| a.dyn_into::<web_sys::Element>().ok());
            let on_board = active
                .as_ref()
                .is_some_and(|a| svg.contains(Some(a)) && a.has_attribute("data-point"));
            if !on_board {
                return;
            }
            let selector = format!("[data-point=\"{cursor}\"]");
            if let Ok(Some(el)) = svg.query_selector(&selector) {
                if let Ok(el) = el.dyn_into::<web_sys::SvgElement>() {
                    let _ = el.focus();
                }
            }
        });
    }

    let onclick = {
        let cb = props.on_click.clone();
        Callback::from(move |e: MouseEvent| {
            if let Some(p) = event_point(size, e.target()) {
                cb.emit(p);
            }
        })
    };
    let onmouseover = {
        let cb = props.on_hover.clone();
        Callback::from(move |e: MouseEvent| cb.emit(event_point(size, e.target())))
    };
    let onmouseleave = {
        let cb = props.on_hover.clone();
        Callback::from(move |_: MouseEvent| cb.emit(None))
    };
    let onfocusin = {
        let cb = props.on_focus.clone();
        Callback::from(move |e: FocusEvent| {
            if let Some(p) = event_point(size, e.target()) {
                cb.emit(p);
            }
        })
    };

    // The first point in the tab order: the cursor, else the centre.
    let tab_stop = props
        .cursor
        .filter(|&p| size.contains(p))
        .or_else(|| Point::new(n / 2, n / 2));
    // One memoised component per row: a move re-renders only the rows whose layers it
    // changed, and their points only where a point changed. Unkeyed: the rows of a size
    // never move, so Yew's positional diff pairs each with itself.
    let rows = (0..n).rev().map(|row| {
        html! {
            <RowView
                {size}
                {row}
                layers={props.layers.clone()}
                tab_col={tab_stop.filter(|p| p.row() == row).map(Point::col)}
            />
        }
    });

    // Two drawings, one over the other: the points (the grid that is named, focused and
    // clicked) over a background that only changes with the size (wood, lines, star
    // points, coordinates). The background is a layer of its own (web/style.css), so a
    // move neither repaints nor re-layers it (docs/performance.md).
    html! {
        <div class="board-frame" ref={frame}>
            <svg
                ref={svg}
                class="board"
                xmlns="http://www.w3.org/2000/svg"
                viewBox={g.view_box()}
                role="grid"
                aria-label={props.label.clone()}
                data-board-size={n.to_string()}
                {onclick}
                {onmouseover}
                {onmouseleave}
                {onfocusin}
            >
                { for rows }
                { crate::markup::lines(&g, &props.layers.lines) }
            </svg>
            <Background {size} coordinates={props.coordinates} />
        </div>
    }
}

#[derive(Properties, PartialEq)]
struct BackgroundProps {
    size: BoardSize,
    coordinates: bool,
}

/// The wood, the grid, the star points and the coordinates, with the gradients the
/// stones are filled with. Hidden from screen readers: every point says its own name.
#[component]
fn Background(props: &BackgroundProps) -> Html {
    let size = props.size;
    let g = Geometry::new(size);
    html! {
        <svg
            class="board-background"
            xmlns="http://www.w3.org/2000/svg"
            viewBox={g.view_box()}
            aria-hidden="true"
        >
            <defs>
                <linearGradient id="hotstone-wood" x1="0" y1="0" x2="1" y2="1">
                    <stop offset="0%" class="wood-light" />
                    <stop offset="100%" class="wood-dark" />
                </linearGradient>
                <radialGradient id="hotstone-black" cx="0.35" cy="0.3" r="0.75">
                    <stop offset="0%" class="black-light" />
                    <stop offset="100%" class="black-dark" />
                </radialGradient>
                <radialGradient id="hotstone-white" cx="0.35" cy="0.3" r="0.8">
                    <stop offset="0%" class="white-light" />
                    <stop offset="100%" class="white-dark" />
                </radialGradient>
            </defs>
            <rect class="wood" x="0" y="0" width={g.extent().to_string()}
                height={g.extent().to_string()} rx={WOOD_RADIUS.to_string()} />
            <Lines {size} />
            if props.coordinates {
                <Coordinates {size} />
            }
        </svg>
    }
}

#[derive(Properties, PartialEq)]
struct SizeProps {
    size: BoardSize,
}

/// The grid and the star points (B-3, from the rules crate).
#[component]
fn Lines(props: &SizeProps) -> Html {
    let g = Geometry::new(props.size);
    let (lo, hi) = (MARGIN, MARGIN + g.span());
    let n = props.size.get();
    let line = |x1: i32, y1: i32, x2: i32, y2: i32| {
        html! { <line x1={x1.to_string()} y1={y1.to_string()} x2={x2.to_string()} y2={y2.to_string()} /> }
    };
    html! {
        <g class="lines" aria-hidden="true">
            <rect class="edge" x={lo.to_string()} y={lo.to_string()}
                width={g.span().to_string()} height={g.span().to_string()} />
            { for (1..n - 1).map(|i| line(g.x(i), lo, g.x(i), hi)) }
            { for (1..n - 1).map(|i| line(lo, g.y(i), hi, g.y(i))) }
            { for star_points(props.size).into_iter().map(|p| {
                let (cx, cy) = g.center(p);
                html! { <circle class="star" cx={cx.to_string()} cy={cy.to_string()} r="4" /> }
            }) }
        </g>
    }
}

/// Column letters above and below, row numbers left and right. Hidden from screen
/// readers: every point already says its own name.
#[component]
fn Coordinates(props: &SizeProps) -> Html {
    let g = Geometry::new(props.size);
    // Halfway between the wood's edge and an edge stone's rim, so that stones never
    // cover them: 20.5 units in, counted in half units.
    let near = MARGIN - 19 + 2;
    let far = 2 * g.extent() - near;
    let halves = |h: i32| match h % 2 {
        0 => (h / 2).to_string(),
        _ => format!("{}.5", h / 2),
    };
    let label = |x: String, y: String, text: String| {
        html! { <text {x} {y}>{ text }</text> }
    };
    html! {
        <g class="coordinates" aria-hidden="true">
            { for props.size.column_letters().zip(0..).flat_map(|(letter, col)| {
                let x = g.x(col).to_string();
                [label(x.clone(), halves(near), letter.to_string()), label(x, halves(far), letter.to_string())]
            }) }
            { for (0..props.size.get()).flat_map(|row| {
                let number = (u32::from(row) + 1).to_string();
                let y = g.y(row).to_string();
                [label(halves(near), y.clone(), number.clone()), label(halves(far), y, number)]
            }) }
        </g>
    }
}

#[derive(Properties)]
struct RowProps {
    size: BoardSize,
    row: u8,
    layers: Rc<Layers>,
    /// The tab stop's column, when it is on this row.
    tab_col: Option<u8>,
}

impl PartialEq for RowProps {
    /// Equal when the row shows the same: new layers that leave this row as it was
    /// do not re-render it.
    fn eq(&self, other: &Self) -> bool {
        self.size == other.size
            && self.row == other.row
            && self.tab_col == other.tab_col
            && (Rc::ptr_eq(&self.layers, &other.layers)
                || self.layers.same_row(&other.layers, self.size, self.row))
    }
}

/// One row of points (`role="row"` in the board's grid).
#[component]
fn RowView(props: &RowProps) -> Html {
    let RowProps {
        size, row, tab_col, ..
    } = *props;
    html! {
        <g role="row">
            { for (0..size.get()).filter_map(|col| Point::new(col, row)).map(|point| html! {
                <PointView
                    {point}
                    {size}
                    spot={props.layers.spot(size, point)}
                    tab_stop={tab_col == Some(point.col())}
                />
            }) }
        </g>
    }
}

#[derive(Properties, PartialEq)]
struct PointProps {
    point: Point,
    size: BoardSize,
    spot: Spot,
    tab_stop: bool,
}

/// One intersection: a target the size of a cell, named for assistive technology.
/// Memoised on its props, so a move redraws only the points it changed. Its shapes are
/// drawn at the point's own coordinates rather than in a translated group: an SVG
/// transform per point would give the browser 361 transform nodes to carry through
/// paint and layerisation on every frame (docs/performance.md, "Click to painted board").
#[component]
fn PointView(props: &PointProps) -> Html {
    let (cx, cy) = Geometry::new(props.size).center(props.point);
    let spot = &props.spot;
    let half = CELL / 2;
    let stone = spot.stone.map(Color::name);
    // Marks on a stone take the stone's opposite colour to stay visible.
    let on = spot.stone.or(spot.ghost).map_or("empty", Color::name);
    let class = classes!(
        "point",
        format!("on-{on}"),
        spot.agreement.map(|a| format!("agreement-{a}"))
    );
    // With move numbers on, the last move's number is marked instead of a dot.
    let last = spot.marker == Some(Marker::LastMove);
    let (x, y) = (cx.to_string(), cy.to_string());
    let circle = |class: Classes, r: &'static str| {
        html! { <circle {class} cx={x.clone()} cy={y.clone()} {r} /> }
    };
    html! {
        <g
            {class}
            role="gridcell"
            tabindex={if props.tab_stop { "0" } else { "-1" }}
            aria-label={spot.label.clone()}
            data-point={props.point.to_string()}
            data-stone={stone}
            data-hot={spot.hot.then_some("true")}
            data-forbidden={spot.forbidden}
            data-dead={spot.dimmed.then_some("true")}
            data-territory={spot.paint.map(Color::name)}
            data-agreement={spot.agreement}
            data-mark={crate::markup::code(spot)}
            data-variation={spot.variation.map(|(k, _)| k.to_string())}
            data-liberties={spot.liberties.map(|n| n.to_string())}
            data-atari={spot.atari.then_some("true")}
        >
            <rect class="target" x={(cx - half).to_string()} y={(cy - half).to_string()}
                width={CELL.to_string()} height={CELL.to_string()} />
            if let Some(c) = spot.stone {
                { circle(classes!("stone", c.name(), spot.dimmed.then_some("dead")), "19") }
            } else if let Some(c) = spot.ghost {
                { circle(classes!("ghost", c.name()), "19") }
            }
            if spot.hot {
                { circle(classes!("hot-mark"), "14") }
            }
            // Teaching overlays (issue 37): a dashed ring on a string in atari, and a
            // string's liberties counted in a corner of one of its stones.
            if spot.atari {
                { circle(classes!("atari-mark"), "16") }
            }
            if let Some(n) = spot.liberties {
                <text class="liberty-count" x={(cx + 11).to_string()} y={(cy + 11).to_string()}>{ n }</text>
            }
            if let Some(c) = spot.paint {
                <rect class={classes!("territory-mark", c.name())}
                    x={(cx - 7).to_string()} y={(cy - 7).to_string()} width="14" height="14" />
            }
            if let Some(n) = spot.number {
                <text class={classes!("number", last.then_some("last"))} x={x.clone()} y={y.clone()}>{ n }</text>
            } else {
                { marker(spot.marker, cx, cy) }
            }
            if spot.number.is_some() && !last {
                { marker(spot.marker, cx, cy) }
            }
            { crate::markup::dim(spot, cx, cy) }
            { crate::markup::variation(spot.variation, cx, cy) }
            { crate::markup::mark(spot.mark.as_ref(), spot.stone.is_some(), cx, cy) }
            if spot.forbidden.is_some() && spot.stone.is_none() {
                <path class="forbidden-mark" d={cross(cx, cy, 9)} />
            }
            // The keyboard's ring, only where focus can show it: the tab stop, which
            // the focus follows (a clicked point becomes the cursor, hence the tab stop).
            // Under it a white halo: the dashes read on the wood and on a black stone
            // alike (WCAG 1.4.11, 3:1 against each).
            if props.tab_stop {
                <rect class="focus-halo" x={(cx - 18).to_string()} y={(cy - 18).to_string()}
                    width="36" height="36" rx="5" />
                <rect class="focus-ring" x={(cx - 18).to_string()} y={(cy - 18).to_string()}
                    width="36" height="36" rx="5" />
            }
        </g>
    }
}

/// An X of half-width `h` centred on (cx, cy), as a path.
fn cross(cx: i32, cy: i32, h: i32) -> String {
    let w = 2 * h;
    format!("M{} {} l{w} {w} m0 -{w} l-{w} {w}", cx - h, cy - h)
}

fn marker(m: Option<Marker>, cx: i32, cy: i32) -> Html {
    let (x, y) = (cx.to_string(), cy.to_string());
    match m {
        None => Html::default(),
        Some(Marker::LastMove) => html! { <circle class="last-mark" cx={x} cy={y} r="6" /> },
        Some(Marker::Highlight) => html! {
            <rect class="highlight-mark" x={(cx - 19).to_string()} y={(cy - 19).to_string()}
                width="38" height="38" rx="4" />
        },
        Some(Marker::Refused) => html! { <path class="refused-mark" d={cross(cx, cy, 11)} /> },
        Some(Marker::Next) => html! {
            <path class="next-mark" d={format!("M{x} {} l11 20 l-22 0 z", cy - 12)} />
        },
        Some(Marker::Winning) => html! {
            <path class="winning-mark" d={format!("M{x} {} l10 10 l-10 10 l-10 -10 z", cy - 10)} />
        },
        Some(Marker::LeftEmpty) => {
            html! { <circle class="left-empty-mark" cx={x} cy={y} r="10" /> }
        }
    }
}
