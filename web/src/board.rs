//! The board as SVG: wood, lines, star points, coordinates and one named element per
//! point. Stones, markers and interaction arrive with the real UI.

use hotstone_rules::{BoardSize, Point};
use yew::prelude::*;

use crate::geometry::{star_points, Geometry, CELL, MARGIN};

#[derive(Properties, PartialEq)]
pub struct BoardProps {
    pub size: BoardSize,
}

/// An empty board of the given size.
#[component]
pub fn Board(props: &BoardProps) -> Html {
    let size = props.size;
    let g = Geometry::new(size);
    let n = size.get();
    html! {
        <svg
            class="board"
            xmlns="http://www.w3.org/2000/svg"
            viewBox={g.view_box()}
            role="group"
            aria-label={format!("{n} by {n} board")}
            data-board-size={n.to_string()}
        >
            <defs>
                <linearGradient id="hotstone-wood" x1="0" y1="0" x2="1" y2="1">
                    <stop offset="0%" class="wood-light" />
                    <stop offset="100%" class="wood-dark" />
                </linearGradient>
            </defs>
            <rect class="wood" x="0" y="0" width={g.extent().to_string()}
                height={g.extent().to_string()} rx="6" />
            <Lines {size} />
            <Coordinates {size} />
            { for size.points().map(|point| html! { <PointView key={point.to_string()} {point} {size} /> }) }
        </svg>
    }
}

#[derive(Properties, PartialEq)]
struct SizeProps {
    size: BoardSize,
}

/// The grid and the star points.
#[component]
fn Lines(props: &SizeProps) -> Html {
    let g = Geometry::new(props.size);
    let (lo, hi) = (MARGIN, MARGIN + g.span());
    let n = props.size.get();
    let line = |x1: f64, y1: f64, x2: f64, y2: f64| {
        html! { <line x1={x1.to_string()} y1={y1.to_string()} x2={x2.to_string()} y2={y2.to_string()} /> }
    };
    html! {
        <g class="lines" aria-hidden="true">
            <rect class="edge" x={lo.to_string()} y={lo.to_string()}
                width={g.span().to_string()} height={g.span().to_string()} />
            { for (0..n).map(|i| line(g.x(i), lo, g.x(i), hi)) }
            { for (0..n).map(|i| line(lo, g.y(i), hi, g.y(i))) }
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
    let near = MARGIN / 2.0 - 2.0;
    let far = g.extent() - near;
    let label = |x: f64, y: f64, text: String| {
        html! { <text x={x.to_string()} y={y.to_string()}>{ text }</text> }
    };
    html! {
        <g class="coordinates" aria-hidden="true">
            { for props.size.column_letters().zip(0..).flat_map(|(letter, col)| {
                [label(g.x(col), near, letter.to_string()), label(g.x(col), far, letter.to_string())]
            }) }
            { for (0..props.size.get()).flat_map(|row| {
                let number = (u32::from(row) + 1).to_string();
                [label(near, g.y(row), number.clone()), label(far, g.y(row), number)]
            }) }
        </g>
    }
}

#[derive(Properties, PartialEq)]
struct PointProps {
    point: Point,
    size: BoardSize,
}

/// One intersection: a target the size of a cell, named for assistive technology.
#[component]
fn PointView(props: &PointProps) -> Html {
    let (cx, cy) = Geometry::new(props.size).center(props.point);
    let name = props.point.to_string();
    html! {
        <circle
            class="point empty"
            cx={cx.to_string()}
            cy={cy.to_string()}
            r={(CELL / 2.0).to_string()}
            role="img"
            aria-label={format!("{name}, empty")}
            data-point={name}
        />
    }
}
