//! Under the board while the fill-in count is shown (B-4, B-5): the two bowls with their
//! hexagonal measuring frames emptying as the stones go onto the board, and the
//! compensation area with the compensation and penalty stones.

use hotstone_rules::{Color, FillInStep, Frame, FrameKind};
use yew::prelude::*;

use crate::i18n::{t, FillInText, Lang, Text};
use crate::state::fill_in::FillInView;

fn tx(lang: Lang, text: FillInText) -> String {
    t(lang, Text::FillIn(text))
}

/// What shows under the board: the bowls and frames, the compensation area. Drawn as
/// part of the page's render, not as a component of its own: its bowls and holes are
/// components that are drawn again only when their stones change, and a component here
/// cost the page's first download its own Yew machinery (issue 35).
pub fn under(l: Lang, view: &FillInView) -> Html {
    let [black, white] = view.bowls();
    let fill_in = view.fill_in();
    let reached = |code: &str| {
        fill_in
            .steps
            .iter()
            .position(|s| s.code() == code)
            .is_some_and(|i| i <= view.step)
    };
    let compensation = (reached("compensation") && fill_in.compensation_stones > 0)
        .then_some(fill_in.compensation_to)
        .flatten();
    let penalties: Vec<(Color, u32)> = fill_in
        .steps
        .iter()
        .take(view.step + 1)
        .filter_map(|s| match s {
            FillInStep::Penalty {
                against, stones, ..
            } if *stones > 0 => Some((against.opponent(), *stones)),
            _ => None,
        })
        .collect();
    html! {
        <div class="fill-in-under" data-fill-in-under="">
            <div class="bowls">
                <BowlFrame lang={l} color={Color::Black} stones={black.stones} />
                <BowlFrame lang={l} color={Color::White} stones={white.stones} />
            </div>
            <section class="compensation-area" data-compensation=""
                data-stones={compensation.map(|_| fill_in.compensation_stones.to_string())}>
                <h3>{ tx(l, FillInText::CompensationArea) }</h3>
                if let Some(to) = compensation {
                    <StoneRow lang={l} color={to} stones={fill_in.compensation_stones} />
                }
                { for penalties.iter().map(|&(to, n)| html! {
                    <StoneRow lang={l} color={to} stones={n} />
                }) }
                if compensation.is_none() && penalties.is_empty() {
                    <p class="muted">{ tx(l, FillInText::NoCompensation) }</p>
                }
            </section>
        </div>
    }
}

#[derive(Properties, PartialEq)]
struct BowlProps {
    lang: Lang,
    color: Color,
    stones: u32,
}

// The frame is drawn in hundredths of a unit, integers: the standard library's float
// formatting and trigonometry cost the app about 8 KB gzipped (issue 17).

/// √3 / 2 in ten-millionths.
const HALF_ROOT_3: i64 = 8_660_254;

/// `v` hundredths as an SVG number: `-6416` is `-64.16`.
fn hundredths(v: i32) -> String {
    let sign = if v < 0 { "-" } else { "" };
    let a = v.unsigned_abs();
    format!("{sign}{}.{:02}", a / 100, a % 100)
}

/// `v` times √3 / 2, rounded.
fn times_half_root_3(v: i32) -> i32 {
    let p = i64::from(v) * HALF_ROOT_3;
    ((p + p.signum() * 5_000_000) / 10_000_000) as i32
}

/// The hexagon's 36 holes around the centre, in hundredths of a hole spacing of ten
/// units: rings of 6, 12 and 18 holes in axial coordinates, the inner ring first (filled
/// first, emptied last).
fn hex_holes() -> Vec<(i32, i32)> {
    let dirs = [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)];
    let mut out = Vec::with_capacity(36);
    for ring in 1..=3i32 {
        // Start at the ring's corner in direction 4, walk each side.
        let (mut q, mut r) = (dirs[4].0 * ring, dirs[4].1 * ring);
        for d in dirs {
            for _ in 0..ring {
                // x = √3 (q + r/2), y = 3r/2, times ten units.
                out.push((times_half_root_3(1000 * (2 * q + r)), 1500 * r));
                q += d.0;
                r += d.1;
            }
        }
    }
    out
}

/// A bowl and its hexagonal measuring frame (B-5): 36 holes of 5 stones, filled one
/// after another, what they cannot hold in the centre hole.
#[component]
fn BowlFrame(props: &BowlProps) -> Html {
    let l = props.lang;
    let frame = Frame::of(FrameKind::Hexagonal, props.stones);
    let per = FrameKind::Hexagonal.per_hole();
    let hole_r = 820;
    let holes = hex_holes();
    let in_hole = |i: usize| -> u32 {
        let i = i as u32;
        if i < frame.full_holes {
            per
        } else if i == frame.full_holes {
            frame.partial
        } else {
            0
        }
    };
    let code = props.color.name();
    let label = format!(
        "{}: {}. {}",
        tx(l, FillInText::Bowl(props.color)),
        tx(l, FillInText::Stones(props.stones)),
        tx(
            l,
            FillInText::Frame {
                full_holes: frame.full_holes,
                partial: frame.partial,
                reserve: frame.reserve,
            }
        )
    );
    // Three spacings of 10√3 to the outer ring, a hole and a rim.
    let span = times_half_root_3(6000) + hole_r + 400;
    let view_box = format!("{} {0} {} {1}", hundredths(-span), hundredths(2 * span));
    html! {
        <figure class={classes!("bowl", code)} data-bowl={code}
            data-stones={props.stones.to_string()}
            data-full-holes={frame.full_holes.to_string()}
            data-partial={frame.partial.to_string()}
            data-reserve={frame.reserve.to_string()}>
            <svg class="frame" viewBox={view_box} role="img" aria-label={label}>
                <polygon class="frame-edge" points={hexagon(span - 100)} />
                <circle class="hole centre" cx="0" cy="0" r={hundredths(hole_r)} />
                if frame.reserve > 0 {
                    <text class="reserve" x="0" y="3" text-anchor="middle">{ frame.reserve }</text>
                }
                { for holes.iter().enumerate().map(|(i, &(x, y))| html! {
                    <Hole {x} {y} r={hole_r} stones={in_hole(i)} color={props.color} />
                }) }
            </svg>
            <figcaption>
                { tx(l, FillInText::Bowl(props.color)) }
                <span class="count">{ tx(l, FillInText::Stones(props.stones)) }</span>
            </figcaption>
        </figure>
    }
}

