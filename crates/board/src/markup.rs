//! A record's markup drawn on the board: the marks of a point (triangle, square, circle,
//! cross, label), dimmed points, the next moves of the variations at the node shown,
//! and the arrows and lines between points. Black or white on a stone (its opposite), black on
//! the wood: no colour carries the meaning (P-2), and the shapes stay apart from the
//! rules' own marks (the forbidden point's blue cross, the hot stone's orange ring).

use hotstone_rules::Color;
use yew::prelude::*;

use crate::geometry::{Geometry, CELL};
use crate::layers::{Line, Mark, Spot};

/// The point's `data-mark`: its mark's code, else `dim` for a dimmed point.
pub(crate) fn code(spot: &Spot) -> Option<String> {
    match &spot.mark {
        Some(m) => Some(m.code()),
        None => spot.dim.then(|| "dim".to_string()),
    }
}

/// The dimming of a point (DD), over its stone and lines.
pub(crate) fn dim(spot: &Spot, cx: i32, cy: i32) -> Html {
    if !spot.dim {
        return Html::default();
    }
    let half = CELL / 2;
    html! {
        <rect class="dim-mark" x={(cx - half).to_string()} y={(cy - half).to_string()}
            width={CELL.to_string()} height={CELL.to_string()} />
    }
}

/// The next move of a variation: a ghost stone of its colour with its number.
pub(crate) fn variation(v: Option<(u8, Color)>, cx: i32, cy: i32) -> Html {
    let Some((n, color)) = v else {
        return Html::default();
    };
    let (x, y) = (cx.to_string(), cy.to_string());
    html! { <>
        <circle class={classes!("variation-stone", color.name())} cx={x.clone()} cy={y.clone()} r="18" />
        <text class={classes!("variation-number", color.name())} {x} {y}>{ n }</text>
    </> }
}

/// A point's mark, over its stone (`on_stone`: no disc under a label there). Each shape
/// one path, so that the page holds one drawing of a mark, not five.
pub(crate) fn mark(m: Option<&Mark>, on_stone: bool, cx: i32, cy: i32) -> Html {
    let d = match m {
        None => return Html::default(),
        Some(Mark::Triangle) => format!("M{cx} {} l11 19 h-22 z", cy - 13),
        Some(Mark::Square) => format!("M{} {} h18 v18 h-18 z", cx - 9, cy - 9),
        Some(Mark::Circle) => format!("M{} {cy} a10 10 0 1 0 20 0 a10 10 0 1 0 -20 0", cx - 10),
        Some(Mark::Cross) => format!("M{} {} l18 18 m0 -18 l-18 18", cx - 9, cy - 9),
        Some(Mark::Label(text)) => {
            let (x, y) = (cx.to_string(), cy.to_string());
            return html! { <>
                if !on_stone {
                    <circle class="label-ground" cx={x.clone()} cy={y.clone()} r="14" />
                }
                <text class="markup-label" {x} {y}>{ text.clone() }</text>
            </> };
        }
    };
    html! { <path class="markup" {d} /> }
}

/// The record's arrows and lines, over the points and taking no clicks.
pub(crate) fn lines(g: &Geometry, lines: &[Line]) -> Html {
    if lines.is_empty() {
        return Html::default();
    }
    let one = |l: &Line| {
        let (x1, y1) = g.center(l.from);
        let (x2, y2) = g.center(l.to);
        // The arrow's head: two strokes back from its tip, in whole units (a float
        // written as text would link the formatting of floats into the page).
        let head = l.arrow.then(|| {
            let (dx, dy) = (f64::from(x2 - x1), f64::from(y2 - y1));
            let len = (dx * dx + dy * dy).sqrt().max(1.0);
            let (ux, uy) = (dx / len, dy / len);
            let at = |back: f64, side: f64| {
                let x = f64::from(x2) - back * ux - side * uy;
                let y = f64::from(y2) - back * uy + side * ux;
                (x.round() as i32, y.round() as i32)
            };
            let ((ax, ay), (bx, by)) = (at(12.0, 7.0), at(12.0, -7.0));
            format!("M{ax} {ay} L{x2} {y2} L{bx} {by}")
        });
        let kind = if l.arrow { "arrow" } else { "line" };
        html! {
            <g class="markup-line" data-line={format!("{kind}:{}:{}", l.from, l.to)}>
                <line x1={x1.to_string()} y1={y1.to_string()} x2={x2.to_string()} y2={y2.to_string()} />
                if let Some(d) = head {
                    <path {d} />
                }
            </g>
        }
    };
    html! {
        <g class="markup-lines" aria-hidden="true">{ for lines.iter().map(one) }</g>
    }
}