#[derive(Properties, PartialEq)]
struct HoleProps {
    /// In hundredths of a unit.
    x: i32,
    y: i32,
    r: i32,
    stones: u32,
    color: Color,
}

/// One hole of the frame and its stones, up to five in a ring. A component of its own,
/// so that a stone taken redraws one hole, not the frame (P-2: smooth on 19x19).
#[component]
fn Hole(props: &HoleProps) -> Html {
    let per = FrameKind::Hexagonal.per_hole();
    let code = props.color.name();
    let (x, y) = (props.x, props.y);
    let spots = SPOTS
        .iter()
        .take(props.stones.min(per) as usize)
        .map(|(dx, dy)| (x + dx, y + dy));
    html! {
        <g class={classes!("hole-group", (props.stones == 0).then_some("empty"))}>
            <circle class="hole" cx={hundredths(x)} cy={hundredths(y)} r={hundredths(props.r)} />
            { for spots.map(|(sx, sy)| html! {
                <circle class={classes!("stone", code)} cx={hundredths(sx)} cy={hundredths(sy)} r="2.6" />
            }) }
        </g>
    }
}

/// Where a hole's five stones lie, in hundredths: 4.6 units from its centre, the first
/// at the top, then every 72 degrees clockwise.
const SPOTS: [(i32, i32); 5] = [
    (0, -460),
    (437, -142),
    (270, 372),
    (-270, 372),
    (-437, -142),
];

/// A flat-topped hexagon's corners around the centre, `r` in hundredths.
fn hexagon(r: i32) -> String {
    let (half, high) = (r / 2, times_half_root_3(r));
    [
        (r, 0),
        (half, high),
        (-half, high),
        (-r, 0),
        (-half, -high),
        (half, -high),
    ]
    .iter()
    .map(|&(x, y)| format!("{},{}", hundredths(x), hundredths(y)))
    .collect::<Vec<_>>()
    .join(" ")
}

/// Compensation or penalty stones in their area, one circle each, 2 points apiece.
#[component]
fn StoneRow(props: &BowlProps) -> Html {
    let code = props.color.name();
    let n = props.stones;
    let per_row = n.clamp(1, 5);
    let rows = n.div_ceil(per_row).max(1);
    let view_box = format!("0 0 {} {}", per_row * 12, rows * 12);
    html! {
        <div class="stone-row" data-for={code} data-stones={n.to_string()}>
            <svg viewBox={view_box} role="img" width={(per_row * 20).to_string()}
                aria-label={tx(props.lang, FillInText::CompensationFor { to: props.color, stones: n })}>
                { for (0..n).map(|i| html! {
                    <circle class={classes!("stone", code)}
                        cx={(6 + 12 * (i % per_row)).to_string()}
                        cy={(6 + 12 * (i / per_row)).to_string()} r="5" />
                }) }
            </svg>
            <span>{ tx(props.lang, FillInText::CompensationFor { to: props.color, stones: n }) }</span>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn b5_the_hexagonal_frame_has_36_distinct_holes() {
        let holes = hex_holes();
        assert_eq!(holes.len(), FrameKind::Hexagonal.holes() as usize);
        // In hundredths of a unit, ten units to a hole spacing of √3 / 2 ... √3.
        let square = |x: i32, y: i32| i64::from(x).pow(2) + i64::from(y).pow(2);
        for (i, a) in holes.iter().enumerate() {
            for b in &holes[i + 1..] {
                assert!(
                    square(a.0 - b.0, a.1 - b.1) > 1500 * 1500,
                    "holes apart: {a:?} {b:?}"
                );
            }
            let r = square(a.0, a.1);
            assert!(
                r > 1500 * 1500 && r < 5500 * 5500,
                "around the centre: {a:?}"
            );
        }
        // The outer ring's corners lie 3√3 spacings out: 51.96 units.
        assert!(
            holes.contains(&(-5196, 0)) || holes.contains(&(5196, 0)),
            "{holes:?}"
        );
    }

    #[test]
    fn b5_a_hole_has_a_spot_for_each_of_its_stones() {
        assert_eq!(SPOTS.len(), FrameKind::Hexagonal.per_hole() as usize);
        for (x, y) in SPOTS {
            let r = f64::from(x * x + y * y).sqrt();
            assert!((r - 460.0).abs() < 1.0, "4.6 units out: {x},{y}");
        }
    }

    #[test]
    fn frame_numbers_are_written_in_hundredths() {
        assert_eq!(hundredths(-6416), "-64.16");
        assert_eq!(hundredths(820), "8.20");
        assert_eq!(hundredths(-5), "-0.05");
        assert_eq!(hundredths(0), "0.00");
        assert_eq!(times_half_root_3(-2000), -1732);
        assert_eq!(
            hexagon(6316),
            "63.16,0.00 31.58,54.70 -31.58,54.70 -63.16,0.00 -31.58,-54.70 31.58,-54.70"
        );
    }
}
